import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateMyOrganisationSettings } from '@tessera/contract/request-schemas';
import { contractShape } from '@tessera/forms/contract-schema';
import { CheckboxGroupField, SelectField, TextAreaField, TextField } from '@tessera/forms/fields';
import { FieldProblems, Form, useContractForm } from '@tessera/forms/form';
import { characterRuleOf } from '@tessera/forms/key-block';
import { z } from '@tessera/forms/zod';
import { useOrganisationLogo, useOrganisationSettings, useUpdateOrganisationSettings, type OrganisationSettings } from '../api/settings.ts';
import { ImagePicker } from './image-picker.tsx';
import { SaveFooter, SettingsShell } from './settings-layout.tsx';

const request = updateMyOrganisationSettings.properties;
const rules = contractShape(updateMyOrganisationSettings);
const characters = { text: characterRuleOf(request.name) };
const SIZES = request.size.enum;
const LANGUAGES = ['en', 'fr', 'esp'] as const;
const LOGO_MAX_BYTES = 512 * 1024;
const LOCATION_RULE = /^[^<>{}[\]\\|`~^$%*=;#"]*$/;

const schema = z.object({
  name: z.string().trim().pipe(rules.name),
  website: z.string().trim().pipe(rules.website),
  industry: z.string().trim().pipe(rules.industry),
  size: z.enum(SIZES),
  description_en: z.string().max(4000),
  description_fr: z.string().max(4000),
  description_esp: z.string().max(4000),
  locations: z.string(),
  default_hiring_team: z.array(z.string()).or(z.literal(false).transform(() => [] as string[])),
});

function OrganisationForm({ org }: { org: OrganisationSettings }) {
  const { t } = useTranslation('settings');
  const save = useUpdateOrganisationSettings();
  const [status, setStatus] = useState('');
  const employer = org.kind === 'employer' || org.kind === 'corporate_partner';
  const form = useContractForm({
    schema,
    defaultValues: {
      name: org.name,
      website: org.website,
      industry: org.industry,
      size: (SIZES as readonly string[]).includes(org.size) ? (org.size as (typeof SIZES)[number]) : '',
      description_en: org.description.en ?? '',
      description_fr: org.description.fr ?? '',
      description_esp: org.description.esp ?? '',
      locations: org.locations.join('\n'),
      default_hiring_team: org.default_hiring_team.map(String),
    },
  });
  return (
    <Form
      form={form}
      className="ui-card ui-stack"
      aria-labelledby="org-profile"
      summaryTitle={t('notSaved')}
      serverFields={{ description: 'description_en' }}
      onSubmit={async (values) => {
        setStatus('');
        const locations = values.locations
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean);
        if (locations.length > 20 || locations.some((l) => l.length > 120 || !LOCATION_RULE.test(l)))
          throw new FieldProblems({ locations: t('organisation.locationsInvalid') });
        await save.mutateAsync({
          name: values.name,
          website: values.website,
          industry: values.industry,
          size: values.size,
          description: { en: values.description_en, fr: values.description_fr, esp: values.description_esp },
          locations,
          ...(employer ? { default_hiring_team: values.default_hiring_team.map(Number) } : {}),
        });
        setStatus(t('saved'));
      }}
    >
      <h2 id="org-profile">{t('organisation.profile')}</h2>
      <TextField name="name" label={t('organisation.name')} maxLength={200} autoComplete="organization" characters={characters.text} />
      <TextField
        name="website"
        label={t('organisation.website')}
        hint={t('organisation.websiteHint')}
        type="url"
        maxLength={300}
        autoComplete="url"
      />
      {LANGUAGES.map((lang) => (
        <TextAreaField
          key={lang}
          name={`description_${lang}`}
          label={t(`organisation.description.${lang}`)}
          lang={lang === 'esp' ? 'es' : lang}
          rows={4}
          maxLength={4000}
        />
      ))}
      <TextField name="industry" label={t('organisation.industry')} maxLength={120} characters={characters.text} />
      <SelectField
        name="size"
        label={t('organisation.size')}
        options={SIZES.map((s) => ({ value: s, label: s === '' ? t('organisation.sizeUnknown') : t('organisation.people', { size: s }) }))}
      />
      <TextAreaField
        name="locations"
        label={t('organisation.locations')}
        hint={t('organisation.locationsHint')}
        rows={3}
        characters={characters.text}
      />
      {employer ? (
        org.members.length > 0 ? (
          <CheckboxGroupField
            name="default_hiring_team"
            legend={t('organisation.team')}
            hint={t('organisation.teamHint')}
            options={org.members.map((m) => ({ value: String(m.id), label: m.name }))}
          />
        ) : (
          <p>{t('organisation.noMembers')}</p>
        )
      ) : null}
      <SaveFooter pending={save.isPending} status={status} />
    </Form>
  );
}

/** /settingsV2: the organisation's settings, for its organisation admin (issue 11 §4, DECISIONS 28). */
export default function OrganisationSettingsPage() {
  const { t } = useTranslation('settings');
  const settings = useOrganisationSettings();
  const logo = useOrganisationLogo();
  return (
    <SettingsShell title={t('organisation.title')} settings={settings}>
      {(org) => (
        <>
          <p>{t('organisation.intro', { name: org.name })}</p>
          <ImagePicker
            title={t('organisation.logo')}
            image={org.logo}
            alt={t('organisation.logoAlt', { name: org.name })}
            maxBytes={LOGO_MAX_BYTES}
            save={(file) => logo.mutateAsync(file)}
            pending={logo.isPending}
          />
          <OrganisationForm org={org} />
        </>
      )}
    </SettingsShell>
  );
}
