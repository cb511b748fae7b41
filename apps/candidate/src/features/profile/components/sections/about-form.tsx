import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@tessera/ui/form-field';
import { TextAreaField } from '../../../../components/fields.tsx';
import type { Profile } from '../../api/get-my-profile.ts';
import { SectionForm } from './section-form.tsx';
import type { SectionFormCommon } from './types.ts';

/** Only the characters a phone number needs (SPEC §5 key-blocking): others are not typed in. */
const keepPhoneCharacters = (value: string) => value.replace(/[^0-9+().\- ]/g, '');

export function AboutForm({ profile, onSaved, submitLabel, actions, labelledBy }: SectionFormCommon & { profile: Profile }) {
  const { t } = useTranslation('profile');
  const [v, setV] = useState({
    headline: profile.headline,
    summary: profile.summary,
    city: profile.city,
    region: profile.region,
    country: profile.country,
    phone: profile.phone,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof v) => (value: string) => setV((old) => ({ ...old, [field]: value }));

  function collect() {
    const found: Record<string, string> = {};
    const digits = v.phone.replace(/\D/g, '').length;
    if (v.phone.trim() !== '' && (digits < 7 || digits > 15)) found.phone = t('about.phoneInvalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return null;
    return { ...v };
  }

  return (
    <SectionForm collect={collect} onSaved={onSaved} submitLabel={submitLabel} actions={actions} labelledBy={labelledBy}>
      <FormField
        label={t('about.headline')}
        hint={t('about.headlineHint')}
        value={v.headline}
        maxLength={120}
        autoComplete="organization-title"
        onChange={(e) => set('headline')(e.target.value)}
        data-autofocus
      />
      <TextAreaField
        label={t('about.summary')}
        hint={t('about.summaryHint')}
        value={v.summary}
        maxLength={2000}
        rows={5}
        onChange={(e) => set('summary')(e.target.value)}
      />
      <div className="pf-grid">
        <FormField
          label={t('about.city')}
          value={v.city}
          maxLength={120}
          autoComplete="address-level2"
          onChange={(e) => set('city')(e.target.value)}
        />
        <FormField
          label={t('about.region')}
          hint={t('about.regionHint')}
          value={v.region}
          maxLength={120}
          autoComplete="address-level1"
          onChange={(e) => set('region')(e.target.value)}
        />
        <FormField
          label={t('about.country')}
          value={v.country}
          maxLength={120}
          autoComplete="country-name"
          onChange={(e) => set('country')(e.target.value)}
        />
      </div>
      <FormField
        label={t('about.phone')}
        hint={t('about.phoneHint')}
        error={errors.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={v.phone}
        maxLength={30}
        onChange={(e) => set('phone')(keepPhoneCharacters(e.target.value))}
      />
    </SectionForm>
  );
}
