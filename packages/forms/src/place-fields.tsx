import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '@tessera/places/countries';
import { countryCode, countryName, regionName, regionsOf } from '@tessera/places/place-names';
import { TextField } from './fields.tsx';
import type { CharacterRule } from './key-block.ts';

interface PlaceFieldProps {
  name: string;
  label: string;
  hint?: string;
  id?: string;
  className?: string;
  characters?: CharacterRule | null;
  autoComplete?: string;
}

/**
 * A country field offering the reference list (SPEC §3) by code, named in the interface language; what
 * is typed is kept as typed (a code, a name, "USA").
 */
export function CountryField({ name, label, hint, id, className, characters, autoComplete = 'country' }: PlaceFieldProps) {
  const { i18n } = useTranslation();
  const listId = `${useId()}-countries`;
  return (
    <>
      <TextField
        name={name}
        label={label}
        {...(hint ? { hint } : {})}
        {...(id ? { id } : {})}
        {...(className ? { className } : {})}
        characters={characters ?? null}
        autoComplete={autoComplete}
        list={listId}
      />
      <datalist id={listId}>
        {COUNTRIES.map((c) => (
          <option key={c.Code} value={c.Code}>
            {countryName(c.Code, i18n.language)}
          </option>
        ))}
      </datalist>
    </>
  );
}

/**
 * A state or region field: in the United States and Canada it offers the states and territories or the
 * provinces and territories of the reference lists (by short code, named in the interface language).
 */
export function RegionField({
  name,
  countryName: countryField,
  label,
  hint,
  id,
  className,
  characters,
  autoComplete = 'address-level1',
}: PlaceFieldProps & { countryName: string }) {
  const { i18n } = useTranslation();
  const country = useWatch({ name: countryField }) as string | undefined;
  const regions = regionsOf(countryCode(country ?? ''));
  const listId = `${useId()}-regions`;
  return (
    <>
      <TextField
        name={name}
        label={label}
        {...(hint ? { hint } : {})}
        {...(id ? { id } : {})}
        {...(className ? { className } : {})}
        characters={characters ?? null}
        autoComplete={autoComplete}
        {...(regions.length > 0 ? { list: listId } : {})}
      />
      {regions.length > 0 ? (
        <datalist id={listId}>
          {regions.map((r) => (
            <option key={r.short_code} value={r.short_code}>
              {regionName(r, i18n.language)}
            </option>
          ))}
        </datalist>
      ) : null}
    </>
  );
}
