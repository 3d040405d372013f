// The dashboard's count cards (registrations, check-in and the night, sales and the waiting list,
// interest sign-ups) with the two Excel downloads (SPEC §2), the undelivered-mail warning, and Refresh
// Stats with its time.
import { useState } from 'react';
import { downloadExport } from './admin-api.ts';
import { displayCount as count, displayTime, messages } from './display.ts';
import { useAdminSession } from './kit/session.tsx';
import { useStats } from './stats.tsx';

interface Props {
  tableOpen: boolean;
  onViewRegistrations: () => void;
  salesOpen: boolean;
  /** Absent for a role that may not change the sales settings: no Sales card. */
  onOpenSales?: () => void;
  waitingListOpen: boolean;
  /** Absent for a role that may not see the waiting list: no button. */
  onOpenWaitingList?: () => void;
  nightOpen: boolean;
  /** Absent for a role that may not run the night: no button (the tournaments' set-up, clock and seats). */
  onOpenNight?: () => void;
  announceOpen: boolean;
  /** Absent for a role that may not announce: no button. */
  onAnnounce?: () => void;
}

export default function Counts({ tableOpen, onViewRegistrations, salesOpen, onOpenSales, waitingListOpen, onOpenWaitingList, nightOpen, onOpenNight, announceOpen, onAnnounce }: Props) {
  const { guarded, say } = useAdminSession();
  const { stats, updatedAt, loading, reload } = useStats();
  const [downloading, setDownloading] = useState<'registrations' | 'interests' | null>(null);

  async function download(which: 'registrations' | 'interests') {
    setDownloading(which);
    const result = await guarded((token) => downloadExport(token, which), which === 'registrations' ? messages.downloadFailed : messages.interestsDownloadFailed);
    setDownloading(null);
    if (result?.ok) say('success', which === 'registrations' ? messages.downloaded : messages.interestsDownloaded);
  }

  return (
    <>
      <div className="admin-cards" aria-busy={stats ? undefined : true}>
        <section className="admin-card" aria-labelledby="admin-registrations-count">
          <h2 id="admin-registrations-count" className="admin-card__label">Registrations</h2>
          <p className="admin-card__count" aria-live="polite">{count(stats?.registrationCount)}</p>
          <div className="admin-card__actions">
            <button type="button" className="admin-button admin-button--gold" onClick={() => download('registrations')} disabled={downloading !== null}>
              {downloading === 'registrations' ? 'Preparing...' : 'Download Excel Sheet'}
            </button>
            <button type="button" className="admin-button admin-button--outline" onClick={onViewRegistrations} aria-expanded={tableOpen}>
              View &amp; Manage Registrations
            </button>
          </div>
        </section>
        <section className="admin-card" aria-labelledby="admin-check-in-count">
          <h2 id="admin-check-in-count" className="admin-card__label">Checked in</h2>
          <p className="admin-card__count" aria-live="polite">
            {count(stats?.checkIn.checkedIn)}
            <span className="admin-card__of"> of {count(stats?.checkIn.expected)} paid</span>
          </p>
          <div className="admin-card__actions">
            <a className="admin-button admin-button--outline" href="/admin/check-in">Open check-in</a>
            {onOpenNight ? (
              <button type="button" className="admin-button admin-button--outline" onClick={onOpenNight} aria-expanded={nightOpen}>
                The night
              </button>
            ) : null}
          </div>
        </section>
        {onOpenSales ? (
          <section className="admin-card" aria-labelledby="admin-sales-card">
            <h2 id="admin-sales-card" className="admin-card__label">Sales</h2>
            <p className="admin-card__note">Open or close registration, capacities, prices and promo codes, and the waiting list for what sells out.</p>
            <div className="admin-card__actions">
              <button type="button" className="admin-button admin-button--gold" onClick={onOpenSales} aria-expanded={salesOpen}>
                Sales and promo codes
              </button>
              {onOpenWaitingList ? (
                <button type="button" className="admin-button admin-button--outline" onClick={onOpenWaitingList} aria-expanded={waitingListOpen}>
                  Waiting list
                </button>
              ) : null}
            </div>
          </section>
        ) : null}
        <section className="admin-card" aria-labelledby="admin-interests-count">
          <h2 id="admin-interests-count" className="admin-card__label">Interest sign-ups</h2>
          <p className="admin-card__count" aria-live="polite">{count(stats?.registrationInterestCount)}</p>
          <div className="admin-card__actions">
            <button type="button" className="admin-button admin-button--gold" onClick={() => download('interests')} disabled={downloading !== null}>
              {downloading === 'interests' ? 'Preparing...' : 'Interest Email List Excel Sheet'}
            </button>
            {onAnnounce ? (
              <button type="button" className="admin-button admin-button--outline" onClick={onAnnounce} aria-expanded={announceOpen}>
                Announce to the notify list
              </button>
            ) : null}
          </div>
        </section>
      </div>

      {stats && stats.undeliveredMailCount > 0 ? (
        <p className="admin-mail-warning">
          {stats.undeliveredMailCount === 1 ? '1 e-mail' : `${stats.undeliveredMailCount} e-mails`} could not be
          delivered after several tries. Check the mail settings (SMTP_URL) and contact the people concerned.
        </p>
      ) : null}

      <div className="admin-refresh">
        <button type="button" className="admin-button admin-button--outline" onClick={() => void reload()} disabled={loading}>
          {loading ? 'Refreshing...' : 'Refresh Stats'}
        </button>
        {updatedAt ? (
          <p className="admin-refresh__time">
            Last updated <time dateTime={updatedAt.toISOString()}>{displayTime(updatedAt)}</time>
          </p>
        ) : null}
      </div>
    </>
  );
}
