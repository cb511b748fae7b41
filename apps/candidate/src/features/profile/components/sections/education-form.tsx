import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@tessera/ui/form-field';
import { SelectField } from '../../../../components/fields.tsx';
import type { Profile } from '../../api/get-my-profile.ts';
import { EntryList, useEntries } from './entry-list.tsx';
import { SectionForm } from './section-form.tsx';
import type { SectionFormCommon } from './types.ts';

export const EDUCATION_LEVELS = ['none', 'high_school', 'associate', 'bachelor', 'master', 'doctorate'] as const;
type Level = (typeof EDUCATION_LEVELS)[number];

interface Entry {
  key: number;
  level: Level;
  school: string;
  field: string;
  year: string;
}

export function EducationForm({ profile, onSaved, submitLabel, actions, labelledBy }: SectionFormCommon & { profile: Profile }) {
  const { t } = useTranslation('profile');
  const [highest, setHighest] = useState<Level>(profile.education);
  const { entries, update, add, remove } = useEntries<Entry>(
    profile.education_entries.map((e) => ({
      level: e.level,
      school: e.school,
      field: e.field,
      year: e.year === null ? '' : String(e.year),
    })),
  );
  const [errors, setErrors] = useState<Partial<Record<'school' | 'year', string>>[]>([]);
  const levelOptions = EDUCATION_LEVELS.map((l) => ({ value: l, label: t(`education.levels.${l}`) }));

  function collect() {
    const found = entries.map((e) => {
      const problems: Partial<Record<'school' | 'year', string>> = {};
      if (e.school.trim() === '') problems.school = t('education.schoolMissing');
      const year = Number(e.year);
      if (e.year.trim() !== '' && (!Number.isInteger(year) || year < 1940 || year > 2100)) problems.year = t('education.yearInvalid');
      return problems;
    });
    setErrors(found);
    if (found.some((p) => Object.keys(p).length > 0)) return null;
    return {
      education: highest,
      education_entries: entries.map((e) => ({
        level: e.level,
        school: e.school,
        field: e.field,
        year: e.year.trim() === '' ? null : Number(e.year),
      })),
    };
  }

  return (
    <SectionForm collect={collect} onSaved={onSaved} submitLabel={submitLabel} actions={actions} labelledBy={labelledBy}>
      <SelectField
        label={t('education.highest')}
        hint={t('education.highestHint')}
        value={highest}
        onChange={(e) => setHighest(e.target.value as Level)}
        options={levelOptions}
        data-autofocus
      />
      <EntryList
        entries={entries}
        max={10}
        texts={{
          heading: t('education.schools'),
          none: t('education.none'),
          legend: (n) => t('education.entry', { n }),
          remove: (n) => t('education.remove', { n }),
          removed: (n) => t('education.removed', { n }),
          add: t('education.add'),
          added: t('education.added'),
        }}
        onAdd={() => add({ level: highest === 'none' ? 'high_school' : highest, school: '', field: '', year: '' })}
        onRemove={remove}
      >
        {(e, i) => (
          <div className="pf-grid">
            <SelectField
              label={t('education.level')}
              value={e.level}
              onChange={(ev) => update(e.key, { level: ev.target.value as Level })}
              options={levelOptions}
            />
            <FormField
              label={t('education.school')}
              error={errors[i]?.school}
              value={e.school}
              maxLength={160}
              onChange={(ev) => update(e.key, { school: ev.target.value })}
            />
            <FormField
              label={t('education.field')}
              value={e.field}
              maxLength={160}
              onChange={(ev) => update(e.key, { field: ev.target.value })}
            />
            <FormField
              label={t('education.year')}
              hint={t('education.yearHint')}
              error={errors[i]?.year}
              type="number"
              inputMode="numeric"
              min={1940}
              max={2100}
              value={e.year}
              onChange={(ev) => update(e.key, { year: ev.target.value })}
            />
          </div>
        )}
      </EntryList>
    </SectionForm>
  );
}
