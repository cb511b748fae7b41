import { useMemo, useRef } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from '@tessera/forms/zod';
import { updateMyProfile } from '@tessera/contract/request-schemas';
import { contractShape, numberText } from '@tessera/forms/contract-schema';
import { SelectField, TextAreaField, TextField } from '@tessera/forms/fields';
import { useContractForm } from '@tessera/forms/form';
import { characterRuleOf } from '@tessera/forms/key-block';
import type { Profile } from '../../api/get-my-profile.ts';
import { thisMonth } from '../../hooks/profile-sections.ts';
import { EntryList } from './entry-list.tsx';
import { SectionForm } from './section-form.tsx';
import type { SectionFormCommon } from './types.ts';

export const MANAGEMENT_LEVELS = ['individual', 'lead', 'manager', 'director', 'executive'] as const;
export const INDUSTRIES = [
  'Education',
  'Energy',
  'Finance',
  'Government',
  'Healthcare',
  'Hospitality',
  'Logistics',
  'Manufacturing',
  'Retail',
  'Software',
];

const request = updateMyProfile.properties;
const rules = contractShape(updateMyProfile);
const position = contractShape(request.experience.items);
const characters = {
  text: characterRuleOf(request.experience.items.properties.title),
  long: characterRuleOf(request.experience.items.properties.description),
  industry: characterRuleOf(request.industry),
};

interface Messages {
  startFuture: string;
  endMissing: string;
  endBeforeStart: string;
}

function experienceSchema(m: Messages) {
  const entry = z
    .object({
      key: z.number(),
      title: z.string().trim().min(1).pipe(position.title),
      company: z.string().trim().min(1).pipe(position.company),
      start: z.string().pipe(position.start),
      end: z.string(),
      current: z.boolean(),
      description: position.description,
    })
    .superRefine(
      (p, ctx) => {
        const month = /^\d{4}-\d{2}$/;
        if (typeof p.start === 'string' && month.test(p.start) && p.start > thisMonth())
          ctx.addIssue({ code: 'custom', path: ['start'], message: m.startFuture });
        if (p.current) return;
        if (typeof p.end !== 'string' || !month.test(p.end)) ctx.addIssue({ code: 'custom', path: ['end'], message: m.endMissing });
        else if (typeof p.start === 'string' && month.test(p.start) && p.end < p.start)
          ctx.addIssue({ code: 'custom', path: ['end'], message: m.endBeforeStart });
      },
      { when: () => true },
    );
  return z.object({
    years_experience: numberText(rules.years_experience),
    industry: z.string().trim().pipe(rules.industry),
    management_level: rules.management_level,
    experience: z.array(entry).max(20),
  });
}

type Values = z.input<ReturnType<typeof experienceSchema>>;
type Checked = z.output<ReturnType<typeof experienceSchema>>;

function toInput(v: Checked) {
  return {
    years_experience: v.years_experience,
    industry: v.industry,
    management_level: v.management_level,
    experience: v.experience.map((p) => ({
      title: p.title,
      company: p.company,
      start: p.start,
      end: p.current ? null : p.end,
      description: p.description,
    })),
  };
}

