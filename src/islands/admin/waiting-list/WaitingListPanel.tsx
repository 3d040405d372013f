// "Waiting list": who waits for a sold-out level, room or sponsor level, item by item in line
// order, with each offer's end; offering a place by hand, removing someone (after a question), the
// list's downloads and its two settings. Every action's answer goes to the status line, in the
// server's words when it refused (no place free, no longer waiting), and the list is read again.
import { useCallback, useEffect, useId, useState } from 'react';
import { byItem } from '../../../domain/waiting-list/admin-list.ts';
import type { AdminWaitingEntry, AdminWaitingList } from '../../../domain/waiting-list/contract.ts';
import { eventDay } from '../../../data/event-day.ts';
import { zoneName } from '../../../domain/venue-time.ts';
import ConfirmDialog from '../ConfirmDialog.tsx';
import { refusalText } from '../kit/call.ts';
import { usePanelHeading } from '../kit/panel-focus.ts';
import { useAdminSession } from '../kit/session.tsx';
import OfferTimesForm from './OfferTimesForm.tsx';
import { downloadWaitingList, fetchWaitingList, offerPlace, removeEntry, waitingListRefusals } from './waiting-list-api.ts';
import WaitingListTable from './WaitingListTable.tsx';
import '../sales/sales.css';

interface Props {
  onClose: () => void;
}

const texts = {
  loadFailed: 'Failed to load the waiting list. Please try again.',
  actionFailed: 'The change failed. Please try again.',
  downloadFailed: 'Failed to download the waiting list. Please try again.',
  downloaded: 'Waiting list downloaded.',
  empty: 'Nobody is waiting. When a capped level, room or sponsor level sells out, visitors can join its waiting list.',
  settingsSaved: 'Waiting list settings saved.',
  offered: (e: AdminWaitingEntry) =>
    `${e.name} was offered a place for the ${e.itemName}${e.offeredUntilLabel ? ` until ${e.offeredUntilLabel}` : ''}. The offer e-mail is on its way.`,
  removed: (e: AdminWaitingEntry) => `${e.name} was removed from the waiting list for the ${e.itemName}.`,
  removeQuestion: (e: AdminWaitingEntry) =>
    `${e.name} (${e.email}) leaves the waiting list for the ${e.itemName}.${e.status === 'offered' ? ' Their offer is withdrawn and the place goes to the next in line.' : ''}`,
};

export default function WaitingListPanel({ onClose }: Props) {
  const id = useId();
  const heading = usePanelHeading();
  const { guarded, say } = useAdminSession();
  const [data, setData] = useState<AdminWaitingList | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [removing, setRemoving] = useState<AdminWaitingEntry | null>(null);
  const [downloading, setDownloading] = useState(false);

  const load = useCallback(async () => {
    const result = await guarded(fetchWaitingList, texts.loadFailed);
    if (result?.ok) setData(result.data);
  }, [guarded]);

  useEffect(() => {
    void load();
  }, [load]);

  /** Runs an action on one entry, says how it went, and reads the list again either way. */
  async function act(entry: AdminWaitingEntry, run: (token: string, id: number) => ReturnType<typeof offerPlace>, done: (e: AdminWaitingEntry) => string) {
    setBusyId(entry.id);
    const result = await guarded((token) => run(token, entry.id), (failure) => refusalText(failure, texts.actionFailed), waitingListRefusals);
    setBusyId(null);
    if (result?.ok) say('success', done(result.data));
    else if (result) say('error', result.message);
    await load();
  }

  function confirmRemove() {
    const entry = removing;
    setRemoving(null);
    if (entry) void act(entry, removeEntry, texts.removed);
  }

  async function download() {
    setDownloading(true);
    const result = await guarded((token) => downloadWaitingList(token), texts.downloadFailed);
    setDownloading(false);
    if (result?.ok) say('success', texts.downloaded);
  }

  const items = data ? byItem(data.entries) : [];

  return (
    <section className="admin-panel admin-registrations" aria-labelledby={`${id}-title`}>
      <div className="admin-registrations__head">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="admin-panel__title">Waiting list</h2>
        <button type="button" className="admin-button admin-button--ghost" onClick={onClose}>
          Close
        </button>
      </div>
      <p className="admin-card__note">
        Who is waiting for a sold-out level, room or sponsor level, in line order. Times are the venue's ({zoneName(eventDay.timeZone)}).
      </p>
      <div className="admin-card__actions">
        <button type="button" className="admin-button admin-button--outline" onClick={() => void download()} disabled={downloading}>
          {downloading ? 'Preparing...' : 'Export (Excel)'}
        </button>
      </div>

      {!data ? <p aria-live="polite">Loading the waiting list...</p> : null}
      {data && data.entries.length === 0 ? <p>{texts.empty}</p> : null}
      {items.map((list) => (
        <WaitingListTable
          key={list.itemId}
          list={list}
          busyId={busyId}
          onOffer={(entry) => void act(entry, offerPlace, texts.offered)}
          onRemove={setRemoving}
        />
      ))}

      {data ? (
        <section aria-labelledby={`${id}-settings`}>
          <h3 id={`${id}-settings`} className="admin-announce__heading">Offer settings</h3>
          <p className="admin-card__note">
            The next in line gets an e-mail with a link; the place is kept for them alone for the offer time, shorter close to the event.
            An offer not taken in time goes to the next person by itself. After the cutoff, no offers are made.
          </p>
          <OfferTimesForm
            settings={data.settings}
            onDone={(settings) => {
              say('success', texts.settingsSaved);
              setData((current) => (current ? { ...current, settings } : current));
            }}
          />
        </section>
      ) : null}

      <ConfirmDialog
        open={removing !== null}
        title="Remove from the waiting list?"
        message={removing ? texts.removeQuestion(removing) : ''}
        confirmLabel="Remove from the list"
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
