// The mails' content: every mail in each language, user text kept as text in the HTML part, links in
// both parts, and the unsubscribe footer in the mail's language.
import { describe, expect, it } from 'vitest';
import { renderMail } from './compose.ts';
import { MAIL_LANGS } from './i18n.ts';
import {
  contactAnswerMail,
  contactReceivedMail,
  feedbackAnswerMail,
  interviewMail,
  invitationMail,
  offerSentMail,
  notificationMail,
  organisationDecisionMail,
  organisationSignupMail,
  resetPasswordMail,
  verifyEmailMail,
} from './messages.ts';

const LINK = 'https://demo.example/verifyEmail?token=abc';
const INTERVIEW_KINDS = [
  'proposed',
  'scheduled',
  'changed',
  'reproposed',
  'cancelled',
  'reminder',
  'adjustments',
  'reschedule_request',
] as const;
const SEEKER = { to: 's@x.test', firstName: 'Ana', timeZone: 'America/New_York', seeker: true };
const AT = new Date('2026-11-30T15:00:00Z');
const FACTS = {
  origin: 'https://demo.example',
  jobTitle: 'Analyst',
  company: 'Acme',
  candidateName: 'Ana Applicant',
  kind: 'video' as const,
  minutes: 45,
  startsAt: AT,
  slots: [AT, new Date('2026-12-01T15:00:00Z')],
  panel: ['Bo Boss'],
  reason: 'Room booked',
  location: 'Room 4',
  applicationId: 7,
  adjustments: ['written_questions'],
};
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
  ...INTERVIEW_KINDS.map((what) => interviewMail(what, { ...SEEKER, lang }, FACTS)),
  interviewMail('proposed', { ...SEEKER, lang, seeker: false }, FACTS),
  offerSentMail({
    to: 'a@x.test',
    lang,
    name: 'Ana',
    company: 'Acme',
    title: 'Analyst',
    pay: '$1',
    start: 'May 1',
    expires: 'April 1',
    link: LINK,
  }),
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

describe('interview and offer mails (issue 12)', () => {
  it("names the time in the reader's zone and language, links the right page, and keeps the invite", async () => {
    const calendar = { method: 'REQUEST' as const, filename: 'interview.ics', content: 'BEGIN:VCALENDAR' };
    const fr = interviewMail('scheduled', { ...SEEKER, lang: 'fr', timeZone: 'Europe/Paris' }, { ...FACTS, calendar });
    expect(fr.subject).toBe('Entretien fixé : Analyst chez Acme');
    const texts = fr.blocks.map((b) => (b.kind === 'link' ? b.href : b.text));
    expect(texts).toContain(
      'Votre entretien en visio (45 min) pour le poste Analyst chez Acme est fixé au lundi 30 novembre 2026 à 16:00 (Europe/Paris).',
    );
    expect(texts).toContain('https://demo.example/application');
    expect(texts).toContain('L’invitation d’agenda est jointe.');
    const rendered = await renderMail(fr);
    expect(rendered.calendar).toEqual(calendar);
    expect(rendered.links).toEqual(['https://demo.example/application']);

    const staff = interviewMail('proposed', { ...SEEKER, lang: 'en', seeker: false }, FACTS);
    expect(staff.subject).toBe('Interview times proposed: Ana Applicant, Analyst');
    expect(staff.calendar).toBeUndefined();
    expect(staff.blocks.at(-1)).toEqual({ kind: 'link', href: 'https://demo.example/applications/7' });
    expect(staff.blocks.some((b) => b.kind === 'p' && b.text.includes('Tuesday, December 1, 2026 at 10:00 AM (America/New_York)'))).toBe(
      true,
    );
  });

  it("writes the offer mail in the offer's language", () => {
    const esp = offerSentMail({
      to: 'a@x.test',
      lang: 'esp',
      name: 'Ana',
      company: 'Acme',
      title: 'Analista',
      pay: '1 €',
      start: '1 de mayo',
      expires: '1 de abril',
      link: LINK,
    });
    expect(esp.subject).toBe('Su oferta de empleo de Acme');
    expect(esp.blocks[1]).toEqual({
      kind: 'p',
      text: 'Acme le ofrece el puesto de Analista: 1 €, a partir del 1 de mayo. La oferta está abierta hasta el 1 de abril.',
    });
    expect(esp.blocks.at(-1)).toEqual({ kind: 'link', href: LINK });
  });
});
