// The notification catalogue: each message in en, fr and esp. `{name}` placeholders are filled from the
// stored params; `{status}` is an application status, shown in the reader's language.
import type { ApplicationStatus } from '../db/schema.ts';

export type Lang = 'en' | 'fr' | 'esp';

export const MESSAGES = {
  application_received: {
    en: 'Your application for {job_title} at {company} was received. We will tell you here when it moves on.',
    fr: 'Votre candidature au poste {job_title} chez {company} a bien été reçue. Nous vous préviendrons ici de chaque étape.',
    esp: 'Hemos recibido su solicitud para {job_title} en {company}. Le avisaremos aquí cuando avance.',
  },
  application_status_changed: {
    en: 'Your application for {job_title} at {company} is now: {status}.',
    fr: 'Votre candidature au poste {job_title} chez {company} est maintenant : {status}.',
    esp: 'Su solicitud para {job_title} en {company} ahora está: {status}.',
  },
  application_closed_job_closed: {
    en: 'The job {job_title} at {company} was closed, so your application was closed too. Reason: {reason}',
    fr: 'L’offre {job_title} chez {company} a été fermée, votre candidature l’est donc aussi. Motif : {reason}',
    esp: 'La oferta {job_title} en {company} se cerró, por lo que su solicitud también. Motivo: {reason}',
  },
  /** The same when the employer gave no reason: nothing in one language is put into another. */
  application_closed_job_closed_plain: {
    en: 'The job {job_title} at {company} was closed, so your application was closed too.',
    fr: 'L’offre {job_title} chez {company} a été fermée, votre candidature l’est donc aussi.',
    esp: 'La oferta {job_title} en {company} se cerró, por lo que su solicitud también.',
  },
  password_changed: {
    en: 'Your password was changed. If this was not you, reset it now and contact support.',
    fr: 'Votre mot de passe a été modifié. Si ce n’était pas vous, réinitialisez-le et contactez l’assistance.',
    esp: 'Se cambió su contraseña. Si no fue usted, restablézcala ahora y contacte con soporte.',
  },
  feedback_answered: {
    en: 'Our team answered your feedback: {answer}',
    fr: 'Notre équipe a répondu à votre avis : {answer}',
    esp: 'Nuestro equipo respondió a sus comentarios: {answer}',
  },
  /** An answer given in the console to feedback that had text: `{sent}` is the start of what they wrote. */
  feedback_answered_quote: {
    en: 'Our team answered your feedback “{sent}”: {answer}',
    fr: 'Notre équipe a répondu à votre avis « {sent} » : {answer}',
    esp: 'Nuestro equipo respondió a sus comentarios «{sent}»: {answer}',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type NotificationKey = keyof typeof MESSAGES;

/** Application statuses in plain words, per language. */
export const STATUS_WORDS: Record<ApplicationStatus, Record<Lang, string>> = {
  applied: { en: 'applied', fr: 'candidature envoyée', esp: 'solicitud enviada' },
  screening: { en: 'being reviewed', fr: 'en cours d’examen', esp: 'en revisión' },
  interview: { en: 'invited to interview', fr: 'invité·e en entretien', esp: 'invitado/a a entrevista' },
  offered: { en: 'offer made', fr: 'offre proposée', esp: 'oferta realizada' },
  withdrawn: { en: 'withdrawn', fr: 'retirée', esp: 'retirada' },
  hired: { en: 'hired', fr: 'embauché·e', esp: 'contratado/a' },
  declined: { en: 'offer declined', fr: 'offre refusée', esp: 'oferta rechazada' },
  'on-hold': { en: 'on hold', fr: 'en attente', esp: 'en espera' },
  rejected: { en: 'not selected', fr: 'non retenue', esp: 'no seleccionada' },
};

/**
 * The message in `lang`, placeholders filled; unknown keys fall back to the key itself. A param may come
 * in several languages: `{answer}` takes `answer.fr` for a French reader when it is there, else `answer`.
 */
export function renderNotification(key: string, params: Record<string, string | number>, lang: Lang): string {
  const entry = (MESSAGES as Record<string, Record<Lang, string>>)[key];
  const template = entry?.[lang] ?? entry?.en ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[`${name}.${lang}`] ?? params[name];
    if (value === undefined) return whole;
    if (name === 'status' && typeof value === 'string' && value in STATUS_WORDS) return STATUS_WORDS[value as ApplicationStatus][lang];
    return String(value);
  });
}
