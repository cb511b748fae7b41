// The interview emails (issue 12), in the reader's language, with times in the reader's zone and the
// zone named. The invite itself (.ics) is added by the caller.
import type { InterviewKind } from '../db/schema.ts';
import { link as linkBlock, p, type MailContent } from '../mail/compose.ts';

type Lang = 'en' | 'fr' | 'esp';

export type InterviewMailKind =
  | 'proposed'
  | 'scheduled'
  | 'changed'
  | 'reproposed'
  | 'cancelled'
  | 'cancelled_proposal'
  | 'reminder'
  | 'adjustments'
  | 'reschedule_request';

export interface MailPerson {
  email: string;
  firstName: string;
  lang: Lang;
  timeZone: string;
  /** The job seeker (their link goes to /application) or staff (to the application in the console). */
  seeker: boolean;
}

export interface InterviewMailFacts {
  tenantName: string;
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
}

const LOCALES: Record<Lang, string> = { en: 'en-US', fr: 'fr-FR', esp: 'es-ES' };

/** "Monday, November 30, 2026 at 10:00 AM (America/New_York)" in the reader's language and zone. */
export function whenText(at: Date, lang: Lang, zone: string): string {
  const text = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'full', timeStyle: 'short', timeZone: zone }).format(at);
  return `${text} (${zone})`;
}

const KINDS: Record<Lang, Record<InterviewKind, string>> = {
  en: {
    video: 'video interview',
    phone: 'phone interview',
    on_site: 'on-site interview',
    work_sample: 'work sample',
    trial_task: 'trial task',
  },
  fr: {
    video: 'entretien en visio',
    phone: 'entretien téléphonique',
    on_site: 'entretien sur place',
    work_sample: 'exercice pratique',
    trial_task: 'mise en situation',
  },
  esp: {
    video: 'entrevista por vídeo',
    phone: 'entrevista telefónica',
    on_site: 'entrevista presencial',
    work_sample: 'muestra de trabajo',
    trial_task: 'tarea de prueba',
  },
};

const EN = {
  hello: 'Hello {name},',
  proposed: 'Times are proposed for a {kind} ({minutes} min) for {job} at {company}.',
  proposedSeeker: 'Choose the one that suits you on your application:',
  proposedStaff: '{candidate} will choose one of them.',
  scheduled: 'Your {kind} ({minutes} min) for {job} at {company} is set for {when}.',
  scheduledStaff: 'The {kind} ({minutes} min) with {candidate} for {job} is set for {when}.',
  changed: 'The {kind} for {job} at {company} has moved to {when}. Reason: {reason}',
  reproposed: 'The {kind} for {job} at {company} is no longer at the time set before; new times are proposed. Reason: {reason}',
  cancelled: 'The {kind} for {job} at {company} is cancelled. Reason: {reason}',
  reminder: 'A reminder: the {kind} for {job} at {company} is tomorrow, {when}.',
  adjustments: '{candidate} asked for adjustments for the {kind} for {job}: {list}. {reason}',
  reschedule_request: '{candidate} asked to move the {kind} for {job}. Reason: {reason}',
  panel: 'You will meet: {panel}.',
  where: 'Where: {location}',
  details: 'The details, what to expect and the adjustments on offer are on your application: {link}',
  detailsStaff: 'Open the application: {link}',
  invite: 'The calendar invite is attached.',
  subject_proposed: 'Choose a time for your interview for {job}',
  subject_proposedStaff: 'Interview times proposed: {candidate}, {job}',
  subject_scheduled: 'Interview set: {job} at {company}',
  subject_changed: 'Interview moved: {job} at {company}',
  subject_reproposed: 'New interview times: {job} at {company}',
  subject_cancelled: 'Interview cancelled: {job} at {company}',
  subject_reminder: 'Tomorrow: your interview for {job}',
  subject_adjustments: 'Adjustments requested: {candidate}, {job}',
  subject_reschedule_request: 'Reschedule requested: {candidate}, {job}',
};

