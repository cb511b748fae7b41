import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@tessera/ui/form-field';
import {
  activeFilterCount,
  EMPLOYMENT_TYPES,
  EMPTY_FILTERS,
  EXPERIENCE_BANDS,
  LOCATION_SLUGS,
  MAX_KEYWORDS,
  REMOTE_OPTIONS,
  SORTS,
  type SearchFilters,
} from '../hooks/search-filters.ts';

export interface SearchFormProps {
  /** The filters of the address; the form shows them again whenever the address changes. */
  initial: SearchFilters;
  onSearch: (filters: SearchFilters) => void;
}

function CheckboxGroup<T extends string>({
  legend,
  name,
  options,
  labelOf,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  labelOf: (option: T) => string;
  value: T[];
  onChange: (next: T[]) => void;
}) {
  const id = useId();
  return (
    <fieldset className="search-form__group">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option} className="ui-choice" htmlFor={`${id}-${option}`}>
          <input
            id={`${id}-${option}`}
            type="checkbox"
            name={name}
            value={option}
            checked={value.includes(option)}
            onChange={(e) =>
              onChange(e.target.checked ? options.filter((o) => o === option || value.includes(o)) : value.filter((v) => v !== option))
            }
          />
          {labelOf(option)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The search form. Nothing happens until "Search" is pressed (no surprise reloads while choosing);
 * every choice then goes into the address.
 */
export function SearchForm({ initial, onSearch }: SearchFormProps) {
  const { t } = useTranslation(['search', 'plain-language']);
  const [f, setF] = useState<SearchFilters>(initial);
  // Back button or a followed link: show that address's filters (the fields stay, so focus does too).
  const addressKey = JSON.stringify(initial);
  useEffect(() => setF(JSON.parse(addressKey) as SearchFilters), [addressKey]);
  const locationId = useId();
  const sortId = useId();
  const clearId = useId();
  const filtersId = useId();
  // Small screens: the filters wait behind a "Filters" button that says how many are set (search.css).
  const [filtersOpen, setFiltersOpen] = useState(false);
  const setCount = activeFilterCount(initial);
  const set = <K extends keyof SearchFilters>(key: K, value: SearchFilters[K]) => setF((prev) => ({ ...prev, [key]: value }));

  function submit(e: SubmitEvent) {
    e.preventDefault();
    onSearch({ ...f, q: f.q.trim(), page: 1 });
  }

  return (
    <form role="search" aria-labelledby="search-form-heading" className="search-form" onSubmit={submit} noValidate>
      <h2 id="search-form-heading">{t('form.label')}</h2>
      <FormField
        label={t('form.keywords')}
        hint={t('form.keywordsHint')}
        name="q"
        type="search"
        autoComplete="off"
        maxLength={MAX_KEYWORDS}
        value={f.q}
        onChange={(e) => set('q', e.target.value)}
      />
      <button
        type="button"
        className="ui-button ui-button--secondary search-form__filters-toggle"
        aria-expanded={filtersOpen}
        aria-controls={filtersId}
        onClick={() => setFiltersOpen((v) => !v)}
      >
        {setCount > 0 ? t('form.filtersSet', { count: setCount }) : t('form.filters')}
      </button>
      <div id={filtersId} className="search-form__filters" data-open={filtersOpen ? 'true' : 'false'}>
        <div className="ui-field">
          <label htmlFor={locationId}>{t('form.location')}</label>
          <select
            id={locationId}
            name="location"
            value={f.location}
            onChange={(e) => set('location', e.target.value as SearchFilters['location'])}
          >
            <option value="">{t('form.anywhere')}</option>
            {LOCATION_SLUGS.map((slug) => (
              <option key={slug} value={slug}>
                {t(`form.area.${slug}`)}
              </option>
            ))}
          </select>
        </div>
        <CheckboxGroup
          legend={t('form.experience')}
          name="experience"
          options={EXPERIENCE_BANDS}
          labelOf={(b) => t(`bands.${b}`)}
          value={f.experience}
          onChange={(v) => set('experience', v)}
        />
        <CheckboxGroup
          legend={t('form.remote')}
          name="remote"
          options={REMOTE_OPTIONS}
          labelOf={(r) => t(`remote.${r}`)}
          value={f.remote}
          onChange={(v) => set('remote', v)}
        />
        <p className="ui-hint">{t('form.remoteNote')}</p>
        <CheckboxGroup
          legend={t('form.employmentType')}
          name="employment_type"
          options={EMPLOYMENT_TYPES}
          labelOf={(e) => t(`employment.${e}`)}
          value={f.employment_type}
          onChange={(v) => set('employment_type', v)}
        />
        <div className="ui-choice">
          <input
            id={clearId}
            type="checkbox"
            name="clear"
            checked={f.clear}
            onChange={(e) => set('clear', e.target.checked)}
            aria-describedby={`${clearId}-hint`}
          />
          <label htmlFor={clearId}>{t('plain-language:filter.label')}</label>
        </div>
        <p id={`${clearId}-hint`} className="ui-hint">
          {t('plain-language:mark.hint')}
        </p>
        <div className="ui-field">
          <label htmlFor={sortId}>{t('form.sort')}</label>
          <select id={sortId} name="sort" value={f.sort} onChange={(e) => set('sort', e.target.value as SearchFilters['sort'])}>
            <option value="">{t('form.sortDefault')}</option>
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`form.sortOption.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="search-form__actions">
        <button type="submit" className="ui-button">
          {t('form.submit')}
        </button>
        <button
          type="button"
          className="ui-button ui-button--secondary"
          onClick={() => {
            setF(EMPTY_FILTERS);
            onSearch(EMPTY_FILTERS);
          }}
        >
          {t('form.clear')}
        </button>
      </div>
    </form>
  );
}
