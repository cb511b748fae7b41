import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '@tessera/ui/download';
import { Spinner } from '@tessera/ui/spinner';
import { toast } from '@tessera/ui/toasts';
import { formatDateTimeInZone, localeOf, readerTimeZone } from '@tessera/i18n/format';
import { LoadProblem } from '../../../components/hiring/load-problem.tsx';
import {
  downloadInvite,
  useAnswerAdjustment,
  useApplicationInterviews,
  useCancelInterview,
  useRescheduleInterview,
  type StaffInterview,
} from '../api/application-interviews.ts';
import { ScheduleForm, TimeInputs, instantOf, problemsOf } from './schedule-form.tsx';
import { InterviewDetailsForm } from './details-form.tsx';
import { ScorecardPanel } from './scorecard-panel.tsx';
import './interviews.css';

function Problems({ list }: { list: string[] }) {
  if (!list.length) return null;
  return (
    <div className="ui-alert" role="alert">
      <ul>
        {list.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </div>
  );
}

/** Answers one adjustment request: agreed or declined, with words the job seeker reads. */
function AdjustmentAnswer({
  interviewId,
  adjustmentId,
  label,
  onDone,
}: {
  interviewId: number;
  adjustmentId: number;
  label: string;
  onDone: (m: string) => void;
}) {
  const { t } = useTranslation('interviews');
  const id = useId();
  const answer = useAnswerAdjustment(interviewId);
  const [status, setStatus] = useState<'agreed' | 'declined'>('agreed');
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  async function submit(e: SyntheticEvent) {
    e.preventDefault();
    if (!text.trim()) {
      setProblems([t('adjust.needAnswer')]);
      return;
    }
    try {
      await answer.mutateAsync({ adjustment: adjustmentId, status, answer: text.trim() });
      onDone(t('adjust.answered'));
    } catch (error) {
      setProblems(problemsOf(error, t('adjust.failed')));
    }
  }
  return (
    <form className="iv-inline" onSubmit={(e) => void submit(e)} aria-label={t('adjust.answerFor', { what: label })} noValidate>
      <Problems list={problems} />
      <div className="ui-field">
        <label htmlFor={`${id}-status`}>{t('adjust.decision')}</label>
        <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value === 'declined' ? 'declined' : 'agreed')}>
          <option value="agreed">{t('adjust.agreed')}</option>
          <option value="declined">{t('adjust.declined')}</option>
        </select>
      </div>
      <div className="ui-field">
        <label htmlFor={`${id}-text`}>{t('adjust.answer')}</label>
        <input id={`${id}-text`} maxLength={1000} value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      <button type="submit" className="ui-button" aria-disabled={answer.isPending}>
        {t('adjust.send')}
        <span className="ui-visually-hidden"> {label}</span>
      </button>
    </form>
  );
}

