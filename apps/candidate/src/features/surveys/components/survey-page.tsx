import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from '@tessera/forms/zod';
import { isApiError } from '@tessera/api-client/api-error';
import { CheckboxGroupField, RadioGroupField, TextAreaField } from '@tessera/forms/fields';
import { Form, useContractForm } from '@tessera/forms/form';
import { localText } from '@tessera/i18n/languages';
import { useGo } from '@tessera/ui/app-context';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { problemText } from '../../approvals/components/problem.ts';
import { useAnswerSurvey, useSurveyByLink, type SurveyAnswer, type SurveyForm } from '../api/survey.ts';

type Values = Record<string, unknown>;

/**
 * /survey?token= (issue 14, DECISIONS 29): a job seeker answers a survey from the link in their mail,
 * signed in or not (the link's signed token is the credential). Each link answers once; opened again it
 * says so calmly. After answering: /thankYouFeedback.
 */
export default function SurveyPage() {
  const { t, i18n } = useTranslation(['surveys', 'forms']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const survey = useSurveyByLink(token);
  const language = i18n.resolvedLanguage ?? i18n.language;

  if (token === '' || survey.isError) {
    return (
      <section className="ui-stack" aria-labelledby="page-heading">
        <PageHeading title={t('answer.title')}>{t('answer.title')}</PageHeading>
        <p role="alert" className="ui-alert">
          {token === '' ? t('answer.missing') : problemText(survey.error, t, language, t('answer.failed'))}
        </p>
      </section>
    );
  }
  if (!survey.data) return <Spinner />;
  const title = localText(survey.data.title, language);
  const intro = localText(survey.data.intro, language);
  return (
    <section className="ui-stack" aria-labelledby="page-heading">
      <PageHeading title={title}>{title}</PageHeading>
      {survey.data.answered ? <Answered /> : <Answering token={token} survey={survey.data} intro={intro} />}
    </section>
  );
}

function Answered() {
  const { t } = useTranslation('surveys');
  return (
    <>
      <p role="status" className="ui-notice">
        {t('answer.already')}
      </p>
      <p>
        <AppLink to="/">{t('answer.home')}</AppLink>
      </p>
    </>
  );
}

function Answering({ token, survey, intro }: { token: string; survey: SurveyForm; intro: string }) {
  const { t, i18n } = useTranslation('surveys');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const go = useGo();
  const answer = useAnswerSurvey(token);
  const [already, setAlready] = useState(false);
  const needed = t('answer.required');
  const { questions } = survey;
  const schema = useMemo(() => {
    const shape: Record<string, z.ZodType> = {};
    for (const q of questions) {
      const key = `q${q.id}`;
      if (q.kind === 'text') shape[key] = z.string().max(2000);
      else if (q.kind === 'multiple')
        shape[key] = z
          .union([z.array(z.string()), z.string(), z.boolean(), z.null()])
          .transform((v) => (Array.isArray(v) ? v : typeof v === 'string' && v ? [v] : []))
          .refine((v) => !q.required || v.length > 0, { error: needed });
      else shape[key] = z.union([z.string(), z.null()]).refine((v) => !q.required || Boolean(v), { error: needed });
    }
    return z.object(shape);
  }, [questions, needed]);
  const defaults = useMemo(
    () => Object.fromEntries(questions.map((q) => [`q${q.id}`, q.kind === 'text' ? '' : q.kind === 'multiple' ? [] : null])),
    [questions],
  );
  const serverFields = useMemo(() => Object.fromEntries(questions.map((q) => [`answers.${q.id}`, `q${q.id}`])), [questions]);
  const form = useContractForm<Values, Values>({ schema, defaultValues: defaults });
  const busy = form.formState.isSubmitting;

  if (already) return <Answered />;

  return (
    <>
      {intro ? <p>{intro}</p> : null}
      <p>{t('answer.intro')}</p>
      <Form
        form={form}
        className="ui-form"
        serverFields={serverFields}
        onSubmit={async (v) => {
          const answers: SurveyAnswer[] = [];
          for (const q of questions) {
            const value = v[`q${q.id}`];
            if (q.kind === 'text' && typeof value === 'string' && value.trim()) answers.push({ question_id: q.id, text: value.trim() });
            if (q.kind === 'rating' && typeof value === 'string' && value) answers.push({ question_id: q.id, rating: Number(value) });
            if (q.kind === 'single' && typeof value === 'string' && value) answers.push({ question_id: q.id, choice: Number(value) });
            if (q.kind === 'multiple' && Array.isArray(value) && value.length > 0) {
              answers.push({ question_id: q.id, choices: value.map(Number) });
            }
          }
          try {
            await answer.mutateAsync(answers);
          } catch (error) {
            if (isApiError(error) && error.status === 409) {
              setAlready(true);
              return;
            }
            throw error;
          }
          await go('/thankYouFeedback', { replace: true });
        }}
      >
        {questions.map((q) => {
          const prompt = localText(q.prompt, language);
          const label = q.required ? t('answer.requiredLabel', { prompt }) : prompt;
          const name = `q${q.id}`;
          if (q.kind === 'text') return <TextAreaField key={q.id} name={name} label={label} rows={4} maxLength={2000} />;
          if (q.kind === 'rating') {
            return (
              <RadioGroupField
                key={q.id}
                name={name}
                legend={label}
                hint={t('answer.ratingHint')}
                options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: t('answer.rating', { n }) }))}
              />
            );
          }
          const options = q.options.map((o, i) => ({ value: String(i), label: localText(o, language) }));
          return q.kind === 'single' ? (
            <RadioGroupField key={q.id} name={name} legend={label} options={options} />
          ) : (
            <CheckboxGroupField key={q.id} name={name} legend={label} hint={t('answer.chooseAny')} options={options} />
          );
        })}
        <div>
          <button type="submit" className="ui-button" disabled={busy}>
            {busy ? t('answer.sending') : t('answer.submit')}
          </button>
        </div>
      </Form>
    </>
  );
}
