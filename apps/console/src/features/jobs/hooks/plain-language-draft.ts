import { useMemo } from 'react';
import type { JobAdDraft } from '../api/assess-job-ad.ts';

/** A money field's digits as a whole number, or null when empty. */
function money(digits: string): number | null {
  const clean = digits.replace(/\D/g, '');
  return clean === '' ? null : Number(clean);
}

/** The report's request from the form's watched values; null until there is a description. */
export function draftOf([title, description, requiredSkills, salaryMin, salaryMax]: readonly [
  string,
  string,
  string[],
  string,
  string,
]): JobAdDraft | null {
  if (description.replace(/<[^>]*>/g, '').trim() === '') return null;
  return {
    title: title.slice(0, 200),
    description: description.slice(0, 50000),
    required_skills: requiredSkills.map((s) => s.slice(0, 80)).slice(0, 50),
    salary_min: money(salaryMin),
    salary_max: money(salaryMax),
  };
}

/** The draft, kept the same object while the values are the same (a stable query key). */
export function useAssessDraft(values: readonly [string, string, string[], string, string]): JobAdDraft | null {
  const json = JSON.stringify(draftOf(values));
  return useMemo(() => JSON.parse(json) as JobAdDraft | null, [json]);
}
