// Surveys (issue 14, DECISIONS 29). Program staff (admin, role 3) write a survey in en, fr and esp and send
// it once to job seekers of the tenant: those hired in a period, a partner's pool, or everyone. Each
// recipient gets a mail with their own signed link to /survey: `s1.<recipient id>.<expiry>.<HMAC>`, the
// HMAC over the tenant, the recipient and the expiry with a key the instances share (instance-keys.ts), so
// a link cannot be forged, moved to another tenant or extended. A link answers once (the recipient row's
// answered_at, set by one conditional update). The answers are stored apart from the recipient, with only
// the country of the job seeker's profile, so the summaries (/surveySummary: United States,
// /surveySummary/ca: Canada) never name anyone, and free text shows only when at least five people of the
// country wrote one for that question.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { countryCode } from '@tessera/places/place-names';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import {
  organisations,
  seekerProfiles,
  surveyRecipients,
  surveyResponses,
  surveys,
  users,
  type LocalText,
  type SurveyAnswerValue,
  type SurveyAudience,
  type SurveyQuestion,
  type SurveyQuestionKind,
} from '../db/schema.ts';
import { Conflict, fieldError, NotFound, ValidationError } from '../errors.ts';
import { sendMail, type MailSite } from '../jobs/mail.ts';
import { surveyMail } from '../mail/messages.ts';
import type { Scope } from '../scope.ts';
import { instanceKey, type KeyReader } from './instance-keys.ts';
import { pageMeta, paging } from './staff-views.ts';
import type { Tenant } from './tenants.ts';

/** How long a survey link works after it is sent. */
export const SURVEY_LINK_TTL_S = 60 * 24 * 60 * 60;
/** Free-text answers of a country show only from this many on (no one can be singled out). */
export const MIN_TEXT_ANSWERS = 5;

const INVALID = 'This link is invalid.';
const EXPIRED = 'This link has expired.';

type Row = typeof surveys.$inferSelect;

const surveyKey = (db: KeyReader) => instanceKey(db, 'survey_link_key');

function mac(key: Buffer, tenantId: number, recipientId: number, exp: number): Buffer {
  return createHmac('sha256', key).update(`survey:${tenantId}:${recipientId}:${exp}`).digest();
}

/** The signed link token of one recipient. */
export async function signSurveyLink(db: KeyReader, tenantId: number, recipientId: number, exp: number): Promise<string> {
  return `s1.${recipientId}.${exp}.${mac(await surveyKey(db), tenantId, recipientId, exp).toString('base64url')}`;
}

/** The recipient a token names, when its signature holds for this tenant and it has not expired; else 400 {token}. */
async function verifySurveyLink(db: KeyReader, tenantId: number, token: string): Promise<number> {
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== 's1' || !/^\d{1,10}$/.test(parts[1] ?? '') || !/^\d{1,12}$/.test(parts[2] ?? '')) {
    throw fieldError('token', INVALID);
  }
  const recipientId = Number(parts[1]);
  const exp = Number(parts[2]);
  // Compared as text, so only the one canonical spelling of the signature is accepted.
  const want = Buffer.from(mac(await surveyKey(db), tenantId, recipientId, exp).toString('base64url'));
  const got = Buffer.from(parts[3] ?? '');
  if (got.length !== want.length || !timingSafeEqual(got, want)) throw fieldError('token', INVALID);
  if (exp * 1000 < Date.now()) throw fieldError('token', EXPIRED);
  return recipientId;
}

// ---------------------------------------------------------------------------------------------------------
// Writing and listing (program staff)

export interface QuestionInput {
  kind: SurveyQuestionKind;
  prompt: LocalText;
  options?: LocalText[];
  required?: boolean;
}

export interface SurveyInput {
  title: LocalText;
  intro?: LocalText;
  questions: QuestionInput[];
}

const trimmed = (t: LocalText): LocalText => ({ en: t.en.trim(), fr: t.fr.trim(), esp: t.esp.trim() });
const blank = (t: LocalText): boolean => !t.en || !t.fr || !t.esp;
const choiceKind = (kind: SurveyQuestionKind): boolean => kind === 'single' || kind === 'multiple';

