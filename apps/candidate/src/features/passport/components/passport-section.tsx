import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { updateMyPassport } from '@tessera/contract/request-schemas';
import { fromContract } from '@tessera/forms/contract-schema';
import { TextAreaField } from '@tessera/forms/fields';
import { Form, useContractForm } from '@tessera/forms/form';
import { characterRuleOf } from '@tessera/forms/key-block';
import { z } from '@tessera/forms/zod';
import { useFormatters } from '@tessera/i18n/format';
import { safeRememberedPath } from '@tessera/routes/home-redirect';
import { AppLink } from '@tessera/ui/app-link';
import { Pager } from '@tessera/ui/pager';
import { PASSPORT_GROUPS, SharedPassportList, type PassportGroup } from '@tessera/ui/shared-passport';
import { Spinner } from '@tessera/ui/spinner';
import { useMyPassport, usePassportViews, useSavePassport, type AccessPassport, type PassportItemKey } from '../api/passport.ts';
import './passport.css';

const request = updateMyPassport.properties;
const noteContract = request.items.items.properties.note;
const ALL_KEYS = (Object.keys(PASSPORT_GROUPS) as PassportGroup[]).flatMap<PassportItemKey>((g) => [...PASSPORT_GROUPS[g]]);
const characters = { note: characterRuleOf(noteContract), words: characterRuleOf(request.own_words) };

const noteRule = fromContract(noteContract);
const schema = z.object({
  chosen: z.array(z.enum(ALL_KEYS as [PassportItemKey, ...PassportItemKey[]])),
  notes: z.object(Object.fromEntries(ALL_KEYS.map((k) => [k, noteRule])) as Record<PassportItemKey, typeof noteRule>),
  own_words: fromContract(request.own_words),
});
type Values = z.input<typeof schema>;