export function ExperienceForm({ profile, onSaved, submitLabel, actions, labelledBy }: SectionFormCommon & { profile: Profile }) {
  const { t } = useTranslation('profile');
  const startFuture = t('experience.startFuture');
  const endMissing = t('experience.endMissing');
  const endBeforeStart = t('experience.endBeforeStart');
  const schema = useMemo(() => experienceSchema({ startFuture, endMissing, endBeforeStart }), [startFuture, endMissing, endBeforeStart]);
  const yearsInvalid = t('experience.yearsInvalid');
  const titleMissing = t('experience.titleMissing');
  const companyMissing = t('experience.companyMissing');
  const startMissing = t('experience.startMissing');
  const messages = useMemo(
    () => ({
      years_experience: yearsInvalid,
      'experience.*.title': { required: titleMissing },
      'experience.*.company': { required: companyMissing },
      'experience.*.start': startMissing,
    }),
    [yearsInvalid, titleMissing, companyMissing, startMissing],
  );
  const nextKey = useRef(profile.experience.length);
  const form = useContractForm<Values, Checked>({
    schema,
    messages,
    defaultValues: {
      years_experience: String(profile.years_experience),
      industry: profile.industry,
      management_level: profile.management_level,
      experience: profile.experience.map((e, key) => ({
        key,
        title: e.title,
        company: e.company,
        start: e.start,
        end: e.end ?? '',
        current: e.end === null,
        description: e.description,
      })),
    },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'experience', keyName: 'fieldId' });
  const current = useWatch({ control: form.control, name: 'experience' });
  const legend = (n: number) => t('experience.position', { n });

  return (
    <SectionForm form={form} toInput={toInput} onSaved={onSaved} submitLabel={submitLabel} actions={actions} labelledBy={labelledBy}>
      <div className="pf-grid">
        <TextField
          name="years_experience"
          label={t('experience.years')}
          hint={t('experience.yearsHint')}
          type="number"
          inputMode="numeric"
          min={0}
          max={60}
          step={1}
          data-autofocus
        />
        <TextField
          name="industry"
          label={t('experience.industry')}
          hint={t('experience.industryHint')}
          maxLength={80}
          list="pf-industries"
          characters={characters.industry}
        />
        <SelectField
          name="management_level"
          label={t('experience.level')}
          hint={t('experience.levelHint')}
          options={MANAGEMENT_LEVELS.map((l) => ({ value: l, label: t(`levels.${l}`) }))}
        />
      </div>
      <datalist id="pf-industries">
        {INDUSTRIES.map((i) => (
          <option key={i} value={i} />
        ))}
      </datalist>
      <EntryList
        entries={fields}
        max={20}
        texts={{
          heading: t('experience.positions'),
          none: t('experience.none'),
          legend,
          remove: (n) => t('experience.remove', { n }),
          removed: (n) => t('experience.removed', { n }),
          add: t('experience.add'),
          added: t('experience.added'),
        }}
        onAdd={() => {
          const key = nextKey.current++;
          append({ key, title: '', company: '', start: '', end: '', current: false, description: '' }, { shouldFocus: false });
          return key;
        }}
        onRemove={(key) => remove(fields.findIndex((f) => f.key === key))}
      >
        {(_p, i) => {
          const at = (field: string) => `experience.${i}.${field}`;
          const named = (label: string) => `${legend(i + 1)}: ${label}`;
          const isCurrent = current[i]?.current ?? false;
          return (
            <>
              <div className="pf-grid">
                <TextField
                  name={at('title')}
                  label={t('experience.title')}
                  summaryLabel={named(t('experience.title'))}
                  maxLength={120}
                  characters={characters.text}
                />
                <TextField
                  name={at('company')}
                  label={t('experience.company')}
                  summaryLabel={named(t('experience.company'))}
                  maxLength={120}
                  characters={characters.text}
                />
                <TextField
                  name={at('start')}
                  label={t('experience.start')}
                  summaryLabel={named(t('experience.start'))}
                  hint={t('experience.monthHint')}
                  type="month"
                  max={thisMonth()}
                />
                <TextField
                  name={at('end')}
                  label={t('experience.end')}
                  summaryLabel={named(t('experience.end'))}
                  hint={t('experience.monthHint')}
                  type="month"
                  disabled={isCurrent}
                />
              </div>
              <label className="ui-choice">
                <input type="checkbox" {...form.register(`experience.${i}.current`)} />
                {t('experience.current')}
              </label>
              <TextAreaField
                name={at('description')}
                label={t('experience.description')}
                summaryLabel={named(t('experience.description'))}
                maxLength={2000}
                rows={3}
                characters={characters.long}
              />
            </>
          );
        }}
      </EntryList>
    </SectionForm>
  );
}
