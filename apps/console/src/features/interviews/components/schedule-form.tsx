import { useId, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isApiError } from '@tessera/api-client/api-error';
import { createInterview } from '@tessera/contract/request-schemas';
import { contractShape, numberText } from '@tessera/forms/contract-schema';
import { CheckboxGroupField, RadioGroupField, SelectField, TextAreaField, TextField } from '@tessera/forms/fields';
import { Form, useContractForm } from '@tessera/forms/form';
import { z } from '@tessera/forms/zod';
import { readerTimeZone } from '@tessera/i18n/format';
import {
  useCreateInterview,
  type AdjustmentKind,
  type ApplicationInterviews,
  type InterviewCreate,
} from '../api/application-interviews.ts';
import { PanelPicker, panelField } from './panel-picker.tsx';

export const KINDS = ['video', 'phone', 'on_site', 'work_sample', 'trial_task'] as const;
export const ADJUSTMENTS = [
  'extra_time',
  'written_questions',
  'camera_off',
  'breaks',
  'quiet_room',
  'support_person',
] as const satisfies readonly AdjustmentKind[];

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

/** The time fields of a form: a fixed time, or two to six proposed times ("slots.0", "slots.1"…). */
export const timeFields = {
  mode: z.enum(['fixed', 'slots']),
  fixed: z.string(),
  slots: z.array(z.string()).max(6),
};

/** The times asked for, as instants: one fixed time, or the proposed times that are filled in. */
export function timesOf(v: { mode: 'fixed' | 'slots'; fixed: string; slots: string[] }): string[] {
  return v.mode === 'fixed'
    ? [instantOf(v.fixed)].filter((s): s is string => s !== null)
    : v.slots.map(instantOf).filter((s): s is string => s !== null);
}

/** The check of the time fields: a fixed time entered, or at least two proposed times (said at the first empty one). */
export function checkTimes(
  t: TFunction,
  v: { mode: 'fixed' | 'slots'; fixed: string; slots: string[] },
  ctx: z.RefinementCtx,
  slotsMessage: string,
): void {
  const times = timesOf(v);
  if (v.mode === 'fixed' && times.length !== 1) ctx.addIssue({ code: 'custom', path: ['fixed'], message: t('schedule.needTime') });
  if (v.mode === 'slots' && times.length < 2) {
    const empty = v.slots.findIndex((s) => instantOf(s) === null);
    ctx.addIssue({ code: 'custom', path: ['slots', Math.max(0, empty)], message: slotsMessage });
  }
}

/** Slot inputs of the surrounding form: a fixed time, or two to six proposed times. */
export function TimeInputs() {
  const { t } = useTranslation('interviews');
  const { setValue } = useFormContext<{ mode: 'fixed' | 'slots'; fixed: string; slots: string[] }>();
  const mode = useWatch<{ mode: 'fixed' | 'slots' }, 'mode'>({ name: 'mode' });
  const slots = useWatch<{ slots: string[] }, 'slots'>({ name: 'slots' });
  return (
    <>
      <RadioGroupField
        name="mode"
        legend={t('schedule.when')}
        className="iv-fieldset"
        hint={t('schedule.zoneHint', { zone: readerTimeZone() })}
        options={[
          { value: 'slots', label: t('schedule.modeSlots') },
          { value: 'fixed', label: t('schedule.modeFixed') },
        ]}
      />
      {mode === 'fixed' ? (
        <TextField name="fixed" label={t('schedule.time')} type="datetime-local" required />
      ) : (
        <div className="ui-stack">
          {slots.map((_, i) => (
            <TextField key={i} name={`slots.${i}`} label={t('schedule.slot', { n: i + 1 })} type="datetime-local" required={i < 2} />
          ))}
          {slots.length < 6 ? (
            <button type="button" className="ui-button ui-button--secondary" onClick={() => setValue('slots', [...slots, ''])}>
              {t('schedule.addSlot')}
            </button>
          ) : null}
        </div>
      )}
    </>
  );
}

const contract = contractShape(createInterview);
const detailsContract = contractShape(createInterview.properties.details);
const PLACE = ['location', 'room', 'sensory', 'waiting', 'directions', 'greeter', 'bring'] as const;
const MULTI_LINE: ReadonlySet<string> = new Set(['sensory', 'directions', 'bring']);