type Words = Record<keyof typeof EN, string>;

const W: Record<Lang, Words> = {
  en: EN,
  fr: {
    hello: 'Bonjour {name},',
    proposed: 'Des créneaux sont proposés pour un {kind} ({minutes} min) pour le poste {job} chez {company}.',
    proposedSeeker: 'Choisissez celui qui vous convient sur votre candidature :',
    proposedStaff: '{candidate} en choisira un.',
    scheduled: 'Votre {kind} ({minutes} min) pour le poste {job} chez {company} est fixé au {when}.',
    scheduledStaff: 'L’{kind} ({minutes} min) avec {candidate} pour le poste {job} est fixé au {when}.',
    changed: 'L’{kind} pour le poste {job} chez {company} est déplacé au {when}. Motif : {reason}',
    reproposed:
      'L’{kind} pour le poste {job} chez {company} n’est plus à l’horaire prévu ; de nouveaux créneaux sont proposés. Motif : {reason}',
    cancelled: 'L’{kind} pour le poste {job} chez {company} est annulé. Motif : {reason}',
    reminder: 'Rappel : l’{kind} pour le poste {job} chez {company} a lieu demain, {when}.',
    adjustments: '{candidate} demande des aménagements pour l’{kind} du poste {job} : {list}. {reason}',
    reschedule_request: '{candidate} demande à déplacer l’{kind} du poste {job}. Motif : {reason}',
    panel: 'Vous rencontrerez : {panel}.',
    where: 'Lieu : {location}',
    details: 'Les détails, le déroulé et les aménagements proposés sont sur votre candidature : {link}',
    detailsStaff: 'Ouvrir la candidature : {link}',
    invite: 'L’invitation d’agenda est jointe.',
    subject_proposed: 'Choisissez un créneau pour votre entretien : {job}',
    subject_proposedStaff: 'Créneaux d’entretien proposés : {candidate}, {job}',
    subject_scheduled: 'Entretien fixé : {job} chez {company}',
    subject_changed: 'Entretien déplacé : {job} chez {company}',
    subject_reproposed: 'Nouveaux créneaux d’entretien : {job} chez {company}',
    subject_cancelled: 'Entretien annulé : {job} chez {company}',
    subject_reminder: 'Demain : votre entretien pour le poste {job}',
    subject_adjustments: 'Aménagements demandés : {candidate}, {job}',
    subject_reschedule_request: 'Demande de report : {candidate}, {job}',
  },
  esp: {
    hello: 'Hola, {name}:',
    proposed: 'Se proponen horarios para una {kind} ({minutes} min) para {job} en {company}.',
    proposedSeeker: 'Elija el que le convenga en su solicitud:',
    proposedStaff: '{candidate} elegirá uno.',
    scheduled: 'Su {kind} ({minutes} min) para {job} en {company} es el {when}.',
    scheduledStaff: 'La {kind} ({minutes} min) con {candidate} para {job} es el {when}.',
    changed: 'La {kind} para {job} en {company} se ha movido al {when}. Motivo: {reason}',
    reproposed: 'La {kind} para {job} en {company} ya no es a la hora fijada; se proponen nuevos horarios. Motivo: {reason}',
    cancelled: 'La {kind} para {job} en {company} se ha cancelado. Motivo: {reason}',
    reminder: 'Recordatorio: la {kind} para {job} en {company} es mañana, {when}.',
    adjustments: '{candidate} pidió ajustes para la {kind} de {job}: {list}. {reason}',
    reschedule_request: '{candidate} pidió cambiar la {kind} de {job}. Motivo: {reason}',
    panel: 'Se reunirá con: {panel}.',
    where: 'Lugar: {location}',
    details: 'Los detalles, qué esperar y los ajustes ofrecidos están en su solicitud: {link}',
    detailsStaff: 'Abrir la solicitud: {link}',
    invite: 'La invitación de calendario va adjunta.',
    subject_proposed: 'Elija un horario para su entrevista: {job}',
    subject_proposedStaff: 'Horarios de entrevista propuestos: {candidate}, {job}',
    subject_scheduled: 'Entrevista fijada: {job} en {company}',
    subject_changed: 'Entrevista movida: {job} en {company}',
    subject_reproposed: 'Nuevos horarios de entrevista: {job} en {company}',
    subject_cancelled: 'Entrevista cancelada: {job} en {company}',
    subject_reminder: 'Mañana: su entrevista para {job}',
    subject_adjustments: 'Ajustes solicitados: {candidate}, {job}',
    subject_reschedule_request: 'Cambio de horario solicitado: {candidate}, {job}',
  },
};

