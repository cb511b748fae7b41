import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from '@tessera/forms/zod';
import { updateMyProfile } from '@tessera/contract/request-schemas';
import { contractShape, numberText } from '@tessera/forms/contract-schema';
import { CheckboxGroupField, TextField } from '@tessera/forms/fields';
import { useContractForm } from '@tessera/forms/form';
import { characterRuleOf } from '@tessera/forms/key-block';
import type { Profile } from '../../api/get-my-profile.ts';
import { TermListField } from '../term-list-field.tsx';
import { INDUSTRIES } from './experience-form.tsx';
import { SectionForm } from './section-form.tsx';
import { termCharacters } from './skills-form.tsx';
import type { SectionFormCommon } from './types.ts';

export const REMOTE_OPTIONS = ['onsite', 'hybrid', 'remote'] as const;
export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'temporary', 'internship'] as const;

const preferences = updateMyProfile.properties.preferences;
const rules = contractShape(preferences);
const placeCharacters = characterRuleOf(preferences.properties.locations.items);

const schema = z.object({
  remote: rules.remote,
  employment_types: rules.employment_types,
  locations: rules.locations,
  industries: rules.industries,
  // Thousands separators (spaces, commas, dots) are read past.
  salary_min: z
    .string()
    .transform((s) => s.replace(/[\s,.]/g, ''))
    .pipe(numberText(rules.salary_min)),
});

export function PreferencesForm({ profile, onSaved, submitLabel, actions, labelledBy }: SectionFormCommon & { profile: Profile }) {
  const { t } = useTranslation('profile');
  const salaryInvalid = t('preferences.salaryInvalid');
  const messages = useMemo(() => ({ salary_min: salaryInvalid }), [salaryInvalid]);
  const p = profile.preferences;
  const form = useContractForm({
    schema,
    messages,
    defaultValues: {
      remote: p.remote,
      employment_types: p.employment_types,
      locations: p.locations,
      industries: p.industries,
      salary_min: p.salary_min === null ? '' : String(p.salary_min),
    },
  });

  return (
    <SectionForm
      form={form}
      toInput={(v) => ({ preferences: v })}
      onSaved={onSaved}
      submitLabel={submitLabel}
      actions={actions}
      labelledBy={labelledBy}
    >
      <CheckboxGroupField
        name="remote"
        legend={t('preferences.remote')}
        hint={t('preferences.remoteHint')}
        options={REMOTE_OPTIONS.map((r) => ({ value: r, label: t(`remote.${r}`) }))}
      />
      <CheckboxGroupField
        name="employment_types"
        legend={t('preferences.types')}
        options={EMPLOYMENT_TYPES.map((r) => ({ value: r, label: t(`employment.${r}`) }))}
      />
      <TermListField
        name="locations"
        label={t('preferences.locations')}
        hint={t('preferences.locationsHint')}
        maxItems={10}
        maxLength={120}
        characters={placeCharacters}
      />
      <TermListField
        name="industries"
        label={t('preferences.industries')}
        hint={t('preferences.industriesHint')}
        maxItems={10}
        suggestions={INDUSTRIES}
        characters={termCharacters}
      />
      <TextField name="salary_min" label={t('preferences.salary')} hint={t('preferences.salaryHint')} inputMode="numeric" maxLength={12} />
    </SectionForm>
  );
}