/** Reschedule (a new time or new slots) or cancel, each with a reason. */
function ChangeForms({ interview, onDone }: { interview: StaffInterview; onDone: (m: string) => void }) {
  const { t } = useTranslation('interviews');
  const id = useId();
  const reschedule = useRescheduleInterview(interview.id);
  const cancel = useCancelInterview(interview.id);
  const [mode, setMode] = useState<'fixed' | 'slots'>('fixed');
  const [fixed, setFixed] = useState('');
  const [slots, setSlots] = useState<string[]>(['', '', '']);
  const [reason, setReason] = useState('');
  const [cancelReason, setCancelReason] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  async function move(e: SyntheticEvent) {
    e.preventDefault();
    if (!reason.trim()) {
      setProblems([t('change.needReason')]);
      return;
    }
    const times =
      mode === 'fixed'
        ? [instantOf(fixed)].filter((s): s is string => s !== null)
        : slots.map(instantOf).filter((s): s is string => s !== null);
    if ((mode === 'fixed' && times.length !== 1) || (mode === 'slots' && times.length < 2)) {
      setProblems([t('schedule.needTime')]);
      return;
    }
    try {
      await reschedule.mutateAsync({
        reason: reason.trim(),
        ...(mode === 'fixed' ? { starts_at: times[0] } : { slots: times.map((s) => ({ starts_at: s })) }),
      });
      setProblems([]);
      onDone(t('change.moved'));
    } catch (error) {
      setProblems(problemsOf(error, t('change.failed')));
    }
  }
  async function callOff(e: SyntheticEvent) {
    e.preventDefault();
    if (!cancelReason.trim()) {
      setProblems([t('change.needReason')]);
      return;
    }
    try {
      await cancel.mutateAsync(cancelReason.trim());
      setProblems([]);
      onDone(t('change.cancelled'));
    } catch (error) {
      setProblems(problemsOf(error, t('change.failed')));
    }
  }
  return (
    <div className="ui-stack">
      <Problems list={problems} />
      <details>
        <summary>{t('edit.title')}</summary>
        <InterviewDetailsForm interview={interview} onDone={onDone} />
      </details>
      <details>
        <summary>{t('change.reschedule')}</summary>
        <form className="ui-stack" onSubmit={(e) => void move(e)} noValidate>
          <TimeInputs
            mode={mode}
            setMode={setMode}
            fixed={fixed}
            setFixed={setFixed}
            slots={slots}
            setSlots={setSlots}
            idBase={`${id}-move`}
          />
          <div className="ui-field">
            <label htmlFor={`${id}-reason`}>{t('change.reason')}</label>
            <input id={`${id}-reason`} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} />
          </div>
          <button type="submit" className="ui-button" aria-disabled={reschedule.isPending}>
            {t('change.move')}
          </button>
        </form>
      </details>
      <details>
        <summary>{t('change.cancel')}</summary>
        <form className="ui-stack" onSubmit={(e) => void callOff(e)} noValidate>
          <div className="ui-field">
            <label htmlFor={`${id}-cancel`}>{t('change.cancelReason')}</label>
            <input id={`${id}-cancel`} maxLength={1000} value={cancelReason} onChange={(e) => setCancelReason(e.target.value)} />
          </div>
          <button type="submit" className="ui-button ui-button--secondary" aria-disabled={cancel.isPending}>
            {t('change.confirmCancel')}
          </button>
        </form>
      </details>
    </div>
  );
}

