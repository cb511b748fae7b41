// /simplifybot (DECISIONS 23, issue 17 §2): a job restated for a job seeker in short, fixed sections from
// the job's own fields, with the plain-language ads' glossary (services/readability.ts) explaining the
// jargon it finds, and a checklist to prepare the interview from the job seeker's interview card when
// there is one. Rule-based: no external service. The client words the headings and fixed phrases in the
// reader's language; the job's own sentences stay in the ad's language.
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { applications, interviews, jobs, type InterviewDetails, type InterviewKind } from '../db/schema.ts';
import type { Scope } from '../scope.ts';
import {
  GLOSSARY,
  INTERVIEW_WORDS,
  LONG_SENTENCE_WORDS,
  detectLanguage,
  levelOf,
  sentencesOf,
  termPattern,
  textStats,
  wordsOf,
  type AdLanguage,
} from './readability.ts';
import { ownApplications } from './visibility.ts';

type JobRow = typeof jobs.$inferSelect;

export interface PlainSentence {
  text: string;
  long: boolean;
}

export type ChecklistCode =
  | 'when'
  | 'choose_slot'
  | 'kind'
  | 'location'
  | 'agenda'
  | 'questions'
  | 'held_back'
  | 'bring'
  | 'directions'
  | 'greeter'
  | 'waiting'
  | 'sensory'
  | 'room'
  | 'adjustments'
  | 'ask_adjustments'
  | 'examples'
  | 'read_again';

export interface ChecklistItem {
  code: ChecklistCode;
  text?: string;
  list?: string[];
  count?: number;
  kind?: InterviewKind;
  starts_at?: string;
  time_zone?: string;
  minutes?: number;
}

const plain = (text: string): PlainSentence => ({ text, long: wordsOf(text).length > LONG_SENTENCE_WORDS });

/** A list item's marker ("- ", "• ", "* ", "1. "), dropped from the restated sentence. */
const LIST_MARKER = /^(?:[-–—•*·]|\d{1,2}[.)])\s+/u;
/** A short line without an end mark, not a list item: a heading of the ad ("What helps"), not a sentence. */
const isHeading = (line: string) => !LIST_MARKER.test(line) && !/[.!?…:;)]$/u.test(line) && wordsOf(line).length <= 5;

/** The description's sentences: those about the interview, and the others (what you will do); headings dropped. */
export function splitDescription(text: string, language: AdLanguage): { work: PlainSentence[]; interview: PlainSentence[] } {
  const work: PlainSentence[] = [];
  const interview: PlainSentence[] = [];
  for (const line of sentencesOf(text)) {
    if (isHeading(line)) continue;
    const sentence = line.replace(LIST_MARKER, '');
    const aboutInterview = INTERVIEW_WORDS[language].some((w) => termPattern(w).test(sentence));
    (aboutInterview ? interview : work).push(plain(sentence));
  }
  return { work, interview };
}

/** The glossary's terms found in the ad (title, description, skills), once each, in the glossary's order. */
export function glossaryOf(text: string, language: AdLanguage): { term: string; plain: string }[] {
  return Object.entries(GLOSSARY[language])
    .filter(([term]) => termPattern(term).test(text))
    .map(([term, plainWords]) => ({ term, plain: plainWords }));
}

interface CardSource {
  kind: InterviewKind;
  status: string;
  startsAt: Date | null;
  durationMinutes: number;
  timeZone: string;
  details: InterviewDetails;
}

/** The preparation checklist from an interview card (and the job's must-haves). */
export function checklistOf(card: CardSource, mustHaves: readonly string[]): ChecklistItem[] {
  const d = card.details;
  const items: ChecklistItem[] = [];
  const textItem = (code: ChecklistCode, text: string) => {
    if (text.trim() !== '') items.push({ code, text: text.trim() });
  };
  if (card.startsAt) {
    items.push({ code: 'when', starts_at: card.startsAt.toISOString(), time_zone: card.timeZone, minutes: card.durationMinutes });
  } else {
    items.push({ code: 'choose_slot', minutes: card.durationMinutes });
  }
  items.push({ code: 'kind', kind: card.kind });
  textItem('location', d.location);
  textItem('room', d.room);
  textItem('directions', d.directions);
  textItem('greeter', d.greeter);
  textItem('waiting', d.waiting);
  textItem('sensory', d.sensory);
  if (d.agenda.length > 0) items.push({ code: 'agenda', list: d.agenda.map((a) => `${a.title} — ${a.minutes} min`) });
  const shared = d.questions.filter((q) => q.shared).map((q) => q.text);
  if (shared.length > 0) items.push({ code: 'questions', list: shared });
  const held = d.questions.length - shared.length;
  if (held > 0) items.push({ code: 'held_back', count: held });
  if (mustHaves.length > 0) items.push({ code: 'examples', list: [...mustHaves] });
  textItem('bring', d.bring);
  if (d.adjustments_offered.length > 0) items.push({ code: 'adjustments', list: [...d.adjustments_offered] });
  items.push({ code: 'ask_adjustments' });
  items.push({ code: 'read_again' });
  return items;
}

/** The job seeker's newest interview card for this job that is not cancelled, if any. */
async function ownCard(db: Db, s: Pick<Scope, 'tenantId' | 'user'>, jobId: number): Promise<CardSource | null> {
  const [row] = await db
    .select({
      kind: interviews.kind,
      status: interviews.status,
      startsAt: interviews.startsAt,
      durationMinutes: interviews.durationMinutes,
      timeZone: interviews.timeZone,
      details: interviews.details,
    })
    .from(interviews)
    .innerJoin(applications, and(eq(applications.tenantId, interviews.tenantId), eq(applications.id, interviews.applicationId)))
    .where(and(ownApplications(s), eq(applications.jobId, jobId), eq(interviews.tenantId, s.tenantId), ne(interviews.status, 'cancelled')))
    .orderBy(desc(interviews.createdAt), desc(interviews.id))
    .limit(1);
  return row ?? null;
}

/** The job seeker's own application to this job, if any. */
async function ownApplication(db: Db, s: Pick<Scope, 'tenantId' | 'user'>, jobId: number) {
  const [row] = await db
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(and(ownApplications(s), eq(applications.jobId, jobId)));
  return row ?? null;
}

/** The whole restatement of a published job for the signed-in job seeker. */
export async function simplifyJob(db: Db, s: Pick<Scope, 'tenantId' | 'user'>, job: JobRow) {
  const text = job.descriptionText.trim();
  const language = detectLanguage(`${job.title}\n${text}`);
  const stats = textStats(text, language);
  const { work, interview } = splitDescription(text, language);
  const [card, application] = await Promise.all([ownCard(db, s, job.id), ownApplication(db, s, job.id)]);
  return {
    job_id: job.id,
    title: job.title,
    company: job.company,
    language,
    reading: { score: stats.score, level: levelOf(stats.score) },
    work,
    where: {
      city: job.city,
      region: job.region,
      country: job.country,
      remote: job.remote,
      employment_type: job.employmentType,
      closes_on: job.closesOn,
    },
    pay: { min: job.salaryMin, max: job.salaryMax, currency: job.salaryCurrency },
    must_haves: job.requiredSkills,
    nice_to_haves: job.niceSkills,
    how_to_apply: {
      accepting: job.status === 'active',
      application_id: application?.id ?? null,
      application_status: application?.status ?? null,
    },
    interview,
    glossary: glossaryOf([job.title, text, ...job.requiredSkills, ...job.niceSkills].join('\n'), language),
    checklist: card ? checklistOf(card, job.requiredSkills) : null,
  };
}
