import { useTranslation } from 'react-i18next';
import { AppLink } from '@tessera/ui/app-link';

/** A list of the job seeker's that could not be loaded, with a retry. */
export function ListLoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation('applications');
  return (
    <div role="alert" className="ui-alert">
      <p>{text}</p>
      <button type="button" className="ui-button ui-button--secondary" onClick={onRetry}>
        {t('page.retry')}
      </button>
    </div>
  );
}

/** An empty list of the job seeker's: what it would hold, and the way to the job search. */
export function EmptyList({ title, hint, searchHref }: { title: string; hint: string; searchHref: string }) {
  const { t } = useTranslation('applications');
  return (
    <div className="ui-card ui-stack">
      <p>
        <strong>{title}</strong>
      </p>
      <p>{hint}</p>
      <p>
        <AppLink className="ui-button" to={searchHref}>
          {t('page.browse')}
        </AppLink>
      </p>
    </div>
  );
}
