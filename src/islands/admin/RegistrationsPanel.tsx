// "Manage Registrations": the list with its view (filter, search, sort), deleting a registration
// after confirmation, recording a check or transfer, the receipts, and naming or moving an order's
// seat. Stays mounted while closed, so reopening shows the same view at once while the list reloads.
import { useCallback, useEffect, useState } from 'react';
import type { OfflinePaymentResult } from '../../domain/offline-payment.ts';
import { deleteRegistration, downloadReceipt, fetchRegistrations, type AdminListItem } from './admin-api.ts';
import ConfirmDialog from './ConfirmDialog.tsx';
import { messages } from './display.ts';
import { refusalText } from './kit/call.ts';
import { usePanelHeading } from './kit/panel-focus.ts';
import { useAdminSession } from './kit/session.tsx';
import RecordPaymentDialog from './RecordPaymentDialog.tsx';
import { defaultView, type RegistrationView } from './registration-view.ts';
import RegistrationsTable from './RegistrationsTable.tsx';
import SeatDialog, { type SeatTarget } from './seats/SeatDialog.tsx';
import type { SeatPerson } from './seats/seats-api.ts';
import { useStats } from './stats.tsx';

/** Each opening is a new request (the list reloads and takes the focus); with a view, it opens on it. */
export type TableRequest = { value?: RegistrationView } | null;

interface Props {
  request: TableRequest;
  /** False for a role that may not delete (the treasurer): no Delete buttons. */
  canDelete: boolean;
  /** False for a role that may not change seats: no "Name or move" buttons. */
  canMoveSeats: boolean;
  onClose: () => void;
}

export default function RegistrationsPanel({ request, canDelete, canMoveSeats, onClose }: Props) {
  const { guarded, say } = useAdminSession();
  const { reload: reloadStats } = useStats();
  const [items, setItems] = useState<AdminListItem[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [view, setView] = useState<RegistrationView>(defaultView);
  // Every opening takes the organizer to the list, whichever control asked for it.
  const heading = usePanelHeading(request);
  const [confirmId, setConfirmId] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [recording, setRecording] = useState<AdminListItem | null>(null);
  const [seat, setSeat] = useState<SeatTarget | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    const result = await guarded(fetchRegistrations, messages.listFailed);
    setLoading(false);
    if (result?.ok) setItems(result.data);
  }, [guarded]);

  useEffect(() => {
    if (!request) return;
    if (request.value) setView(request.value);
    void load();
  }, [request, load]);

  async function confirmDelete() {
    const registrationId = confirmId;
    setConfirmId(null);
    if (!registrationId) return;
    setDeletingId(registrationId);
    const result = await guarded((token) => deleteRegistration(token, registrationId), (failure) => refusalText(failure, messages.deleteFailed));
    setDeletingId(null);
    if (result?.ok) {
      say('success', messages.deleted(registrationId));
      setItems((list) => list?.filter((item) => item.registrationId !== registrationId) ?? null);
      void reloadStats();
    }
  }

  function recorded(result: OfflinePaymentResult) {
    setRecording(null);
    say(result.outcome === 'paid' ? 'success' : 'error', result.message);
    void load();
    void reloadStats();
  }

  // The seat's new player is a new row (and the previous one's row canceled): the list is read again.
  function seatChanged(target: SeatTarget, person: SeatPerson) {
    setSeat(null);
    say('success', `Seat ${target.seat.seatNo} of ${target.order.registrationId} is ${person.firstName} ${person.lastName}'s now. Their confirmation e-mail is on its way.`);
    void load();
  }

  return (
    <>
      {request ? (
        <RegistrationsTable
          items={items}
          loading={loading}
          view={view}
          onViewChange={setView}
          headingRef={heading}
          deletingId={deletingId}
          onDelete={canDelete ? setConfirmId : undefined}
          onRecordPayment={setRecording}
          onDownloadReceipt={(item) => void guarded((token) => downloadReceipt(token, item.registrationId), messages.receiptFailed)}
          onMoveSeat={canMoveSeats ? (order, orderSeat) => setSeat({ order, seat: orderSeat }) : undefined}
          onClose={onClose}
        />
      ) : null}
      <RecordPaymentDialog item={recording} onDone={recorded} onCancel={() => setRecording(null)} />
      <SeatDialog target={seat} onDone={seatChanged} onCancel={() => setSeat(null)} />
      <ConfirmDialog
        open={confirmId !== null}
        title="Delete registration?"
        message={messages.confirmDelete}
        confirmLabel="Delete registration"
        onConfirm={confirmDelete}
        onCancel={() => setConfirmId(null)}
      />
    </>
  );
}
