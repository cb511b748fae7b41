import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useScorecards, useSubmitScorecard, type ScorecardList, type StaffInterview } from '../api/application-interviews.ts';
import { problemsOf } from './schedule-form.tsx';

const RECOMMENDATIONS = ['strong_no', 'no', 'yes', 'strong_yes'] as const;
type Recommendation = (typeof RECOMMENDATIONS)[number];

/** One panel member's scorecard: each criterion on the four-point scale with a note, notes, a recommendation. */
function ScorecardForm({ interview, data, onMessage }: { interview: StaffInterview; data: ScorecardList; onMessage: (m: string) => void }) {
  const { t } = useTranslation('interviews');
  const id = useId();
  const submit = useSubmitScorecard(interview.id);
  const [ratings, setRatings] = useState<Record<string, number>>({});
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [overall, setOverall] = useState('');
  const [recommendation, setRecommendation] = useState<Recommendation | ''>('');
  const [problems, setProblems] = useState<string[]>([]);
  async function send(e: SyntheticEvent) {
    e.preventDefault();
    const missing = data.criteria.filter((c) => !ratings[c]);
    if (missing.length || !recommendation) {
      setProblems([
        ...(missing.length ? [t('score.rateAll', { list: missing.join(', ') })] : []),
        ...(recommendation ? [] : [t('score.needRecommendation')]),
      ]);
      return;
    }
    try {
      await submit.mutateAsync({
        ratings: data.criteria.map((c) => ({ criterion: c, rating: ratings[c] ?? 1, note: notes[c] ?? '' })),
        notes: overall,
        recommendation,
      });
      setProblems([]);
      onMessage(t('score.submitted'));
    } catch (error) {
      setProblems(problemsOf(error, t('score.failed')));
    }
  }
  return (
    <form className="ui-stack" onSubmit={(e) => void send(e)} noValidate aria-labelledby={`${id}-h`}>
      <h5 id={`${id}-h`}>{t('score.yours')}</h5>
      {problems.length ? (
        <div className="ui-alert" role="alert">
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="ui-hint">{t('score.scaleHint')}</p>
      {data.criteria.map((c, k) => (
        <fieldset key={c} className="iv-fieldset">
          <legend>{c}</legend>
          <div className="iv-scale">
            {[1, 2, 3, 4].map((n) => (
              <label key={n}>
                <input type="radio" name={`${id}-c${k}`} checked={ratings[c] === n} onChange={() => setRatings({ ...ratings, [c]: n })} />{' '}
                {t(`score.scale.${n}`)}
              </label>
            ))}
          </div>
          <div className="ui-field">
            <label htmlFor={`${id}-n${k}`}>{t('score.noteOn', { criterion: c })}</label>
            <input
              id={`${id}-n${k}`}
              maxLength={1000}
              value={notes[c] ?? ''}
              onChange={(e) => setNotes({ ...notes, [c]: e.target.value })}
            />
          </div>
        </fieldset>
      ))}
      <div className="ui-field">
        <label htmlFor={`${id}-notes`}>{t('score.notes')}</label>
        <textarea id={`${id}-notes`} rows={3} maxLength={4000} value={overall} onChange={(e) => setOverall(e.target.value)} />
      </div>
      <div className="ui-field">
        <label htmlFor={`${id}-rec`}>{t('score.recommendation')}</label>
        <select id={`${id}-rec`} value={recommendation} onChange={(e) => setRecommendation(e.target.value as Recommendation)}>
          <option value="">{t('score.choose')}</option>
          {RECOMMENDATIONS.map((r) => (
            <option key={r} value={r}>
              {t(`score.recommendations.${r}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="ui-button" aria-disabled={submit.isPending}>
        {t('score.submit')}
      </button>
    </form>
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
