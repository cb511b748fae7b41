import { useMemo, useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from '@tessera/forms/zod';
import { updateMyProfile } from '@tessera/contract/request-schemas';
import { contractShape, numberText } from '@tessera/forms/contract-schema';
import { SelectField, TextField } from '@tessera/forms/fields';
import { useContractForm } from '@tessera/forms/form';
import { characterRuleOf } from '@tessera/forms/key-block';
import type { Profile } from '../../api/get-my-profile.ts';
import { EntryList } from './entry-list.tsx';
import { SectionForm } from './section-form.tsx';
import type { SectionFormCommon } from './types.ts';

export const EDUCATION_LEVELS = ['none', 'high_school', 'associate', 'bachelor', 'master', 'doctorate'] as const;

const request = updateMyProfile.properties;
const rules = contractShape(updateMyProfile);
const school = contractShape(request.education_entries.items);
const textCharacters = characterRuleOf(request.education_entries.items.properties.school);

const schema = z.object({
  education: rules.education,
  education_entries: z
    .array(
      z.object({
        key: z.number(),
        level: school.level,
        school: z.string().trim().min(1).pipe(school.school),
        field: z.string().trim().pipe(school.field),
        year: numberText(school.year),
      }),
    )
    .max(10),
});

type Values = z.input<typeof schema>;
type Checked = z.output<typeof schema>;

export function EducationForm({ profile, onSaved, submitLabel, actions, labelledBy }: SectionFormCommon & { profile: Profile }) {
  const { t } = useTranslation('profile');
  const schoolMissing = t('education.schoolMissing');
  const yearInvalid = t('education.yearInvalid');
  const messages = useMemo(
    () => ({ 'education_entries.*.school': { required: schoolMissing }, 'education_entries.*.year': yearInvalid }),
    [schoolMissing, yearInvalid],
  );
  const nextKey = useRef(profile.education_entries.length);
  const form = useContractForm<Values, Checked>({
    schema,
    messages,
    defaultValues: {
      education: profile.education,
      education_entries: profile.education_entries.map((e, key) => ({
        key,
        level: e.level,
        school: e.school,
        field: e.field,
        year: e.year === null ? '' : String(e.year),
      })),
    },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'education_entries', keyName: 'fieldId' });
  const levelOptions = EDUCATION_LEVELS.map((l) => ({ value: l, label: t(`education.levels.${l}`) }));
  const legend = (n: number) => t('education.entry', { n });

  return (
    <SectionForm
      form={form}
      toInput={(v) => ({ education: v.education, education_entries: v.education_entries.map(({ key: _key, ...entry }) => entry) })}
      onSaved={onSaved}
      submitLabel={submitLabel}
      actions={actions}
      labelledBy={labelledBy}
    >
      <SelectField
        name="education"
        label={t('education.highest')}
        hint={t('education.highestHint')}
        options={levelOptions}
        data-autofocus
      />
      <EntryList
        entries={fields}
        max={10}
        texts={{
          heading: t('education.schools'),
          none: t('education.none'),
          legend,
          remove: (n) => t('education.remove', { n }),
          removed: (n) => t('education.removed', { n }),
          add: t('education.add'),
          added: t('education.added'),
        }}
        onAdd={() => {
          const key = nextKey.current++;
          const highest = form.getValues('education');
          append({ key, level: highest === 'none' ? 'high_school' : highest, school: '', field: '', year: '' }, { shouldFocus: false });
          return key;
        }}
        onRemove={(key) => remove(fields.findIndex((f) => f.key === key))}
      >
        {(_e, i) => {
          const named = (label: string) => `${legend(i + 1)}: ${label}`;
          return (
            <div className="pf-grid">
              <SelectField
                name={`education_entries.${i}.level`}
                label={t('education.level')}
                summaryLabel={named(t('education.level'))}
                options={levelOptions}
              />
              <TextField
                name={`education_entries.${i}.school`}
                label={t('education.school')}
                summaryLabel={named(t('education.school'))}
                maxLength={160}
                characters={textCharacters}
              />
              <TextField
                name={`education_entries.${i}.field`}
                label={t('education.field')}
                summaryLabel={named(t('education.field'))}
                maxLength={160}
                characters={textCharacters}
              />
              <TextField
                name={`education_entries.${i}.year`}
                label={t('education.year')}
                summaryLabel={named(t('education.year'))}
                hint={t('education.yearHint')}
                type="number"
                inputMode="numeric"
                min={1940}
                max={2100}
              />
            </div>
          );
        }}
      </EntryList>
    </SectionForm>
  );
}
