import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@tessera/ui/form-field';
import { CheckboxGroup } from '../../../../components/fields.tsx';
import type { Profile } from '../../api/get-my-profile.ts';
import { TermListField } from '../term-list-field.tsx';
import { INDUSTRIES } from './experience-form.tsx';
import { SectionForm } from './section-form.tsx';
import type { SectionFormCommon } from './types.ts';

export const REMOTE_OPTIONS = ['onsite', 'hybrid', 'remote'] as const;
export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'temporary', 'internship'] as const;
type Prefs = Profile['preferences'];

export function PreferencesForm({ profile, onSaved, submitLabel, actions, labelledBy }: SectionFormCommon & { profile: Profile }) {
  const { t } = useTranslation('profile');
  const [remote, setRemote] = useState<string[]>(profile.preferences.remote);
  const [types, setTypes] = useState<string[]>(profile.preferences.employment_types);
  const [locations, setLocations] = useState(profile.preferences.locations);
  const [industries, setIndustries] = useState(profile.preferences.industries);
  const [salary, setSalary] = useState(profile.preferences.salary_min === null ? '' : String(profile.preferences.salary_min));
  const [salaryError, setSalaryError] = useState<string | undefined>();

  function collect() {
    const amount = Number(salary.replace(/[\s,.]/g, ''));
    if (salary.trim() !== '' && (!Number.isInteger(amount) || amount < 0 || amount > 10_000_000)) {
      setSalaryError(t('preferences.salaryInvalid'));
      return null;
    }
    setSalaryError(undefined);
    return {
      preferences: {
        remote: remote as Prefs['remote'],
        employment_types: types as Prefs['employment_types'],
        locations,
        industries,
        salary_min: salary.trim() === '' ? null : amount,
      },
    };
  }

  return (
    <SectionForm collect={collect} onSaved={onSaved} submitLabel={submitLabel} actions={actions} labelledBy={labelledBy}>
      <CheckboxGroup
        legend={t('preferences.remote')}
        hint={t('preferences.remoteHint')}
        values={remote}
        onChange={setRemote}
        options={REMOTE_OPTIONS.map((r) => ({ value: r, label: t(`remote.${r}`) }))}
      />
      <CheckboxGroup
        legend={t('preferences.types')}
        values={types}
        onChange={setTypes}
        options={EMPLOYMENT_TYPES.map((r) => ({ value: r, label: t(`employment.${r}`) }))}
      />
      <TermListField
        label={t('preferences.locations')}
        hint={t('preferences.locationsHint')}
        values={locations}
        onChange={setLocations}
        maxItems={10}
        maxLength={120}
      />
      <TermListField
        label={t('preferences.industries')}
        hint={t('preferences.industriesHint')}
        values={industries}
        onChange={setIndustries}
        maxItems={10}
        suggestions={INDUSTRIES}
      />
      <FormField
        label={t('preferences.salary')}
        hint={t('preferences.salaryHint')}
        error={salaryError}
        inputMode="numeric"
        value={salary}
        maxLength={12}
        onChange={(e) => setSalary(e.target.value)}
      />
    </SectionForm>
  );
}
