import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface PagerProps {
  page: number;
  totalPages: number;
  /** The address of a page (the current filters kept). */
  hrefFor: (page: number) => string;
  /** Called when a page link is followed (the results take focus). */
  onNavigate?: () => void;
}

/** Previous / next links with "Page x of y"; real links, so each page has its own shareable address. */
export function Pager({ page, totalPages, hrefFor, onNavigate }: PagerProps) {
  const { t } = useTranslation('search');
  if (totalPages <= 1) return null;
  return (
    <nav className="search-pager" aria-label={t('pager.label')}>
      {page > 1 ? (
        <Link className="ui-button ui-button--secondary" to={hrefFor(Math.min(page - 1, totalPages))} onClick={onNavigate}>
          {t('pager.previous')}
        </Link>
      ) : null}
      <p className="search-pager__status" aria-current="page">
        {t('pager.status', { page, total: totalPages })}
      </p>
      {page < totalPages ? (
        <Link className="ui-button ui-button--secondary" to={hrefFor(page + 1)} onClick={onNavigate}>
          {t('pager.next')}
        </Link>
      ) : null}
    </nav>
  );
}
