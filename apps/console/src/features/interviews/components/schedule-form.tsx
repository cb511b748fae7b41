import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@tessera/api-client/api-error';
import { readerTimeZone } from '@tessera/i18n/format';
import {
  useCreateInterview,
  type AdjustmentKind,
  type ApplicationInterviews,
  type InterviewCreate,
} from '../api/application-interviews.ts';

export const KINDS = ['video', 'phone', 'on_site', 'work_sample', 'trial_task'] as const;
export const ADJUSTMENTS: AdjustmentKind[] = ['extra_time', 'written_questions', 'camera_off', 'breaks', 'quiet_room', 'support_person'];

/** The messages of a failed call: the per-field lists, non_field_errors or detail. */
export function problemsOf(error: unknown, fallback: string): string[] {
  if (!isApiError(error)) return [fallback];
  const body = error.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object') return [fallback];
  const out: string[] = [];
  for (const value of Object.values(body)) {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) out.push(...value.filter((v): v is string => typeof v === 'string'));
  }
  return out.length ? out : [fallback];
}

/** An ISO instant from a datetime-local value (the reader's zone), or null. */
export function instantOf(local: string): string | null {
  if (!local) return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** Lines "15 Welcome" (minutes first) as agenda items; a line without minutes gets 10. */
function agendaOf(text: string): { title: string; minutes: number }[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const m = /^(\d{1,3})\s+(.+)$/.exec(l);
      return m ? { title: m[2] as string, minutes: Math.max(1, Math.min(480, Number(m[1]))) } : { title: l, minutes: 10 };
    });
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** Slot inputs: a fixed time, or two to six proposed times. */
export function TimeInputs({
  mode,
  setMode,
  fixed,
  setFixed,
  slots,
  setSlots,
  idBase,
}: {
  mode: 'fixed' | 'slots';
  setMode: (m: 'fixed' | 'slots') => void;
  fixed: string;
  setFixed: (v: string) => void;
  slots: string[];
  setSlots: (v: string[]) => void;
  idBase: string;
}) {
  const { t } = useTranslation('interviews');
  return (
    <>
      <fieldset className="iv-fieldset">
        <legend>{t('schedule.when')}</legend>
        <label>
          <input type="radio" name={`${idBase}-mode`} checked={mode === 'slots'} onChange={() => setMode('slots')} />{' '}
          {t('schedule.modeSlots')}
        </label>{' '}
        <label>
          <input type="radio" name={`${idBase}-mode`} checked={mode === 'fixed'} onChange={() => setMode('fixed')} />{' '}
          {t('schedule.modeFixed')}
        </label>
        <p className="ui-hint">{t('schedule.zoneHint', { zone: readerTimeZone() })}</p>
      </fieldset>
      {mode === 'fixed' ? (
        <div className="ui-field">
          <label htmlFor={`${idBase}-fixed`}>{t('schedule.time')}</label>
          <input id={`${idBase}-fixed`} type="datetime-local" value={fixed} onChange={(e) => setFixed(e.target.value)} required />
        </div>
      ) : (
        <div className="ui-stack">
          {slots.map((value, i) => (
            <div className="ui-field" key={i}>
              <label htmlFor={`${idBase}-slot-${i}`}>{t('schedule.slot', { n: i + 1 })}</label>
              <input
                id={`${idBase}-slot-${i}`}
                type="datetime-local"
                value={value}
                required={i < 2}
                onChange={(e) => setSlots(slots.map((s, k) => (k === i ? e.target.value : s)))}
              />
            </div>
          ))}
          {slots.length < 6 ? (
            <button type="button" className="ui-button ui-button--secondary" onClick={() => setSlots([...slots, ''])}>
              {t('schedule.addSlot')}
            </button>
          ) : null}
        </div>
      )}
    </>
  );
}

