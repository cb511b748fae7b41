import { useTranslation } from 'react-i18next';
import { PageHeading } from './page-heading.tsx';

/** Unknown paths and /404. */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <section className="ui-centered" aria-labelledby="page-heading">
      <svg className="ui-illustration" viewBox="0 0 240 160" role="img" aria-labelledby="nf-illustration-title">
        <title id="nf-illustration-title">{t('notFound.illustration')}</title>
        <rect x="20" y="30" width="200" height="110" rx="12" fill="#E8F1FB" stroke="#1A4FD6" strokeWidth="3" />
        <path d="M20 52h200" stroke="#1A4FD6" strokeWidth="3" />
        <circle cx="38" cy="41" r="4" fill="#1A4FD6" />
        <circle cx="52" cy="41" r="4" fill="#1A4FD6" />
        <circle cx="66" cy="41" r="4" fill="#1A4FD6" />
        <circle cx="108" cy="96" r="24" fill="none" stroke="#1A1A22" strokeWidth="5" />
        <path d="M126 114l24 24" stroke="#1A1A22" strokeWidth="7" strokeLinecap="round" />
        <path d="M100 90l16 12M116 90l-16 12" stroke="#B00020" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <PageHeading title={t('notFound.title')}>{t('notFound.title')}</PageHeading>
      <p>{t('notFound.message')}</p>
      <a className="ui-button" href="/">
        {t('backToHome')}
      </a>
    </section>
  );
}
