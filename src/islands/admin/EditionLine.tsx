// The top of the dashboard: which edition it manages ("2026 · 4th annual", from the content) and
// whether registration is open now, as the public pages say it (the live facts' answer in the
// stats), with the player levels on sale. Its height does not change when the figures arrive.
import { useStats } from './stats.tsx';

export default function EditionLine() {
  const { stats } = useStats();
  return (
    <section className="admin-edition" aria-labelledby="admin-edition-title" aria-busy={stats ? undefined : true}>
      <h2 id="admin-edition-title" className="admin-edition__title">
        {stats ? `Edition ${stats.edition}` : 'Edition\u00a0…'}
      </h2>
      <p className="admin-edition__state">
        {stats ? (
          <span className={`admin-badge admin-badge--${stats.registrationOpen ? 'ok' : 'neutral'}`}>
            {stats.registrationOpen ? 'Registration is open' : 'Registration is closed'}
          </span>
        ) : (
          '\u00a0'
        )}
      </p>
      {/* Two lines kept for it whatever it says, so the figures' arrival moves nothing below. */}
      <p className="admin-edition__levels">
        {stats ? (stats.registrationOpen ? `On sale: ${stats.levelsOnSale.join(', ')}.` : 'No player level is on sale. Open one under Sales and promo codes.') : '\u00a0'}
      </p>
    </section>
  );
}
