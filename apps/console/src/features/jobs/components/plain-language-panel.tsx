import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAssessDraft } from '../hooks/plain-language-draft.ts';
import { useJobAdReport } from '../api/assess-job-ad.ts';
import type { JobFormState } from '../hooks/job-form-state.ts';

/** How long typing must pause before the text is checked again. */
const PAUSE_MS = 700;

/**
 * The plain-language panel of the job form (issue 17 §2): while the job is written, its text is scored in
 * its own language and each thing that stops people from applying is shown with the sentence it is in
 * and how to fix it. The summary is announced politely; the findings are a list to read at one's pace.
 */
export function PlainLanguagePanel() {
  const { t } = useTranslation('plain-language');
  const values = useWatch<JobFormState>({ name: ['title', 'description', 'required_skills', 'salary_min', 'salary_max'] }) as [
    string,
    string,
    string[],
    string,
    string,
  ];
  const draft = useAssessDraft(values);
  const [settled, setSettled] = useState(draft);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(draft), PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);
  const report = useJobAdReport(settled);
  const data = report.data;
  const summary = useMemo(() => {
    if (!data || data.words === 0) return t('panel.empty');
    const score = t('panel.summary', {
      score: Math.round(data.score),
      level: t(`levels.${data.level}`),
      language: t(`languages.${data.language}`),
      formula: t(`formulas.${data.language}`),
    });
    return `${score} ${data.clear ? t('panel.clear') : t('panel.findings', { count: data.findings.length })}`;
  }, [data, t]);

  return (
    <section className="jb-section ui-stack jb-plain" aria-labelledby="job-section-plain">
      <h2 id="job-section-plain">{t('panel.title')}</h2>
      <p className="ui-hint">{t('panel.intro')}</p>
      <p role="status" aria-live="polite" className="jb-plain__summary">
        {report.isError ? t('panel.failed') : summary}
      </p>
      {data && data.words > 0 && data.findings.length > 0 ? (
        <ul className="ui-stack jb-plain__findings" aria-label={t('panel.findingsLabel')}>
          {data.findings.map((f, i) => (
            <li key={`${f.code}-${f.term ?? ''}-${i}`} className="jb-plain__finding">
              <p className="jb-plain__what">{t(`findings.${f.code}.title`, { count: f.count ?? 0, term: f.term ?? '' })}</p>
              {f.sentence ? <blockquote className="jb-plain__sentence">{f.sentence}</blockquote> : null}
              <p>{t(`findings.${f.code}.fix`, { plain: f.plain ?? '', count: f.count ?? 0 })}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
