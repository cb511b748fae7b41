// Every mail the product sends, as content in the reader's language (words in packages/i18n/locales/<lang>/mail.json).
// The mail queue (jobs/mail.ts sendMail) adds the footer with the preferences link and renders them.
import type { InterviewKind, OrganisationKind } from '../db/schema.ts';
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

// ---------------------------------------------------------------- interviews and offers (issue 12)

const DATE_LOCALES: Record<MailLang, string> = { en: 'en-US', fr: 'fr-FR', esp: 'es-ES' };

/** "Monday, November 30, 2026 at 10:00 AM (America/New_York)" in the reader's language and zone. */
export function whenText(at: Date, lang: MailLang, zone: string): string {
  const text = new Intl.DateTimeFormat(DATE_LOCALES[lang], { dateStyle: 'full', timeStyle: 'short', timeZone: zone }).format(at);
  return `${text} (${zone})`;
}

export type InterviewMailKind =
  | 'proposed'
  | 'scheduled'
  | 'changed'
  | 'reproposed'
  | 'cancelled'
  | 'cancelled_proposal'
  | 'reminder'
  | 'adjustments'
  | 'reschedule_request'
  | 'panel_added'
  | 'panel_removed'
  | 'panel_changed';

/** Who an interview mail is for: the job seeker (their link goes to /application) or staff (the application in the console). */
export interface InterviewReader extends To {
  firstName: string;
  timeZone: string;
  seeker: boolean;
}

export interface InterviewMailFacts {
  origin: string;
  jobTitle: string;
  company: string;
  candidateName: string;
  kind: InterviewKind;
  minutes: number;
  startsAt: Date | null;
  slots: Date[];
  panel: string[];
  reason: string | null;
  location: string;
  applicationId?: number;
  adjustments?: string[];
  /** The iCalendar invite sent with it (REQUEST or CANCEL), when there is one. */
  calendar?: MailContent['calendar'];
}

const INTERVIEW_SUBJECTS = {
  proposed: 'mail:interview.subject.proposed',
  scheduled: 'mail:interview.subject.scheduled',
  changed: 'mail:interview.subject.changed',
  reproposed: 'mail:interview.subject.reproposed',
  cancelled: 'mail:interview.subject.cancelled',
  cancelled_proposal: 'mail:interview.subject.cancelled',
  reminder: 'mail:interview.subject.reminder',
  adjustments: 'mail:interview.subject.adjustments',
  reschedule_request: 'mail:interview.subject.rescheduleRequest',
  panel_added: 'mail:interview.subject.panelAdded',
  panel_removed: 'mail:interview.subject.panelRemoved',
  panel_changed: 'mail:interview.subject.panelChanged',
} as const;

/** The mail of one interview event to one person, in their language, times in their zone with the zone named. */
export function interviewMail(what: InterviewMailKind, m: InterviewReader, f: InterviewMailFacts): MailContent {
  const t = mailT(m.lang);
  const words = {
    kind: t(`mail:interview.kind.${f.kind}`),
    minutes: String(f.minutes),
    job: f.jobTitle,
    company: f.company,
    candidate: f.candidateName,
    when: f.startsAt ? whenText(f.startsAt, m.lang, m.timeZone) : '',
    reason: f.reason ?? '',
    panel: f.panel.join(', '),
    location: f.location,
    list: (f.adjustments ?? []).join(', '),
  };
  const blocks = [p(t('mail:hello', { name: m.firstName }))];
  let subject: string = t(INTERVIEW_SUBJECTS[what], words);
  switch (what) {
    case 'proposed':
    case 'reproposed':
      blocks.push(p(what === 'proposed' ? t('mail:interview.proposed', words) : t('mail:interview.reproposed', words)));
      blocks.push(p(f.slots.map((s) => `- ${whenText(s, m.lang, m.timeZone)}`).join('\n')));
      blocks.push(p(m.seeker ? t('mail:interview.proposedSeeker') : t('mail:interview.proposedStaff', words)));
      if (!m.seeker && what === 'proposed') subject = t('mail:interview.subject.proposedStaff', words);
      break;
    case 'scheduled':
      blocks.push(p(m.seeker ? t('mail:interview.scheduled', words) : t('mail:interview.scheduledStaff', words)));
      break;
    case 'changed':
      blocks.push(p(t('mail:interview.changed', words)));
      break;
    case 'cancelled':
    case 'cancelled_proposal':
      blocks.push(p(t('mail:interview.cancelled', words)));
      break;
    case 'reminder':
      blocks.push(p(t('mail:interview.reminder', words)));
      break;
    case 'adjustments':
      blocks.push(p(t('mail:interview.adjustments', words).trim()));
      break;
    case 'reschedule_request':
      blocks.push(p(t('mail:interview.rescheduleRequest', words)));
      break;
    case 'panel_added':
      blocks.push(p(t('mail:interview.panelAdded', words)));
      if (f.startsAt) blocks.push(p(t('mail:interview.panelWhen', words)));
      else
        blocks.push(p(f.slots.map((s) => `- ${whenText(s, m.lang, m.timeZone)}`).join('\n')), p(t('mail:interview.proposedStaff', words)));
      break;
    case 'panel_removed':
      blocks.push(p(t('mail:interview.panelRemoved', words)));
      break;
    case 'panel_changed':
      blocks.push(p(m.seeker ? t('mail:interview.panelChanged', words) : t('mail:interview.panelChangedStaff', words)));
      break;
  }
  const called = what === 'cancelled' || what === 'cancelled_proposal' || what === 'panel_removed';
  if (m.seeker && f.panel.length > 0 && !called) blocks.push(p(t('mail:interview.panel', words)));
  if (f.location && (what === 'scheduled' || what === 'changed' || what === 'reminder')) blocks.push(p(t('mail:interview.where', words)));
  if (m.seeker) blocks.push(p(t('mail:interview.details')), link(`${f.origin}/application`));
  else blocks.push(p(t('mail:interview.detailsStaff')), link(`${f.origin}/applications/${f.applicationId ?? ''}`));
  if (f.calendar) blocks.push(p(t('mail:interview.invite')));
  return { to: m.to, lang: m.lang, subject, blocks, ...(f.calendar ? { calendar: f.calendar } : {}) };
}

/** The job seeker's mail when an offer is sent to them: what is offered, until when, and where to answer. */
export function offerSentMail(
  m: To & { name: string; company: string; title: string; pay: string; start: string; expires: string; link: string },
): MailContent {
  const t = mailT(m.lang);
  const words = { company: m.company, title: m.title, pay: m.pay, start: m.start, expires: m.expires };
  return {
    to: m.to,
    lang: m.lang,
    subject: t('mail:offer.subject', words),
    blocks: [p(t('mail:hello', { name: m.name })), p(t('mail:offer.offers', words)), p(t('mail:offer.open')), link(m.link)],
  };
}

export function surveyMail(m: To & { name: string; tenant: string; title: string; link: string }): MailContent {
  const t = mailT(m.lang);
  const words = { title: m.title, tenant: m.tenant };
  return {
    ...m,
    subject: t('mail:survey.subject', words),
    blocks: [
      p(m.name ? t('mail:hello', { name: m.name }) : t('mail:helloAnyone')),
      p(t('mail:survey.open', words)),
      link(m.link),
      p(t('mail:survey.private')),
    ],
  };
}
