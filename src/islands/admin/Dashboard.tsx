// 'WOOP Tournament Admin Dashboard': lays out the panels, each of which holds its own state and
// reaches the server through the session (kit/session.tsx): the header, the money totals, the
// count cards with the downloads, the registrations, sales, the waiting list, the night,
// announcements, payments, the team and the quick links; under the title, the edition it manages
// and whether registration is open. Who is signed in decides which panels show.
import { useEffect, useState } from 'react';
import { capabilities, type WhoAmI } from '../../domain/team.ts';
import Announcements from './Announcements.tsx';
import Counts from './Counts.tsx';
import EditionLine from './EditionLine.tsx';
import { messages } from './display.ts';
import { useAdminSession } from './kit/session.tsx';
import ModeBadge from './ModeBadge.tsx';
import NightPanel from './night/NightPanel.tsx';
import PaymentsPanel from './PaymentsPanel.tsx';
import QuickLinks from './QuickLinks.tsx';
import { defaultView, type RegistrationView } from './registration-view.ts';
import RegistrationsPanel, { type TableRequest } from './RegistrationsPanel.tsx';
import SalesPanel from './sales/SalesPanel.tsx';
import SessionHeader from './SessionHeader.tsx';
import StatusMessage from './StatusMessage.tsx';
import { StatsProvider, useStats } from './stats.tsx';
import Team from './Team.tsx';
import Totals from './Totals.tsx';
import WaitingListPanel from './waiting-list/WaitingListPanel.tsx';
import { fetchWhoAmI } from './team-api.ts';

/** Who is signed in: null until the server says. */
function useWhoAmI(): WhoAmI | null {
  const { guarded } = useAdminSession();
  const [me, setMe] = useState<WhoAmI | null>(null);
  useEffect(() => {
    void guarded(fetchWhoAmI, messages.statsFailed).then((result) => {
      if (result?.ok) setMe(result.data);
    });
  }, [guarded]);
  return me;
}

export default function Dashboard() {
  const me = useWhoAmI();
  // Until the answer comes, drawn as for an organizer (most sign-ins): nothing appears or moves
  // for them when it does; the door's screen replaces the whole dashboard.
  const can = capabilities(me?.role ?? 'organizer');

  // The door's only screen is check-in, the floor's the night: no counts, money, e-mail addresses or exports here.
  if (me && !can.dashboard) {
    return (
      <div className="admin-dashboard">
        <SessionHeader title="WOOP Tournament Admin" me={me} />
        <StatusMessage />
        {can.checkIn ? (
          <section className="admin-panel admin-door" aria-labelledby="admin-door-title">
            <h2 id="admin-door-title" className="admin-panel__title">Check-in at the door</h2>
            <p>Your role is Door: scan codes and check people in.</p>
            <a className="admin-button admin-button--gold" href="/admin/check-in">Open check-in</a>
          </section>
        ) : null}
        {can.night ? <NightPanel decides={can.results} /> : null}
      </div>
    );
  }

  // The figures load once the role is known to allow them.
  return (
    <StatsProvider enabled={me !== null}>
      <Panels me={me} can={can} />
    </StatsProvider>
  );
}

function Panels({ me, can }: { me: WhoAmI | null; can: ReturnType<typeof capabilities> }) {
  const { stats, reload: reloadStats } = useStats();
  const [table, setTable] = useState<TableRequest>(null);
  const [payments, setPayments] = useState<object | null>(null);
  const [salesOpen, setSalesOpen] = useState(false);
  const [waitingListOpen, setWaitingListOpen] = useState(false);
  const [nightOpen, setNightOpen] = useState(false);
  const [announceOpen, setAnnounceOpen] = useState(false);
  const openTable = (view?: RegistrationView) => setTable({ value: view });

  return (
    <div className="admin-dashboard">
      <SessionHeader title="WOOP Tournament Admin Dashboard" badge={<ModeBadge mode={stats?.paypalMode} />} me={me} />
      <EditionLine />
      <StatusMessage />

      <Totals
        paymentsOpen={payments !== null}
        onViewPayments={() => setPayments({})}
        onShowFlagged={() => openTable({ ...defaultView, filter: 'flagged' })}
      />

      <Counts
        tableOpen={table !== null}
        onViewRegistrations={() => openTable()}
        salesOpen={salesOpen}
        onOpenSales={can.sales ? () => setSalesOpen(true) : undefined}
        waitingListOpen={waitingListOpen}
        onOpenWaitingList={can.waitingList ? () => setWaitingListOpen(true) : undefined}
        nightOpen={nightOpen}
        onOpenNight={can.night ? () => setNightOpen(true) : undefined}
        announceOpen={announceOpen}
        onAnnounce={can.announcements ? () => setAnnounceOpen(true) : undefined}
      />

      <RegistrationsPanel request={table} canDelete={can.deleteRegistrations} canMoveSeats={can.seats} onClose={() => setTable(null)} />

      {salesOpen && can.sales ? (
        <SalesPanel
          onClose={() => {
            setSalesOpen(false);
            void reloadStats();
          }}
        />
      ) : null}

      {waitingListOpen && can.waitingList ? <WaitingListPanel onClose={() => setWaitingListOpen(false)} /> : null}

      {nightOpen && can.night ? <NightPanel onClose={() => setNightOpen(false)} decides={can.results} /> : null}

      {announceOpen ? (
        <Announcements
          onClose={() => {
            setAnnounceOpen(false);
            void reloadStats();
          }}
        />
      ) : null}

      <PaymentsPanel
        request={payments}
        onShowRegistration={(registrationId) => openTable({ ...defaultView, search: registrationId })}
        onClose={() => setPayments(null)}
      />

      {can.team ? <Team /> : null}

      <QuickLinks />
    </div>
  );
}
