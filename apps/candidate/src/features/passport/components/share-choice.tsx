import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@tessera/ui/app-link';
import { PASSPORT_GROUPS, SharedPassportList, type PassportGroup } from '@tessera/ui/shared-passport';
import type { AccessPassport, PassportShareKey, PassportShareMode } from '../api/passport.ts';

export interface ShareValue {
  share: PassportShareMode;
  keys: PassportShareKey[];
}

const MODES: PassportShareMode[] = ['none', 'some', 'all'];

/** What a choice shows of the passport: exactly what the employer will see (the API's sharedView). */
export function previewOf(passport: AccessPassport, value: ShareValue) {
  if (value.share === 'none') return { share: value.share, items: [], own_words: null };
  const shows = (k: PassportShareKey) => value.share === 'all' || value.keys.includes(k);
  const words = passport.own_words.trim();
  return {
    share: value.share,
    items: passport.items.filter((i) => shows(i.key)),
    own_words: shows('own_words') && words !== '' ? words : null,
  };
}

/** Whether the passport holds anything to share. */
export const hasAnything = (p: AccessPassport): boolean => p.items.length > 0 || p.own_words.trim() !== '';

/**
 * The choice of what to share of the access passport with one employer (none, some, all; for some, the
 * things to share), with a preview of exactly what the employer will see. Used by the apply dialog and
 * by each application's card.
 */
export function ShareChoice({
  passport,
  value,
  onChange,
  disabled = false,
  error,
  returnTo,
}: {
  passport: AccessPassport;
  value: ShareValue;
  onChange: (value: ShareValue) => void;
  disabled?: boolean;
  error?: string | undefined;
  /** The page to come back to from the passport (the job being applied to): no dead end (issue 17 §4). */
  returnTo?: string;
}) {
  const { t } = useTranslation('passport');
  const id = useId();
  if (!hasAnything(passport)) {
    return (
      <div className="ui-stack">
        <p className="ui-legend">{t('share.legend')}</p>
        <p>
          {t('share.emptyPassport')}{' '}
          <AppLink to={returnTo ? `/profile?next=${encodeURIComponent(returnTo)}#pf-passport` : '/profile#pf-passport'}>
            {t('share.fill')}
          </AppLink>
        </p>
      </div>
    );
  }
  const present = new Set(passport.items.map((i) => i.key));
  const keysInOrder: PassportShareKey[] = (Object.keys(PASSPORT_GROUPS) as PassportGroup[]).flatMap((g) =>
    PASSPORT_GROUPS[g].filter((k) => present.has(k)),
  );
  if (passport.own_words.trim() !== '') keysInOrder.push('own_words');
  const toggle = (k: PassportShareKey, on: boolean) =>
    onChange({ share: 'some', keys: on ? [...value.keys.filter((x) => x !== k), k] : value.keys.filter((x) => x !== k) });
  return (
    <div className="ui-stack">
      <fieldset className="ui-fieldset" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="ui-legend">{t('share.legend')}</legend>
        {MODES.map((mode) => (
          <label key={mode} className="ui-choice">
            <input
              type="radio"
              name={`${id}-share`}
              value={mode}
              checked={value.share === mode}
              disabled={disabled}
              onChange={() => onChange({ share: mode, keys: mode === 'some' ? value.keys : [] })}
            />
            {t(`share.${mode}`)}
          </label>
        ))}
      </fieldset>
      {value.share === 'some' ? (
        <fieldset className="ui-fieldset" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
          <legend className="ui-legend">{t('share.pick')}</legend>
          {keysInOrder.map((k) => (
            <label key={k} className="ui-choice">
              <input type="checkbox" checked={value.keys.includes(k)} disabled={disabled} onChange={(e) => toggle(k, e.target.checked)} />
              {k === 'own_words' ? t('share.ownWords') : t(`items.${k}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="ui-field-error">
          {error}
        </p>
      ) : null}
      <div className="ui-stack pp-preview">
        <p className="ui-legend">{t('share.preview')}</p>
        <SharedPassportList
          shared={previewOf(passport, value)}
          emptyText={t('share.previewNothing')}
          ownWordsLabel={t('shared.ownWords')}
        />
      </div>
    </div>
  );
}
