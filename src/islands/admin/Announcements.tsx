// Announcements to the notify list: the organizer edits the prefilled "registration is open"
// message, previews exactly the text every address gets, and sends it. Sending is a loop of batch
// requests with the progress shown; a stopped announcement is resumed from its line in the list,
// and the server never mails an address twice for one announcement.
import { useCallback, useEffect, useId, useState } from 'react';
import { registrationOpenAnnouncement } from '../../data/announcements.ts';
import { announcementInputSchema, announcementText, recentAnnouncement, resendQuestion, resendRefusalSchema } from '../../domain/announcements.ts';
import { Field } from '../forms/Field.tsx';
import { createAnnouncement, fetchAnnouncements, sendAnnouncementBatch, type AnnouncementList, type AnnouncementProgress } from './admin-api.ts';
import ConfirmDialog from './ConfirmDialog.tsx';
import { eventDay } from '../../data/event-day.ts';
import { displayDateTime, displayVenueTime } from './display.ts';
import { usePanelHeading } from './kit/panel-focus.ts';
import { useAdminSession } from './kit/session.tsx';
import { checkWith, useAdminForm } from './kit/use-admin-form.ts';

interface Props {
  onClose: () => void;
}

type LastSent = { id: number; subject: string; createdAt: string; queued: number };

export const announcementMessages = {
  loadFailed: 'Failed to load the announcements. Please try again.',
  stopped: 'Sending stopped before every address was queued. Use Resume sending: no address gets it twice.',
  done: (n: number) => `The announcement was queued for ${n === 1 ? '1 address' : `${n} addresses`}.`,
};

const people = (n: number) => (n === 1 ? '1 address' : `${n.toLocaleString('en-US')} addresses`);

/** "Sent 40 of 52 · 10 waiting · 2 failed". */
export function progressLine(p: AnnouncementProgress): string {
  const total = p.queued + p.remaining;
  const parts = [`Sent ${p.sent} of ${total}`];
  if (p.waiting) parts.push(`${p.waiting} waiting to be sent`);
  if (p.failed) parts.push(`${p.failed} failed`);
  if (p.canceled) parts.push(`${p.canceled} unsubscribed before sending`);
  if (p.remaining) parts.push(`${p.remaining} not queued yet`);
  return parts.join(' · ');
}

