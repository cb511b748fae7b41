import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@tessera/ui/form-field';
import { SelectField, TextAreaField } from '../../../../components/fields.tsx';
import type { Profile } from '../../api/get-my-profile.ts';
import { thisMonth } from '../../hooks/profile-sections.ts';
import { EntryList, useEntries } from './entry-list.tsx';
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

interface Position {
  key: number;
  title: string;
  company: string;
  start: string;
  end: string;
  current: boolean;
  description: string;
}

type PositionErrors = Partial<Record<'title' | 'company' | 'start' | 'end', string>>;

export function ExperienceForm({ profile, onSaved, submitLabel, actions, labelledBy }: SectionFormCommon & { profile: Profile }) {
  const { t } = useTranslation('profile');
  const [years, setYears] = useState(String(profile.years_experience));
  const [industry, setIndustry] = useState(profile.industry);
  const [level, setLevel] = useState<Profile['management_level']>(profile.management_level);
  const {
    entries: positions,
    update,
    add,
    remove,
  } = useEntries<Position>(
    profile.experience.map((e) => ({
      title: e.title,
      company: e.company,
      start: e.start,
      end: e.end ?? '',
      current: e.end === null,
      description: e.description,
    })),
  );
  const [errors, setErrors] = useState<{ years?: string; positions: PositionErrors[] }>({ positions: [] });

  function collect() {
    const month = thisMonth();
    const yearsNumber = Number(years);
    const found: { years?: string; positions: PositionErrors[] } = { positions: [] };
    if (years.trim() === '' || !Number.isInteger(yearsNumber) || yearsNumber < 0 || yearsNumber > 60)
      found.years = t('experience.yearsInvalid');
    positions.forEach((p, i) => {
      const e: PositionErrors = {};
      if (p.title.trim() === '') e.title = t('experience.titleMissing');
      if (p.company.trim() === '') e.company = t('experience.companyMissing');
      if (!/^\d{4}-\d{2}$/.test(p.start)) e.start = t('experience.startMissing');
      else if (p.start > month) e.start = t('experience.startFuture');
      if (!p.current) {
        if (!/^\d{4}-\d{2}$/.test(p.end)) e.end = t('experience.endMissing');
        else if (p.end < p.start) e.end = t('experience.endBeforeStart');
      }
      found.positions[i] = e;
    });
    setErrors(found);
    if (found.years || found.positions.some((e) => Object.keys(e).length > 0)) return null;
    return {
      years_experience: yearsNumber,
      industry: industry.trim(),
      management_level: level,
      experience: positions.map((p) => ({
        title: p.title,
        company: p.company,
        start: p.start,
        end: p.current ? null : p.end,
        description: p.description,
      })),
    };
  }

  return (
    <SectionForm collect={collect} onSaved={onSaved} submitLabel={submitLabel} actions={actions} labelledBy={labelledBy}>
      <div className="pf-grid">
        <FormField
          label={t('experience.years')}
          hint={t('experience.yearsHint')}
          error={errors.years}
          type="number"
          inputMode="numeric"
          min={0}
          max={60}
          step={1}
          value={years}
          onChange={(e) => setYears(e.target.value)}
          data-autofocus
        />
        <FormField
          label={t('experience.industry')}
          hint={t('experience.industryHint')}
          value={industry}
          maxLength={80}
          list="pf-industries"
          onChange={(e) => setIndustry(e.target.value)}
        />
        <SelectField
          label={t('experience.level')}
          hint={t('experience.levelHint')}
          value={level}
          onChange={(e) => setLevel(e.target.value as Profile['management_level'])}
          options={MANAGEMENT_LEVELS.map((l) => ({ value: l, label: t(`levels.${l}`) }))}
        />
      </div>
      <datalist id="pf-industries">
        {INDUSTRIES.map((i) => (
          <option key={i} value={i} />
        ))}
      </datalist>
      <EntryList
        entries={positions}
        max={20}
        texts={{
          heading: t('experience.positions'),
          none: t('experience.none'),
          legend: (n) => t('experience.position', { n }),
          remove: (n) => t('experience.remove', { n }),
          removed: (n) => t('experience.removed', { n }),
          add: t('experience.add'),
          added: t('experience.added'),
        }}
        onAdd={() => add({ title: '', company: '', start: '', end: '', current: false, description: '' })}
        onRemove={remove}
      >
        {(p, i) => {
          const e = errors.positions[i] ?? {};
          return (
            <>
              <div className="pf-grid">
                <FormField
                  label={t('experience.title')}
                  error={e.title}
                  value={p.title}
                  maxLength={120}
                  onChange={(ev) => update(p.key, { title: ev.target.value })}
                />
                <FormField
                  label={t('experience.company')}
                  error={e.company}
                  value={p.company}
                  maxLength={120}
                  onChange={(ev) => update(p.key, { company: ev.target.value })}
                />
                <FormField
                  label={t('experience.start')}
                  hint={t('experience.monthHint')}
                  error={e.start}
                  type="month"
                  max={thisMonth()}
                  value={p.start}
                  onChange={(ev) => update(p.key, { start: ev.target.value })}
                />
                <FormField
                  label={t('experience.end')}
                  hint={t('experience.monthHint')}
                  error={e.end}
                  type="month"
                  value={p.current ? '' : p.end}
                  disabled={p.current}
                  onChange={(ev) => update(p.key, { end: ev.target.value })}
                />
              </div>
              <label className="ui-choice">
                <input type="checkbox" checked={p.current} onChange={(ev) => update(p.key, { current: ev.target.checked })} />
                {t('experience.current')}
              </label>
              <TextAreaField
                label={t('experience.description')}
                value={p.description}
                maxLength={2000}
                rows={3}
                onChange={(ev) => update(p.key, { description: ev.target.value })}
              />
            </>
          );
        }}
      </EntryList>
    </SectionForm>
  );
}
