import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { useViewer } from '@tessera/ui/use-viewer';
import type { Profile } from '../api/get-my-profile.ts';
import { useMyProfile } from '../api/get-my-profile.ts';

/** How complete the profile is, with links to the sections still empty. */
export function Completeness({ profile, sectionHref }: { profile: Profile; sectionHref: (section: string) => string }) {
  const { t } = useTranslation('profile');
  const id = useId();
  return (
    <div className="ui-card ui-stack pf-completeness">
      <label htmlFor={id} className="pf-completeness__label">
        {t('completeness.label', { percent: profile.completeness })}
      </label>
      <progress id={id} max={100} value={profile.completeness}>
        {profile.completeness}%
      </progress>
      {profile.missing.length > 0 ? (
        <>
          <p>{t('completeness.missing')}</p>
          <ul className="pf-missing">
            {profile.missing.map((s) => (
              <li key={s}>
                {sectionHref(s).startsWith('#') ? (
                  <a href={sectionHref(s)}>{t(`sections.${s}.title`)}</a>
                ) : (
                  <AppLink to={sectionHref(s)}>{t(`sections.${s}.title`)}</AppLink>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('completeness.done')}</p>
      )}
    </div>
  );
}

export type ProfileLoad =
  { state: 'loading' } | { state: 'staff' } | { state: 'error'; retry: () => void } | { state: 'ready'; profile: Profile };

/** The signed-in job seeker's profile, or why it cannot be shown. */
export function useProfileLoad(): ProfileLoad {
  const viewer = useViewer();
  const isSeeker = viewer.status === 'signedIn' && viewer.user?.is_user === true;
  const query = useMyProfile(isSeeker);
  if (viewer.status === 'signedIn' && !isSeeker) return { state: 'staff' };
  if (!isSeeker || query.isPending) return query.isError ? { state: 'error', retry: () => void query.refetch() } : { state: 'loading' };
  if (query.isError) return { state: 'error', retry: () => void query.refetch() };
  return { state: 'ready', profile: query.data };
}

/** Loading, staff and error states shared by both profile pages. */
export function ProfileLoadState({ load, title }: { load: Exclude<ProfileLoad, { state: 'ready' }>; title: string }) {
  const { t } = useTranslation('profile');
  if (load.state === 'loading') return <Spinner label={t('page.loading')} />;
  return (
    <section className="ui-stack" aria-labelledby="page-heading">
      <PageHeading title={title}>{title}</PageHeading>
      {load.state === 'staff' ? (
        <div className="ui-card ui-stack">
          <p>{t('page.staffOnly')}</p>
          <p>
            <AppLink to="/dashboard">{t('page.toDashboard')}</AppLink>
          </p>
        </div>
      ) : (
        <div role="alert" className="ui-alert ui-stack">
          <p>{t('page.loadFailed')}</p>
          <p>
            <button type="button" className="ui-button ui-button--secondary" onClick={load.retry}>
              {t('page.retry')}
            </button>
          </p>
        </div>
      )}
    </section>
  );
}
