// Every mail the product sends, as content in the reader's language (words in packages/i18n/locales/<lang>/mail.json).
// The mail queue (jobs/mail.ts sendMail) adds the footer with the preferences link and renders them.
import type { OrganisationKind } from '../db/schema.ts';
import { link, p, quote, type MailContent } from './compose.ts';
import { mailT, type MailLang } from './i18n.ts';

interface To {
  to: string;
  lang: MailLang;
}

export function verifyEmailMail(m: To & { name: string; tenant: string; link: string }): MailContent {
  const t = mailT(m.lang);
  return {
    ...m,
    subject: t('mail:verify.subject', { tenant: m.tenant }),
    blocks: [p(t('mail:hello', { name: m.name })), p(t('mail:verify.open')), link(m.link), p(t('mail:verify.ignore'))],
  };
}

export function resetPasswordMail(m: To & { name: string; tenant: string; link: string }): MailContent {
  const t = mailT(m.lang);
  return {
    ...m,
    subject: t('mail:reset.subject', { tenant: m.tenant }),
    blocks: [p(t('mail:hello', { name: m.name })), p(t('mail:reset.open')), link(m.link), p(t('mail:reset.ignore'))],
  };
}

export function invitationMail(m: To & { name: string; by: string; where: string; tenant: string; link: string }): MailContent {
  const t = mailT(m.lang);
  const words = { by: m.by, where: m.where, tenant: m.tenant };
  return {
    ...m,
    subject: t('mail:invitation.subject', words),
    blocks: [p(t('mail:hello', { name: m.name })), p(t('mail:invitation.open', words)), link(m.link), p(t('mail:invitation.ignore'))],
  };
}

export function organisationSignupMail(
  m: To & { name: string; organisation: string; kind: OrganisationKind; tenant: string; link: string },
): MailContent {
  const t = mailT(m.lang);
  const words = { name: m.organisation, kind: t(`mail:organisationKind.${m.kind}`), tenant: m.tenant };
  return {
    ...m,
    subject: t('mail:signup.subject', words),
    blocks: [p(t('mail:hello', { name: m.name })), p(t('mail:signup.open', words)), link(m.link), p(t('mail:signup.queue'))],
  };
}

export type OrganisationDecision = 'approve' | 'reject' | 'suspend' | 'restore';

export function organisationDecisionMail(
  m: To & {
    name: string;
    organisation: string;
    tenant: string;
    decision: OrganisationDecision;
    reason: string;
    contact: { email: string; phone: string };
    link: string;
  },
): MailContent {
  const t = mailT(m.lang);
  const words = { name: m.organisation, tenant: m.tenant };
  const subject = t(`mail:decision.${m.decision}Subject`, words);
  const hello = p(t('mail:hello', { name: m.name }));
  if (m.decision === 'approve' || m.decision === 'restore')
    return { ...m, subject, blocks: [hello, p(t(`mail:decision.${m.decision}`, words)), link(m.link)] };
  const { email, phone } = m.contact;
  const reach = email && phone ? t('mail:decision.reachBoth', { email, phone }) : email || phone;
  return {
    ...m,
    subject,
    blocks: [
      hello,
      p(t(`mail:decision.${m.decision}`, words)),
      ...(m.reason ? [quote(m.reason)] : []),
      p(reach ? t('mail:decision.reach', { reach }) : t('mail:decision.readAgain')),
      link(m.link),
    ],
  };
}

export function notificationMail(m: To & { tenant: string; message: string }): MailContent {
  const t = mailT(m.lang);
  return {
    ...m,
    subject: t('mail:notification.subject', { tenant: m.tenant }),
    blocks: [p(m.message), p(t('mail:notification.why', { tenant: m.tenant }))],
  };
}

export function feedbackAnswerMail(m: To & { tenant: string; sent: string; answer: string }): MailContent {
  const t = mailT(m.lang);
  const sent = m.sent.trim();
  return {
    ...m,
    subject: t('mail:feedbackAnswer.subject', { tenant: m.tenant }),
    blocks: [
      p(t('mail:helloAnyone')),
      p(t('mail:feedbackAnswer.thanks', { tenant: m.tenant })),
      ...(sent ? [p(t('mail:feedbackAnswer.youWrote')), quote(sent)] : []),
      p(t('mail:feedbackAnswer.answer')),
      quote(m.answer),
      p(t('mail:feedbackAnswer.noReply')),
    ],
  };
}

export function contactReceivedMail(m: To & { tenant: string; name: string; message: string }): MailContent {
  const t = mailT(m.lang);
  return {
    ...m,
    subject: t('mail:contact.receivedSubject', { tenant: m.tenant }),
    blocks: [
      p(t('mail:hello', { name: m.name })),
      p(t('mail:contact.received', { tenant: m.tenant })),
      p(t('mail:contact.youWrote')),
      quote(m.message),
      p(t('mail:contact.noReply')),
    ],
  };
}

export function contactAnswerMail(m: To & { tenant: string; name: string; answer: string }): MailContent {
  const t = mailT(m.lang);
  return {
    ...m,
    subject: t('mail:contact.answerSubject', { tenant: m.tenant }),
    blocks: [p(t('mail:hello', { name: m.name })), p(t('mail:contact.answer')), quote(m.answer), p(t('mail:contact.noReply'))],
  };
}

/** Issue 13: a person whose résumé a partner imported is invited to claim the account, check it and consent. */
export function importClaimMail(m: To & { name: string; partner: string; tenant: string; link: string }): MailContent {
  const t = mailT(m.lang);
  const words = { partner: m.partner, tenant: m.tenant };
  return {
    ...m,
    subject: t('mail:importClaim.subject', words),
    blocks: [
      p(t('mail:hello', { name: m.name })),
      p(t('mail:importClaim.imported', words)),
      p(t('mail:importClaim.open')),
      link(m.link),
      p(t('mail:importClaim.ignore')),
    ],
  };
}
