import { lazy, Suspense, useMemo, type SubmitEvent, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError, readErrorMessage } from '@tessera/api-client/api-error';
import { FieldShell, SelectField, TextField, useField } from '@tessera/forms/fields';
import { FieldProblems, Form, useContractForm } from '@tessera/forms/form';
import { Spinner } from '@tessera/ui/spinner';
import { CURRENCIES, EDUCATION_LEVELS, EMPLOYMENT_TYPES, MANAGEMENT_LEVELS, REMOTE_OPTIONS, type JobInput } from '../api/types.ts';
import { FIELD_MESSAGES, jobFormSchema, toJobInput, validateJobForm, type JobFormState } from '../hooks/job-form-state.ts';
import { HiringTeamPicker } from './hiring-team-picker.tsx';
import { JobLocationFields } from './job-location-fields.tsx';
import { MoneyInput } from './money-input.tsx';
import { PlainLanguagePanel } from './plain-language-panel.tsx';
import { TokenList } from './token-list.tsx';
import { WeightsFieldset } from './weights-fieldset.tsx';
import './jobs.css';

// TipTap is only needed here: its own chunk, loaded with the form.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

export interface JobFormAction {
  /** Button text. */
  label: string;
  /** What the button sends: publishing needs a description. */
  publishes: boolean;
  primary?: boolean;
}

