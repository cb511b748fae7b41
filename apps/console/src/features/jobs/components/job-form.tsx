import { lazy, Suspense, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, readErrorMessage } from '@tessera/api-client/api-error';
import { FormField } from '@tessera/ui/form-field';
import { Spinner } from '@tessera/ui/spinner';
import { CURRENCIES, EDUCATION_LEVELS, EMPLOYMENT_TYPES, MANAGEMENT_LEVELS, REMOTE_OPTIONS, type JobInput } from '../api/types.ts';
import { FIELD_TARGETS, validateJobForm, toJobInput, type JobFormState } from '../hooks/job-form-state.ts';
import { HiringTeamPicker } from './hiring-team-picker.tsx';
import { MoneyInput } from './money-input.tsx';
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
  busyLabel: string;
  onSubmit: (input: JobInput, action: JobFormAction) => Promise<void>;
}

type Errors = Record<string, string>;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="jb-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Select<T extends string>(props: {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (v: T) => string;
  onChange: (v: T) => void;
  disabled?: boolean;
  error?: string | undefined;
}) {
  const errorId = props.error ? `${props.id}-error` : undefined;
  return (
    <div className="jb-field">
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        value={props.value}
        disabled={props.disabled}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={errorId}
        onChange={(e) => props.onChange(e.target.value as T)}
      >
        {props.options.map((o) => (
          <option key={o} value={o}>
            {props.optionLabel(o)}
          </option>
        ))}
      </select>
      {props.error ? (
        <p id={errorId} className="ui-field-error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The job form: calm sections with headings, every field labelled with its hint and error; problems are
 * listed in a summary that takes focus, each linking to its field. Checks run before sending; the
 * server's answers (400 per field) land in the same places.
 */
export function JobForm({ initial, actions, alreadyPublic = false, readOnly = false, busyLabel, onSubmit }: JobFormProps) {
  const { t } = useTranslation('jobs');
  const [state, setState] = useState<JobFormState>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string>();
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const uid = useId();
  const set = <K extends keyof JobFormState>(key: K, value: JobFormState[K]) => setState((s) => ({ ...s, [key]: value }));

  function showProblems(next: Errors, message?: string) {
    setErrors(next);
    setGeneral(message);
    // Let the summary render, then move focus to it so it is read out.
    window.setTimeout(() => summary.current?.focus(), 0);
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (readOnly || busy) return;
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const action = actions[Number(submitter?.dataset.action ?? 0)] ?? actions[0]!;
    const local = validateJobForm(state, alreadyPublic || action.publishes);
    const messages: Errors = Object.fromEntries(Object.entries(local).map(([k, v]) => [k, t(v)]));
    if (Object.keys(messages).length > 0) {
      showProblems(messages);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(toJobInput(state), action);
      setErrors({});
      setGeneral(undefined);
    } catch (err) {
      const body = isApiError(err) ? err.body : ((err as { body?: unknown })?.body ?? err);
      const status = isApiError(err) ? err.status : 0;
      const fields: Errors = {};
      let message: string | undefined;
      // The checks above match the server's, so its field errors are rare (a colleague left the team, the
      // job was closed meanwhile): each is shown in the reader's language, named by its field.
      if (status === 400 && body && typeof body === 'object' && !('detail' in body)) {
        for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
          if (!Array.isArray(value) || value.length === 0) continue;
          if (key === 'non_field_errors') message = t('edit.closedNote');
          else if (!(key in FIELD_TARGETS)) message = t('form.serverProblem');
          // The server reports latitude and longitude problems on "location".
          else {
            const field = key === 'location' && state.latitude.trim() !== '' ? 'latitude' : key;
            fields[field] = t('form.serverField', { field: fieldLabels[field] ?? field });
          }
        }
      } else if (status === 403) message = t('edit.readOnly');
      else if (status === 404) message = t('edit.notFound');
      else if (status === 0) message = t('common:errors.network');
      else {
        message = readErrorMessage(body) ?? t('form.serverProblem');
      }
      showProblems(fields, message ?? (Object.keys(fields).length === 0 ? t('form.serverProblem') : undefined));
    } finally {
      setBusy(false);
    }
  }

  const err = (field: string): string | undefined => errors[field];
  const fieldLabels: Record<string, string> = {
    title: t('form.title'),
    company: t('form.company'),
    description: t('form.description'),
    employment_type: t('form.employmentType'),
    industry: t('form.industry'),
    management_level: t('form.managementLevel'),
    education: t('form.education'),
    remote: t('form.remote'),
    location: t('form.city'),
    latitude: t('form.latitude'),
    longitude: t('form.longitude'),
    experience_min: t('form.experienceMin'),
    experience_max: t('form.experienceMax'),
    salary: t('form.salaryMax'),
    salary_max: t('form.salaryMax'),
    required_skills: t('form.requiredSkills'),
    nice_skills: t('form.niceSkills'),
    certifications: t('form.certifications'),
    hiring_team: t('form.sections.team'),
    weights: t('form.sections.weights'),
    status: t('statusPanel.title'),
  };
  const problemList = Object.entries(errors);
  const descriptionLabelId = `${uid}-description-label`;
  const descriptionError = err('description');

  return (
    <form className="jb-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
      {problemList.length > 0 || general ? (
        <div ref={summary} className="jb-error-summary" role="alert" tabIndex={-1} aria-labelledby={`${uid}-summary-title`}>
          <h2 id={`${uid}-summary-title`}>{t('form.errorSummary')}</h2>
          <ul>
            {general ? <li>{general}</li> : null}
            {problemList.map(([field, message]) => (
              <li key={field}>
                <a
                  href={`#${FIELD_TARGETS[field] ?? 'job-title'}`}
                  onClick={(e) => {
                    e.preventDefault();
                    document.getElementById(FIELD_TARGETS[field] ?? 'job-title')?.focus();
                  }}
                >
                  {fieldLabels[field] ?? field}: {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {/* One fieldset so a read-only view disables every control at once. */}
      <fieldset className="jb-fieldset jb-fieldset--sections" disabled={readOnly} aria-labelledby="page-heading">
        <Section id="job-section-basics" title={t('form.sections.basics')}>
          <FormField
            id="job-title"
            label={`${t('form.title')} (${t('form.required')})`}
            hint={t('form.titleHint')}
            value={state.title}
            maxLength={200}
            required
            autoComplete="off"
            error={err('title')}
            onChange={(e) => set('title', e.target.value)}
          />
          <FormField
            id="job-company"
            label={`${t('form.company')} (${t('form.required')})`}
            value={state.company}
            maxLength={200}
            required
            autoComplete="organization"
            error={err('company')}
            onChange={(e) => set('company', e.target.value)}
          />
          <div className="jb-row">
            <Select
              id="job-employment-type"
              label={t('form.employmentType')}
              value={state.employment_type}
              options={EMPLOYMENT_TYPES}
              optionLabel={(v) => t(`employment.${v}`)}
              onChange={(v) => set('employment_type', v)}
              error={err('employment_type')}
            />
            <Select
              id="job-management-level"
              label={t('form.managementLevel')}
              value={state.management_level}
              options={MANAGEMENT_LEVELS}
              optionLabel={(v) => t(`management.${v}`)}
              onChange={(v) => set('management_level', v)}
              error={err('management_level')}
            />
          </div>
          <div className="jb-row">
            <FormField
              id="job-industry"
              label={t('form.industry')}
              hint={t('form.industryHint')}
              value={state.industry}
              maxLength={120}
              error={err('industry')}
              onChange={(e) => set('industry', e.target.value)}
            />
            <Select
              id="job-education"
              label={t('form.education')}
              value={state.education}
              options={EDUCATION_LEVELS}
              optionLabel={(v) => t(`education.${v}`)}
              onChange={(v) => set('education', v)}
              error={err('education')}
            />
          </div>
        </Section>

        <Section id="job-section-description" title={t('form.sections.description')}>
          <div className="jb-field">
            <p className="jb-legend" id={descriptionLabelId}>
              {t('form.description')}
            </p>
            <p id="job-description-hint" className="ui-hint">
              {t('form.descriptionHint')} {t('editor.shortcuts')}
            </p>
            <Suspense fallback={<Spinner label={t('editor.loading')} />}>
              <RichTextEditor
                id="job-description"
                labelId={descriptionLabelId}
                describedBy={descriptionError ? 'job-description-hint job-description-error' : 'job-description-hint'}
                initialValue={initial.description}
                onChange={(html) => set('description', html)}
                invalid={Boolean(descriptionError)}
                disabled={readOnly}
              />
            </Suspense>
            {descriptionError ? (
              <p id="job-description-error" className="ui-field-error">
                {descriptionError}
              </p>
            ) : null}
          </div>
        </Section>

        <Section id="job-section-location" title={t('form.sections.location')}>
          <fieldset className="jb-fieldset" aria-describedby={err('remote') ? 'job-remote-error' : undefined}>
            <legend className="jb-legend">{t('form.remote')}</legend>
            <div className="jb-radios">
              {REMOTE_OPTIONS.map((option) => (
                <label key={option} className="ui-choice">
                  <input
                    type="radio"
                    id={`job-remote-${option}`}
                    name="remote"
                    value={option}
                    checked={state.remote === option}
                    onChange={() => set('remote', option)}
                  />
                  {t(`remote.${option}`)}
                </label>
              ))}
            </div>
            {err('remote') ? (
              <p id="job-remote-error" className="ui-field-error">
                {err('remote')}
              </p>
            ) : null}
          </fieldset>
          <div className="jb-row">
            <FormField
              id="job-city"
              label={t('form.city')}
              value={state.city}
              maxLength={120}
              autoComplete="address-level2"
              error={err('location')}
              onChange={(e) => set('city', e.target.value)}
            />
            <FormField
              id="job-region"
              label={t('form.region')}
              value={state.region}
              maxLength={120}
              autoComplete="address-level1"
              onChange={(e) => set('region', e.target.value)}
            />
            <FormField
              id="job-country"
              label={t('form.country')}
              value={state.country}
              maxLength={120}
              autoComplete="country-name"
              onChange={(e) => set('country', e.target.value)}
            />
          </div>
          <fieldset className="jb-fieldset" aria-describedby="job-coordinates-hint">
            <legend className="jb-legend">{t('form.coordinates')}</legend>
            <p id="job-coordinates-hint" className="ui-hint">
              {t('form.coordinatesHint')}
            </p>
            <div className="jb-row">
              <FormField
                id="job-latitude"
                label={t('form.latitude')}
                inputMode="decimal"
                value={state.latitude}
                maxLength={20}
                error={err('latitude')}
                onChange={(e) => set('latitude', e.target.value)}
              />
              <FormField
                id="job-longitude"
                label={t('form.longitude')}
                inputMode="decimal"
                value={state.longitude}
                maxLength={20}
                error={err('longitude')}
                onChange={(e) => set('longitude', e.target.value)}
              />
            </div>
          </fieldset>
        </Section>

        <Section id="job-section-experience" title={t('form.sections.experience')}>
          <div className="jb-row">
            <FormField
              id="job-experience-min"
              label={t('form.experienceMin')}
              hint={t('form.experienceHint')}
              type="number"
              inputMode="numeric"
              min={0}
              max={60}
              step={1}
              value={state.experience_min}
              error={err('experience_min')}
              onChange={(e) => set('experience_min', e.target.value)}
            />
            <FormField
              id="job-experience-max"
              label={t('form.experienceMax')}
              hint={t('form.experienceHint')}
              type="number"
              inputMode="numeric"
              min={0}
              max={60}
              step={1}
              value={state.experience_max}
              error={err('experience_max')}
              onChange={(e) => set('experience_max', e.target.value)}
            />
          </div>
          <p id="job-salary-hint" className="ui-hint">
            {t('form.salaryHint')}
          </p>
          <div className="jb-row">
            <MoneyInput
              id="job-salary-min"
              label={t('form.salaryMin')}
              value={state.salary_min}
              describedBy="job-salary-hint"
              onChange={(v) => set('salary_min', v)}
              disabled={readOnly}
            />
            <MoneyInput
              id="job-salary-max"
              label={t('form.salaryMax')}
              value={state.salary_max}
              describedBy="job-salary-hint"
              error={err('salary_max') ?? err('salary')}
              onChange={(v) => set('salary_max', v)}
              disabled={readOnly}
            />
            <Select
              id="job-currency"
              label={t('form.currency')}
              value={state.currency}
              options={[...new Set([...CURRENCIES, state.currency])]}
              optionLabel={(v) => v}
              onChange={(v) => set('currency', v)}
            />
          </div>
        </Section>

        <Section id="job-section-skills" title={t('form.sections.skills')}>
          <TokenList
            id="job-required-skills"
            label={t('form.requiredSkills')}
            hint={t('form.requiredSkillsHint')}
            values={state.required_skills}
            error={err('required_skills')}
            onChange={(v) => set('required_skills', v)}
            disabled={readOnly}
          />
          <TokenList
            id="job-nice-skills"
            label={t('form.niceSkills')}
            hint={t('form.niceSkillsHint')}
            values={state.nice_skills}
            error={err('nice_skills')}
            onChange={(v) => set('nice_skills', v)}
            disabled={readOnly}
          />
          <TokenList
            id="job-certifications"
            label={t('form.certifications')}
            hint={t('form.certificationsHint')}
            values={state.certifications}
            error={err('certifications')}
            onChange={(v) => set('certifications', v)}
            disabled={readOnly}
          />
        </Section>

        <Section id="job-section-team" title={t('form.sections.team')}>
          <HiringTeamPicker
            value={state.hiring_team}
            onChange={(v) => set('hiring_team', v)}
            error={err('hiring_team')}
            disabled={readOnly}
          />
        </Section>

        <Section id="job-section-weights" title={t('form.sections.weights')}>
          <WeightsFieldset weights={state.weights} onChange={(v) => set('weights', v)} error={err('weights')} disabled={readOnly} />
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
    </form>
  );
}