const SUBJECTS: Record<InterviewMailKind, keyof Words> = {
  proposed: 'subject_proposed',
  scheduled: 'subject_scheduled',
  changed: 'subject_changed',
  reproposed: 'subject_reproposed',
  cancelled: 'subject_cancelled',
  cancelled_proposal: 'subject_cancelled',
  reminder: 'subject_reminder',
  adjustments: 'subject_adjustments',
  reschedule_request: 'subject_reschedule_request',
};

/** The mail of one interview event to one person (without the invite). */
export function interviewMail(kind: InterviewMailKind, person: MailPerson, f: InterviewMailFacts): MailContent {
  const w = W[person.lang];
  const when = f.startsAt ? whenText(f.startsAt, person.lang, person.timeZone) : '';
  const link = person.seeker ? `${f.origin}/application` : `${f.origin}/applications/${f.applicationId ?? ''}`;
  const fill = (template: string) =>
    template.replace(/\{(\w+)\}/g, (_, name: string) => {
      const values: Record<string, string> = {
        name: person.firstName,
        kind: KINDS[person.lang][f.kind],
        minutes: String(f.minutes),
        job: f.jobTitle,
        company: f.company,
        candidate: f.candidateName,
        when,
        reason: f.reason ?? '',
        panel: f.panel.join(', '),
        location: f.location,
        list: (f.adjustments ?? []).join(', '),
        link,
      };
      return values[name] ?? '';
    });
  const lines: string[] = [fill(w.hello)];
  let subjectKey: keyof Words = SUBJECTS[kind];
  switch (kind) {
    case 'proposed':
    case 'reproposed':
      lines.push(fill(kind === 'proposed' ? w.proposed : w.reproposed));
      lines.push(...f.slots.map((s) => `- ${whenText(s, person.lang, person.timeZone)}`));
      lines.push(fill(person.seeker ? w.proposedSeeker : w.proposedStaff));
      if (!person.seeker && kind === 'proposed') subjectKey = 'subject_proposedStaff';
      break;
    case 'scheduled':
      lines.push(fill(person.seeker ? w.scheduled : w.scheduledStaff));
      break;
    case 'changed':
      lines.push(fill(w.changed));
      break;
    case 'cancelled':
    case 'cancelled_proposal':
      lines.push(fill(w.cancelled));
      break;
    case 'reminder':
      lines.push(fill(w.reminder));
      break;
    case 'adjustments':
      lines.push(fill(w.adjustments));
      break;
    case 'reschedule_request':
      lines.push(fill(w.reschedule_request));
      break;
  }
  if (person.seeker && f.panel.length && kind !== 'cancelled' && kind !== 'cancelled_proposal') lines.push(fill(w.panel));
  if (f.location && (kind === 'scheduled' || kind === 'changed' || kind === 'reminder')) lines.push(fill(w.where));
  lines.push(fill(person.seeker ? w.details : w.detailsStaff));
  if (kind === 'scheduled' || kind === 'changed' || kind === 'cancelled' || kind === 'reproposed') lines.push(w.invite);
  const blocks = lines.map((line) => (line.endsWith(link) ? [p(line.slice(0, -link.length).trim()), linkBlock(link)] : [p(line)])).flat();
  return { to: person.email, lang: person.lang, subject: fill(w[subjectKey]), blocks };
}
