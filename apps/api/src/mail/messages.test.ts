// The mails' content: every mail in each language, user text kept as text in the HTML part, links in
// both parts, and the unsubscribe footer in the mail's language.
import { describe, expect, it } from 'vitest';
import { renderMail } from './compose.ts';
import { MAIL_LANGS } from './i18n.ts';
import {
  contactAnswerMail,
  contactReceivedMail,
  feedbackAnswerMail,
  invitationMail,
  notificationMail,
  organisationDecisionMail,
  organisationSignupMail,
  resetPasswordMail,
  verifyEmailMail,
} from './messages.ts';

const LINK = 'https://demo.example/verifyEmail?token=abc';
const all = (lang: (typeof MAIL_LANGS)[number]) => [
  verifyEmailMail({ to: 'a@x.test', lang, name: 'Ana', tenant: 'Demo', link: LINK }),
  resetPasswordMail({ to: 'a@x.test', lang, name: 'Ana', tenant: 'Demo', link: LINK }),
  invitationMail({ to: 'a@x.test', lang, name: 'Ana', by: 'Bo', where: 'Acme', tenant: 'Demo', link: LINK }),
  organisationSignupMail({ to: 'a@x.test', lang, name: 'Ana', organisation: 'Acme', kind: 'skilling_partner', tenant: 'Demo', link: LINK }),
  ...(['approve', 'reject', 'suspend', 'restore'] as const).map((decision) =>
    organisationDecisionMail({
      to: 'a@x.test',
      lang,
      name: 'Ana',
      organisation: 'Acme',
      tenant: 'Demo',
      decision,
      reason: 'No website',
      contact: { email: 'help@demo.test', phone: '' },
      link: LINK,
    }),
  ),
  notificationMail({ to: 'a@x.test', lang, tenant: 'Demo', message: 'You have a new applicant.' }),
  feedbackAnswerMail({ to: 'a@x.test', lang, tenant: 'Demo', sent: 'Nice', answer: 'Thanks' }),
  contactReceivedMail({ to: 'a@x.test', lang, tenant: 'Demo', name: 'Ana', message: 'Hi' }),
  contactAnswerMail({ to: 'a@x.test', lang, tenant: 'Demo', name: 'Ana', answer: 'Hello' }),
];

describe('mail content', () => {
  it('writes every mail in en, fr and esp, each with its own words (no key left untranslated)', () => {
    const en = all('en');
    for (const lang of ['fr', 'esp'] as const) {
      const other = all(lang);
      other.forEach((mail, i) => {
        expect(mail.subject, `${lang} #${i}`).not.toBe(en[i]!.subject);
        expect(mail.subject).not.toMatch(/^[a-z]+\.[a-zA-Z.]+$/);
        for (const b of mail.blocks) if (b.kind === 'p') expect(b.text).not.toMatch(/^[a-z]+\.[a-zA-Z.]+$/);
      });
    }
  });

  it('keeps what people wrote as text in the HTML part, and lists and shows the links', async () => {
    const mail = await renderMail(
      contactAnswerMail({
        to: 'jo@example.org',
        lang: 'en',
        tenant: 'Acme & Co',
        name: 'Jo <b>',
        answer: 'See <a href="x">this</a>.\nBye',
      }),
    );
    expect(mail.subject).toBe('An answer to your message (Acme & Co)');
    expect(mail.html).not.toContain('<a href="x">');
    expect(mail.html).toContain('See &lt;a href=&quot;x&quot;&gt;this&lt;/a&gt;.');
    expect(mail.html).toContain('Hello Jo &lt;b&gt;,');
    expect(mail.text).toContain('Hello Jo <b>,');
    expect(mail.text).toContain('> See <a href="x">this</a>.\n> Bye');
    const verify = await renderMail(verifyEmailMail({ to: 'a@x.test', lang: 'esp', name: 'Ana', tenant: 'Demo', link: LINK }));
    expect(verify.links).toEqual([LINK]);
    expect(verify.text).toContain(LINK);
    expect(verify.html).toContain(`href="${LINK}"`);
    expect(verify.html).toContain('lang="es"');
  });

  it('leaves the quote out when a guest only rated, and names the concierge only when there is a way to reach them', () => {
    const rated = feedbackAnswerMail({ to: 'a@x.test', lang: 'esp', tenant: 'Demo', sent: '  ', answer: 'Gracias.' });
    expect(rated.blocks.map((b) => (b.kind === 'link' ? b.href : b.text))).not.toContain('Usted escribió:');
    const base = { to: 'a@x.test', lang: 'en' as const, name: 'Ana', organisation: 'Acme', tenant: 'Demo', reason: 'r', link: LINK };
    const both = organisationDecisionMail({ ...base, decision: 'reject', contact: { email: 'h@d.test', phone: '+1 555' } });
    expect(both.blocks.some((b) => b.kind === 'p' && b.text.includes('h@d.test or +1 555'))).toBe(true);
    const none = organisationDecisionMail({ ...base, decision: 'suspend', contact: { email: '', phone: '' } });
    expect(none.blocks.some((b) => b.kind === 'p' && b.text === 'Read it again here:')).toBe(true);
  });
});
