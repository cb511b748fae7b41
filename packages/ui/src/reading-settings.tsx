import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { READING_CHOICES, type ReadingChoice, type ReadingProfile } from '@tessera/contract/reading-profile';
import { useReadingProfile } from './reading-preferences.tsx';
import { countReadingForm, saveReadingProfile } from './reading-profile-sync.tsx';

const CHOICE_FIELDS: readonly ReadingChoice[] = [
  'font',
  'text_size',
  'line_spacing',
  'letter_spacing',
  'line_length',
  'color_scheme',
  'reduced_motion',
];
const SWITCHES = ['keep_messages', 'plain_text_email'] as const;

/**
 * The reading profile's settings (issue 17 §3): each change is applied at once and kept on this device
 * and, when signed in, on the account. On a settings page it is `onPage`: the footer then leaves its own
 * copy out, so no two controls share a name.
 */
export default function ReadingSettings({ onPage = false, headingLevel = 2 }: { onPage?: boolean; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('common');
  const profile = useReadingProfile();
  const id = useId();
  const [status, setStatus] = useState('');
  useEffect(() => (onPage ? countReadingForm() : undefined), [onPage]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const change = (next: ReadingProfile) => {
    setStatus('');
    saveReadingProfile(next).then(
      (where) => setStatus(t(where === 'account' ? 'reading.savedAccount' : 'reading.savedDevice')),
      () => setStatus(t('reading.notSaved')),
    );
  };

  return (
    <section className={onPage ? 'ui-card ui-stack ui-reading' : 'ui-stack ui-reading'} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>{t('reading.title')}</Heading>
      <p>{t('reading.intro')}</p>
      <div className="ui-reading__fields">
        {CHOICE_FIELDS.map((key) => (
          <div className="ui-field" key={key}>
            <label htmlFor={`${id}-${key}`}>{t(`reading.${key}.label`)}</label>
            <select
              id={`${id}-${key}`}
              value={String(profile[key])}
              onChange={(e) => {
                const raw = e.target.value;
                change({ ...profile, [key]: key === 'text_size' ? Number(raw) : raw });
              }}
            >
              {READING_CHOICES[key].map((choice) => (
                <option key={choice} value={String(choice)}>
                  {t(`reading.${key}.${String(choice)}`)}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {SWITCHES.map((key) => (
        <div className="ui-choice" key={key}>
          <input
            id={`${id}-${key}`}
            type="checkbox"
            checked={profile[key]}
            aria-describedby={`${id}-${key}-hint`}
            onChange={(e) => change({ ...profile, [key]: e.target.checked })}
          />
          <label htmlFor={`${id}-${key}`}>{t(`reading.${key}.label`)}</label>
          <span id={`${id}-${key}-hint`} className="ui-hint">
            {t(`reading.${key}.hint`)}
          </span>
        </div>
      ))}
      <p role="status" className="ui-reading__status">
        {status}
      </p>
    </section>
  );
}
