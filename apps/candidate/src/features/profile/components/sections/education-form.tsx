import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@tessera/ui/form-field';
import { SelectField } from '../../../../components/fields.tsx';
import type { Profile } from '../../api/get-my-profile.ts';
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
  const nextKey = useRef(profile.education_entries.length);
  const [highest, setHighest] = useState<Level>(profile.education);
  const [entries, setEntries] = useState<Entry[]>(profile.education_entries.map((e, i) => ({ key: i, level: e.level, school: e.school, field: e.field, year: e.year === null ? '' : String(e.year) })));
  const [errors, setErrors] = useState<Partial<Record<'school' | 'year', string>>[]>([]);
  const [message, setMessage] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const levelOptions = EDUCATION_LEVELS.map((l) => ({ value: l, label: t(`education.levels.${l}`) }));
  const update = (key: number, patch: Partial<Entry>) => setEntries((list) => list.map((e) => (e.key === key ? { ...e, ...patch } : e)));

  function addEntry() {
    const key = nextKey.current++;
    setEntries((list) => [...list, { key, level: highest === 'none' ? 'high_school' : highest, school: '', field: '', year: '' }]);
    setMessage(t('education.added'));
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLSelectElement>(`[data-entry="${key}"] select`)?.focus());
  }

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
      education_entries: entries.map((e) => ({ level: e.level, school: e.school, field: e.field, year: e.year.trim() === '' ? null : Number(e.year) })),
    };
  }

  return (
    <SectionForm collect={collect} onSaved={onSaved} submitLabel={submitLabel} actions={actions} labelledBy={labelledBy}>
      <SelectField label={t('education.highest')} hint={t('education.highestHint')} value={highest} onChange={(e) => setHighest(e.target.value as Level)} options={levelOptions} data-autofocus />
      <h3 className="pf-subheading">{t('education.schools')}</h3>
      {entries.length === 0 ? <p className="pf-muted">{t('education.none')}</p> : null}
      <ol ref={listRef} className="pf-entries">
        {entries.map((e, i) => (
          <li key={e.key} data-entry={e.key}>
            <fieldset className="pf-entry">
              <legend>{t('education.entry', { n: i + 1 })}</legend>
              <div className="pf-grid">
                <SelectField label={t('education.level')} value={e.level} onChange={(ev) => update(e.key, { level: ev.target.value as Level })} options={levelOptions} />
                <FormField label={t('education.school')} error={errors[i]?.school} value={e.school} maxLength={160} onChange={(ev) => update(e.key, { school: ev.target.value })} />
                <FormField label={t('education.field')} value={e.field} maxLength={160} onChange={(ev) => update(e.key, { field: ev.target.value })} />
                <FormField label={t('education.year')} hint={t('education.yearHint')} error={errors[i]?.year} type="number" inputMode="numeric" min={1940} max={2100} value={e.year} onChange={(ev) => update(e.key, { year: ev.target.value })} />
              </div>
              <button
                type="button"
                className="ui-button ui-button--secondary"
                onClick={() => {
                  setEntries((list) => list.filter((x) => x.key !== e.key));
                  setMessage(t('education.removed', { n: i + 1 }));
                }}
              >
                {t('education.remove', { n: i + 1 })}
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      {entries.length < 10 ? (
        <p>
          <button type="button" className="ui-button ui-button--secondary" onClick={addEntry}>
            {t('education.add')}
          </button>
        </p>
      ) : null}
      <p className="ui-visually-hidden" role="status" aria-live="polite">
        {message}
      </p>
    </SectionForm>
  );
}
