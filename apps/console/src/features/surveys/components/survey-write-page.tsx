import { useId, useMemo, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from '@tessera/forms/zod';
import { SelectField, TextAreaField, TextField } from '@tessera/forms/fields';
import { Form, useContractForm } from '@tessera/forms/form';
import { useGo } from '@tessera/ui/app-context';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { localText } from '@tessera/i18n/languages';
import { useFilterOrganisations } from '../../reports/api/reports.ts';
import { useCreateSurvey, useSendSurvey, useSurvey, type LocalText, type SurveyInput } from '../api/surveys.ts';
import './surveys.css';

const LANGS = ['en', 'fr', 'esp'] as const;
const KINDS = ['rating', 'single', 'multiple', 'text'] as const;
type Kind = (typeof KINDS)[number];
const MAX_QUESTIONS = 30;

interface QuestionValues {
  kind: Kind;
  prompt_en: string;
  prompt_fr: string;
  prompt_esp: string;
  options_en: string;
  options_fr: string;
  options_esp: string;
  required: boolean;
}

const emptyQuestion = (kind: Kind = 'rating'): QuestionValues => ({
  kind,
  prompt_en: '',
  prompt_fr: '',
  prompt_esp: '',
  options_en: '',
  options_fr: '',
  options_esp: '',
  required: false,
});

/** The options written one a line, blank lines left out. */
const lines = (text: string): string[] =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

const choice = (kind: Kind) => kind === 'single' || kind === 'multiple';

/** The server's per-field names (title, questions.N.prompt, questions.N.options) on the form's first language field. */
const SERVER_FIELDS: Record<string, string> = { title: 'title_en' };
for (let i = 0; i < MAX_QUESTIONS; i += 1) {
  SERVER_FIELDS[`questions.${i}.prompt`] = `questions.${i}.prompt_en`;
  SERVER_FIELDS[`questions.${i}.options`] = `questions.${i}.options_en`;
}

/**
 * /surveyReports/new (issue 14, DECISIONS 29; beyond the spec's list of routes): program staff write a
 * survey in English, French and Spanish, then choose who receives it and send it. With `?survey=<id>`
 * the page is the sending step of a survey written before.
 */
export default function SurveyWritePage() {
  const { t } = useTranslation('surveys');
  const [params] = useSearchParams();
  const raw = params.get('survey') ?? '';
  const surveyId = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  return (
    <div className="ui-stack surveys-page">
      <p>
        <AppLink to="/surveyReports">{t('write.back')}</AppLink>
      </p>
      {surveyId === null ? <WriteStep /> : <SendStep id={surveyId} />}
    </div>
  );
}

function WriteStep() {
  const { t } = useTranslation('surveys');
  const go = useGo();
  const create = useCreateSurvey();
  const required = t('write.required');
  const optionsProblem = t('write.optionsProblem');
  const schema = useMemo(() => {
    const text = z.string().trim().min(1).max(500);
    const long = z.string().trim().max(4000);
    const question = z
      .object({
        kind: z.enum(KINDS),
        prompt_en: text,
        prompt_fr: text,
        prompt_esp: text,
        options_en: z.string(),
        options_fr: z.string(),
        options_esp: z.string(),
        required: z.boolean(),
      })
      .superRefine((q, ctx) => {
        if (!choice(q.kind)) return;
        const counts = LANGS.map((l) => lines(q[`options_${l}`]).length);
        if (counts.some((n) => n < 2 || n > 10 || n !== counts[0])) {
          ctx.addIssue({ code: 'custom', path: ['options_en'], message: optionsProblem });
        }
      });
    return z.object({
      title_en: text,
      title_fr: text,
      title_esp: text,
      intro_en: long,
      intro_fr: long,
      intro_esp: long,
      questions: z.array(question).min(1).max(MAX_QUESTIONS),
    });
  }, [optionsProblem]);
  const messages = useMemo(
    () => ({
      title_en: { required },
      title_fr: { required },
      title_esp: { required },
      'questions.*.prompt_en': { required },
      'questions.*.prompt_fr': { required },
      'questions.*.prompt_esp': { required },
    }),
    [required],
  );
  const form = useContractForm({
    schema,
    messages,
    defaultValues: {
      title_en: '',
      title_fr: '',
      title_esp: '',
      intro_en: '',
      intro_fr: '',
      intro_esp: '',
      questions: [emptyQuestion()],
    },
  });
  const busy = form.formState.isSubmitting;

  return (
    <>
      <PageHeading title={t('write.title')}>{t('write.title')}</PageHeading>
      <p>{t('write.intro')}</p>
      <Form
        form={form}
        className="ui-form surveys-form"
        serverFields={SERVER_FIELDS}
        onSubmit={async (v) => {
          const local = (prefix: 'title' | 'intro'): LocalText => ({
            en: v[`${prefix}_en`],
            fr: v[`${prefix}_fr`],
            esp: v[`${prefix}_esp`],
          });
          const body: SurveyInput = {
            title: local('title'),
            intro: local('intro'),
            questions: v.questions.map((q) => {
              const [en, fr, esp] = LANGS.map((l) => lines(q[`options_${l}`]));
              return {
                kind: q.kind,
                prompt: { en: q.prompt_en, fr: q.prompt_fr, esp: q.prompt_esp },
                required: q.required,
                ...(choice(q.kind) ? { options: (en ?? []).map((o, i) => ({ en: o, fr: fr?.[i] ?? '', esp: esp?.[i] ?? '' })) } : {}),
              };
            }),
          };
          const created = await create.mutateAsync(body);
          await go(`/surveyReports/new?survey=${created.id}`);
        }}
      >
        <fieldset className="ui-fieldset">
          <legend className="ui-legend">{t('write.titleLegend')}</legend>
          {LANGS.map((l) => (
            <TextField key={l} name={`title_${l}`} label={t(`write.in.${l}`, { what: t('write.surveyTitle') })} required maxLength={500} />
          ))}
        </fieldset>
        <fieldset className="ui-fieldset">
          <legend className="ui-legend">{t('write.introLegend')}</legend>
          {LANGS.map((l) => (
            <TextAreaField
              key={l}
              name={`intro_${l}`}
              rows={3}
              label={t(`write.in.${l}`, { what: t('write.surveyIntro') })}
              maxLength={4000}
            />
          ))}
        </fieldset>
        <Questions />
        <div>
          <button type="submit" className="ui-button" disabled={busy}>
            {busy ? t('write.saving') : t('write.save')}
          </button>
        </div>
      </Form>
    </>
  );
}

/** The questions: each with its kind, its text in the three languages, its options (choices) and whether it must be answered. */
function Questions() {
  const { t } = useTranslation('surveys');
  const { control, register } = useFormContext<{ questions: QuestionValues[] }>();
  const { fields, append, remove } = useFieldArray({ control, name: 'questions' });
  const kinds = useWatch({ control, name: 'questions' });
  const [said, setSaid] = useState('');
  const kindOptions = KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }));

  return (
    <div className="ui-stack">
      <h2>{t('write.questions')}</h2>
      {fields.map((field, i) => {
        const n = i + 1;
        const kind = kinds[i]?.kind ?? field.kind;
        return (
          <fieldset key={field.id} className="ui-fieldset surveys-question">
            <legend className="ui-legend">{t('write.question', { n })}</legend>
            <SelectField name={`questions.${i}.kind`} label={t('write.kind', { n })} options={kindOptions} />
            {LANGS.map((l) => (
              <TextField
                key={l}
                name={`questions.${i}.prompt_${l}`}
                label={t(`write.in.${l}`, { what: t('write.prompt', { n }) })}
                required
                maxLength={500}
              />
            ))}
            {choice(kind)
              ? LANGS.map((l) => (
                  <TextAreaField
                    key={l}
                    name={`questions.${i}.options_${l}`}
                    rows={4}
                    label={t(`write.in.${l}`, { what: t('write.options', { n }) })}
                    hint={l === 'en' ? t('write.optionsHint') : undefined}
                  />
                ))
              : null}
            <label className="ui-choice">
              <input type="checkbox" {...register(`questions.${i}.required`)} />
              {t('write.mustAnswer', { n })}
            </label>
            {fields.length > 1 ? (
              <div>
                <button
                  type="button"
                  className="ui-button ui-button--secondary"
                  onClick={() => {
                    remove(i);
                    setSaid(t('write.removed', { n }));
                  }}
                >
                  {t('write.remove', { n })}
                </button>
              </div>
            ) : null}
          </fieldset>
        );
      })}
      {fields.length < MAX_QUESTIONS ? (
        <div>
          <button
            type="button"
            className="ui-button ui-button--secondary"
            onClick={() => {
              append(emptyQuestion());
              setSaid(t('write.added', { n: fields.length + 1 }));
            }}
          >
            {t('write.add')}
          </button>
        </div>
      ) : null}
      <p role="status" className="ui-visually-hidden">
        {said}
      </p>
    </div>
  );
}

