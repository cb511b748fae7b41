import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { acceptInvitation as acceptRequest } from '@tessera/contract/request-schemas';
import { isApiError, readFieldErrors } from '@tessera/api-client/api-error';
import { contractShape } from '@tessera/forms/contract-schema';
import { Form } from '@tessera/forms/form';
import { characterRuleOf } from '@tessera/forms/key-block';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { acceptInvitation, useInvitation } from '../api/invitation.ts';
import { useNewPasswordForm } from '../hooks/use-new-password-form.ts';
import { useSignInComplete } from '../hooks/use-sign-in-complete.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

const rules = contractShape(acceptRequest);
const passwordCharacters = characterRuleOf(acceptRequest.properties.password);
const ROLE_NAMES: Record<number, string> = {
  1: 'hiring_manager',
  2: 'recruiter',
  3: 'auditor',
  4: 'hiring_member',
  5: 'recruiter_member',
  6: 'concierge_member',
  7: 'program_manager',
};

/**
 * /setpasswordpartner?token=… (public, DECISIONS 1 and 21): an invited team member sees what they were
 * invited to, chooses a password (the sign-up rules) and lands signed in. The link works once.
 */
export default function SetPasswordPartnerPage() {
  const { t } = useTranslation('teams');
  const { t: tc } = useTranslation('common');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = useInvitation(token);
  const complete = useSignInComplete();
  const form = useNewPasswordForm(
    rules.password,
    { required: t('password.required'), weak: t('password.weak'), differ: t('password.differ') },
    invitation.data?.email ?? '',
  );
  const busy = form.formState.isSubmitting;
  const title = t('invited.title');

  const linkProblem =
    token === ''
      ? t('invited.missingToken')
      : invitation.isError
        ? ((isApiError(invitation.error) ? readFieldErrors(invitation.error.body).token : undefined) ?? t('invited.loadError'))
        : null;

  return (
    <section className="ui-stack" aria-labelledby="page-heading">
      <PageHeading title={title}>{title}</PageHeading>
      {linkProblem ? (
        <>
          <p className="ui-alert" role="alert">
            {linkProblem}
          </p>
          <p>
            <Link to="/login">{t('invited.toLogin')}</Link>
          </p>
        </>
      ) : !invitation.data ? (
        <Spinner />
      ) : (
        <>
          <p>
            {invitation.data.organisation_name
              ? t('invited.introOrganisation', {
                  name: invitation.data.first_name,
                  organisation: invitation.data.organisation_name,
                  role: tc(`roles.${ROLE_NAMES[invitation.data.role_id] ?? 'admin'}`),
                })
              : t('invited.introProgram', {
                  name: invitation.data.first_name,
                  role: tc(`roles.${ROLE_NAMES[invitation.data.role_id] ?? 'admin'}`),
                })}
          </p>
          <p>{t('invited.account', { email: invitation.data.email })}</p>
          <Form
            form={form}
            className="ui-form"
            onSubmit={async ({ password }) => {
              const tokens = await acceptInvitation(token, password);
              // A new team member is staff: /home sends them to their staff pages (DECISIONS 4).
              await complete(tokens, '/home');
            }}
          >
            <NewPasswordFields
              name="password"
              label={t('password.new')}
              hint={t('password.hint')}
              repeatLabel={t('password.repeat')}
              characters={passwordCharacters}
              busy={busy}
              submitLabel={busy ? t('invited.submitting') : t('invited.submit')}
            />
          </Form>
        </>
      )}
    </section>
  );
}