/** Schedules an interview for an application in the interview stage. */
export function ScheduleForm({
  applicationId,
  data,
  onDone,
}: {
  applicationId: number;
  data: ApplicationInterviews;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('interviews');
  const id = useId();
  const create = useCreateInterview(applicationId);
  const [kind, setKind] = useState<(typeof KINDS)[number]>('video');
  const [minutes, setMinutes] = useState('45');
  const [panel, setPanel] = useState<number[]>([]);
  const [mode, setMode] = useState<'fixed' | 'slots'>('slots');
  const [fixed, setFixed] = useState('');
  const [slots, setSlots] = useState<string[]>(['', '', '']);
  const [agenda, setAgenda] = useState('');
  const [shared, setShared] = useState('');
  const [held, setHeld] = useState('');
  const [offered, setOffered] = useState<AdjustmentKind[]>([]);
  const [place, setPlace] = useState({ location: '', room: '', sensory: '', waiting: '', directions: '', greeter: '', bring: '' });
  const [problems, setProblems] = useState<string[]>([]);

  async function submit(e: SyntheticEvent) {
    e.preventDefault();
    const local: string[] = [];
    if (panel.length === 0) local.push(t('schedule.needPanel'));
    const times = mode === 'fixed' ? [instantOf(fixed)] : slots.map(instantOf).filter((s): s is string => s !== null);
    if (mode === 'fixed' && !times[0]) local.push(t('schedule.needTime'));
    if (mode === 'slots' && times.length < 2) local.push(t('schedule.needSlots'));
    if (local.length) {
      setProblems(local);
      return;
    }
    const body: InterviewCreate = {
      kind,
      duration_minutes: Number(minutes) || 45,
      panel,
      time_zone: readerTimeZone(),
      ...(mode === 'fixed' ? { starts_at: times[0] as string } : { slots: times.map((s) => ({ starts_at: s as string })) }),
      details: {
        agenda: agendaOf(agenda),
        questions: [...lines(shared).map((text) => ({ text, shared: true })), ...lines(held).map((text) => ({ text, shared: false }))],
        adjustments_offered: offered,
        ...place,
      },
    };
    try {
      await create.mutateAsync(body);
      setProblems([]);
      onDone(mode === 'fixed' ? t('schedule.doneFixed') : t('schedule.doneSlots'));
    } catch (error) {
      setProblems(problemsOf(error, t('schedule.failed')));
    }
  }

  const text = (key: keyof typeof place, label: string, multi = false) => (
    <div className="ui-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      {multi ? (
        <textarea
          id={`${id}-${key}`}
          rows={2}
          maxLength={1000}
          value={place[key]}
          onChange={(e) => setPlace({ ...place, [key]: e.target.value })}
        />
      ) : (
        <input id={`${id}-${key}`} maxLength={500} value={place[key]} onChange={(e) => setPlace({ ...place, [key]: e.target.value })} />
      )}
    </div>
  );

  return (
    <form className="ui-stack" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>{t('schedule.title')}</h3>
      {problems.length ? (
        <div className="ui-alert" role="alert">
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="iv-inline">
        <div className="ui-field">
          <label htmlFor={`${id}-kind`}>{t('schedule.kind')}</label>
          <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as (typeof KINDS)[number])}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="ui-field">
          <label htmlFor={`${id}-minutes`}>{t('schedule.minutes')}</label>
          <input
            id={`${id}-minutes`}
            type="number"
            min={5}
            max={480}
            step={5}
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
          />
        </div>
      </div>
      <fieldset className="iv-fieldset">
        <legend>{t('schedule.panel')}</legend>
        {data.hiring_team.length === 0 ? <p>{t('schedule.noTeam')}</p> : null}
        {data.hiring_team.map((m) => (
          <label key={m.user_id} className="iv-check">
            <input
              type="checkbox"
              checked={panel.includes(m.user_id)}
              onChange={(e) => setPanel(e.target.checked ? [...panel, m.user_id] : panel.filter((p) => p !== m.user_id))}
            />{' '}
            {m.name}
            {m.role ? ` (${t(`roles.${m.role}`, { defaultValue: m.role })})` : ''}
          </label>
        ))}
      </fieldset>
      <TimeInputs mode={mode} setMode={setMode} fixed={fixed} setFixed={setFixed} slots={slots} setSlots={setSlots} idBase={id} />
      <details>
        <summary>{t('schedule.cardDetails')}</summary>
        <div className="ui-stack">
          <div className="ui-field">
            <label htmlFor={`${id}-agenda`}>{t('schedule.agenda')}</label>
            <p className="ui-hint" id={`${id}-agenda-hint`}>
              {t('schedule.agendaHint')}
            </p>
            <textarea
              id={`${id}-agenda`}
              rows={3}
              aria-describedby={`${id}-agenda-hint`}
              value={agenda}
              onChange={(e) => setAgenda(e.target.value)}
            />
          </div>
          <div className="ui-field">
            <label htmlFor={`${id}-shared`}>{t('schedule.sharedQuestions')}</label>
            <p className="ui-hint" id={`${id}-shared-hint`}>
              {t('schedule.questionsHint')}
            </p>
            <textarea
              id={`${id}-shared`}
              rows={3}
              aria-describedby={`${id}-shared-hint`}
              value={shared}
              onChange={(e) => setShared(e.target.value)}
            />
          </div>
          <div className="ui-field">
            <label htmlFor={`${id}-held`}>{t('schedule.heldQuestions')}</label>
            <textarea id={`${id}-held`} rows={2} value={held} onChange={(e) => setHeld(e.target.value)} />
          </div>
          {text('location', t('schedule.location'))}
          {text('room', t('schedule.room'))}
          {text('sensory', t('schedule.sensory'), true)}
          {text('waiting', t('schedule.waiting'))}
          {text('directions', t('schedule.directions'), true)}
          {text('greeter', t('schedule.greeter'))}
          {text('bring', t('schedule.bring'), true)}
          <fieldset className="iv-fieldset">
            <legend>{t('schedule.offered')}</legend>
            {ADJUSTMENTS.map((a) => (
              <label key={a} className="iv-check">
                <input
                  type="checkbox"
                  checked={offered.includes(a)}
                  onChange={(e) => setOffered(e.target.checked ? [...offered, a] : offered.filter((x) => x !== a))}
                />{' '}
                {t(`adjustments.${a}`)}
              </label>
            ))}
          </fieldset>
        </div>
      </details>
      <button type="submit" className="ui-button" aria-disabled={create.isPending}>
        {mode === 'fixed' ? t('schedule.submitFixed') : t('schedule.submitSlots')}
      </button>
    </form>
  );
}