/** Figures of surveys: how many people each was sent to and how many answered. */
async function figures(db: Db, tenantId: number, ids: number[]): Promise<Map<number, { sent: number; answered: number }>> {
  const out = new Map<number, { sent: number; answered: number }>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      surveyId: surveyRecipients.surveyId,
      sent: count(),
      answered: sql<number>`count(${surveyRecipients.answeredAt})::int`,
    })
    .from(surveyRecipients)
    .where(and(eq(surveyRecipients.tenantId, tenantId), inArray(surveyRecipients.surveyId, ids)))
    .groupBy(surveyRecipients.surveyId);
  for (const r of rows) out.set(r.surveyId, { sent: Number(r.sent), answered: Number(r.answered) });
  return out;
}

function rowOut(row: Row, f: { sent: number; answered: number } | undefined) {
  const sent = f?.sent ?? 0;
  const answered = f?.answered ?? 0;
  return {
    id: row.id,
    title: row.title,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
    sent,
    answered,
    response_rate: row.sentAt && sent > 0 ? answered / sent : null,
  };
}

function detailOut(row: Row, f: { sent: number; answered: number } | undefined) {
  const a = row.audience;
  return {
    ...rowOut(row, f),
    intro: row.intro,
    questions: row.questions,
    audience: a
      ? {
          audience: a.kind,
          ...(a.from ? { from: a.from } : {}),
          ...(a.to ? { to: a.to } : {}),
          ...(a.organisation_id ? { organisation_id: a.organisation_id } : {}),
        }
      : null,
  };
}

/** One survey of the viewer's tenant, else 404 (another tenant's survey does not exist here). */
async function surveyOf(db: Db, scope: Pick<Scope, 'tenantId'>, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.tenantId, scope.tenantId), eq(surveys.id, id)));
  if (!row) throw new NotFound('Not found.');
  return row;
}

