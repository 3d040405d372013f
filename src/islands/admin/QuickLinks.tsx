// SPEC §2's Quick Links, and the content editor.
const quickLinks = [
  { href: '/', label: 'Home' },
  { href: '/registration', label: 'Registration' },
  { href: '/sponsorship', label: 'Sponsors' },
  { href: '/sponsor-payment', label: 'Sponsor payment' },
  { href: '/admin/cms', label: 'Edit the site content' },
];

export default function QuickLinks() {
  return (
    <nav className="admin-panel admin-links" aria-labelledby="admin-quick-links">
      <h2 id="admin-quick-links" className="admin-panel__title">Quick Links</h2>
      <ul>
        {quickLinks.map((link) => (
          <li key={link.href}>
            <a href={link.href}>
              {link.label} <span className="admin-links__path">{link.href}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
