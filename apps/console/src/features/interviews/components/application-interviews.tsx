import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@tessera/api-client/api-error';
import { answerInterviewAdjustment, cancelInterview, rescheduleInterview } from '@tessera/contract/request-schemas';
import { contractShape } from '@tessera/forms/contract-schema';
import { SelectField, TextField } from '@tessera/forms/fields';
import { Form, useContractForm } from '@tessera/forms/form';
import { z } from '@tessera/forms/zod';
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
  type TeamMember,
} from '../api/application-interviews.ts';
import { ScheduleForm, TimeInputs, checkTimes, timeFields, timesOf } from './schedule-form.tsx';
import { InterviewDetailsForm } from './details-form.tsx';
import { PanelForm } from './panel-form.tsx';
import { ScorecardPanel } from './scorecard-panel.tsx';
import './interviews.css';

const answerShape = contractShape(answerInterviewAdjustment);
const answerSchema = z.object({ status: answerShape.status, answer: z.string().trim().pipe(answerShape.answer) });
const reasonText = z.string().trim().pipe(contractShape(rescheduleInterview).reason);
const cancelSchema = z.object({ reason: z.string().trim().pipe(contractShape(cancelInterview).reason) });

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
  const answer = useAnswerAdjustment(interviewId);
  const form = useContractForm({
    schema: answerSchema,
    defaultValues: { status: 'agreed', answer: '' },
    messages: { answer: { required: t('adjust.needAnswer') } },
  });
  return (
    <Form
      form={form}
      className="iv-inline"
      aria-label={t('adjust.answerFor', { what: label })}
      describeFailure={(error) => (isApiError(error) && error.status >= 500 ? t('adjust.failed') : undefined)}
      onSubmit={async (v) => {
        await answer.mutateAsync({ adjustment: adjustmentId, status: v.status, answer: v.answer });
        onDone(t('adjust.answered'));
      }}
    >
      <SelectField
        name="status"
        label={t('adjust.decision')}
        options={[
          { value: 'agreed', label: t('adjust.agreed') },
          { value: 'declined', label: t('adjust.declined') },
        ]}
      />
      <TextField name="answer" label={t('adjust.answer')} maxLength={1000} />
      <button type="submit" className="ui-button" aria-disabled={form.formState.isSubmitting}>
        {t('adjust.send')}
        <span className="ui-visually-hidden"> {label}</span>
      </button>
    </Form>
  );
}

/** Moves the interview (a new time or new slots), with a reason. */
function RescheduleForm({ interview, onDone }: { interview: StaffInterview; onDone: (m: string) => void }) {
  const { t } = useTranslation('interviews');
  const reschedule = useRescheduleInterview(interview.id);
  const schema = useMemo(
    () => z.object({ ...timeFields, reason: reasonText }).superRefine((v, ctx) => checkTimes(t, v, ctx, t('schedule.needTime'))),
    [t],
  );
  const form = useContractForm({
    schema,
    defaultValues: { mode: 'fixed', fixed: '', slots: ['', '', ''], reason: '' },
    messages: { reason: { required: t('change.needReason') } },
  });
  return (
    <Form
      form={form}
      className="ui-stack"
      aria-label={t('change.reschedule')}
      serverFields={{ starts_at: 'fixed', slots: 'slots.0' }}
      describeFailure={(error) => (isApiError(error) && error.status >= 500 ? t('change.failed') : undefined)}
      onSubmit={async (v) => {
        const times = timesOf(v);
        await reschedule.mutateAsync({
          reason: v.reason,
          ...(v.mode === 'fixed' ? { starts_at: times[0] } : { slots: times.map((s) => ({ starts_at: s })) }),
        });
        onDone(t('change.moved'));
      }}
    >
      <TimeInputs />
      <TextField name="reason" label={t('change.reason')} maxLength={1000} />
      <button type="submit" className="ui-button" aria-disabled={form.formState.isSubmitting}>
        {t('change.move')}
      </button>
    </Form>
  );
}

/** Cancels the interview, with a reason. */
function CancelForm({ interview, onDone }: { interview: StaffInterview; onDone: (m: string) => void }) {
  const { t } = useTranslation('interviews');
  const cancel = useCancelInterview(interview.id);
  const form = useContractForm({
    schema: cancelSchema,
    defaultValues: { reason: '' },
    messages: { reason: { required: t('change.needReason') } },
  });
  return (
    <Form
      form={form}
      className="ui-stack"
      aria-label={t('change.cancel')}
      describeFailure={(error) => (isApiError(error) && error.status >= 500 ? t('change.failed') : undefined)}
      onSubmit={async (v) => {
        await cancel.mutateAsync(v.reason);
        onDone(t('change.cancelled'));
      }}
    >
      <TextField name="reason" label={t('change.cancelReason')} maxLength={1000} />
      <button type="submit" className="ui-button ui-button--secondary" aria-disabled={form.formState.isSubmitting}>
        {t('change.confirmCancel')}
      </button>
    </Form>
  );
}

/** Change the card's details, the panel, the time (reschedule) or cancel, each with its own form. */
function ChangeForms({ interview, team, onDone }: { interview: StaffInterview; team: TeamMember[]; onDone: (m: string) => void }) {
  const { t } = useTranslation('interviews');
  return (
    <div className="ui-stack">
      <details>
        <summary>{t('edit.title')}</summary>
        <InterviewDetailsForm interview={interview} onDone={onDone} />
      </details>
      <details>
        <summary>{t('panelEdit.title')}</summary>
        <PanelForm interview={interview} team={team} onDone={onDone} />
      </details>
      <details>
        <summary>{t('change.reschedule')}</summary>
        <RescheduleForm interview={interview} onDone={onDone} />
      </details>
      <details>
        <summary>{t('change.cancel')}</summary>
        <CancelForm interview={interview} onDone={onDone} />
      </details>
    </div>
  );
}

function InterviewItem({
  interview: iv,
  team,
  onMessage,
}: {
  interview: StaffInterview;
  team: TeamMember[];
  onMessage: (m: string) => void;
}) {
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
      {iv.can_manage && open ? <ChangeForms interview={iv} team={team} onDone={onMessage} /> : null}
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
            <InterviewItem key={iv.id} interview={iv} team={query.data.hiring_team} onMessage={setMessage} />
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