export async function createSurvey(db: Db, scope: Pick<Scope, 'tenantId' | 'user'>, input: SurveyInput) {
  const errors: Record<string, string[]> = {};
  const title = trimmed(input.title);
  if (blank(title)) errors.title = ['Write the title in English, French and Spanish.'];
  const questions: SurveyQuestion[] = input.questions.map((q, i) => {
    const prompt = trimmed(q.prompt);
    const options = (q.options ?? []).map(trimmed);
    if (blank(prompt)) errors[`questions.${i}.prompt`] = ['Write the question in English, French and Spanish.'];
    if (choiceKind(q.kind)) {
      if (options.length < 2) errors[`questions.${i}.options`] = ['Give at least two options.'];
      else if (options.some(blank)) errors[`questions.${i}.options`] = ['Write every option in English, French and Spanish.'];
    } else if (options.length > 0) {
      errors[`questions.${i}.options`] = ['Only choice questions have options.'];
    }
    return { id: i + 1, kind: q.kind, prompt, options: choiceKind(q.kind) ? options : [], required: q.required ?? false };
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const intro = input.intro ? trimmed(input.intro) : { en: '', fr: '', esp: '' };
  const [row] = await db
    .insert(surveys)
    .values({ tenantId: scope.tenantId, title, intro, questions, createdBy: scope.user.id })
    .returning();
  return detailOut(row as Row, undefined);
}

export async function listSurveys(db: Db, scope: Pick<Scope, 'tenantId'>, query: { page?: number; page_size?: number }) {
  const p = paging(query);
  const [total] = await db.select({ n: count() }).from(surveys).where(eq(surveys.tenantId, scope.tenantId));
  const rows = await db
    .select()
    .from(surveys)
    .where(eq(surveys.tenantId, scope.tenantId))
    .orderBy(desc(surveys.createdAt), desc(surveys.id))
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize);
  const f = await figures(
    db,
    scope.tenantId,
    rows.map((r) => r.id),
  );
  return { results: rows.map((r) => rowOut(r, f.get(r.id))), ...pageMeta(Number(total?.n ?? 0), p) };
}

export async function getSurvey(db: Db, scope: Pick<Scope, 'tenantId'>, id: number) {
  const row = await surveyOf(db, scope, id);
  return detailOut(row, (await figures(db, scope.tenantId, [id])).get(id));
}

// ---------------------------------------------------------------------------------------------------------
// Sending

export interface SendInput {
  audience: SurveyAudience['kind'];
  from?: string;
  to?: string;
  organisation_id?: number;
}

const PARTNER_KINDS = ['skilling_partner', 'nonprofit_partner', 'corporate_partner'] as const;

/** The job seekers a survey goes to: active, approved, and not awaiting consent to an import. */
async function audienceOf(
  db: Db,
  tenant: Tenant,
  input: SendInput,
): Promise<{ id: number; email: string; firstName: string; language: string | null }[]> {
  const seekers = and(
    eq(users.tenantId, tenant.id),
    eq(users.isUser, true),
    eq(users.isActive, true),
    eq(users.approvalStatus, 'approved'),
    eq(users.awaitingConsent, false),
  );
  const pool =
    input.audience === 'hired'
      ? sql`${users.id} IN (SELECT a.user_id FROM application_status_history h
          JOIN applications a ON a.tenant_id = h.tenant_id AND a.id = h.application_id
          WHERE h.tenant_id = ${tenant.id} AND h.to_status = 'hired'
            AND (h.created_at AT TIME ZONE ${tenant.timeZone})::date BETWEEN ${input.from}::date AND ${input.to}::date)`
      : input.audience === 'partner'
        ? sql`${users.id} IN (SELECT user_id FROM seeker_partner_links
            WHERE tenant_id = ${tenant.id} AND organisation_id = ${input.organisation_id} AND ended_at IS NULL)`
        : undefined;
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(and(seekers, pool))
    .orderBy(users.id);
}

async function checkAudience(db: Db, tenantId: number, input: SendInput): Promise<SurveyAudience> {
  if (input.audience === 'hired') {
    const errors: Record<string, string[]> = {};
    if (!input.from) errors.from = ['Choose the first day.'];
    if (!input.to) errors.to = ['Choose the last day.'];
    if (input.from && input.to && input.from > input.to) errors.to = ['The last day cannot be before the first.'];
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    return { kind: 'hired', from: input.from, to: input.to };
  }
  if (input.audience === 'partner') {
    if (!input.organisation_id) throw fieldError('organisation_id', 'Choose a partner.');
    const [org] = await db
      .select({ kind: organisations.kind })
      .from(organisations)
      .where(and(eq(organisations.tenantId, tenantId), eq(organisations.id, input.organisation_id)));
    if (!org || !(PARTNER_KINDS as readonly string[]).includes(org.kind))
      throw fieldError('organisation_id', 'Choose a partner of the program.');
    return { kind: 'partner', organisation_id: input.organisation_id };
  }
  return { kind: 'everyone' };
}

const langOf = (l: string | null, fallback: MailSite['lang']): MailSite['lang'] => (l === 'en' || l === 'fr' || l === 'esp' ? l : fallback);

/** Sends a survey once: the recipients, their links and their mails commit together. */
export async function sendSurvey(ctx: AppContext, scope: Scope, id: number, input: SendInput, site: MailSite) {
  const row = await surveyOf(ctx.db, scope, id);
  if (row.sentAt) throw new Conflict('This survey has already been sent.');
  const audience = await checkAudience(ctx.db, scope.tenantId, input);
  const people = await audienceOf(ctx.db, scope.tenant, input);
  if (people.length === 0) throw fieldError('audience', 'No job seeker matches this choice.');
  const exp = Math.floor(Date.now() / 1000) + SURVEY_LINK_TTL_S;
  return ctx.jobs.transaction(ctx.db, async (tx) => {
    // Marked sent first, conditionally: two sends at once send once.
    const marked = await tx
      .update(surveys)
      .set({ sentAt: new Date(), audience })
      .where(and(eq(surveys.tenantId, scope.tenantId), eq(surveys.id, id), isNull(surveys.sentAt)))
      .returning({ id: surveys.id });
    if (marked.length === 0) throw new Conflict('This survey has already been sent.');
    const recipients = await tx
      .insert(surveyRecipients)
      .values(people.map((p) => ({ tenantId: scope.tenantId, surveyId: id, userId: p.id })))
      .returning({ id: surveyRecipients.id, userId: surveyRecipients.userId });
    const byUser = new Map(people.map((p) => [p.id, p]));
    for (const r of recipients) {
      const person = byUser.get(r.userId);
      if (!person) continue;
      const lang = langOf(person.language, site.lang);
      const token = await signSurveyLink(tx, scope.tenantId, r.id, exp);
      await sendMail(
        ctx.jobs,
        tx,
        surveyMail({
          to: person.email,
          lang,
          name: person.firstName,
          tenant: scope.tenant.name,
          title: row.title[lang],
          link: `${site.origin}/survey?token=${encodeURIComponent(token)}`,
        }),
        { tenantId: scope.tenantId, origin: site.origin, kind: 'surveys' },
      );
    }
    return { sent: recipients.length };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Answering (public, through the link)

async function linkedSurvey(db: Db, tenant: Tenant, token: string) {
  const recipientId = await verifySurveyLink(db, tenant.id, token);
  const [found] = await db
    .select({ recipient: surveyRecipients, survey: surveys })
    .from(surveyRecipients)
    .innerJoin(surveys, and(eq(surveys.tenantId, surveyRecipients.tenantId), eq(surveys.id, surveyRecipients.surveyId)))
    .where(and(eq(surveyRecipients.tenantId, tenant.id), eq(surveyRecipients.id, recipientId)));
  if (!found) throw fieldError('token', INVALID);
  return found;
}

export async function surveyByLink(db: Db, tenant: Tenant, token: string) {
  const { recipient, survey } = await linkedSurvey(db, tenant, token);
  return { title: survey.title, intro: survey.intro, questions: survey.questions, answered: recipient.answeredAt !== null };
}

export interface AnswerInput {
  question_id: number;
  rating?: number;
  choice?: number;
  choices?: number[];
  text?: string;
}

/** Each answer checked against its question's kind; problems per question (`answers.<id>`). */
export function checkAnswers(questions: SurveyQuestion[], answers: AnswerInput[]): Record<string, SurveyAnswerValue> {
  const errors: Record<string, string[]> = {};
  const out: Record<string, SurveyAnswerValue> = {};
  const byId = new Map(questions.map((q) => [q.id, q]));
  const problem = (id: number | string, message: string) => {
    errors[`answers.${id}`] = [message];
  };
  for (const a of answers) {
    const q = byId.get(a.question_id);
    const key = String(a.question_id);
    if (!q) {
      problem(key, 'There is no such question in this survey.');
      continue;
    }
    if (key in out || errors[`answers.${key}`]) {
      problem(key, 'Answer each question once.');
      continue;
    }
    const given = (['rating', 'choice', 'choices', 'text'] as const).filter((f) => a[f] !== undefined);
    const expected = { rating: 'rating', single: 'choice', multiple: 'choices', text: 'text' }[q.kind];
    if (given.some((f) => f !== expected)) {
      problem(key, 'This answer does not fit the question.');
      continue;
    }
    switch (q.kind) {
      case 'rating':
        if (a.rating !== undefined) {
          if (Number.isInteger(a.rating) && a.rating >= 1 && a.rating <= 5) out[key] = a.rating;
          else problem(key, 'Choose a rating from 1 to 5.');
        }
        break;
      case 'single':
        if (a.choice !== undefined) {
          if (Number.isInteger(a.choice) && a.choice >= 0 && a.choice < q.options.length) out[key] = a.choice;
          else problem(key, 'Choose one of the options.');
        }
        break;
      case 'multiple':
        if (a.choices !== undefined && a.choices.length > 0) {
          const unique = [...new Set(a.choices)];
          if (unique.length === a.choices.length && unique.every((c) => Number.isInteger(c) && c >= 0 && c < q.options.length)) {
            out[key] = unique.sort((x, y) => x - y);
          } else problem(key, 'Choose among the options.');
        }
        break;
      default: {
        const text = (a.text ?? '').trim();
        if (text) out[key] = text;
      }
    }
  }
  for (const q of questions) {
    if (q.required && !(String(q.id) in out) && !errors[`answers.${q.id}`]) problem(q.id, 'This question needs an answer.');
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return out;
}

const ALREADY = 'This survey has already been answered with this link.';

export async function answerSurvey(db: Db, tenant: Tenant, token: string, answers: AnswerInput[]) {
  const { recipient, survey } = await linkedSurvey(db, tenant, token);
  if (recipient.answeredAt) throw new Conflict(ALREADY);
  const values = checkAnswers(survey.questions, answers);
  const [profile] = await db
    .select({ country: seekerProfiles.country })
    .from(seekerProfiles)
    .where(and(eq(seekerProfiles.tenantId, tenant.id), eq(seekerProfiles.userId, recipient.userId)));
  const country = profile ? countryCode(profile.country) : null;
  await db.transaction(async (tx) => {
    // One conditional update: two answers sent at once count once.
    const spent = await tx
      .update(surveyRecipients)
      .set({ answeredAt: new Date() })
      .where(and(eq(surveyRecipients.tenantId, tenant.id), eq(surveyRecipients.id, recipient.id), isNull(surveyRecipients.answeredAt)))
      .returning({ id: surveyRecipients.id });
    if (spent.length === 0) throw new Conflict(ALREADY);
    await tx.insert(surveyResponses).values({ tenantId: tenant.id, surveyId: survey.id, country, answers: values });
  });
  return { answered: true };
}

// ---------------------------------------------------------------------------------------------------------
// Summaries

export async function surveySummary(db: Db, scope: Pick<Scope, 'tenantId'>, id: number, country: 'us' | 'ca') {
  const row = await surveyOf(db, scope, id);
  const responses = await db
    .select({ answers: surveyResponses.answers })
    .from(surveyResponses)
    .where(
      and(
        eq(surveyResponses.tenantId, scope.tenantId),
        eq(surveyResponses.surveyId, id),
        eq(surveyResponses.country, country.toUpperCase()),
      ),
    );
  const questions = row.questions.map((q) => {
    const values = responses.map((r) => r.answers[String(q.id)]).filter((v): v is SurveyAnswerValue => v !== undefined);
    const base = { id: q.id, kind: q.kind, prompt: q.prompt, options: q.options, answered: values.length };
    if (q.kind === 'text') {
      const texts = values.filter((v): v is string => typeof v === 'string').sort((a, b) => a.localeCompare(b));
      const shown = texts.length >= MIN_TEXT_ANSWERS;
      return { ...base, counts: [], average: null, texts: shown ? texts : [], texts_withheld: !shown && texts.length > 0 };
    }
    const slots = q.kind === 'rating' ? [1, 2, 3, 4, 5] : q.options.map((_, i) => i);
    const tally = new Map(slots.map((s) => [s, 0]));
    for (const v of values)
      for (const s of Array.isArray(v) ? v : [v]) if (typeof s === 'number' && tally.has(s)) tally.set(s, (tally.get(s) ?? 0) + 1);
    const ratings = q.kind === 'rating' ? values.filter((v): v is number => typeof v === 'number') : [];
    return {
      ...base,
      counts: slots.map((s) => ({ label: String(s), count: tally.get(s) ?? 0 })),
      average: ratings.length > 0 ? ratings.reduce((x, y) => x + y, 0) / ratings.length : null,
      texts: [],
      texts_withheld: false,
    };
  });
  return {
    id: row.id,
    title: row.title,
    country,
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
    answered: responses.length,
    questions,
  };
}
