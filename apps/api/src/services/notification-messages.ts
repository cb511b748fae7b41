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
  /** A partner asks the job seeker to agree to be put forward for a job (issue 11 §1). */
  put_forward_requested: {
    en: '{partner} would like to put you forward for {job_title} at {company}. Say yes or no under Partners on your profile.',
    fr: '{partner} souhaite proposer votre candidature pour le poste {job_title} chez {company}. Répondez dans Partenaires, sur votre profil.',
    esp: '{partner} quiere presentar su candidatura para {job_title} en {company}. Responda en Socios, en su perfil.',
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
  /** To program staff: an organisation signed up and waits for approval (the email carries the review link). */
  organisation_signup: {
    en: '{name} signed up and is waiting for approval.',
    fr: '{name} s’est inscrit et attend d’être approuvé.',
    esp: '{name} se registró y espera su aprobación.',
  },
  /** Issue 15: new people match a saved advanced search (its owner asked to be told). */
  saved_search_matches: {
    en: '{count} new job seekers match your saved search “{name}”. Open it from Advanced search.',
    fr: '{count} nouveaux candidats correspondent à votre recherche enregistrée « {name} ». Ouvrez-la depuis Recherche avancée.',
    esp: '{count} nuevos candidatos coinciden con su búsqueda guardada «{name}». Ábrala desde Búsqueda avanzada.',
  },
  /** Issue 12, offers. To the job seeker: an offer was sent (the email has the details). */
  offer_sent: {
    en: '{company} sent you an offer for {job_title}. Read it and answer on your applications page.',
    fr: '{company} vous a envoyé une offre pour le poste {job_title}. Lisez-la et répondez sur la page de vos candidatures.',
    esp: '{company} le envió una oferta para {job_title}. Léala y responda en la página de sus solicitudes.',
  },
  offer_withdrawn: {
    en: '{company} withdrew its offer for {job_title}.',
    fr: '{company} a retiré son offre pour le poste {job_title}.',
    esp: '{company} retiró su oferta para {job_title}.',
  },
  offer_expired_seeker: {
    en: 'The offer for {job_title} at {company} has expired.',
    fr: 'L’offre pour le poste {job_title} chez {company} a expiré.',
    esp: 'La oferta para {job_title} en {company} ha vencido.',
  },
  /** To the organisation's hiring managers: an offer waits for their approval. */
  offer_awaiting_approval: {
    en: 'An offer for {job_title} is waiting for your approval.',
    fr: 'Une offre pour le poste {job_title} attend votre approbation.',
    esp: 'Una oferta para {job_title} espera su aprobación.',
  },
  /** To the team: the job seeker answered (`{answer}` is accepted or declined, shown in the reader's language). */
  offer_answered: {
    en: '{name} answered the offer for {job_title}: {answer}.',
    fr: '{name} a répondu à l’offre pour le poste {job_title} : {answer}.',
    esp: '{name} respondió a la oferta para {job_title}: {answer}.',
  },
  offer_expired: {
    en: 'The offer to {name} for {job_title} expired without an answer.',
    fr: 'L’offre faite à {name} pour le poste {job_title} a expiré sans réponse.',
    esp: 'La oferta a {name} para {job_title} venció sin respuesta.',
  },
  /** Interviews (issue 12): what the job seeker is told; the card on /application has the details. */
  interview_proposed: {
    en: '{company} proposed times for an interview for {job_title}. Choose one on your application.',
    fr: '{company} vous propose des créneaux d’entretien pour le poste {job_title}. Choisissez-en un sur votre candidature.',
    esp: '{company} le propone horarios para una entrevista para {job_title}. Elija uno en su solicitud.',
  },
  interview_scheduled: {
    en: 'Your interview for {job_title} at {company} is scheduled. The details are on your application.',
    fr: 'Votre entretien pour le poste {job_title} chez {company} est planifié. Les détails sont sur votre candidature.',
    esp: 'Su entrevista para {job_title} en {company} está programada. Los detalles están en su solicitud.',
  },
  interview_changed: {
    en: 'Your interview for {job_title} at {company} was moved. Reason: {reason}',
    fr: 'Votre entretien pour le poste {job_title} chez {company} a été déplacé. Motif : {reason}',
    esp: 'Su entrevista para {job_title} en {company} se cambió. Motivo: {reason}',
  },
  /** The panel of a set interview changed (the invite, naming the panel, went out again). */
  interview_panel_changed: {
    en: 'The people you will meet at your interview for {job_title} at {company} have changed. The details are on your application.',
    fr: 'Les personnes que vous rencontrerez à votre entretien pour le poste {job_title} chez {company} ont changé. Les détails sont sur votre candidature.',
    esp: 'Las personas que conocerá en su entrevista para {job_title} en {company} han cambiado. Los detalles están en su solicitud.',
  },
  interview_cancelled: {
    en: 'Your interview for {job_title} at {company} was cancelled. Reason: {reason}',
    fr: 'Votre entretien pour le poste {job_title} chez {company} a été annulé. Motif : {reason}',
    esp: 'Su entrevista para {job_title} en {company} se canceló. Motivo: {reason}',
  },
  interview_adjustment_answered: {
    en: 'The hiring team answered your adjustment request for the interview for {job_title}: {answer}',
    fr: 'L’équipe de recrutement a répondu à votre demande d’aménagement pour l’entretien {job_title} : {answer}',
    esp: 'El equipo de selección respondió a su solicitud de ajustes para la entrevista de {job_title}: {answer}',
  },
  /** To the uploader: a bulk import of job files ended (issue 13); opens the import-result dialog. */
  jobs_imported: {
    en: 'Your job file upload is done: {success} draft jobs created, {failed} files or rows not read.',
    fr: 'Votre envoi de fichiers d’offres est terminé : {success} offres brouillon créées, {failed} fichiers ou lignes non lus.',
    esp: 'Su carga de archivos de empleos terminó: {success} empleos en borrador creados, {failed} archivos o filas sin leer.',
  },
  /** To the uploader: a bulk import of résumés ended (issue 13). */
  resumes_imported: {
    en: 'Your résumé upload is done: {created} new job seekers, {existing} already known, {skipped} files skipped.',
    fr: 'Votre envoi de CV est terminé : {created} nouveaux candidats, {existing} déjà connus, {skipped} fichiers ignorés.',
    esp: 'Su carga de currículums terminó: {created} nuevos candidatos, {existing} ya conocidos, {skipped} archivos omitidos.',
  },
  /** To the uploader: an upload was cancelled; what was done stays (issue 13). */
  import_cancelled: {
    en: 'Your upload was cancelled. What was already imported stays; the other files were not read.',
    fr: 'Votre envoi a été annulé. Ce qui était déjà importé est conservé ; les autres fichiers n’ont pas été lus.',
    esp: 'Su carga se canceló. Lo ya importado se conserva; los demás archivos no se leyeron.',
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
