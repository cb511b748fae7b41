import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { updateInterview } from '@tessera/contract/request-schemas';
import { contractShape } from '@tessera/forms/contract-schema';
import { CheckboxGroupField, TextAreaField, TextField } from '@tessera/forms/fields';
import { Form, useContractForm } from '@tessera/forms/form';
import { z } from '@tessera/forms/zod';
import { useUpdateInterview, type StaffInterview } from '../api/application-interviews.ts';

const ADJUSTMENTS = ['extra_time', 'written_questions', 'camera_off', 'breaks', 'quiet_room', 'support_person', 'other'] as const;
const details = contractShape(updateInterview.properties.details);
const schema = z.object({
  location: details.location,
  room: details.room,
  sensory: details.sensory,
  waiting: details.waiting,
  directions: details.directions,
  greeter: details.greeter,
  bring: details.bring,
  adjustments_offered: details.adjustments_offered,
});

/**
 * Changes what the candidate's card says about an interview (updateInterview): the place or the video
 * link, the room, light and noise, where to wait, how to get there, who meets them, what to bring, and
 * the adjustments on offer. The time moves with "Move this interview"; the panel is set when scheduling.
 */
export function InterviewDetailsForm({ interview, onDone }: { interview: StaffInterview; onDone: (message: string) => void }) {
  const { t } = useTranslation('interviews');
  const update = useUpdateInterview(interview.id);
  const d = interview.details;
  const form = useContractForm({
    schema,
    defaultValues: {
      location: d.location,
      room: d.room,
      sensory: d.sensory,
      waiting: d.waiting,
      directions: d.directions,
      greeter: d.greeter,
      bring: d.bring,
      adjustments_offered: d.adjustments_offered,
    },
  });
  const options = useMemo(() => ADJUSTMENTS.map((a) => ({ value: a, label: t(`adjustments.${a}`) })), [t]);
  return (
    <Form
      form={form}
      className="ui-form ui-stack"
      aria-label={t('edit.label')}
      onSubmit={async (values) => {
        await update.mutateAsync(values);
        onDone(t('edit.saved'));
      }}
    >
      <TextField label={t('schedule.location')} name="location" maxLength={500} />
      <TextField label={t('schedule.room')} name="room" maxLength={500} />
      <TextAreaField label={t('schedule.sensory')} name="sensory" rows={2} maxLength={1000} />
      <TextField label={t('schedule.waiting')} name="waiting" maxLength={500} />
      <TextAreaField label={t('schedule.directions')} name="directions" rows={2} maxLength={1000} />
      <TextField label={t('schedule.greeter')} name="greeter" maxLength={200} />
      <TextAreaField label={t('schedule.bring')} name="bring" rows={2} maxLength={1000} />
      <CheckboxGroupField legend={t('schedule.offered')} name="adjustments_offered" options={options} />
      <button type="submit" className="ui-button" disabled={form.formState.isSubmitting}>
        {t('edit.save')}
      </button>
    </Form>
  );
}
