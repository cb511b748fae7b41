import { useMemo, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { updateMySettings } from '@tessera/contract/request-schemas';
import { contractShape } from '@tessera/forms/contract-schema';
import { CheckboxGroupField, SelectField, TextField } from '@tessera/forms/fields';
import { Form, useContractForm } from '@tessera/forms/form';
import { characterRuleOf } from '@tessera/forms/key-block';
import { z } from '@tessera/forms/zod';
import { isReadyPath } from '@tessera/routes/manifest';
import { useFormatters } from '@tessera/i18n/format';
import { AppLink } from '@tessera/ui/app-link';
import ReadingSettings from '@tessera/ui/reading-settings';
import { useChangeLanguage } from '@tessera/ui/language-switcher';
import {
  useMyAccountViews,
  useMyPhoto,
  useMySettings,
  useUpdateMySettings,
  type NotificationKind,
  type PersonalSettings,
} from '../api/settings.ts';
import { ImagePicker } from './image-picker.tsx';
import { SaveFooter, SettingsShell } from './settings-layout.tsx';

const request = updateMySettings.properties;
const rules = contractShape(updateMySettings);
const characters = { name: characterRuleOf(request.first_name) };
const KINDS: readonly NotificationKind[] = ['feedback', 'change_password', 'uploaded_files', 'offer'];
const PHOTO_MAX_BYTES = 256 * 1024;

/** Time zones the browser knows (the server checks the name again). */
function timeZones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? ['UTC'];
}

const schema = z.object({
  first_name: z.string().trim().pipe(rules.first_name),
  last_name: z.string().trim().pipe(rules.last_name),
  language: z.enum(['', 'en', 'fr', 'esp']),
  time_zone: z.string(),
  email_notifications: z.array(z.enum(KINDS)).or(z.literal(false).transform(() => [] as NotificationKind[])),
  message_mail: z.boolean(),
});

/** Issue 15: the one email about a message left unread for 30 minutes. */
function MessageMailField() {
  const { t } = useTranslation('settings');
  const { register } = useFormContext();
  return (
    <fieldset className="ui-fieldset">
      <legend className="ui-legend">{t('messageMail.legend')}</legend>
      <label className="ui-choice">
        <input type="checkbox" {...register('message_mail')} />
        {t('messageMail.label')}
      </label>
    </fieldset>
  );
}

function DetailsForm({ settings }: { settings: PersonalSettings }) {
  const { t } = useTranslation('settings');
  const save = useUpdateMySettings();
  const changeLanguage = useChangeLanguage();
  const [status, setStatus] = useState('');
  const zones = useMemo(() => timeZones(), []);
  const form = useContractForm({
    schema,
    defaultValues: {
      first_name: settings.first_name,
      last_name: settings.last_name,
      language: settings.language ?? '',
      time_zone: settings.time_zone ?? '',
      email_notifications: settings.email_notifications,
      message_mail: settings.message_mail,
    },
  });
  return (
    <Form
      form={form}
      className="ui-card ui-stack"
      aria-labelledby="settings-details"
      summaryTitle={t('notSaved')}
      onSubmit={async (values) => {
        setStatus('');
        const saved = await save.mutateAsync({
          first_name: values.first_name,
          last_name: values.last_name,
          language: values.language === '' ? null : values.language,
          time_zone: values.time_zone === '' ? null : values.time_zone,
          email_notifications: values.email_notifications,
          message_mail: values.message_mail,
        });
        if (saved.language) await changeLanguage(saved.language);
        setStatus(t('saved'));
      }}
    >
      <h2 id="settings-details">{t('details.title')}</h2>
      <p>{t('details.email', { email: settings.email })}</p>
      <TextField name="first_name" label={t('details.firstName')} autoComplete="given-name" maxLength={100} characters={characters.name} />
      <TextField name="last_name" label={t('details.lastName')} autoComplete="family-name" maxLength={100} characters={characters.name} />
      <SelectField
        name="language"
        label={t('details.language')}
        hint={t('details.languageHint')}
        options={[
          { value: '', label: t('details.languageBrowser') },
          { value: 'en', label: 'English' },
          { value: 'fr', label: 'Français' },
          { value: 'esp', label: 'Español' },
        ]}
      />
      <SelectField
        name="time_zone"
        label={t('details.timeZone')}
        options={[
          { value: '', label: t('details.timeZoneProgram', { zone: settings.tenant_time_zone }) },
          ...zones.map((z) => ({ value: z, label: z })),
        ]}
      />
      <CheckboxGroupField
        name="email_notifications"
        legend={t('mail.legend')}
        hint={t('mail.hint')}
        options={KINDS.map((k) => ({ value: k, label: t(`mail.kinds.${k}`) }))}
      />
      <MessageMailField />
      <SaveFooter pending={save.isPending} status={status} />
    </Form>
  );
}

/** /setting: the signed-in person's own settings (issue 11 §4, DECISIONS 28). */
export default function PersonalSettingsPage() {
  const { t } = useTranslation('settings');
  const settings = useMySettings();
  const photo = useMyPhoto();
  return (
    <SettingsShell title={t('title')} settings={settings}>
      {(mine) => (
        <>
          <ImagePicker
            title={t('photo.title')}
            image={mine.user_image}
            alt={t('photo.alt')}
            maxBytes={PHOTO_MAX_BYTES}
            save={(file) => photo.mutateAsync(file)}
            pending={photo.isPending}
          />
          <DetailsForm settings={mine} />
          <ReadingSettings onPage />
          {isReadyPath('/setpassword') ? (
            <section className="ui-card ui-stack" aria-labelledby="settings-password">
              <h2 id="settings-password">{t('password.title')}</h2>
              <p>
                <AppLink to="/setpassword">{t('password.change')}</AppLink>
              </p>
            </section>
          ) : null}
          <AccountViews />
        </>
      )}
    </SettingsShell>
  );
}

/** "Your account was viewed by <admin> on <date>" (DECISIONS 30): shown once the account has been viewed. */
function AccountViews() {
  const { t } = useTranslation('settings');
  const { dateTime } = useFormatters();
  const views = useMyAccountViews();
  if (!views.data || views.data.results.length === 0) return null;
  return (
    <section className="ui-card ui-stack" aria-labelledby="settings-account-views">
      <h2 id="settings-account-views">{t('accountViews.heading')}</h2>
      <ul>
        {views.data.results.map((v) => (
          <li key={v.started_at}>{t('accountViews.viewed', { admin: v.viewed_by, date: dateTime(v.started_at) })}</li>
        ))}
      </ul>
    </section>
  );
}
