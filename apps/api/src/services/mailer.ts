import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
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
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
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
      const info = await render.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await writeFile(join(dir, `${base}.eml`), info.message as Buffer);
      await writeFile(join(dir, `${base}.json`), `${JSON.stringify({ ...mail, created_at }, null, 2)}\n`);
      log.info({ file: `${base}.json` }, `mail "${mail.subject}" written to the development outbox`);
    },
  };
}