export default function Announcements({ onClose }: Props) {
  const id = useId();
  const heading = usePanelHeading();
  const { guarded, say } = useAdminSession();
  const [list, setList] = useState<AnnouncementList | null>(null);
  const form = useAdminForm({
    initial: { subject: registrationOpenAnnouncement.subject as string, body: registrationOpenAnnouncement.body as string },
    idOf: (field) => `${id}-${field}`,
    check: checkWith(announcementInputSchema),
  });
  const [preview, setPreview] = useState<{ subject: string; text: string } | null>(null);
  // The question before sending; `last` names the announcement that went within the last day.
  const [confirming, setConfirming] = useState<{ last?: LastSent } | null>(null);
  const [sending, setSending] = useState<AnnouncementProgress | null>(null);

  const load = useCallback(async () => {
    const result = await guarded(fetchAnnouncements, announcementMessages.loadFailed);
    if (result?.ok) setList(result.data);
  }, [guarded]);

  useEffect(() => {
    void load();
  }, [load]);

  /** The announcement as it goes (the schema trims it), once the form's check passes. */
  const checked = () => (form.validate() ? announcementInputSchema.parse(form.values) : null);

  function showPreview() {
    const input = checked();
    if (!input) return;
    const origin = window.location.origin;
    setPreview({ subject: input.subject, text: announcementText(input.body, origin, `${origin}/api/unsubscribe?token=(each address's own link)`) });
  }

  /** Sends batches until every address is queued, or a batch makes no progress, or a call fails. */
  async function run(start: AnnouncementProgress) {
    setSending(start);
    let current = start;
    for (;;) {
      const before = current.remaining;
      const result = await guarded((token) => sendAnnouncementBatch(token, current.id), (failure) => `${announcementMessages.stopped} (${failure.text})`);
      if (!result?.ok) break;
      const next = result.data;
      current = next;
      setSending(next);
      if (next.remaining === 0) {
        say('success', announcementMessages.done(next.queued));
        break;
      }
      if (next.remaining >= before) {
        say('error', announcementMessages.stopped);
        break;
      }
    }
    setSending(null);
    await load();
  }

  /** `resendAfter`: the recent announcement the organizer was asked about and answered Send again. */
  async function send(resendAfter?: number) {
    setConfirming(null);
    const input = checked();
    if (!input) return;
    const created = await guarded((token) => createAnnouncement(token, { ...input, ...(resendAfter ? { resendAfter } : {}) }), (failure) => failure.text, [409]);
    if (created?.ok) await run(created.data);
    else if (created) {
      // One went meanwhile (another tab, another organizer): the server's facts, asked the same way.
      const refusal = resendRefusalSchema.safeParse(created.body);
      if (refusal.success) setConfirming({ last: refusal.data.last });
      else say('error', created.message);
      void load();
    }
  }

  const busy = sending !== null;
  const subscribed = list?.subscribed ?? 0;

  return (
    <section className="admin-panel admin-announce" aria-labelledby={`${id}-title`}>
      <div className="admin-registrations__head">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="admin-panel__title">Announce to the notify list</h2>
        <button type="button" className="admin-button admin-button--ghost" onClick={onClose} disabled={busy}>
          Close
        </button>
      </div>
      <p className="admin-announce__note">
        {list
          ? `${people(subscribed)} on the notify list will receive it.${list.unsubscribed ? ` ${people(list.unsubscribed)} unsubscribed and ${list.unsubscribed === 1 ? 'is' : 'are'} never mailed.` : ''}`
          : 'Loading the notify list...'}{' '}
        Each address gets it once, with a link to the registration page and its own unsubscribe link.
      </p>
      <form
        className="admin-announce__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          showPreview();
        }}
      >
        <Field {...form.field('subject')} label="Subject" maxLength={200} disabled={busy} />
        <Field
          {...form.field('body')}
          label="Text"
          hint="The e-mail adds a Register link and the unsubscribe line below this text."
          rows={10}
          controlClassName="admin-announce__text"
          disabled={busy}
        />
        <div className="admin-card__actions">
          <button type="submit" className="admin-button admin-button--outline" disabled={busy}>
            Preview
          </button>
          <button
            type="button"
            className="admin-button admin-button--gold"
            disabled={busy || !list || subscribed === 0}
            onClick={() => {
              if (checked()) setConfirming({ last: recentAnnouncement(list?.announcements ?? [], new Date()) });
            }}
          >
            Send to {people(subscribed)}
          </button>
        </div>
      </form>

      {preview ? (
        <section className="admin-announce__preview" aria-labelledby={`${id}-preview-title`}>
          <h3 id={`${id}-preview-title`} className="admin-announce__heading">Preview</h3>
          <p>
            <strong>Subject:</strong> {preview.subject}
          </p>
          <pre className="admin-announce__pre">{preview.text}</pre>
        </section>
      ) : null}

      <div role="status" className="admin-announce__progress">
        {sending ? (
          <>
            <progress max={Math.max(1, sending.queued + sending.remaining)} value={sending.queued} aria-label="Addresses queued" />
            <p>Sending... {progressLine(sending)}</p>
          </>
        ) : null}
      </div>

      {list && list.announcements.length > 0 ? (
        <section aria-labelledby={`${id}-sent-title`}>
          <h3 id={`${id}-sent-title`} className="admin-announce__heading">Announcements</h3>
          <ul className="admin-announce__list">
            {list.announcements.map((a) => (
              <li key={a.id}>
                <strong>{a.subject}</strong>{' '}
                <span className="admin-card__note">
                  <time dateTime={a.createdAt}>{displayDateTime(a.createdAt)}</time>
                </span>
                <br />
                {progressLine(a)}
                {a.remaining > 0 ? (
                  <>
                    {' '}
                    <button
                      type="button"
                      className="admin-button admin-button--small admin-button--outline"
                      aria-label={`Resume sending ${a.subject}`}
                      disabled={busy}
                      onClick={() => void run(a)}
                    >
                      Resume sending
                    </button>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {confirming?.last ? (
        <ConfirmDialog
          open
          title="Send again within a day?"
          message={`${resendQuestion(confirming.last, displayVenueTime(confirming.last.createdAt, eventDay.timeZone))} "${form.values.subject.trim()}" goes to ${people(subscribed)} now. It cannot be called back.`}
          confirmLabel="Send again"
          onConfirm={() => void send(confirming.last!.id)}
          onCancel={() => setConfirming(null)}
        />
      ) : (
        <ConfirmDialog
          open={confirming !== null}
          title="Send the announcement?"
          message={`"${form.values.subject.trim()}" goes to ${people(subscribed)} now. It cannot be called back.`}
          confirmLabel="Send announcement"
          onConfirm={() => void send()}
          onCancel={() => setConfirming(null)}
        />
      )}
    </section>
  );
}
