// The /contact-us form (issue 16): a message lands in the helpdesk as a conversation (a guest one, with
// the sender's email), the sender is told by email that it arrived, and each answer the helpdesk writes
// in that conversation is emailed to them, in the language they wrote in.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { sendMail } from '../jobs/mail.ts';
import { contactMessages, type ContactTopic, type SiteLanguage } from '../db/schema.ts';
import { ValidationError } from '../errors.ts';
import { appendMessage, startGuestSession } from './chat.ts';
import { isValidGuestEmail } from './feedback.ts';
import type { Limit } from './rate-limit.ts';
import { contactAnswerMail, contactReceivedMail } from '../mail/messages.ts';

export const contactLimits = {
  /** Per address: 5 messages an hour. */
  address: { bucket: 'contact:address', max: 5, windowMs: 60 * 60_000 },
  /** Per sender email: 3 messages an hour. */
  email: { bucket: 'contact:email', max: 3, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

export const CONTACT_LIMITS = { name: 150, message: 1800 };
/** SPEC §5, as the feedback widget says it. */
export const INVALID_EMAIL = 'Please enter a valid email!';

export interface ContactInput {
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
}

const TOPIC_LABELS: Record<ContactTopic, string> = {
  job_seeker: 'Job seeker',
  employer: 'Employer',
  partner: 'Partner',
  press: 'Press',
  other: 'Other',
};

/** The fields cleaned, or 400 with the contract's per-field lists. */
export function checkContact(input: ContactInput): ContactInput {
  const name = input.name.trim();
  const email = input.email.trim();
  const message = input.message.trim();
  const errors: Record<string, string[]> = {};
  if (name === '') errors.name = ['This field may not be blank.'];
  if (email === '') errors.email = ['This field may not be blank.'];
  else if (!isValidGuestEmail(email)) errors.email = [INVALID_EMAIL];
  if (message === '') errors.message = ['This field may not be blank.'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { name, email, topic: input.topic, message };
}

/** Opens the helpdesk conversation with the message, records where answers go, and acknowledges by email. */
export async function submitContact(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  tenant: { id: number; name: string },
  input: ContactInput,
  language: SiteLanguage,
  origin: string,
): Promise<{ sessionId: number }> {
  const { session } = await startGuestSession(ctx.db, tenant.id, input.email);
  await ctx.db
    .insert(contactMessages)
    .values({ tenantId: tenant.id, sessionId: session.id, name: input.name, email: input.email, topic: input.topic, language, origin });
  const body = `[Contact form · ${TOPIC_LABELS[input.topic]}] ${input.name} <${input.email}>\n\n${input.message}`;
  await appendMessage(ctx.db, tenant.id, session.id, { side: 'user', userId: null }, randomUUID(), body);
  await sendMail(
    ctx.jobs,
    ctx.db,
    contactReceivedMail({ to: input.email, lang: language, tenant: tenant.name, name: input.name, message: input.message }),
    { tenantId: tenant.id, origin, kind: 'contact_answers' },
  );
  return { sessionId: session.id };
}

/** After the helpdesk wrote in a conversation: when it came from the contact form, email the answer. */
export async function mailContactAnswer(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  tenant: { id: number; name: string },
  sessionId: number,
  answer: string,
): Promise<boolean> {
  const [contact] = await ctx.db.select().from(contactMessages).where(eq(contactMessages.sessionId, sessionId));
  if (!contact || contact.tenantId !== tenant.id) return false;
  // False when the sender turned these answers off from an earlier mail's unsubscribe link.
  return sendMail(
    ctx.jobs,
    ctx.db,
    contactAnswerMail({ to: contact.email, lang: contact.language, tenant: tenant.name, name: contact.name, answer }),
    { tenantId: tenant.id, origin: contact.origin, kind: 'contact_answers' },
  );
}
