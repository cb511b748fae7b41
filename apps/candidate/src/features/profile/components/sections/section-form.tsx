import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form } from '@tessera/forms/form';
import type { ProfileInput } from '../../api/update-my-profile.ts';
import { useUpdateMyProfile } from '../../api/update-my-profile.ts';

export interface SectionFormProps<In extends FieldValues, Out> {
  /** The section's form (@tessera/forms), checked by its schema before saving. */
  form: UseFormReturn<In, unknown, Out>;
  /** The fields to save, from the checked values. */
  toInput: (values: Out) => ProfileInput;
  /** After a successful save. */
  onSaved: () => void;
  submitLabel: string;
  /** Buttons beside Save (Cancel, Back, Skip...). */
  actions?: ReactNode;
  children: ReactNode;
  /** The section title, for the form's accessible name. */
  labelledBy: string;
}

/**
 * The form around one profile section: saves only that section's fields; what stops the save (the
 * section's checks, or the server's messages on their fields) is listed in the summary, which takes
 * focus, and the entries stay on screen.
 */
export function SectionForm<In extends FieldValues, Out>({
  form,
  toInput,
  onSaved,
  submitLabel,
  actions,
  children,
  labelledBy,
}: SectionFormProps<In, Out>) {
  const { t } = useTranslation('profile');
  const save = useUpdateMyProfile();
  return (
    <Form
      form={form}
      className="pf-form"
      aria-labelledby={labelledBy}
      summaryTitle={t('form.notSaved')}
      onSubmit={async (values) => {
        await save.mutateAsync(toInput(values));
        onSaved();
      }}
    >
      {children}
      <div className="pf-actions">
        <button type="submit" className="ui-button" disabled={save.isPending}>
          {save.isPending ? t('form.saving') : submitLabel}
        </button>
        {actions}
      </div>
    </Form>
  );
}
