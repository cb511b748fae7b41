import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import ReadingSettings from '@tessera/ui/reading-settings';
import type { Profile, ProfileSection } from '../api/get-my-profile.ts';
import { SECTIONS } from '../hooks/profile-sections.ts';
import { Completeness, ProfileLoadState, useProfileLoad } from './profile-parts.tsx';
import { SectionEditor } from './section-editor.tsx';
import { SectionSummary } from './section-summary.tsx';
import { ResumeSection } from './sections/resume-section.tsx';
import { PartnersSection } from './partners-section.tsx';
import { ConsentCard } from './consent-card.tsx';
import { PassportSection } from '../../passport/components/passport-section.tsx';
import './profile.css';

/** One section of the profile: what it holds, and its form behind an Edit button. */
function SectionCard({ section, profile }: { section: ProfileSection; profile: Profile }) {
  const { t } = useTranslation('profile');
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState('');
  const editButton = useRef<HTMLButtonElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const headingId = `pf-h-${section}`;
  const bodyId = `pf-body-${section}`;

  const returnFocus = useRef(false);

  useEffect(() => {
    if (editing) body.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    else if (returnFocus.current) {
      // Back from the form: focus goes to the Edit button it was opened with.
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  function close(message: string) {
    returnFocus.current = true;
    setEditing(false);
    setStatus(message);
  }

  return (
    <section id={`pf-${section}`} className="ui-card ui-stack pf-section" aria-labelledby={headingId}>
      <div className="pf-section__head">
        <h2 id={headingId}>{t(`sections.${section}.title`)}</h2>
        {section !== 'resume' && !editing ? (
          <button
            ref={editButton}
            type="button"
            className="ui-button ui-button--secondary"
            onClick={() => {
              setStatus('');
              setEditing(true);
            }}
          >
            {t('page.edit')}
            <span className="ui-visually-hidden"> {t(`sections.${section}.title`)}</span>
          </button>
        ) : null}
      </div>
      <p className="pf-muted">{t(`sections.${section}.intro`)}</p>
      <div id={bodyId} ref={body}>
        {section === 'resume' ? (
          <ResumeSection profile={profile} />
        ) : editing ? (
          <SectionEditor
            section={section}
            profile={profile}
            labelledBy={headingId}
            submitLabel={t('page.save')}
            onSaved={() => close(t('page.saved', { section: t(`sections.${section}.title`) }))}
            actions={
              <button type="button" className="ui-button ui-button--secondary" onClick={() => close('')}>
                {t('page.cancel')}
              </button>
            }
          />
        ) : (
          <SectionSummary section={section} profile={profile} />
        )}
      </div>
      <p role="status" aria-live="polite" className={status ? 'ui-notice' : 'ui-visually-hidden'}>
        {status}
      </p>
    </section>
  );
}

/** /profile: the job seeker's profile in clear sections, each edited on its own. */
export default function ProfilePage() {
  const { t, ready } = useTranslation('profile');
  const load = useProfileLoad();
  if (!ready) return <Spinner />;
  if (load.state !== 'ready') return <ProfileLoadState load={load} title={t('page.title')} />;
  const { profile } = load;
  return (
    <section className="ui-stack pf-page" aria-labelledby="page-heading">
      <PageHeading title={t('page.title')}>{t('page.title')}</PageHeading>
      <p>{t('page.intro')}</p>
      <ConsentCard onProfile />
      <p>
        <AppLink to="/profilev2">{t('page.toGuided')}</AppLink>
      </p>
      <Completeness profile={profile} sectionHref={(s) => `#pf-${s}`} />
      {SECTIONS.map((s) => (
        <SectionCard key={s} section={s} profile={profile} />
      ))}
      <PassportSection />
      <PartnersSection />
      <ReadingSettings onPage />
    </section>
  );
}
