import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword as changeRequest } from '@tessera/contract/request-schemas';
import { contractShape } from '@tessera/forms/contract-schema';
import { TextField } from '@tessera/forms/fields';
import { Form, useContractForm } from '@tessera/forms/form';
import { characterRuleOf } from '@tessera/forms/key-block';
import { z } from '@tessera/forms/zod';
import { PageHeading } from '@tessera/ui/page-heading';
import { toast } from '@tessera/ui/toasts';
import { useViewer } from '@tessera/ui/use-viewer';
import { changePassword } from '../api/change-password.ts';
import { isWeakPassword } from '../hooks/password-rules.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

const rules = contractShape(changeRequest);
const passwordCharacters = characterRuleOf(changeRequest.properties.new_password);

/** /setpassword (private, DECISIONS 28): change one's own password; the user's other sessions end. */
export default function SetPasswordPage() {
  const { t } = useTranslation('teams');
  const viewer = useViewer();
  const [done, setDone] = useState('');
  const required = t('password.required');
  const weak = t('password.weak');
  const differ = t('password.differ');
  const same = t('password.same');
  const email = viewer.user?.email ?? '';
  const schema = useMemo(
    () =>
      z
        .object({
          current_password: z.string().min(1).pipe(rules.current_password),
          new_password: z
            .string()
            .min(1)
            .pipe(rules.new_password)
            .refine((p) => !isWeakPassword(p, email), weak),
          password_repeat: z.string().min(1),
        })
        .superRefine((v, ctx) => {
          if (v.new_password !== '' && v.new_password === v.current_password)
            ctx.addIssue({ code: 'custom', path: ['new_password'], message: same });
          if (v.password_repeat !== '' && v.new_password !== v.password_repeat)
            ctx.addIssue({ code: 'custom', path: ['password_repeat'], message: differ });
        }),
    [weak, differ, same, email],
  );
  const messages = useMemo(
    () => ({ current_password: { required }, new_password: { required }, password_repeat: { required } }),
    [required],
  );
  const form = useContractForm({ schema, messages, defaultValues: { current_password: '', new_password: '', password_repeat: '' } });
  const busy = form.formState.isSubmitting;
  const title = t('change.title');

  return (
    <section className="ui-stack" aria-labelledby="page-heading">
      <PageHeading title={title}>{title}</PageHeading>
      <p>{t('change.intro')}</p>
      <div role="status" aria-live="polite">
        {done ? <p className="ui-notice">{done}</p> : null}
      </div>
      <Form
        form={form}
        className="ui-form"
        onSubmit={async ({ current_password, new_password }) => {
          setDone('');
          await changePassword(current_password, new_password);
          form.reset({ current_password: '', new_password: '', password_repeat: '' });
          setDone(t('change.done'));
          toast.success(t('change.done'));
        }}
      >
        <TextField
          label={t('password.current')}
          name="current_password"
          type="password"
          autoComplete="current-password"
          required
          characters={passwordCharacters}
        />
        <NewPasswordFields
          name="new_password"
          label={t('password.new')}
          hint={t('password.hint')}
          repeatLabel={t('password.repeat')}
          characters={passwordCharacters}
          busy={busy}
          submitLabel={busy ? t('change.submitting') : t('change.submit')}
        />
      </Form>
    </section>
  );
}
