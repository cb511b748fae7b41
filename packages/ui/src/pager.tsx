import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface PagerBase {
  page: number;
  totalPages: number;
  /** Names the navigation landmark, e.g. "Pages of applications". */
  label: string;
}

export interface LinkPagerProps extends PagerBase {
  /** The address of a page (the current filters kept): real links, so each page has its own address. */
  hrefFor: (page: number) => string;
  /** Called when a page link is followed (e.g. to move focus to the results). */
  onNavigate?: () => void;
  onPage?: never;
}

export interface ButtonPagerProps extends PagerBase {
  /** Buttons that change the page in place; "Page x of y" is then announced politely. */
  onPage: (page: number) => void;
  hrefFor?: never;
  onNavigate?: never;
}

export type PagerProps = LinkPagerProps | ButtonPagerProps;

/**
 * The one pager of the apps: previous / next with "Page x of y", nothing when everything fits on one
 * page. With `hrefFor` the steps are links (a missing step is left out); with `onPage` they are
 * buttons (a missing step is disabled).
 */
export function Pager(props: PagerProps) {
  const { t } = useTranslation('common');
  const { page, totalPages, label } = props;
  if (totalPages <= 1) return null;
  const previous = (
    <>
      <span aria-hidden="true">←</span> {t('pager.previous')}
    </>
  );
  const next = (
    <>
      {t('pager.next')} <span aria-hidden="true">→</span>
    </>
  );
  const status = t('pager.status', { page, total: totalPages });
  if (props.hrefFor) {
    const { hrefFor, onNavigate } = props;
    return (
      <nav className="ui-pager" aria-label={label}>
        {page > 1 ? (
          <Link className="ui-button ui-button--secondary" to={hrefFor(Math.min(page - 1, totalPages))} onClick={onNavigate}>
            {previous}
          </Link>
        ) : null}
        <p className="ui-pager__status" aria-current="page">
          {status}
        </p>
        {page < totalPages ? (
          <Link className="ui-button ui-button--secondary" to={hrefFor(page + 1)} onClick={onNavigate}>
            {next}
          </Link>
        ) : null}
      </nav>
    );
  }
  const { onPage } = props;
  return (
    <nav className="ui-pager" aria-label={label}>
      <button type="button" className="ui-button ui-button--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previous}
      </button>
      <p className="ui-pager__status" aria-live="polite">
        {status}
      </p>
      <button type="button" className="ui-button ui-button--secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {next}
      </button>
    </nav>
  );
}
