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

/** A text field offering the values of a list (typed freely; the list only suggests). */
function ListedField({
  name,
  label,
  hint,
  id,
  className,
  characters,
  autoComplete,
  options,
}: PlaceFieldProps & { options: readonly { value: string; label: string }[] }) {
  const listId = `${useId()}-list`;
  return (
    <>
      <TextField
        name={name}
        label={label}
        {...(hint ? { hint } : {})}
        {...(id ? { id } : {})}
        {...(className ? { className } : {})}
        characters={characters ?? null}
        {...(autoComplete ? { autoComplete } : {})}
        {...(options.length > 0 ? { list: listId } : {})}
      />
      {options.length > 0 ? (
        <datalist id={listId}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </datalist>
      ) : null}
    </>
  );
}

/**
 * A country field offering the reference list (SPEC §3) by code, named in the interface language; what
 * is typed is kept as typed (a code, a name, "USA").
 */
export function CountryField({ autoComplete = 'country', ...props }: PlaceFieldProps) {
  const { i18n } = useTranslation();
  const options = COUNTRIES.map((c) => ({ value: c.Code, label: countryName(c.Code, i18n.language) }));
  return <ListedField {...props} autoComplete={autoComplete} options={options} />;
}

/**
 * A state or region field: in the United States and Canada it offers the states and territories or the
 * provinces and territories of the reference lists (by short code, named in the interface language).
 */
export function RegionField({
  countryName: countryField,
  autoComplete = 'address-level1',
  ...props
}: PlaceFieldProps & { countryName: string }) {
  const { i18n } = useTranslation();
  const country = useWatch({ name: countryField }) as string | undefined;
  const options = regionsOf(countryCode(country ?? '')).map((r) => ({ value: r.short_code, label: regionName(r, i18n.language) }));
  return <ListedField {...props} autoComplete={autoComplete} options={options} />;
}