const AUDIENCES = ['hired', 'partner', 'everyone'] as const;
/** The organisations whose job seekers make a partner's pool. */
const PARTNER_KINDS: readonly string[] = ['skilling_partner', 'nonprofit_partner', 'corporate_partner'];

function SendStep({ id }: { id: number }) {
  const { t, i18n } = useTranslation('surveys');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const survey = useSurvey(id);
  const send = useSendSurvey(id);
  const organisations = useFilterOrganisations(undefined, true);
  const partners = (organisations.data?.results ?? []).filter((o) => PARTNER_KINDS.includes(o.kind));
  const headingId = useId();
  const [sent, setSent] = useState<number | null>(null);
  const chooseDay = t('send.chooseDay');
  const choosePartner = t('send.choosePartner');
  const backwards = t('send.backwards');
  const schema = useMemo(
    () =>
      z.object({ audience: z.enum(AUDIENCES), from: z.string(), to: z.string(), organisation_id: z.string() }).superRefine((v, ctx) => {
        if (v.audience === 'hired') {
          if (!v.from) ctx.addIssue({ code: 'custom', path: ['from'], message: chooseDay });
          if (!v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: chooseDay });
          if (v.from && v.to && v.from > v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: backwards });
        }
        if (v.audience === 'partner' && !v.organisation_id)
          ctx.addIssue({ code: 'custom', path: ['organisation_id'], message: choosePartner });
      }),
    [chooseDay, choosePartner, backwards],
  );
  const form = useContractForm({ schema, defaultValues: { audience: 'hired', from: '', to: '', organisation_id: '' } });
  const audience = useWatch({ control: form.control, name: 'audience' });

  if (survey.isError) {
    return (
      <>
        <PageHeading title={t('send.title')}>{t('send.title')}</PageHeading>
        <p role="alert" className="ui-alert">
          {t('loadFailed')}
        </p>
      </>
    );
  }
  if (!survey.data) return <Spinner />;
  const title = localText(survey.data.title, language);

  return (
    <>
      <PageHeading title={t('send.title')}>{t('send.title')}</PageHeading>
      <p>{t('send.intro', { title, count: survey.data.questions.length })}</p>
      {survey.data.sent_at ? (
        <>
          <p role="status" className="ui-notice">
            {sent !== null ? t('send.done', { count: sent }) : t('send.already')}
          </p>
          <p>
            <AppLink to="/surveyReports">{t('send.toList')}</AppLink>
          </p>
        </>
      ) : (
        <section className="ui-stack" aria-labelledby={headingId}>
          <h2 id={headingId}>{t('send.who')}</h2>
          <Form
            form={form}
            className="ui-form surveys-form"
            serverFields={{ audience: 'audience', from: 'from', to: 'to', organisation_id: 'organisation_id' }}
            onSubmit={async (v) => {
              const body =
                v.audience === 'hired'
                  ? { audience: v.audience, from: v.from, to: v.to }
                  : v.audience === 'partner'
                    ? { audience: v.audience, organisation_id: Number(v.organisation_id) }
                    : { audience: v.audience };
              const result = await send.mutateAsync(body);
              setSent(result.sent);
            }}
          >
            <SelectField
              name="audience"
              label={t('send.audience')}
              options={AUDIENCES.map((a) => ({ value: a, label: t(`audiences.${a}`) }))}
            />
            {audience === 'hired' ? (
              <>
                <TextField name="from" type="date" label={t('send.from')} />
                <TextField name="to" type="date" label={t('send.to')} />
              </>
            ) : null}
            {audience === 'partner' ? (
              <SelectField
                name="organisation_id"
                label={t('send.partner')}
                placeholder={t('send.choosePartner')}
                options={partners.map((o) => ({ value: String(o.id), label: o.name }))}
              />
            ) : null}
            <div>
              <button type="submit" className="ui-button" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? t('send.sending') : t('send.submit', { title })}
              </button>
            </div>
          </Form>
        </section>
      )}
    </>
  );
}
