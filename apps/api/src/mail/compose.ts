// A mail as content (who, in which language, the subject and blocks of text), rendered once into the
// HTML and plain-text parts the mailer sends. Every mail of the product is made this way (messages.ts).
import { render } from '@react-email/render';
import { createElement } from 'react';
import type { Mail } from '../services/mailer.ts';
import type { MailLang } from './i18n.ts';
import { MailLayout } from './layout.tsx';

export type MailBlock = { kind: 'p'; text: string } | { kind: 'quote'; text: string } | { kind: 'link'; href: string; text?: string };

export interface MailContent {
  to: string;
  lang: MailLang;
  subject: string;
  blocks: MailBlock[];
  /** An iCalendar invite sent with the mail (interviews, issue 12). */
  calendar?: Mail['calendar'];
}

export const p = (text: string): MailBlock => ({ kind: 'p', text });
export const quote = (text: string): MailBlock => ({ kind: 'quote', text });
export const link = (href: string, text?: string): MailBlock => (text ? { kind: 'link', href, text } : { kind: 'link', href });

function plainText(blocks: MailBlock[]): string {
  return blocks
    .map((b) =>
      b.kind === 'link' ? (b.text ? `${b.text}\n${b.href}` : b.href) : b.kind === 'quote' ? b.text.replace(/^/gm, '> ') : b.text,
    )
    .join('\n\n');
}

/** The mail as sent: HTML from the layout, plain text from the same blocks, every link listed. */
export async function renderMail(content: MailContent, footer: MailBlock[] = [], headers?: Record<string, string>): Promise<Mail> {
  const html = await render(createElement(MailLayout, { lang: content.lang, preview: content.subject, blocks: content.blocks, footer }));
  const all = [...content.blocks, ...footer];
  const text = `${plainText(content.blocks)}\n${footer.length > 0 ? `\n--\n${plainText(footer)}\n` : ''}`;
  return {
    to: content.to,
    subject: content.subject,
    text,
    html,
    links: all.flatMap((b) => (b.kind === 'link' ? [b.href] : [])),
    ...(headers ? { headers } : {}),
    ...(content.calendar ? { calendar: content.calendar } : {}),
  };
}