function scheduleSchema(t: TFunction) {
  return z
    .object({
      kind: z.enum(KINDS),
      minutes: numberText(contract.duration_minutes),
      panel: panelField(t),
      ...timeFields,
      agenda: z.string(),
      shared: z.string(),
      held: z.string(),
      location: detailsContract.location,
      room: detailsContract.room,
      sensory: detailsContract.sensory,
      waiting: detailsContract.waiting,
      directions: detailsContract.directions,
      greeter: detailsContract.greeter,
      bring: detailsContract.bring,
      offered: z.array(z.enum(ADJUSTMENTS)),
    })
    .superRefine((v, ctx) => checkTimes(t, v, ctx, t('schedule.needSlots')));
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
  const schema = useMemo(() => scheduleSchema(t), [t]);
  const form = useContractForm({
    schema,
    defaultValues: {
      kind: 'video',
      minutes: '45',
      panel: [],
      mode: 'slots',
      fixed: '',
      slots: ['', '', ''],
      agenda: '',
      shared: '',
      held: '',
      location: '',
      room: '',
      sensory: '',
      waiting: '',
      directions: '',
      greeter: '',
      bring: '',
      offered: [],
    },
  });
  const mode = form.watch('mode');
  return (
    <Form
      form={form}
      className="ui-stack"
      aria-labelledby={`${id}-title`}
      serverFields={{ duration_minutes: 'minutes', starts_at: 'fixed', slots: 'slots.0' }}
      describeFailure={(error) => (isApiError(error) && error.status >= 500 ? t('schedule.failed') : undefined)}
      onSubmit={async (v) => {
        const times = timesOf(v);
        const body: InterviewCreate = {
          kind: v.kind,
          duration_minutes: v.minutes,
          panel: v.panel.map(Number),
          time_zone: readerTimeZone(),
          ...(v.mode === 'fixed' ? { starts_at: times[0] } : { slots: times.map((s) => ({ starts_at: s })) }),
          details: {
            agenda: agendaOf(v.agenda),
            questions: [
              ...lines(v.shared).map((text) => ({ text, shared: true })),
              ...lines(v.held).map((text) => ({ text, shared: false })),
            ],
            adjustments_offered: v.offered,
            location: v.location,
            room: v.room,
            sensory: v.sensory,
            waiting: v.waiting,
            directions: v.directions,
            greeter: v.greeter,
            bring: v.bring,
          },
        };
        await create.mutateAsync(body);
        onDone(v.mode === 'fixed' ? t('schedule.doneFixed') : t('schedule.doneSlots'));
      }}
    >
      <h3 id={`${id}-title`}>{t('schedule.title')}</h3>
      <div className="iv-inline">
        <SelectField name="kind" label={t('schedule.kind')} options={KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} />
        <TextField name="minutes" label={t('schedule.minutes')} type="number" min={5} max={480} step={5} />
      </div>
      <PanelPicker team={data.hiring_team} hint={data.hiring_team.length === 0 ? t('schedule.noTeam') : undefined} />
      <TimeInputs />
      <details>
        <summary>{t('schedule.cardDetails')}</summary>
        <div className="ui-stack">
          <TextAreaField name="agenda" label={t('schedule.agenda')} rows={3} hint={t('schedule.agendaHint')} />
          <TextAreaField name="shared" label={t('schedule.sharedQuestions')} rows={3} hint={t('schedule.questionsHint')} />
          <TextAreaField name="held" label={t('schedule.heldQuestions')} rows={2} />
          {PLACE.map((key) =>
            MULTI_LINE.has(key) ? (
              <TextAreaField key={key} name={key} label={t(`schedule.${key}`)} rows={2} maxLength={1000} />
            ) : (
              <TextField key={key} name={key} label={t(`schedule.${key}`)} maxLength={key === 'greeter' ? 200 : 500} />
            ),
          )}
          <CheckboxGroupField
            name="offered"
            legend={t('schedule.offered')}
            className="iv-fieldset"
            options={ADJUSTMENTS.map((a) => ({ value: a, label: t(`adjustments.${a}`) }))}
          />
        </div>
      </details>
      <button type="submit" className="ui-button" aria-disabled={form.formState.isSubmitting}>
        {mode === 'fixed' ? t('schedule.submitFixed') : t('schedule.submitSlots')}
      </button>
    </Form>
  );
}
