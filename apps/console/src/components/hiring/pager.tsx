import { useTranslation } from 'react-i18next';
import './hiring.css';

export interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** Names the navigation landmark, e.g. "Pages of applications". */
  label: string;
}

/** Previous / next page buttons with "Page 2 of 5"; nothing when everything fits on one page. */
export function Pager({ page, totalPages, onPage, label }: PagerProps) {
  const { t } = useTranslation('applications-staff');
  if (totalPages <= 1) return null;
  return (
    <nav className="hr-pager" aria-label={label}>
      <button type="button" className="ui-button ui-button--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">←</span> {t('paging.previous')}
      </button>
      <p className="hr-pager__where">{t('paging.pageOf', { page, total: totalPages })}</p>
      <button type="button" className="ui-button ui-button--secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('paging.next')} <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}
