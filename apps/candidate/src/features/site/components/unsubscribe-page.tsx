import { useEffect, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import './site.css';
import { useEmailPreferences, useSaveEmailPreferences, type EmailKind } from '../api/email-preferences.ts';

const KINDS: readonly EmailKind[] = ['notifications', 'feedback_answers', 'contact_answers', 'news', 'surveys'];

/**
 * /unsubscribeConfirm?token= (DECISIONS 21): opened from the link at the foot of an email. The person
 * chooses which kinds of email they still get; account and security emails always go. Opening the page
 * changes nothing (a mail client's one-click unsubscribe is the POST of the List-Unsubscribe header).
 */
export default function UnsubscribePage() {
  const { t } = useTranslation('site');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const prefs = useEmailPreferences(token);
  const save = useSaveEmailPreferences(token);
  const [wanted, setWanted] = useState<EmailKind[]>([]);
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (prefs.data) setWanted(prefs.data.subscribed);
  }, [prefs.data]);

  async function submit(e: SyntheticEvent) {
    e.preventDefault();
    setStatus('');
    try {
      const saved = await save.mutateAsync(wanted);
      setStatus(saved.subscribed.length === 0 ? t('unsubscribe.savedNone') : t('unsubscribe.saved'));
    } catch {
      setStatus(t('unsubscribe.failed'));
    }
  }

  const title = t('unsubscribe.title');
  if (token.length >= 10 && prefs.isPending) return <Spinner />;
  if (token.length < 10 || prefs.isError || !prefs.data) {
    return (
      <section className="ui-stack" aria-labelledby="page-heading">
        <PageHeading title={title}>{title}</PageHeading>
        <p role="alert" className="ui-alert">
          {t('unsubscribe.invalid')}
        </p>
      </section>
    );
  }
  return (
    <section className="ui-stack" aria-labelledby="page-heading">
      <PageHeading title={title}>{title}</PageHeading>
      <p>{t('unsubscribe.intro', { email: prefs.data.email, kind: t(`unsubscribe.kinds.${prefs.data.mail_kind}`) })}</p>
      <form className="ui-stack" noValidate onSubmit={(e) => void submit(e)}>
        <fieldset className="ui-fieldset">
          <legend className="ui-legend">{t('unsubscribe.legend')}</legend>
          {KINDS.map((kind) => (
            <div className="ui-choice" key={kind}>
              <input
                id={`kind-${kind}`}
                type="checkbox"
                checked={wanted.includes(kind)}
                onChange={(e) => setWanted((w) => (e.target.checked ? [...w, kind] : w.filter((k) => k !== kind)))}
              />
              <label htmlFor={`kind-${kind}`}>{t(`unsubscribe.kinds.${kind}`)}</label>
            </div>
          ))}
        </fieldset>
        <p>{t('unsubscribe.always')}</p>
        <div className="site-actions">
          <button type="submit" className="ui-button" disabled={save.isPending}>
            {t('unsubscribe.save')}
          </button>
          <button type="button" className="ui-button ui-button--secondary" onClick={() => setWanted([])}>
            {t('unsubscribe.none')}
          </button>
        </div>
        <p role="status">{status}</p>
      </form>
    </section>
  );
}
