// 'WOOP Tournament Admin Dashboard': the PayPal mode, the money totals, counts, the two downloads,
// the registrations table, the Payments view, quick links.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  deleteRegistration,
  downloadExport,
  downloadReceipt,
  recordOfflinePayment,
  type RecordPaymentRefusal,
  fetchPayments,
  fetchRegistrations,
  fetchStats,
  UnauthorizedError,
  ApiError,
  type AdminListItem,
  type AdminStats,
  type PaymentEventItem,
} from './admin-api.ts';
import Announcements from './Announcements.tsx';
import SalesPanel from './sales/SalesPanel.tsx';
import ConfirmDialog from './ConfirmDialog.tsx';
import { displayTime, messages } from './display.ts';
import ModeBadge from './ModeBadge.tsx';
import PaymentsTable from './PaymentsTable.tsx';
import RecordPaymentDialog from './RecordPaymentDialog.tsx';
import type { OfflinePaymentInput } from '../../domain/offline-payment.ts';
import { defaultView, type RegistrationView } from './registration-view.ts';
import RegistrationsTable from './RegistrationsTable.tsx';
import StatusMessage, { type Status } from './StatusMessage.tsx';
import Totals from './Totals.tsx';
import Team from './Team.tsx';
import { fetchWhoAmI, signOutEverywhere, type WhoAmI } from './team-api.ts';
import { capabilities, roleLabels } from '../../domain/team.ts';

interface Props {
  token: string;
  onSignOut: () => void;
  onUnauthorized: () => void;
}

const quickLinks = [
  { href: '/', label: 'Home' },
  { href: '/registration', label: 'Registration' },
  { href: '/sponsorship', label: 'Sponsors' },
  { href: '/sponsor-payment', label: 'Sponsor payment' },
  { href: '/admin/cms', label: 'Edit the site content' },
];