/** The passport's form: what helps, by group, each with an optional detail; then the person's own words. */
function PassportForm({ passport, onDone }: { passport: AccessPassport; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation('passport');
  const save = useSavePassport();
  const defaults = useMemo<Values>(() => {
    const notes = Object.fromEntries(ALL_KEYS.map((k) => [k, ''])) as Record<PassportItemKey, string>;
    for (const i of passport.items) notes[i.key] = i.note;
    return { chosen: passport.items.map((i) => i.key), notes, own_words: passport.own_words };
  }, [passport]);
  const form = useContractForm({ schema, defaultValues: defaults });
  const chosen = form.watch('chosen');
  return (
    <Form
      form={form}
      className="ui-stack pp-form"
      aria-labelledby="pf-h-passport"
      summaryTitle={t('section.notSaved')}
      onSubmit={async (v) => {
        await save.mutateAsync({
          items: ALL_KEYS.filter((k) => v.chosen.includes(k)).map((key) => ({ key, note: v.notes[key].trim() })),
          own_words: v.own_words.trim(),
        });
        onDone(true);
      }}
    >
      {(Object.keys(PASSPORT_GROUPS) as PassportGroup[]).map((group, gi) => (
        <fieldset key={group} className="ui-fieldset pp-group">
          <legend className="ui-legend">{t(`groups.${group}`)}</legend>
          {PASSPORT_GROUPS[group].map((key, i) => (
            <div key={key} className="pp-item">
              <label className="ui-choice">
                <input
                  type="checkbox"
                  value={key}
                  {...form.register('chosen')}
                  {...(gi === 0 && i === 0 ? { 'data-autofocus': true } : {})}
                />
                {t(`items.${key}`)}
              </label>
              {chosen.includes(key) ? (
                <TextAreaField
                  name={`notes.${key}`}
                  label={t('section.noteFor', { item: t(`items.${key}`) })}
                  rows={2}
                  maxLength={300}
                  characters={characters.note}
                  className="ui-field pp-note"
                />
              ) : null}
            </div>
          ))}
        </fieldset>
      ))}
      <TextAreaField
        name="own_words"
        label={t('section.ownWords')}
        hint={t('section.ownWordsHint')}
        rows={4}
        maxLength={2000}
        characters={characters.words}
      />
      <div className="pp-actions">
        <button type="submit" className="ui-button" disabled={save.isPending}>
          {save.isPending ? t('section.saving') : t('section.save')}
        </button>
        <button type="button" className="ui-button ui-button--secondary" onClick={() => onDone(false)}>
          {t('section.cancel')}
        </button>
      </div>
    </Form>
  );
}

/** Who viewed what the job seeker shared, newest first, a page at a time. */
function PassportViews() {
  const { t } = useTranslation('passport');
  const f = useFormatters();
  const [page, setPage] = useState(1);
  const views = usePassportViews(page);
  if (views.isPending) return <Spinner />;
  if (views.isError) return <p role="alert">{t('views.loadFailed')}</p>;
  const { results, total_pages } = views.data;
  return (
    <div className="ui-stack">
      <h3 id="pp-views-title">{t('views.title')}</h3>
      {results.length === 0 ? (
        <p>{t('views.none')}</p>
      ) : (
        <ul className="ui-stack pp-views" aria-labelledby="pp-views-title">
          {results.map((v) => {
            const facts = { job: v.job.title, company: v.job.company, date: f.dateTime(v.viewed_at) };
            return (
              <li key={v.id}>
                {v.viewer === null
                  ? t('views.removed', facts)
                  : v.viewer.organisation === null
                    ? t('views.rowProgram', { ...facts, name: v.viewer.name })
                    : t('views.row', { ...facts, name: v.viewer.name, organisation: v.viewer.organisation })}
              </li>
            );
          })}
        </ul>
      )}
      <Pager page={page} totalPages={total_pages} label={t('views.pages')} onPage={setPage} />
    </div>
  );
}

/**
 * The profile's access passport (issue 17 §1): what helps the job seeker, stated once; what it holds; who
 * viewed what they shared. Nothing in it is required and it never counts towards the match score.
 */
export function PassportSection() {
  const { t } = useTranslation('passport');
  const passport = useMyPassport();
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState('');
  const editButton = useRef<HTMLButtonElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const returnFocus = useRef(false);
  // Come from the apply dialog (?next=/jobs/12): the way back to the job (issue 17 §4).
  const [params] = useSearchParams();
  const back = safeRememberedPath(params.get('next'), { is_user: true, role_id: null });

  useEffect(() => {
    if (editing) body.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  return (
    <section id="pf-passport" className="ui-card ui-stack pf-section" aria-labelledby="pf-h-passport">
      <div className="pf-section__head">
        <h2 id="pf-h-passport">{t('section.title')}</h2>
        {!editing && passport.data ? (
          <button
            ref={editButton}
            type="button"
            className="ui-button ui-button--secondary"
            onClick={() => {
              setStatus('');
              setEditing(true);
            }}
          >
            {t('section.edit')}
            <span className="ui-visually-hidden"> {t('section.title')}</span>
          </button>
        ) : null}
      </div>
      <p className="pf-muted">{t('section.intro')}</p>
      <p className="pf-muted">{t('section.neverScored')}</p>
      <div ref={body}>
        {passport.isPending ? (
          <Spinner />
        ) : passport.isError ? (
          <p role="alert">{t('section.loadFailed')}</p>
        ) : editing ? (
          <PassportForm
            passport={passport.data}
            onDone={(saved) => {
              returnFocus.current = true;
              setEditing(false);
              setStatus(saved ? t('section.saved') : '');
            }}
          />
        ) : (
          <SharedPassportList
            shared={{ share: 'all', items: passport.data.items, own_words: passport.data.own_words.trim() || null }}
            emptyText={t('section.empty')}
            ownWordsLabel={t('section.ownWords')}
          />
        )}
      </div>
      <p role="status" aria-live="polite" className={status ? 'ui-notice' : 'ui-visually-hidden'}>
        {status}
      </p>
      {back ? (
        <p>
          <AppLink to={back}>{t('section.backToJob')}</AppLink>
        </p>
      ) : null}
      <PassportViews />
    </section>
  );
}
