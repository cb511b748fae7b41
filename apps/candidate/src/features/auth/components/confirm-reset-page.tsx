import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { confirmPasswordReset as confirmRequest } from '@tessera/contract/request-schemas';
import { contractShape } from '@tessera/forms/contract-schema';
import { Form } from '@tessera/forms/form';
import { characterRuleOf } from '@tessera/forms/key-block';
import { PageHeading } from '@tessera/ui/page-heading';
import { confirmPasswordReset } from '../api/password-reset.ts';
import { useNewPasswordForm } from '../hooks/use-new-password-form.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

const rules = contractShape(confirmRequest);
const passwordCharacters = characterRuleOf(confirmRequest.properties.password);

/** /confirmPasswordReset?token=…: the new password twice, then /passwordResetDone. */
export default function ConfirmResetPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const form = useNewPasswordForm(rules.password, {
    required: t('fields.required'),
    weak: t('fields.weakPassword'),
    differ: t('fields.passwordsDiffer'),
  });
  const busy = form.formState.isSubmitting;

  return (
    <section className="ui-stack" aria-labelledby="page-heading">
      <PageHeading title={t('reset.title')}>{t('reset.title')}</PageHeading>
      {token ? (
        <>
          <p>{t('reset.intro')}</p>
          <Form
            form={form}
            className="ui-form"
            onSubmit={async ({ password }) => {
              await confirmPasswordReset(token, password);
              void navigate('/passwordResetDone', { replace: true });
            }}
          >
            <NewPasswordFields
              name="password"
              label={t('fields.newPassword')}
              hint={t('fields.passwordHint')}
              repeatLabel={t('fields.confirmPassword')}
              characters={passwordCharacters}
              busy={busy}
              submitLabel={busy ? t('reset.submitting') : t('reset.submit')}
            />
          </Form>
        </>
      ) : (
        <p className="ui-alert">{t('reset.missingToken')}</p>
      )}
      <p>
        <Link to="/forgotPassword">{t('reset.askAgain')}</Link>
      </p>
    </section>
  );
}
