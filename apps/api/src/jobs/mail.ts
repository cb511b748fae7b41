// Mail goes out through the queue: a service sends a `mail` job in the transaction of the change that
// causes the mail (a sign-up, a reset request, a feedback answer), and a worker hands it to the mailer
// (SMTP, or the development outbox), retrying with backoff while the server refuses it.
//
// Every mail goes through sendMail, which is where its one-click unsubscribe is added (issue 16,
// DECISIONS 21, RFC 8058): List-Unsubscribe and List-Unsubscribe-Post headers and a footer link to
// /unsubscribeConfirm, signed for the address and the kind of mail; a mail of a kind the address has
// turned off is not queued. Account and security mail carries the link too, and always goes.
import type { MailContent } from '../mail/compose.ts';
import type { MailLang } from '../mail/i18n.ts';
import { renderWithUnsubscribe, wantsMail, type MailKind, type Queryer } from '../services/email-preferences.ts';
import type { Mail, Mailer } from '../services/mailer.ts';
import { plainTextMailTo } from '../services/reading-profile.ts';
import type { Executor, JobQueue, QueueSettings } from './queue.ts';

export const MAIL_QUEUE = 'mail';

/**
 * 8 attempts: retries after 5–10 s, then 10–20 s, doubling (pg-boss's backoff with jitter), 10 to 20
 * minutes in all; one send gets 60 s.
 */
export const mailQueueSettings: QueueSettings = { retryLimit: 7, retryDelay: 5, expireInSeconds: 60 };

/** Where a request came from, for the mails it causes: the tenant's origin (links) and the reader's language. */
export interface MailSite {
  origin: string;
  lang: MailLang;
}

/** Who a mail is for and what it is about: what its unsubscribe link names. */
export interface MailAudience {
  tenantId: number;
  /** The tenant's public origin (the links of the mail lead there). */
  origin: string;
  /** The kind of mail: one a person can turn off, or 'account' (account and security mail). */
  kind: MailKind;
}

/**
 * Queues `mail` with its unsubscribe headers and footer; it leaves once `tx` (the change's transaction,
 * or the database) commits. Resolves to false, queuing nothing, when the address has turned this kind of
 * mail off.
 */
export async function sendMail(jobs: JobQueue, tx: Executor & Queryer, mail: MailContent, audience: MailAudience): Promise<boolean> {
  return (await sendMails(jobs, tx, [mail], audience)) === 1;
}

/**
 * sendMail for many mails of one audience (a batch of imported people's invitations): the reading
 * profiles are read in one query and the jobs are queued in one statement. Resolves to the number queued.
 */
export async function sendMails(jobs: JobQueue, tx: Executor & Queryer, mails: MailContent[], audience: MailAudience): Promise<number> {
  return queueMails(jobs, tx, await renderMails(tx, mails, audience), audience);
}

/**
 * The first half of sendMails, for mails rendered before the transaction that queues them (a batch's
 * invitations, rendered while its files are read): each mail with its unsubscribe headers and footer. A
 * render is CPU work of some milliseconds, so the event loop gets a turn after each one.
 */
export async function renderMails(db: Queryer, mails: MailContent[], audience: MailAudience): Promise<Mail[]> {
  const rendered: Mail[] = [];
  for (const mail of mails) {
    rendered.push(await renderWithUnsubscribe(db, mail, audience));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return rendered;
}

/**
 * The second half of sendMails: queues rendered mails in `tx`, leaving out those of a kind their address
 * has turned off; a person whose reading profile asks for plain text (issue 17 §3) gets the text part only.
 */
export async function queueMails(jobs: JobQueue, tx: Executor & Queryer, mails: Mail[], audience: MailAudience): Promise<number> {
  const wanted: Mail[] = [];
  for (const mail of mails) if (await wantsMail(tx, audience.tenantId, mail.to, audience.kind)) wanted.push(mail);
  if (wanted.length === 0) return 0;
  const plain = await plainTextMailTo(
    tx,
    audience.tenantId,
    wanted.map((m) => m.to),
  );
  const queued = wanted.map((mail) => (plain.has(mail.to.toLowerCase()) ? { ...mail, html: '' } : mail));
  await jobs.sendMany(tx, MAIL_QUEUE, queued);
  return queued.length;
}

export function mailWorker(mailer: Mailer) {
  return async (mail: Mail): Promise<void> => {
    await mailer.send(mail);
  };
}