export default function Dashboard({ token, onSignOut, onUnauthorized }: Props) {
  const [stats, setStats] = useState<AdminStats | null>(null);
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const [loadingStats, setLoadingStats] = useState(false);
  const [status, setStatusState] = useState<Status | null>(null);
  const [tableOpen, setTableOpen] = useState(false);
  const [items, setItems] = useState<AdminListItem[] | null>(null);
  const [loadingItems, setLoadingItems] = useState(false);
  const [view, setView] = useState<RegistrationView>(defaultView);
  const tableHeading = useRef<HTMLHeadingElement>(null);
  const [focusTable, setFocusTable] = useState(false);
  const [paymentsOpen, setPaymentsOpen] = useState(false);
  const [payments, setPayments] = useState<PaymentEventItem[] | null>(null);
  const [loadingPayments, setLoadingPayments] = useState(false);
  const [confirmId, setConfirmId] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<'registrations' | 'interests' | null>(null);
  const [announceOpen, setAnnounceOpen] = useState(false);
  const [salesOpen, setSalesOpen] = useState(false);
  const [recording, setRecording] = useState<AdminListItem | null>(null);
  const [recordSaving, setRecordSaving] = useState(false);
  const [recordRefusal, setRecordRefusal] = useState<RecordPaymentRefusal | null>(null);

  const [me, setMe] = useState<WhoAmI | null>(null);
  // Until the answer comes, drawn as for an organizer (most sign-ins): nothing appears or moves
  // for them when it does; the door's screen replaces the whole dashboard.
  const can = capabilities(me?.role ?? 'organizer');

  const say = useCallback((kind: Status['kind'], text: string) => setStatusState((s) => ({ kind, text, seq: (s?.seq ?? 0) + 1 })), []);

  /** Runs a call; a 401 ends the session, anything else shows `failure`. */
  const guarded = useCallback(
    async <T,>(run: () => Promise<T>, failure: (error: unknown) => string): Promise<T | undefined> => {
      try {
        return await run();
      } catch (error) {
        if (error instanceof UnauthorizedError) onUnauthorized();
        else say('error', failure(error));
        return undefined;
      }
    },
    [onUnauthorized, say],
  );

  const loadStats = useCallback(async () => {
    setLoadingStats(true);
    const result = await guarded(() => fetchStats(token), () => messages.statsFailed);
    setLoadingStats(false);
    if (result) {
      setStats(result);
      setUpdatedAt(new Date());
    }
  }, [guarded, token]);

  // Who is signed in decides what shows (issue 29); the stats load once the role may see them.
  useEffect(() => {
    void guarded(() => fetchWhoAmI(token), () => messages.statsFailed).then((who) => {
      if (who) setMe(who);
    });
  }, [guarded, token]);

  useEffect(() => {
    if (me && capabilities(me.role).dashboard) void loadStats();
  }, [loadStats, me]);

  async function everywhere() {
    const ok = await guarded(async () => (await signOutEverywhere(token), true), () => 'Could not sign out everywhere. Please try again.');
    if (ok) onUnauthorized();
  }

  async function openTable(withView?: RegistrationView) {
    if (withView) {
      setView(withView);
      setFocusTable(true);
    }
    setTableOpen(true);
    setLoadingItems(true);
    const result = await guarded(() => fetchRegistrations(token), () => messages.listFailed);
    setLoadingItems(false);
    if (result) setItems(result);
  }

  // Opened from elsewhere (a payment's registration, the refund card): take the organizer there.
  useEffect(() => {
    if (!focusTable || !tableOpen) return;
    tableHeading.current?.scrollIntoView({ block: 'start' });
    tableHeading.current?.focus({ preventScroll: true });
    setFocusTable(false);
  }, [focusTable, tableOpen]);

  async function openPayments() {
    setPaymentsOpen(true);
    setLoadingPayments(true);
    const result = await guarded(() => fetchPayments(token), () => messages.paymentsFailed);
    setLoadingPayments(false);
    if (result) setPayments(result);
  }

  async function download(which: 'registrations' | 'interests') {
    setDownloading(which);
    const ok = await guarded(
      async () => (await downloadExport(token, which), true),
      () => (which === 'registrations' ? messages.downloadFailed : messages.interestsDownloadFailed),
    );
    setDownloading(null);
    if (ok) say('success', which === 'registrations' ? messages.downloaded : messages.interestsDownloaded);
  }

  async function confirmDelete() {
    const registrationId = confirmId;
    setConfirmId(null);
    if (!registrationId) return;
    setDeletingId(registrationId);
    const ok = await guarded(
      async () => (await deleteRegistration(token, registrationId), true),
      (error) => (error instanceof ApiError && error.serverMessage && error.status < 500 ? error.serverMessage : messages.deleteFailed),
    );
    setDeletingId(null);
    if (ok) {
      say('success', messages.deleted(registrationId));
      setItems((list) => list?.filter((item) => item.registrationId !== registrationId) ?? null);
      void loadStats();
    }
  }

  function openRecordPayment(item: AdminListItem) {
    setRecordRefusal(null);
    setRecording(item);
  }

  async function recordPayment(payment: OfflinePaymentInput) {
    const item = recording;
    if (!item) return;
    setRecordSaving(true);
    const answer = await guarded(() => recordOfflinePayment(token, item.registrationId, payment), () => messages.recordPaymentFailed);
    setRecordSaving(false);
    if (!answer) return;
    if (!answer.ok) {
      setRecordRefusal(answer.refusal);
      return;
    }
    setRecording(null);
    say(answer.result.outcome === 'paid' ? 'success' : 'error', answer.result.message);
    void openTable();
    void loadStats();
  }

  async function receipt(item: AdminListItem) {
    await guarded(() => downloadReceipt(token, item.registrationId), () => messages.receiptFailed);
  }

  const count = (n: number | undefined) => (n === undefined ? '–' : n.toLocaleString('en-US'));

  // A header row of its own, always drawn (its line reserved): the name's arrival moves nothing.
  const who = <p className="admin-dashboard__who">{me ? `${me.name} · ${roleLabels[me.role]}` : '\u00a0'}</p>;

  const sessionActions = (
    <div className="admin-dashboard__actions">
      <button type="button" className="admin-button admin-button--ghost" onClick={onSignOut}>
        Sign out
      </button>
      <button type="button" className="admin-button admin-button--ghost" onClick={() => void everywhere()}>
        End all my sessions
      </button>
    </div>
  );

  // The door's only screen is check-in: no counts, money, e-mail addresses or exports here.
  if (me && !can.dashboard) {
    return (
      <div className="admin-dashboard">
        <header className="admin-dashboard__head">
          <div className="admin-dashboard__heading">
            <h1 className="admin-dashboard__title">WOOP Tournament Admin</h1>
          </div>
          {sessionActions}
          {who}
        </header>
        <StatusMessage status={status} onDismiss={() => setStatusState(null)} />
        <section className="admin-panel admin-door" aria-labelledby="admin-door-title">
          <h2 id="admin-door-title" className="admin-panel__title">Check-in at the door</h2>
          <p>Your role is Door: scan codes and check people in.</p>
          <a className="admin-button admin-button--gold" href="/admin/check-in">Open check-in</a>
        </section>
      </div>
    );
  }

  return (
    <div className="admin-dashboard">
      <header className="admin-dashboard__head">
        <div className="admin-dashboard__heading">
          <h1 className="admin-dashboard__title">WOOP Tournament Admin Dashboard</h1>
          <ModeBadge mode={stats?.paypalMode} />
        </div>
        {sessionActions}
        {who}
      </header>

      <StatusMessage status={status} onDismiss={() => setStatusState(null)} />

      <Totals
        stats={stats}
        paymentsOpen={paymentsOpen}
        onViewPayments={openPayments}
        onShowFlagged={() => void openTable({ ...defaultView, filter: 'flagged' })}
      />

      <div className="admin-cards" aria-busy={stats ? undefined : true}>
        <section className="admin-card" aria-labelledby="admin-registrations-count">
          <h2 id="admin-registrations-count" className="admin-card__label">Registrations</h2>
          <p className="admin-card__count" aria-live="polite">{count(stats?.registrationCount)}</p>
          <div className="admin-card__actions">
            <button type="button" className="admin-button admin-button--gold" onClick={() => download('registrations')} disabled={downloading !== null}>
              {downloading === 'registrations' ? 'Preparing...' : 'Download Excel Sheet'}
            </button>
            <button type="button" className="admin-button admin-button--outline" onClick={() => void openTable()} aria-expanded={tableOpen}>
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
          </div>
        </section>
        {can.sales ? (
          <section className="admin-card" aria-labelledby="admin-sales-card">
            <h2 id="admin-sales-card" className="admin-card__label">Sales</h2>
            <p className="admin-card__note">Open or close registration, capacities, prices and promo codes.</p>
            <div className="admin-card__actions">
              <button type="button" className="admin-button admin-button--gold" onClick={() => setSalesOpen(true)} aria-expanded={salesOpen}>
                Sales and promo codes
              </button>
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
            {can.announcements ? (
              <button type="button" className="admin-button admin-button--outline" onClick={() => setAnnounceOpen(true)} aria-expanded={announceOpen}>
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
        <button type="button" className="admin-button admin-button--outline" onClick={loadStats} disabled={loadingStats}>
          {loadingStats ? 'Refreshing...' : 'Refresh Stats'}
        </button>
        {updatedAt ? (
          <p className="admin-refresh__time">
            Last updated <time dateTime={updatedAt.toISOString()}>{displayTime(updatedAt)}</time>
          </p>
        ) : null}
      </div>

      {tableOpen ? (
        <RegistrationsTable
          items={items}
          loading={loadingItems}
          view={view}
          onViewChange={setView}
          headingRef={tableHeading}
          deletingId={deletingId}
          onDelete={can.deleteRegistrations ? setConfirmId : undefined}
          onRecordPayment={openRecordPayment}
          onDownloadReceipt={(item) => void receipt(item)}
          onClose={() => setTableOpen(false)}
        />
      ) : null}

      {salesOpen && can.sales ? (
        <SalesPanel
          token={token}
          guarded={guarded}
          say={say}
          onClose={() => {
            setSalesOpen(false);
            void loadStats();
          }}
        />
      ) : null}

      {announceOpen ? (
        <Announcements
          token={token}
          guarded={guarded}
          say={say}
          onClose={() => {
            setAnnounceOpen(false);
            void loadStats();
          }}
        />
      ) : null}

      {paymentsOpen ? (
        <PaymentsTable
          items={payments}
          loading={loadingPayments}
          onShowRegistration={(registrationId) => void openTable({ ...defaultView, search: registrationId })}
          onClose={() => setPaymentsOpen(false)}
        />
      ) : null}

      {can.team ? <Team token={token} guarded={guarded} say={say} /> : null}

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

      <RecordPaymentDialog
        item={recording}
        saving={recordSaving}
        refusal={recordRefusal}
        onSubmit={(payment) => void recordPayment(payment)}
        onCancel={() => setRecording(null)}
      />

      <ConfirmDialog
        open={confirmId !== null}
        title="Delete registration?"
        message={messages.confirmDelete}
        confirmLabel="Delete registration"
        onConfirm={confirmDelete}
        onCancel={() => setConfirmId(null)}
      />
    </div>
  );
}
