// The header's links, shared by every page. Desktop shows them left and right of the central
// logo in this order; the mobile panel has its own order, with Registration in bold.
export interface NavLink {
  label: string;
  href: string;
}

export const desktopNavLeft: readonly NavLink[] = [
  { label: 'About', href: '/about' },
  { label: 'Schedule', href: '/schedule' },
  { label: 'Sponsors', href: '/sponsorship' },
];

export const desktopNavRight: readonly NavLink[] = [
  { label: 'Photos', href: '/photos' },
  { label: 'Registration', href: '/sponsor-payment' },
  { label: 'Contact', href: '/contact' },
];

export const mobileNav: readonly (NavLink & { emphasis?: boolean })[] = [
  { label: 'About', href: '/about' },
  { label: 'Schedule', href: '/schedule' },
  { label: 'Photos', href: '/photos' },
  { label: 'Sponsors', href: '/sponsorship' },
  { label: 'Registration', href: '/sponsor-payment', emphasis: true },
  { label: 'Contact', href: '/contact' },
];