function InterviewItem({ interview: iv, onMessage }: { interview: StaffInterview; onMessage: (m: string) => void }) {
  const { t, i18n } = useTranslation('interviews');
  const locale = localeOf(i18n.language);
  const zone = readerTimeZone();
  const id = useId();
  const open = iv.status === 'proposed' || iv.status === 'scheduled';
  const d = iv.details;
  const facts: [string, string][] = (
    [
      [t('card.location'), d.location],
      [t('card.room'), d.room],
      [t('card.sensory'), d.sensory],
      [t('card.waiting'), d.waiting],
      [t('card.directions'), d.directions],
      [t('card.greeter'), d.greeter],
      [t('card.bring'), d.bring],
    ] as [string, string][]
  ).filter(([, v]) => v);
  async function ics() {
    try {
      saveBlob(await downloadInvite(iv.id), `interview-${iv.id}.ics`);
    } catch {
      toast.error(t('common:errors.somethingWentWrong'));
    }
  }
  return (
    <article className="iv-card ui-stack" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>
        {t(`kinds.${iv.kind}`)} · {t('list.minutes', { count: iv.duration_minutes })} · {t(`statuses.${iv.status}`)}
      </h3>
      {iv.starts_at ? (
        <p>{t('card.at', { when: formatDateTimeInZone(iv.starts_at, locale, zone) })}</p>
      ) : iv.status === 'proposed' ? (
        <div>
          <p>{t('card.proposedSlots')}</p>
          <ul>
            {iv.slots.map((s) => (
              <li key={s.id}>{formatDateTimeInZone(s.starts_at, locale, zone)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {iv.cancel_reason ? <p>{t('card.cancelledBecause', { reason: iv.cancel_reason })}</p> : null}
      {iv.reschedule_request && open ? <p className="ui-alert">{t('card.rescheduleAsked', { reason: iv.reschedule_request })}</p> : null}
      <p>{t('card.panel', { names: iv.panel.map((p) => p.name).join(', ') })}</p>
      {d.agenda.length ? (
        <>
          <h4>{t('card.agenda')}</h4>
          <ol>
            {d.agenda.map((a, k) => (
              <li key={k}>{t('card.agendaItem', { title: a.title, count: a.minutes })}</li>
            ))}
          </ol>
        </>
      ) : null}
      {iv.questions.length ? (
        <>
          <h4>{t('card.questions')}</h4>
          <ul>
            {iv.questions.map((q, k) => (
              <li key={k}>
                {q.text} {q.shared ? null : <em>({t('card.heldBackMark')})</em>}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {facts.length ? (
        <dl className="iv-facts">
          {facts.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {d.adjustments_offered.length ? (
        <p>{t('card.offered', { list: d.adjustments_offered.map((a) => t(`adjustments.${a}`)).join(', ') })}</p>
      ) : null}
      <h4>{t('adjust.title')}</h4>
      {iv.adjustments.length === 0 ? (
        <p>{t('adjust.none')}</p>
      ) : (
        <ul className="ui-stack">
          {iv.adjustments.map((a) => (
            <li key={a.id}>
              <p>
                <strong>{t(`adjustments.${a.kind}`)}</strong>
                {a.note ? ` — ${a.note}` : ''} · {t(`adjust.status.${a.status}`)}
              </p>
              {a.answer ? <p>{t('adjust.answerWas', { answer: a.answer, name: a.answered_by ?? '' })}</p> : null}
              {a.status === 'requested' && iv.can_manage ? (
                <AdjustmentAnswer interviewId={iv.id} adjustmentId={a.id} label={t(`adjustments.${a.kind}`)} onDone={onMessage} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <div className="iv-inline">
        {iv.starts_at ? (
          <button type="button" className="ui-button ui-button--secondary" onClick={() => void ics()}>
            {t('card.downloadIcs')}
          </button>
        ) : null}
      </div>
      {iv.can_manage && open ? <ChangeForms interview={iv} onDone={onMessage} /> : null}
      {iv.status === 'scheduled' || iv.status === 'completed' ? <ScorecardPanel interview={iv} onMessage={onMessage} /> : null}
      {iv.history.length ? (
        <details>
          <summary>{t('card.history')}</summary>
          <ul>
            {iv.history.map((h, k) => (
              <li key={k}>
                {t(`events.${h.kind}`)} · {formatDateTimeInZone(h.created_at, locale, zone)}
                {h.by ? ` · ${h.by}` : ''}
                {h.reason ? ` · ${h.reason}` : ''}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </article>
  );
}

/** The application page's interviews: schedule one (in the interview stage), and each interview with its card, changes, adjustments and scorecards. */
export function ApplicationInterviews({ applicationId, applicationStatus }: { applicationId: number; applicationStatus: string }) {
  const { t } = useTranslation('interviews');
  const query = useApplicationInterviews(applicationId);
  const [message, setMessage] = useState('');
  return (
    <section className="hr-section ui-stack" aria-labelledby="interviews-title">
      <h2 id="interviews-title">{t('section.title')}</h2>
      <p role="status" aria-live="polite">
        {message}
      </p>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <LoadProblem error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {query.data.results.length === 0 ? <p>{t('section.none')}</p> : null}
          {query.data.results.map((iv) => (
            <InterviewItem key={iv.id} interview={iv} onMessage={setMessage} />
          ))}
          {query.data.can_manage && applicationStatus === 'interview' ? (
            <details>
              <summary>{t('section.schedule')}</summary>
              <ScheduleForm applicationId={applicationId} data={query.data} onDone={setMessage} />
            </details>
          ) : query.data.can_manage ? (
            <p className="hr-meta">{t('section.onlyInStage')}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
