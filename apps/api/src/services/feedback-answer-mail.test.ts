// The guest's answer mail and the quote a notification shows: every wording in en, fr and esp, text
// kept as text in the HTML part, and quotes cut at whole characters.
import { describe, expect, it } from 'vitest';
import { ANSWER_MAIL, answerMail } from './feedback-answer-mail.ts';
import { quoteOf } from './feedback.ts';

describe('answerMail', () => {
  it('has every part in every language', () => {
    const keys = Object.keys(ANSWER_MAIL.en);
    for (const lang of ['en', 'fr', 'esp'] as const) {
      expect(Object.keys(ANSWER_MAIL[lang]).sort()).toEqual([...keys].sort());
      for (const key of keys) expect(ANSWER_MAIL[lang][key as keyof typeof ANSWER_MAIL.en], `${lang}.${key}`).toMatch(/\S/);
    }
    expect(ANSWER_MAIL.fr.subject).not.toBe(ANSWER_MAIL.en.subject);
    expect(ANSWER_MAIL.esp.subject).not.toBe(ANSWER_MAIL.en.subject);
  });

  it('quotes what the guest wrote and escapes both texts in the HTML part', () => {
    const mail = answerMail({
      to: 'jo@example.org',
      lang: 'en',
      tenantName: 'Acme & Co',
      sent: 'I <3 the "filters"',
      answer: 'Thanks!\nSee <a href="x">this</a>.',
    });
    expect(mail).toMatchObject({ to: 'jo@example.org', subject: 'Our team answered your feedback (Acme & Co)', links: [] });
    expect(mail.text).toBe(
      'Hello,\n\nThank you for your feedback on Acme & Co.\n\nYou wrote:\nI <3 the "filters"\n\nOur answer:\nThanks!\nSee <a href="x">this</a>.\n\n' +
        `${ANSWER_MAIL.en.noReply}\n`,
    );
    expect(mail.html).not.toContain('<a href');
    expect(mail.html).toContain('I &#60;3 the &#34;filters&#34;');
    expect(mail.html).toContain('Thanks!<br>See &#60;a href=&#34;x&#34;&#62;this&#60;/a&#62;.');
    expect(mail.html).toContain('Acme &#38; Co');
  });

  it('leaves the quote out when the guest only rated', () => {
    const mail = answerMail({ to: 'jo@example.org', lang: 'esp', tenantName: 'Demo', sent: '  ', answer: 'Gracias.' });
    expect(mail.text).not.toContain(ANSWER_MAIL.esp.youWrote);
    expect(mail.html).not.toContain('<blockquote>');
    expect(mail.text).toContain('Nuestra respuesta:\nGracias.');
  });
});

describe('quoteOf', () => {
  it('keeps 60 characters or fewer as they are, line breaks folded', () => {
    expect(quoteOf('Short\nquestion ')).toBe('Short question');
    expect(quoteOf('x'.repeat(60))).toBe('x'.repeat(60));
  });

  it('cuts longer text at 60 whole characters with an ellipsis', () => {
    expect(quoteOf('x'.repeat(61))).toBe(`${'x'.repeat(60)}…`);
    expect(quoteOf('😀'.repeat(70))).toBe(`${'😀'.repeat(60)}…`);
  });
});
