import { useTranslation } from 'react-i18next';
import { formatDateTime, localeOf } from '@tessera/i18n/format';
import type { ApprovalDetail } from '../api/approvals.ts';

/** An organisation under review: its profile, status and people (/approval1, /approve). */
export function OrganisationFacts({ organisation }: { organisation: ApprovalDetail }) {
  const { t, i18n } = useTranslation('approvals');
  const locale = localeOf(i18n.resolvedLanguage ?? i18n.language);
  return (
    <div className="ui-stack">
      <dl className="ui-stack">
        <div>
          <dt>{t('facts.kind')}</dt>
          <dd>{t(`kinds.${organisation.kind}`)}</dd>
        </div>
        <div>
          <dt>{t('facts.status')}</dt>
          <dd>{t(`statuses.${organisation.status}`)}</dd>
        </div>
        {organisation.status_reason ? (
          <div>
            <dt>{t('facts.reason')}</dt>
            <dd>{organisation.status_reason}</dd>
          </div>
        ) : null}
        {organisation.website ? (
          <div>
            <dt>{t('facts.website')}</dt>
            <dd>
              <a href={organisation.website} rel="noopener noreferrer" target="_blank">
                {organisation.website}
              </a>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('facts.contactEmail')}</dt>
          <dd>{organisation.contact_email}</dd>
        </div>
        {organisation.contact_phone ? (
          <div>
            <dt>{t('facts.contactPhone')}</dt>
            <dd>{organisation.contact_phone}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('facts.signedUp')}</dt>
          <dd>{formatDateTime(new Date(organisation.created_at), locale)}</dd>
        </div>
      </dl>
      <h2>{t('facts.people')}</h2>
      <ul>
        {organisation.people.map((p) => (
          <li key={p.email}>
            {p.first_name} {p.last_name}, {p.email} ({p.email_verified ? t('facts.verified') : t('facts.notVerified')})
          </li>
        ))}
      </ul>
    </div>
  );
}
