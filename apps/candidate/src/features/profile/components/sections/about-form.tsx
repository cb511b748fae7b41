import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from '@tessera/forms/zod';
import { updateMyProfile } from '@tessera/contract/request-schemas';
import { contractShape } from '@tessera/forms/contract-schema';
import { TextAreaField, TextField } from '@tessera/forms/fields';
import { useContractForm } from '@tessera/forms/form';
import { characterRuleOf } from '@tessera/forms/key-block';
import { CountryField, RegionField } from '@tessera/forms/place-fields';
import { isKnownRegion } from '@tessera/places/place-names';
import type { Profile } from '../../api/get-my-profile.ts';
import { SectionForm } from './section-form.tsx';
import type { SectionFormCommon } from './types.ts';

const request = updateMyProfile.properties;
const rules = contractShape(updateMyProfile);
/** SPEC §5 key-blocking, by each field's contract pattern: the phone takes only what a number needs. */
const characters = {
  headline: characterRuleOf(request.headline),
  summary: characterRuleOf(request.summary),
  place: characterRuleOf(request.city),
  phone: characterRuleOf(request.phone),
};

function aboutSchema(messages: { phone: string; region: string }) {
  const text = (rule: z.ZodType<string, string>) => z.string().trim().pipe(rule);
  return z
    .object({
      headline: text(rules.headline),
      summary: rules.summary,
      city: text(rules.city),
      region: text(rules.region),
      country: text(rules.country),
      phone: text(rules.phone).refine((phone) => {
        const digits = phone.replace(/\D/g, '').length;
        return phone === '' || (digits >= 7 && digits <= 15);
      }, messages.phone),
    })
    .superRefine(
      (v, ctx) => {
        if (typeof v.region === 'string' && typeof v.country === 'string' && !isKnownRegion(v.country, v.region))
          ctx.addIssue({ code: 'custom', path: ['region'], message: messages.region });
      },
      { when: () => true },
    );
}

export function AboutForm({ profile, onSaved, submitLabel, actions, labelledBy }: SectionFormCommon & { profile: Profile }) {
  const { t } = useTranslation('profile');
  const phone = t('about.phoneInvalid');
  const region = t('about.regionUnknown');
  const schema = useMemo(() => aboutSchema({ phone, region }), [phone, region]);
  const form = useContractForm({
    schema,
    defaultValues: {
      headline: profile.headline,
      summary: profile.summary,
      city: profile.city,
      region: profile.region,
      country: profile.country,
      phone: profile.phone,
    },
    messages: { phone },
  });

  return (
    <SectionForm form={form} toInput={(v) => v} onSaved={onSaved} submitLabel={submitLabel} actions={actions} labelledBy={labelledBy}>
      <TextField
        name="headline"
        label={t('about.headline')}
        hint={t('about.headlineHint')}
        maxLength={120}
        autoComplete="organization-title"
        characters={characters.headline}
        data-autofocus
      />
      <TextAreaField
        name="summary"
        label={t('about.summary')}
        hint={t('about.summaryHint')}
        maxLength={2000}
        rows={5}
        className="ui-field"
        characters={characters.summary}
      />
      <div className="pf-grid">
        <TextField name="city" label={t('about.city')} maxLength={120} autoComplete="address-level2" characters={characters.place} />
        <RegionField
          name="region"
          countryName="country"
          label={t('about.region')}
          hint={t('about.regionHint')}
          characters={characters.place}
        />
        <CountryField name="country" label={t('about.country')} characters={characters.place} />
      </div>
      <TextField
        name="phone"
        label={t('about.phone')}
        hint={t('about.phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={30}
        characters={characters.phone}
      />
    </SectionForm>
  );
}
