import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { LoadProblem } from '../../../components/hiring/load-problem.tsx';

interface SettingsShellProps<T> {
  title: string;
  settings: { isPending: boolean; isError: boolean; error: unknown; data?: T | undefined; refetch: () => Promise<unknown> };
  children: (data: T) => ReactNode;
}

/** A settings page: its heading, then a spinner, the load problem (with retry) or the loaded settings. */
export function SettingsShell<T>({ title, settings, children }: SettingsShellProps<T>) {
  return (
    <div className="ui-stack">
      <PageHeading title={title}>{title}</PageHeading>
      {settings.isPending ? (
        <Spinner />
      ) : settings.isError || settings.data === undefined ? (
        <LoadProblem error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        children(settings.data)
      )}
    </div>
  );
}

/** A settings form's save button and the status line that says it saved. */
export function SaveFooter({ pending, status }: { pending: boolean; status: string }) {
  const { t } = useTranslation('settings');
  return (
    <>
      <p>
        <button type="submit" className="ui-button" disabled={pending}>
          {pending ? t('saving') : t('save')}
        </button>
      </p>
      <p role="status">{status}</p>
    </>
  );
}
