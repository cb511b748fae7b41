import { useTranslation } from 'react-i18next';

/** Previous / next buttons with "Page x of y" (nothing when there is one page). */
export function PageButtons({
  page,
  totalPages,
  onPage,
  label,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation('applications');
  if (totalPages <= 1) return null;
  return (
    <nav className="ap-pager" aria-label={label}>
      <button type="button" className="ui-button ui-button--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </button>
      <p aria-live="polite">{t('pager.status', { page, total: totalPages })}</p>
      <button type="button" className="ui-button ui-button--secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
