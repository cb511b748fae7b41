import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Empty when the reader asked for plain text only (their reading profile): then only `text` is sent. */
  html: string;
  links: string[];
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post (RFC 8058, services/email-preferences.ts). */
  headers?: Record<string, string>;
  /** An iCalendar invite (issue 12): sent as the text/calendar part with its METHOD, and as an .ics attachment. */
  calendar?: { method: 'REQUEST' | 'CANCEL' | 'PUBLISH'; filename: string; content: string };
}

/** nodemailer's fields for a mail's invite. */
function calendarFields(mail: Mail) {
  return mail.calendar
    ? { icalEvent: { method: mail.calendar.method, filename: mail.calendar.filename, content: mail.calendar.content } }
    : {};
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface MailLogger {
  info(obj: object, msg: string): void;
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
        ...calendarFields(mail),
      });
    },
  };
}

/** Development outbox: one .eml and one .json per mail in `dir`. */
export function outboxMailer(dir: string, from: string, log: MailLogger): Mailer {
  const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const created_at = new Date().toISOString();
      const base = `${created_at.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const info = await render.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
        ...calendarFields(mail),
      });
      await writeFile(join(dir, `${base}.eml`), info.message as Buffer);
      await writeFile(join(dir, `${base}.json`), `${JSON.stringify({ ...mail, created_at }, null, 2)}\n`);
      log.info({ file: `${base}.json` }, `mail "${mail.subject}" written to the development outbox`);
    },
  };
}

/** SMTP when `smtpUrl` is set, else the development outbox in `<dataDir>/outbox`. */
export function configuredMailer(options: { smtpUrl?: string | undefined; mailFrom?: string; dataDir: string }, log: MailLogger): Mailer {
  const from = options.mailFrom ?? 'Tessera <no-reply@tessera.localhost>';
  return options.smtpUrl ? smtpMailer(options.smtpUrl, from) : outboxMailer(join(options.dataDir, 'outbox'), from, log);
}
