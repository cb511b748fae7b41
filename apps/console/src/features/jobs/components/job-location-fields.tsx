import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createJob } from '@tessera/contract/request-schemas';
import { TextField } from '@tessera/forms/fields';
import { characterRuleOf } from '@tessera/forms/key-block';
import { CountryField, RegionField } from '@tessera/forms/place-fields';
import { countryCode, countryName, regionCode } from '@tessera/places/place-names';
import { useCitySuggestions } from '../api/suggest-cities.ts';
import type { JobFormState } from '../hooks/job-form-state.ts';

const placeCharacters = characterRuleOf(createJob.properties.location.properties.city);

/**
 * City, state or region, country and the map position of a job. The city is chosen from the offline
 * gazetteer (suggested as one types; choosing one gives its coordinates), the state or province and the
 * country from the reference lists; a city typed and not chosen gets its coordinates from the server's
 * gazetteer when the job is saved.
 */
export function JobLocationFields({ disabled }: { disabled: boolean }) {
  const { t, i18n } = useTranslation('jobs');
  const { setValue, getValues } = useFormContext<JobFormState>();
  const [city, region, country] = useWatch<JobFormState, ['city', 'region', 'country']>({ name: ['city', 'region', 'country'] });
  const [q, setQ] = useState(city);
  // Ask once typing pauses.
  useEffect(() => {
    const timer = window.setTimeout(() => setQ(city.trim()), 250);
    return () => window.clearTimeout(timer);
  }, [city]);
  const found = useCitySuggestions({ q, country, region }, !disabled).data?.results;
  const suggestions = useMemo(() => found ?? [], [found]);
  const placed = useRef<string | null>(null);
  // The coordinates the list last put in: a person's own coordinates are never replaced or dropped by it.
  const listed = useRef<{ latitude: string; longitude: string } | null>(null);

  const typedRegion = region.trim();
  const regionCodeTyped = typedRegion === '' ? '' : (regionCode(countryCode(country) ?? 'US', typedRegion) ?? typedRegion.toUpperCase());
  // Without a state, cities of the same name are told apart by theirs ("Houston, TX").
  const optionValue = (s: { name: string; region: string }) => (regionCodeTyped === '' && s.region ? `${s.name}, ${s.region}` : s.name);

  // A city chosen from the list brings its state and coordinates (unless the person typed their own);
  // typing another city drops coordinates that came from the list (the server finds the new city's on save).
  useEffect(() => {
    // Empty, or what the list gave (before, or now: a saved job's coordinates of its own city).
    const fromList = (now?: { latitude: string; longitude: string }) => {
      const latitude = getValues('latitude').trim();
      const longitude = getValues('longitude').trim();
      const equals = (c: { latitude: string; longitude: string } | null | undefined) =>
        !!c && latitude === c.latitude && longitude === c.longitude;
      return (latitude === '' && longitude === '') || equals(listed.current) || equals(now);
    };
    const typed = city.trim();
    const composite = suggestions.find((s) => s.region !== '' && `${s.name}, ${s.region}` === typed);
    const same = suggestions.filter((s) => s.name === typed && (regionCodeTyped === '' || s.region === regionCodeTyped));
    const match = composite ?? (same.length === 1 ? same[0] : undefined);
    if (match) {
      const key = `${match.name}|${match.region}|${match.country}`;
      if (placed.current === key) return;
      placed.current = key;
      if (composite) setValue('city', match.name, { shouldDirty: true });
      if ((composite || getValues('region').trim() === '') && match.region) setValue('region', match.region, { shouldDirty: true });
      const coordinates = { latitude: String(match.latitude), longitude: String(match.longitude) };
      if (fromList(coordinates)) {
        listed.current = coordinates;
        setValue('latitude', listed.current.latitude, { shouldDirty: true, shouldValidate: true });
        setValue('longitude', listed.current.longitude, { shouldDirty: true, shouldValidate: true });
      }
    } else if (placed.current !== null && !placed.current.startsWith(`${typed}|`)) {
      placed.current = null;
      if (listed.current !== null && fromList()) {
        setValue('latitude', '', { shouldDirty: true });
        setValue('longitude', '', { shouldDirty: true });
      }
      listed.current = null;
    }
  }, [suggestions, city, regionCodeTyped, getValues, setValue]);

  return (
    <>
      <div className="jb-row">
        <TextField
          id="job-city"
          name="city"
          label={t('form.city')}
          hint={t('form.cityHint')}
          className="jb-field"
          autoComplete="off"
          list="job-city-places"
          characters={placeCharacters}
        />
        <RegionField
          id="job-region"
          name="region"
          countryName="country"
          label={t('form.region')}
          className="jb-field"
          autoComplete="off"
          characters={placeCharacters}
        />
        <CountryField
          id="job-country"
          name="country"
          label={t('form.country')}
          className="jb-field"
          autoComplete="off"
          characters={placeCharacters}
        />
      </div>
      <datalist id="job-city-places">
        {suggestions.map((s) => (
          <option key={`${s.name}|${s.region}|${s.country}`} value={optionValue(s)}>
            {[s.name, s.region, countryName(s.country, i18n.language)].filter(Boolean).join(', ')}
          </option>
        ))}
      </datalist>
      <fieldset className="jb-fieldset" aria-describedby="job-coordinates-hint">
        <legend className="jb-legend">{t('form.coordinates')}</legend>
        <p id="job-coordinates-hint" className="ui-hint">
          {t('form.coordinatesHint')}
        </p>
        <div className="jb-row">
          <TextField id="job-latitude" name="latitude" label={t('form.latitude')} className="jb-field" inputMode="decimal" maxLength={20} />
          <TextField
            id="job-longitude"
            name="longitude"
            label={t('form.longitude')}
            className="jb-field"
            inputMode="decimal"
            maxLength={20}
          />
        </div>
      </fieldset>
    </>
  );
}