export interface JobFormProps {
  initial: JobFormState;
  /** One submit button per action (create: draft or publish; edit: save). */
  actions: JobFormAction[];
  /** The job is (or will be) public: a description is required whichever button is pressed. */
  alreadyPublic?: boolean;
  readOnly?: boolean;
  /** The job's employer: the hiring-team picker offers its members only (issue 11 §3). */
  organisationId?: number | undefined;
  busyLabel: string;
  onSubmit: (input: JobInput, action: JobFormAction) => Promise<void>;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="jb-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A custom control of the job form: its value and error from the form, its entry in the error summary. */
function useControlled<K extends keyof JobFormState>(name: K, label: string, id: string) {
  const { field } = useController<JobFormState, K>({ name });
  const ids = useField(name, { label, id });
  return { value: field.value, onChange: field.onChange, error: ids.error };
}

function TokenField({
  name,
  id,
  label,
  hint,
  disabled,
}: {
  name: 'required_skills' | 'nice_skills' | 'certifications';
  id: string;
  label: string;
  hint: string;
  disabled: boolean;
}) {
  const c = useControlled(name, label, id);
  return <TokenList id={id} label={label} hint={hint} values={c.value} error={c.error} onChange={c.onChange} disabled={disabled} />;
}

function MoneyField({ name, id, label, disabled }: { name: 'salary_min' | 'salary_max'; id: string; label: string; disabled: boolean }) {
  const c = useControlled(name, label, id);
  return (
    <MoneyInput
      id={id}
      label={label}
      value={c.value}
      describedBy="job-salary-hint"
      error={c.error}
      onChange={c.onChange}
      disabled={disabled}
    />
  );
}

function TeamField({ label, disabled, organisationId }: { label: string; disabled: boolean; organisationId: number | undefined }) {
  const c = useControlled('hiring_team', label, 'job-team-search');
  return <HiringTeamPicker value={c.value} onChange={c.onChange} error={c.error} disabled={disabled} organisationId={organisationId} />;
}

function WeightsField({ label, disabled }: { label: string; disabled: boolean }) {
  const c = useControlled('weights', label, 'job-weight-skills');
  return <WeightsFieldset weights={c.value} onChange={c.onChange} error={c.error} disabled={disabled} />;
}

function RemoteField({ label }: { label: string }) {
  const { register } = useFormContext<JobFormState>();
  const f = useField('remote', { label, id: 'job-remote-onsite' });
  return (
    <fieldset className="jb-fieldset" aria-describedby={f.errorId}>
      <legend className="jb-legend">{label}</legend>
      <RemoteOptions register={register} />
      {f.error ? (
        <p id={f.errorId} className="ui-field-error">
          {f.error}
        </p>
      ) : null}
    </fieldset>
  );
}

function RemoteOptions({ register }: { register: ReturnType<typeof useFormContext<JobFormState>>['register'] }) {
  const { t } = useTranslation('jobs');
  return (
    <div className="jb-radios">
      {REMOTE_OPTIONS.map((option) => (
        <label key={option} className="ui-choice">
          <input type="radio" id={`job-remote-${option}`} value={option} {...register('remote')} />
          {t(`remote.${option}`)}
        </label>
      ))}
    </div>
  );
}

function DescriptionField({ initial, disabled }: { initial: string; disabled: boolean }) {
  const { t } = useTranslation('jobs');
  const { field } = useController<JobFormState, 'description'>({ name: 'description' });
  return (
    <FieldShell name="description" id="job-description" label={t('form.description')} labelAs="p" className="jb-field">
      {(f) => (
        <>
          <p id="job-description-hint" className="ui-hint">
            {t('form.descriptionHint')} {t('editor.shortcuts')}
          </p>
          <Suspense fallback={<Spinner label={t('editor.loading')} />}>
            <RichTextEditor
              id={f.id}
              labelId={`${f.id}-label`}
              describedBy={f.error ? `job-description-hint ${f.errorId}` : 'job-description-hint'}
              initialValue={initial}
              onChange={field.onChange}
              invalid={Boolean(f.error)}
              disabled={disabled}
            />
          </Suspense>
        </>
      )}
    </FieldShell>
  );
}

/**
 * The job form (@tessera/forms): calm sections with headings, every field labelled with its hint and
 * error; problems are listed in a summary that takes focus, each linking to its field. The contract's
 * rules and the checks across fields run before sending; the server's answers (400 per field) land in
 * the same places.
 */
export function JobForm({ initial, actions, alreadyPublic = false, readOnly = false, organisationId, busyLabel, onSubmit }: JobFormProps) {
  const { t } = useTranslation('jobs');
  const schema = useMemo(() => jobFormSchema((key) => t(key)), [t]);
  const messages = useMemo(() => Object.fromEntries(Object.entries(FIELD_MESSAGES).map(([field, key]) => [field, t(key)])), [t]);
  const form = useContractForm({ schema, messages, defaultValues: initial });
  const busy = form.formState.isSubmitting;

  async function submit(_values: unknown, event: SubmitEvent<HTMLFormElement> | undefined) {
    if (readOnly) return;
    const submitter = event?.nativeEvent.submitter as HTMLButtonElement | null | undefined;
    const action = actions[Number(submitter?.dataset.action ?? 0)] ?? actions[0];
    if (!action) return;
    const state = form.getValues();
    // What depends on the button pressed: publishing needs a description.
    const description = validateJobForm(state, alreadyPublic || action.publishes).description;
    if (description) throw new FieldProblems({ description: t(description) });
    await onSubmit(toJobInput(state), action);
  }

  function describeFailure(err: unknown): string | undefined {
    const status = isApiError(err) ? err.status : 0;
    const body = isApiError(err) ? err.body : undefined;
    if (status === 403) return t('edit.readOnly');
    if (status === 404) return t('edit.notFound');
    if (status === 0) return t('common:errors.network');
    // A job closed meanwhile is the server's only form-level refusal.
    if (status === 400 && body && typeof body === 'object' && 'non_field_errors' in body) return t('edit.closedNote');
    if (status !== 400) return readErrorMessage(body) ?? t('form.serverProblem');
    return undefined;
  }

  // The server reports latitude and longitude problems on "location", and salary order on "salary".
  const serverFields = { location: form.getValues('latitude').trim() !== '' ? 'latitude' : 'city', salary: 'salary_max' };

  return (
    <Form
      id="job"
      form={form}
      className="jb-form"
      onSubmit={submit}
      describeFailure={describeFailure}
      serverFields={serverFields}
      summaryTitle={t('form.errorSummary')}
      summaryClassName="jb-error-summary"
      aria-busy={busy}
    >
      {/* One fieldset so a read-only view disables every control at once. */}
      <fieldset className="jb-fieldset jb-fieldset--sections" disabled={readOnly} aria-labelledby="page-heading">
        <Section id="job-section-basics" title={t('form.sections.basics')}>
          <TextField
            id="job-title"
            name="title"
            className="jb-field"
            label={`${t('form.title')} (${t('form.required')})`}
            hint={t('form.titleHint')}
            maxLength={200}
            required
            autoComplete="off"
          />
          <TextField
            id="job-company"
            name="company"
            className="jb-field"
            label={`${t('form.company')} (${t('form.required')})`}
            maxLength={200}
            required
            autoComplete="organization"
          />
          <div className="jb-row">
            <SelectField
              id="job-employment-type"
              name="employment_type"
              className="jb-field"
              label={t('form.employmentType')}
              options={EMPLOYMENT_TYPES.map((v) => ({ value: v, label: t(`employment.${v}`) }))}
            />
            <SelectField
              id="job-management-level"
              name="management_level"
              className="jb-field"
              label={t('form.managementLevel')}
              options={MANAGEMENT_LEVELS.map((v) => ({ value: v, label: t(`management.${v}`) }))}
            />
          </div>
          <div className="jb-row">
            <TextField
              id="job-industry"
              name="industry"
              className="jb-field"
              label={t('form.industry')}
              hint={t('form.industryHint')}
              maxLength={120}
            />
            <SelectField
              id="job-education"
              name="education"
              className="jb-field"
              label={t('form.education')}
              options={EDUCATION_LEVELS.map((v) => ({ value: v, label: t(`education.${v}`) }))}
            />
          </div>
          <div className="jb-row">
            <TextField
              id="job-closes-on"
              name="closes_on"
              type="date"
              className="jb-field"
              label={t('form.closesOn')}
              hint={t('form.closesOnHint')}
            />
          </div>
        </Section>

        <Section id="job-section-description" title={t('form.sections.description')}>
          <DescriptionField initial={initial.description} disabled={readOnly} />
        </Section>

        {readOnly ? null : <PlainLanguagePanel />}

        <Section id="job-section-location" title={t('form.sections.location')}>
          <RemoteField label={t('form.remote')} />
          <JobLocationFields disabled={readOnly} />
        </Section>

        <Section id="job-section-experience" title={t('form.sections.experience')}>
          <div className="jb-row">
            <TextField
              id="job-experience-min"
              name="experience_min"
              className="jb-field"
              label={t('form.experienceMin')}
              hint={t('form.experienceHint')}
              type="number"
              inputMode="numeric"
              min={0}
              max={60}
              step={1}
            />
            <TextField
              id="job-experience-max"
              name="experience_max"
              className="jb-field"
              label={t('form.experienceMax')}
              hint={t('form.experienceHint')}
              type="number"
              inputMode="numeric"
              min={0}
              max={60}
              step={1}
            />
          </div>
          <p id="job-salary-hint" className="ui-hint">
            {t('form.salaryHint')}
          </p>
          <div className="jb-row">
            <MoneyField id="job-salary-min" name="salary_min" label={t('form.salaryMin')} disabled={readOnly} />
            <MoneyField id="job-salary-max" name="salary_max" label={t('form.salaryMax')} disabled={readOnly} />
            <SelectField
              id="job-currency"
              name="currency"
              className="jb-field"
              label={t('form.currency')}
              options={[...new Set([...CURRENCIES, initial.currency])].map((v) => ({ value: v, label: v }))}
            />
          </div>
        </Section>

        <Section id="job-section-skills" title={t('form.sections.skills')}>
          <TokenField
            id="job-required-skills"
            name="required_skills"
            label={t('form.requiredSkills')}
            hint={t('form.requiredSkillsHint')}
            disabled={readOnly}
          />
          <TokenField
            id="job-nice-skills"
            name="nice_skills"
            label={t('form.niceSkills')}
            hint={t('form.niceSkillsHint')}
            disabled={readOnly}
          />
          <TokenField
            id="job-certifications"
            name="certifications"
            label={t('form.certifications')}
            hint={t('form.certificationsHint')}
            disabled={readOnly}
          />
        </Section>

        <Section id="job-section-team" title={t('form.sections.team')}>
          <TeamField label={t('form.sections.team')} disabled={readOnly} organisationId={organisationId} />
        </Section>

        <Section id="job-section-weights" title={t('form.sections.weights')}>
          <WeightsField label={t('form.sections.weights')} disabled={readOnly} />
        </Section>
      </fieldset>

      {readOnly ? null : (
        <div className="jb-buttons">
          {actions.map((action, i) => (
            <button
              key={action.label}
              type="submit"
              data-action={i}
              className={action.primary ? 'ui-button' : 'ui-button ui-button--secondary'}
              disabled={busy}
            >
              {busy ? busyLabel : action.label}
            </button>
          ))}
        </div>
      )}
    </Form>
  );
}
