import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@tessera/api-client/api-error';
import { saveBlob } from '@tessera/ui/download';
import { toast } from '@tessera/ui/toasts';
import { formatDateTimeInZone, localeOf, readerTimeZone } from '@tessera/i18n/format';
import {
  downloadMyInvite,
  useAskAdjustments,
  useAskReschedule,
  useChooseSlot,
  useMyInterviews,
  type AdjustmentKind,
  type MyInterview,
} from '../api/my-interviews.ts';
import './interview-cards.css';

const ASKABLE: AdjustmentKind[] = ['extra_time', 'written_questions', 'camera_off', 'breaks', 'quiet_room', 'support_person', 'other'];

function messagesOf(error: unknown, fallback: string): string[] {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return [fallback];
  const out = Object.values(error.body as Record<string, unknown>).flatMap((v) =>
    typeof v === 'string' ? [v] : Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [],
  );
  return out.length ? out : [fallback];
}

function Problems({ list }: { list: string[] }) {
  return list.length ? (
    <div className="ui-alert" role="alert">
      <ul>
        {list.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </div>
  ) : null;
}

/** The proposed times, as a choice; the chosen one becomes the interview's time. */
function SlotChoice({ card, applicationId, onDone }: { card: MyInterview; applicationId: number; onDone: (m: string) => void }) {
  const { t, i18n } = useTranslation('interviews');
  const locale = localeOf(i18n.language);
  const zone = readerTimeZone();
  const id = useId();
  const choose = useChooseSlot(applicationId, card.id);
  const [slot, setSlot] = useState<number | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  async function submit(e: SyntheticEvent) {
    e.preventDefault();
    if (slot === null) {
      setProblems([t('seeker.pickOne')]);
      return;
    }
    try {
      await choose.mutateAsync(slot);
      setProblems([]);
      onDone(t('seeker.chosen'));
    } catch (error) {
      setProblems(messagesOf(error, t('seeker.failed')));
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} className="ui-stack" noValidate>
      <Problems list={problems} />
      <fieldset className="ivc-fieldset">
        <legend>{t('seeker.chooseTime', { zone })}</legend>
        {card.slots.map((s) => (
          <label key={s.id} className="ivc-option">
            <input type="radio" name={`${id}-slot`} checked={slot === s.id} onChange={() => setSlot(s.id)} />{' '}
            {formatDateTimeInZone(s.starts_at, locale, zone)}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="ui-button" aria-disabled={choose.isPending}>
        {t('seeker.confirmTime')}
      </button>
    </form>
  );
}

/** Asking for adjustments: a choice list and free text. */
function AskAdjustments({ card, applicationId, onDone }: { card: MyInterview; applicationId: number; onDone: (m: string) => void }) {
  const { t } = useTranslation('interviews');
  const id = useId();
  const ask = useAskAdjustments(applicationId, card.id);
  const [kinds, setKinds] = useState<AdjustmentKind[]>([]);
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  async function submit(e: SyntheticEvent) {
    e.preventDefault();
    if (!kinds.length) {
      setProblems([t('seeker.pickAdjustment')]);
      return;
    }
    try {
      await ask.mutateAsync(note.trim() ? { kinds, note: note.trim() } : { kinds });
      setKinds([]);
      setNote('');
      setProblems([]);
      onDone(t('seeker.asked'));
    } catch (error) {
      setProblems(messagesOf(error, t('seeker.failed')));
    }
  }
  return (
    <details>
      <summary>{t('seeker.askAdjustments')}</summary>
      <form onSubmit={(e) => void submit(e)} className="ui-stack" noValidate>
        <Problems list={problems} />
        <fieldset className="ivc-fieldset">
          <legend>{t('seeker.whichAdjustments')}</legend>
          {ASKABLE.map((k) => (
            <label key={k} className="ivc-option">
              <input
                type="checkbox"
                checked={kinds.includes(k)}
                onChange={(e) => setKinds(e.target.checked ? [...kinds, k] : kinds.filter((x) => x !== k))}
              />{' '}
              {t(`adjustments.${k}`)}
            </label>
          ))}
        </fieldset>
        <div className="ui-field">
          <label htmlFor={`${id}-note`}>{t('seeker.adjustmentNote')}</label>
          <textarea id={`${id}-note`} rows={3} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
        <button type="submit" className="ui-button" aria-disabled={ask.isPending}>
          {t('seeker.sendAdjustments')}
        </button>
      </form>
    </details>
  );
}

/** Asking the team to move the interview, with a reason. */
function AskReschedule({ card, applicationId, onDone }: { card: MyInterview; applicationId: number; onDone: (m: string) => void }) {
  const { t } = useTranslation('interviews');
  const id = useId();
  const ask = useAskReschedule(applicationId, card.id);
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  async function submit(e: SyntheticEvent) {
    e.preventDefault();
    if (!reason.trim()) {
      setProblems([t('seeker.needReason')]);
      return;
    }
    try {
      await ask.mutateAsync(reason.trim());
      setReason('');
      setProblems([]);
      onDone(t('seeker.rescheduleSent'));
    } catch (error) {
      setProblems(messagesOf(error, t('seeker.failed')));
    }
  }
  return (
    <details>
      <summary>{t('seeker.askReschedule')}</summary>
      <form onSubmit={(e) => void submit(e)} className="ui-stack" noValidate>
        <Problems list={problems} />
        <div className="ui-field">
          <label htmlFor={`${id}-reason`}>{t('seeker.rescheduleReason')}</label>
          <textarea id={`${id}-reason`} rows={2} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} />
        </div>
        <button type="submit" className="ui-button" aria-disabled={ask.isPending}>
          {t('seeker.sendReschedule')}
        </button>
      </form>
    </details>
  );
}

/** One interview card: what it is, when, who, the agenda, the questions, the place, what to bring, adjustments. */
function InterviewCard({ card, applicationId, onMessage }: { card: MyInterview; applicationId: number; onMessage: (m: string) => void }) {
  const { t, i18n } = useTranslation('interviews');
  const locale = localeOf(i18n.language);
  const zone = readerTimeZone();
  const id = useId();
  const d = card.details;
  const open = card.status === 'proposed' || card.status === 'scheduled';
  const onSite = card.kind === 'on_site';
  const place: [string, string][] = (
    [
      [card.kind === 'video' ? t('card.link') : card.kind === 'phone' ? t('card.phone') : t('card.location'), d.location],
      [t('card.room'), onSite ? d.room : ''],
      [t('card.sensory'), onSite ? d.sensory : ''],
      [t('card.waiting'), onSite ? d.waiting : ''],
      [t('card.directions'), onSite ? d.directions : ''],
      [t('card.greeter'), onSite ? d.greeter : ''],
      [t('card.bring'), d.bring],
    ] as [string, string][]
  ).filter(([, v]) => v);
  async function ics() {
    try {
      saveBlob(await downloadMyInvite(card.id), `interview-${card.id}.ics`);
    } catch {
      toast.error(t('common:errors.somethingWentWrong'));
    }
  }
  return (
    <article className="ivc-card ui-stack" aria-labelledby={`${id}-h`}>
      <h5 id={`${id}-h`}>
        {t(`kinds.${card.kind}`)} · {t('list.minutes', { count: card.duration_minutes })}
      </h5>
      <p>
        <span className="ivc-status">{t(`statuses.${card.status}`)}</span>
      </p>
      {card.starts_at && card.status !== 'proposed' ? (
        <p className="ivc-when">{t('card.at', { when: formatDateTimeInZone(card.starts_at, locale, zone) })}</p>
      ) : null}
      {card.status === 'cancelled' && card.cancel_reason ? <p>{t('card.cancelledBecause', { reason: card.cancel_reason })}</p> : null}
      {card.status === 'proposed' ? <SlotChoice card={card} applicationId={applicationId} onDone={onMessage} /> : null}
      {card.starts_at && open ? (
        <p>
          <button type="button" className="ui-button ui-button--secondary" onClick={() => void ics()}>
            {t('card.downloadIcs')}
          </button>
        </p>
      ) : null}
      <h6>{t('seeker.whoTitle')}</h6>
      <ul>
        {card.panel.map((p) => (
          <li key={p.user_id}>
            {p.name}
            {p.role ? ` — ${t(`roles.${p.role}`, { defaultValue: p.role })}` : ''}
          </li>
        ))}
      </ul>
      {d.agenda.length ? (
        <>
          <h6>{t('card.agenda')}</h6>
          <ol>
            {d.agenda.map((a, k) => (
              <li key={k}>{t('card.agendaItem', { title: a.title, count: a.minutes })}</li>
            ))}
          </ol>
        </>
      ) : null}
      <h6>{t('card.questions')}</h6>
      {card.questions.length ? (
        <ul>
          {card.questions.map((q, k) => (
            <li key={k}>{q}</li>
          ))}
        </ul>
      ) : (
        <p>{t('seeker.noQuestions')}</p>
      )}
      {card.held_back_questions > 0 ? <p>{t('seeker.heldBack', { count: card.held_back_questions })}</p> : null}
      {place.length ? (
        <>
          <h6>{onSite ? t('seeker.placeTitle') : t('seeker.practicalTitle')}</h6>
          <dl className="ivc-facts">
            {place.map(([k, v]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      <h6>{t('seeker.adjustmentsTitle')}</h6>
      {d.adjustments_offered.length ? (
        <p>{t('card.offered', { list: d.adjustments_offered.map((a) => t(`adjustments.${a}`)).join(', ') })}</p>
      ) : (
        <p>{t('seeker.askAnyway')}</p>
      )}
      {card.adjustments.length ? (
        <ul>
          {card.adjustments.map((a) => (
            <li key={a.id}>
              {t(`adjustments.${a.kind}`)}
              {a.note ? ` — ${a.note}` : ''}: {t(`adjust.status.${a.status}`)}
              {a.answer ? ` — ${a.answer}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {open ? <AskAdjustments card={card} applicationId={applicationId} onDone={onMessage} /> : null}
      {card.reschedule_request && open ? <p>{t('seeker.rescheduleWaiting', { reason: card.reschedule_request })}</p> : null}
      {open && !card.reschedule_request ? <AskReschedule card={card} applicationId={applicationId} onDone={onMessage} /> : null}
    </article>
  );
}

const WITH_INTERVIEWS = ['interview', 'offered', 'hired', 'declined', 'on-hold', 'rejected', 'withdrawn'];

/** The interview cards of one application (kept on the application whatever happens next). */
export function InterviewCards({ applicationId, status }: { applicationId: number; status: string }) {
  const { t } = useTranslation('interviews');
  const query = useMyInterviews(applicationId, WITH_INTERVIEWS.includes(status));
  const [message, setMessage] = useState('');
  const cards = query.data?.results ?? [];
  if (!cards.length && !message) return null;
  return (
    <section className="ivc ui-stack" aria-label={t('seeker.title')}>
      <h4 className="ivc-title">{t('seeker.title')}</h4>
      <p role="status" aria-live="polite">
        {message}
      </p>
      {cards.map((card) => (
        <InterviewCard key={card.id} card={card} applicationId={applicationId} onMessage={setMessage} />
      ))}
    </section>
  );
}
