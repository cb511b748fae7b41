import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@tessera/api-client/api-error';
import { submitScorecard } from '@tessera/contract/request-schemas';
import { contractShape } from '@tessera/forms/contract-schema';
import { RadioGroupField, SelectField, TextAreaField, TextField } from '@tessera/forms/fields';
import { Form, useContractForm } from '@tessera/forms/form';
import { z } from '@tessera/forms/zod';
import { useScorecards, useSubmitScorecard, type ScorecardList, type StaffInterview } from '../api/application-interviews.ts';

const RECOMMENDATIONS = ['strong_no', 'no', 'yes', 'strong_yes'] as const;
const SCALE = ['1', '2', '3', '4'] as const;
const contract = contractShape(submitScorecard);
const noteShape = contractShape(submitScorecard.properties.ratings.items).note;

/** One panel member's scorecard: each criterion on the four-point scale with a note, notes, a recommendation. */
function ScorecardForm({ interview, data, onMessage }: { interview: StaffInterview; data: ScorecardList; onMessage: (m: string) => void }) {
  const { t } = useTranslation('interviews');
  const id = useId();
  const submit = useSubmitScorecard(interview.id);
  const schema = useMemo(
    () =>
      z.object({
        // A rating not chosen is null; each says which criterion it misses.
        ratings: z.array(z.enum(SCALE).nullable()).superRefine((list, ctx) => {
          list.forEach((r, k) => {
            if (r === null)
              ctx.addIssue({ code: 'custom', path: [k], message: t('score.needRating', { criterion: data.criteria[k] ?? '' }) });
          });
        }),
        notes: z.array(noteShape),
        overall: contract.notes,
        recommendation: z.enum(RECOMMENDATIONS, { error: t('score.needRecommendation') }),
      }),
    [t, data.criteria],
  );
  const form = useContractForm({
    schema,
    defaultValues: {
      ratings: data.criteria.map(() => null),
      notes: data.criteria.map(() => ''),
      overall: '',
      recommendation: undefined,
    },
  });
  return (
    <Form
      form={form}
      className="ui-stack"
      aria-labelledby={`${id}-h`}
      describeFailure={(error) => (isApiError(error) && error.status >= 500 ? t('score.failed') : undefined)}
      onSubmit={async (v) => {
        await submit.mutateAsync({
          ratings: data.criteria.map((c, k) => ({ criterion: c, rating: Number(v.ratings[k] ?? 1), note: v.notes[k] ?? '' })),
          notes: v.overall,
          recommendation: v.recommendation,
        });
        onMessage(t('score.submitted'));
      }}
    >
      <h5 id={`${id}-h`}>{t('score.yours')}</h5>
      <p className="ui-hint">{t('score.scaleHint')}</p>
      {data.criteria.map((c, k) => (
        <div key={c} className="iv-fieldset ui-stack">
          <RadioGroupField
            name={`ratings.${k}`}
            legend={c}
            className="iv-scale"
            options={SCALE.map((n) => ({ value: n, label: t(`score.scale.${n}`) }))}
          />
          <TextField name={`notes.${k}`} label={t('score.noteOn', { criterion: c })} maxLength={1000} />
        </div>
      ))}
      <TextAreaField name="overall" label={t('score.notes')} rows={3} maxLength={4000} />
      <SelectField
        name="recommendation"
        label={t('score.recommendation')}
        placeholder={t('score.choose')}
        options={RECOMMENDATIONS.map((r) => ({ value: r, label: t(`score.recommendations.${r}`) }))}
      />
      <button type="submit" className="ui-button" aria-disabled={form.formState.isSubmitting}>
        {t('score.submit')}
      </button>
    </Form>
  );
}

/** The interview's scorecards: one's own form (panel members), the others' once one's own is in, the summary. */
export function ScorecardPanel({ interview, onMessage }: { interview: StaffInterview; onMessage: (m: string) => void }) {
  const { t, i18n } = useTranslation('interviews');
  const query = useScorecards(interview.id, true);
  const data = query.data;
  const number = new Intl.NumberFormat(i18n.language === 'esp' ? 'es' : i18n.language, { maximumFractionDigits: 2 });
  return (
    <section className="ui-stack" aria-label={t('score.title')}>
      <h4>{t('score.title')}</h4>
      {!data ? null : (
        <>
          {data.on_panel && !data.submitted ? <ScorecardForm interview={interview} data={data} onMessage={onMessage} /> : null}
          {data.hidden > 0 ? <p>{t('score.hidden', { count: data.hidden })}</p> : null}
          {data.summary.count > 0 ? (
            <div>
              <p>{t('score.summary', { count: data.summary.count })}</p>
              <ul>
                {RECOMMENDATIONS.map((r) => (
                  <li key={r}>
                    {t(`score.recommendations.${r}`)}: {data.summary.recommendations[r]}
                  </li>
                ))}
              </ul>
              <ul>
                {data.summary.criteria.map((c) => (
                  <li key={c.criterion}>
                    {t('score.average', { criterion: c.criterion, average: c.average === null ? '—' : number.format(c.average) })}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {data.scorecards.map((s) => (
            <details key={s.id}>
              <summary>{t('score.by', { name: s.author.name, recommendation: t(`score.recommendations.${s.recommendation}`) })}</summary>
              <ul>
                {s.ratings.map((r) => (
                  <li key={r.criterion}>
                    {r.criterion}: {t(`score.scale.${r.rating}`)}
                    {r.note ? ` — ${r.note}` : ''}
                  </li>
                ))}
              </ul>
              {s.notes ? <p>{s.notes}</p> : null}
            </details>
          ))}
        </>
      )}
    </section>
  );
}
