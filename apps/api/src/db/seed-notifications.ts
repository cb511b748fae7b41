// Demo notifications: every approved demo user gets some, read and unread. Job seekers get one per step
// of their applications' histories (received, status changes, closed with the job), tied to the
// application, so the panel's feedback items lead to /application; seeker@demo.test gets more than one
// page. Everyone also gets account and feedback notices. Runs after the other seeds (it reads their
// applications) and is idempotent: a notification already there (same user, key, application and
// status) is not written again.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { NewNotification } from '../services/notifications.ts';
import type { Db } from './client.ts';
import { applicationStatusHistory, applications, jobs, notifications, tenants, users, type ApplicationStatus } from './schema.ts';

const DAY = 24 * 60 * 60_000;
const PAGE_SIZE = 10;
/** seeker@demo.test shows paging: more than one page. */
const BUSY_SEEKER = 'seeker@demo.test';

type Seed = NewNotification & { createdAt: Date };

/**
 * An answer the support team gave to feedback, in the three interface languages: stored as the params
 * `answer`, `answer.fr` and `answer.esp` of feedback_answered, so each reader sees it in their language.
 * Every answer describes something the product really does.
 */
interface Answer {
  en: string;
  fr: string;
  esp: string;
}

const SEEKER_ANSWERS: Answer[] = [
  {
    en: 'You asked how to find part-time work. On the search page, open the "Type of job" filter and choose Part time to see only those jobs.',
    fr: 'Vous demandiez comment trouver un temps partiel. Sur la page de recherche, ouvrez le filtre « Type de contrat » et choisissez Temps partiel.',
    esp: 'Preguntó cómo encontrar trabajo a tiempo parcial. En la página de búsqueda, abra el filtro «Tipo de empleo» y elija Media jornada.',
  },
  {
    en: 'Yes, you can send a Word file: a résumé can be a PDF or a Word (.docx) file of up to 5 MB, on your profile or for one application.',
    fr: 'Oui, vous pouvez envoyer un fichier Word : un CV peut être un PDF ou un fichier Word (.docx) de 5 Mo au plus, sur votre profil ou pour une candidature.',
    esp: 'Sí, puede enviar un archivo de Word: un currículum puede ser un PDF o un archivo de Word (.docx) de hasta 5 MB, en su perfil o para una solicitud.',
  },
  {
    en: 'Your applications page shows each application with its status and its history, and the bell at the top tells you when a status changes.',
    fr: 'La page de vos candidatures montre chacune avec son statut et son historique, et la cloche en haut vous prévient quand un statut change.',
    esp: 'La página de sus solicitudes muestra cada una con su estado y su historial, y la campana de arriba le avisa cuando cambia un estado.',
  },
  {
    en: 'You can withdraw an application at any time from your applications page. Adding a reason is optional; the employer can read it.',
    fr: 'Vous pouvez retirer une candidature à tout moment depuis la page de vos candidatures. Le motif est facultatif ; l’employeur peut le lire.',
    esp: 'Puede retirar una solicitud en cualquier momento desde la página de sus solicitudes. El motivo es opcional; el empleador puede leerlo.',
  },
  {
    en: 'To keep a job for later, press "Save job" on its page. It then waits for you under Saved jobs on your applications page.',
    fr: "Pour garder une offre pour plus tard, appuyez sur « Enregistrer l'offre » sur sa page. Elle vous attend ensuite dans Offres enregistrées, sur la page de vos candidatures.",
    esp: 'Para guardar una oferta para más tarde, pulse «Guardar oferta» en su página. Le esperará en Empleos guardados, en la página de sus solicitudes.',
  },
  {
    en: 'If the whole profile at once is too much, fill it in step by step: one section at a time, and you can skip a step and come back later.',
    fr: 'Si tout le profil d’un coup, c’est trop, remplissez-le étape par étape : une section à la fois, et vous pouvez passer une étape et y revenir plus tard.',
    esp: 'Si todo el perfil de una vez es demasiado, rellénelo paso a paso: una sección cada vez, y puede saltar un paso y volver más tarde.',
  },
  {
    en: 'Each application shows your match score, with the skills the job asks for that are on your profile and the ones that are missing.',
    fr: 'Chaque candidature montre votre score de correspondance, avec les compétences demandées par l’offre qui figurent sur votre profil et celles qui manquent.',
    esp: 'Cada solicitud muestra su puntuación de coincidencia, con las habilidades que pide la oferta que están en su perfil y las que faltan.',
  },
  {
    en: 'To see only jobs you can do from home, use the "Where you work" filter on the search page and choose Remote.',
    fr: 'Pour ne voir que les offres en télétravail, utilisez le filtre « Lieu de travail » sur la page de recherche et choisissez Télétravail.',
    esp: 'Para ver solo empleos desde casa, use el filtro «Lugar de trabajo» en la página de búsqueda y elija Remoto.',
  },
  {
    en: 'If messages disappear too fast for you, tick "Keep messages on screen" at the bottom of any page: they then stay until you close them.',
    fr: 'Si les messages disparaissent trop vite, cochez « Garder les messages à l’écran » en bas de n’importe quelle page : ils restent alors jusqu’à ce que vous les fermiez.',
    esp: 'Si los mensajes desaparecen demasiado rápido, marque «Mantener los mensajes en pantalla» al pie de cualquier página: se quedarán hasta que los cierre.',
  },
  {
    en: 'The help chat, the round button at the bottom right, lets you write to our helpdesk; its how-to articles explain, for example, how to add your job preferences.',
    fr: 'Le chat d’aide, le bouton rond en bas à droite, vous permet d’écrire à notre assistance ; ses articles pratiques expliquent par exemple comment ajouter vos préférences d’emploi.',
    esp: 'El chat de ayuda, el botón redondo abajo a la derecha, le permite escribir a nuestro equipo de ayuda; sus artículos explican, por ejemplo, cómo añadir sus preferencias de empleo.',
  },
];

const STAFF_ANSWERS: Record<string, Answer[]> = {
  'admin@demo.test': [
    {
      en: 'The applications export is a CSV file with each application’s status, reason and match score, the date it was sent and the date it last changed.',
      fr: 'L’export des candidatures est un fichier CSV avec, pour chacune, le statut, le motif, le score, la date d’envoi et la date de la dernière modification.',
      esp: 'La exportación de solicitudes es un archivo CSV con el estado, el motivo y la puntuación de cada una, la fecha de envío y la del último cambio.',
    },
    {
      en: 'What people send with the Feedback button and the career-connector form is on the console’s Feedback page, filtered by rating or by type.',
      fr: 'Ce que les gens envoient avec le bouton « Votre avis » et le formulaire du conseiller carrière se trouve sur la page Avis de la console, filtrable par note ou par type.',
      esp: 'Lo que la gente envía con el botón Opinión y el formulario del asesor de carrera está en la página Opiniones de la consola, filtrable por valoración o por tipo.',
    },
  ],
  'manager@demo.test': [
    {
      en: 'Each job has a ranked list of its applicants, best match score first, with the weight the job gives to each part of the score.',
      fr: 'Chaque offre a une liste classée de ses candidats, meilleur score d’abord, avec le poids que l’offre donne à chaque partie du score.',
      esp: 'Cada oferta tiene una lista clasificada de sus candidatos, con la mejor puntuación primero y el peso que la oferta da a cada parte de la puntuación.',
    },
    {
      en: 'You can compare two to four applicants side by side: tick them in the ranked list, then press "Compare chosen applicants".',
      fr: 'Vous pouvez comparer de deux à quatre candidats côte à côte : cochez-les dans la liste classée, puis appuyez sur « Comparer les candidats choisis ».',
      esp: 'Puede comparar de dos a cuatro candidatos lado a lado: márquelos en la lista clasificada y pulse «Comparar los candidatos elegidos».',
    },
  ],
  'recruiter@demo.test': [
    {
      en: 'The job seekers list can be narrowed by skills: separate them with commas, and only people with every skill listed are shown.',
      fr: 'La liste des candidats peut être filtrée par compétences : séparez-les par des virgules, et seules les personnes qui les ont toutes apparaissent.',
      esp: 'La lista de candidatos se puede filtrar por habilidades: sepárelas con comas y solo aparecen las personas que las tienen todas.',
    },
    {
      en: 'When you reject an application, the reason you write is kept in its history, and the candidate gets a notification.',
      fr: 'Quand vous refusez une candidature, le motif que vous écrivez est gardé dans son historique, et la personne reçoit une notification.',
      esp: 'Cuando rechaza una solicitud, el motivo que escribe se guarda en su historial y la persona recibe una notificación.',
    },
  ],
  'auditor@demo.test': [
    {
      en: 'You can download every application of your organisation as a CSV file with Export in your profile menu.',
      fr: 'Vous pouvez télécharger toutes les candidatures de votre organisation en fichier CSV avec Exporter, dans le menu de votre profil.',
      esp: 'Puede descargar todas las solicitudes de su organización como archivo CSV con Exportar, en el menú de su perfil.',
    },
    {
      en: 'In the export, a cell that starts with =, +, - or @ is written so that spreadsheets read it as text, never as a formula.',
      fr: 'Dans l’export, une cellule qui commence par =, +, - ou @ est écrite pour que les tableurs la lisent comme du texte, jamais comme une formule.',
      esp: 'En la exportación, una celda que empieza por =, +, - o @ se escribe para que las hojas de cálculo la lean como texto, nunca como fórmula.',
    },
  ],
  'member@demo.test': [
    {
      en: 'Notes on an application are for your team only: the candidate never sees them.',
      fr: 'Les notes sur une candidature sont réservées à votre équipe : la personne candidate ne les voit jamais.',
      esp: 'Las notas de una solicitud son solo para su equipo: la persona candidata nunca las ve.',
    },
    {
      en: 'If you moved an application by mistake, “Undo: back to” puts it back to the status it had before.',
      fr: 'Si vous avez déplacé une candidature par erreur, « Annuler : revenir à » la remet au statut qu’elle avait avant.',
      esp: 'Si movió una solicitud por error, «Deshacer: volver a» la devuelve al estado que tenía antes.',
    },
  ],
  'recruiter.member@demo.test': [
    {
      en: 'The job seekers list can be searched by name, by email or by words of a headline.',
      fr: 'La liste des candidats peut être parcourue par nom, par e-mail ou par mots du titre de profil.',
      esp: 'La lista de candidatos se puede buscar por nombre, por correo o por palabras del titular.',
    },
    {
      en: 'Each job seeker’s page shows their profile, their résumé and the applications they sent to your jobs.',
      fr: 'La page de chaque candidat montre son profil, son CV et les candidatures envoyées à vos offres.',
      esp: 'La página de cada candidato muestra su perfil, su currículum y las solicitudes enviadas a sus ofertas.',
    },
  ],
  'concierge@demo.test': [
    {
      en: 'The help chat shows times in the tenant’s time zone, New York by default, whatever the reader’s own zone.',
      fr: 'Le chat d’aide affiche les heures dans le fuseau de l’organisation, New York par défaut, quel que soit celui du lecteur.',
      esp: 'El chat de ayuda muestra las horas en la zona horaria de la organización, Nueva York por defecto, sea cual sea la del lector.',
    },
    {
      en: 'Signed-in users can reopen a conversation the helpdesk closed, from their list of conversations in the help chat.',
      fr: 'Les utilisateurs connectés peuvent rouvrir une conversation que l’assistance a fermée, depuis leur liste de conversations du chat d’aide.',
      esp: 'Los usuarios con sesión iniciada pueden reabrir una conversación que el equipo de ayuda cerró, desde su lista de conversaciones del chat.',
    },
  ],
  'programs@demo.test': [
    {
      en: 'The console’s Feedback page lists experience ratings and career-connector feedback, ten to a page, newest first.',
      fr: 'La page Avis de la console liste les notes d’expérience et les avis pour le conseiller carrière, dix par page, les plus récents d’abord.',
      esp: 'La página Opiniones de la consola muestra las valoraciones y las opiniones para el asesor de carrera, diez por página, las más recientes primero.',
    },
    {
      en: 'Program managers can open every job seeker’s profile, résumé and applications from the Job seekers list.',
      fr: 'Les responsables de programme peuvent ouvrir le profil, le CV et les candidatures de chaque candidat depuis la liste des candidats.',
      esp: 'Los responsables de programa pueden abrir el perfil, el currículum y las solicitudes de cada candidato desde la lista de candidatos.',
    },
  ],
  'admin@acme.test': [
    {
      en: 'Acme Careers has its own theme: your title, logo and purple brand colour appear on every page, including sign-in.',
      fr: 'Acme Careers a son propre thème : votre titre, votre logo et votre couleur violette apparaissent sur chaque page, y compris la connexion.',
      esp: 'Acme Careers tiene su propio tema: su título, su logotipo y su color morado aparecen en todas las páginas, incluido el inicio de sesión.',
    },
    {
      en: 'Everyone at Acme Careers can use the site in English, French or Spanish; the Languages page at the bottom of each page changes it.',
      fr: 'Tout le monde chez Acme Careers peut utiliser le site en anglais, en français ou en espagnol ; la page Langues, en bas de chaque page, permet d’en changer.',
      esp: 'Todos en Acme Careers pueden usar el sitio en inglés, francés o español; la página Idiomas, al pie de cada página, permite cambiarlo.',
    },
  ],
};
const STAFF_DEFAULT: Answer[] = [
  {
    en: 'Thank you for your feedback. You can send more at any time with the Feedback button at the bottom left of each page.',
    fr: 'Merci pour votre avis. Vous pouvez en envoyer d’autres à tout moment avec le bouton « Votre avis » en bas à gauche de chaque page.',
    esp: 'Gracias por su opinión. Puede enviar más en cualquier momento con el botón Opinión abajo a la izquierda de cada página.',
  },
  {
    en: 'Career-connector feedback can be sent from the help menu at the top of each page, or from the side bar of the console.',
    fr: 'Un avis pour le conseiller carrière peut être envoyé depuis le menu d’aide en haut de chaque page, ou depuis la barre latérale de la console.',
    esp: 'Una opinión para el asesor de carrera se puede enviar desde el menú de ayuda arriba de cada página, o desde la barra lateral de la consola.',
  },
];

interface UserRow {
  id: number;
  email: string;
  isUser: boolean;
}
interface AppStep {
  applicationId: number;
  userId: number;
  jobTitle: string;
  company: string;
  jobStatus: string;
  toStatus: ApplicationStatus;
  reason: string | null;
  reasonCode: string | null;
  at: Date;
}

function stepNotification(tenantId: number, s: AppStep): Seed {
  const base = {
    tenantId,
    userId: s.userId,
    modelType: 'feedback' as const,
    applicationId: s.applicationId,
    createdAt: new Date(s.at.getTime() + 60_000),
  };
  if (s.toStatus === 'applied')
    return { ...base, messageKey: 'application_received', params: { job_title: s.jobTitle, company: s.company } };
  if (s.toStatus === 'rejected' && s.reasonCode === 'job_closed') {
    return s.reason
      ? { ...base, messageKey: 'application_closed_job_closed', params: { job_title: s.jobTitle, company: s.company, reason: s.reason } }
      : { ...base, messageKey: 'application_closed_job_closed_plain', params: { job_title: s.jobTitle, company: s.company } };
  }
  return { ...base, messageKey: 'application_status_changed', params: { job_title: s.jobTitle, company: s.company, status: s.toStatus } };
}

/** What a user's notification list should hold, before deciding which are read. */
function planFor(tenantId: number, user: UserRow, steps: AppStep[], now: number, index: number): Seed[] {
  const out: Seed[] = steps.map((s) => stepNotification(tenantId, s));
  const answer = (text: Answer, daysAgo: number): Seed => ({
    tenantId,
    userId: user.id,
    modelType: 'feedback',
    messageKey: 'feedback_answered',
    params: { answer: text.en, 'answer.fr': text.fr, 'answer.esp': text.esp },
    createdAt: new Date(now - daysAgo * DAY),
  });
  // An old password change: everyone reset theirs once; it is long read.
  out.push({
    tenantId,
    userId: user.id,
    modelType: 'change_password',
    messageKey: 'password_changed',
    createdAt: new Date(now - (40 + (index % 7)) * DAY),
  });
  if (user.isUser) {
    const busy = user.email === BUSY_SEEKER;
    // Most job seekers got one answer to their feedback; the busy one asked a lot, enough for over a page.
    const wanted = busy ? Math.min(SEEKER_ANSWERS.length, Math.max(2, PAGE_SIZE + 3 - out.length)) : 1;
    for (let i = 0; i < wanted; i += 1) {
      const text = SEEKER_ANSWERS[(busy ? i : index + i) % SEEKER_ANSWERS.length] as Answer;
      // The busy seeker's newest answer came this morning, so it sits unread at the top of the list.
      out.push(answer(text, busy ? (i === 0 ? 0.1 : 1 + i * 3) : 2 + (index % 5)));
    }
  } else {
    const answers = STAFF_ANSWERS[user.email] ?? STAFF_DEFAULT;
    answers.forEach((text, i) => out.push(answer(text, 1 + i * 6 + (index % 3))));
  }
  return out;
}

const signature = (n: {
  userId: number;
  messageKey: string;
  applicationId?: number | null;
  params?: Record<string, string | number>;
}): string => `${n.userId}|${n.messageKey}|${n.applicationId ?? ''}|${n.params?.status ?? ''}|${n.params?.answer ?? ''}`;

async function seedTenant(db: Db, tenantId: number): Promise<void> {
  const people: UserRow[] = await db
    .select({ id: users.id, email: users.email, isUser: users.isUser })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.approvalStatus, 'approved'), eq(users.isActive, true)))
    .orderBy(asc(users.id));
  if (people.length === 0) return;
  const seekerIds = people.filter((p) => p.isUser).map((p) => p.id);
  const steps: AppStep[] = seekerIds.length
    ? await db
        .select({
          applicationId: applications.id,
          userId: applications.userId,
          jobTitle: jobs.title,
          company: jobs.company,
          jobStatus: jobs.status,
          toStatus: applicationStatusHistory.toStatus,
          reason: applicationStatusHistory.reason,
          reasonCode: applicationStatusHistory.reasonCode,
          at: applicationStatusHistory.createdAt,
        })
        .from(applicationStatusHistory)
        .innerJoin(applications, and(eq(applications.id, applicationStatusHistory.applicationId), eq(applications.tenantId, tenantId)))
        .innerJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.tenantId, tenantId)))
        .where(and(eq(applicationStatusHistory.tenantId, tenantId), inArray(applications.userId, seekerIds)))
        .orderBy(asc(applicationStatusHistory.createdAt), asc(applicationStatusHistory.id))
    : [];
  const existing = await db
    .select({
      userId: notifications.userId,
      messageKey: notifications.messageKey,
      applicationId: notifications.applicationId,
      params: notifications.params,
    })
    .from(notifications)
    .where(eq(notifications.tenantId, tenantId));
  const seen = new Set(existing.map(signature));

  const now = Date.now();
  const rows: (typeof notifications.$inferInsert)[] = [];
  people.forEach((user, index) => {
    const plan = planFor(
      tenantId,
      user,
      steps.filter((s) => s.userId === user.id),
      now,
      index,
    ).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    // The newest third (at least one) are unread; the rest were read.
    const unread = Math.max(1, Math.ceil(plan.length / 3));
    plan.forEach((n, i) => {
      if (seen.has(signature(n))) return;
      seen.add(signature(n));
      const isRead = i >= unread;
      rows.push({
        tenantId,
        userId: n.userId,
        modelType: n.modelType,
        messageKey: n.messageKey,
        params: n.params ?? {},
        applicationId: n.applicationId ?? null,
        token: null,
        isRead,
        createdAt: n.createdAt,
        updatedAt: isRead ? new Date(Math.min(now, n.createdAt.getTime() + DAY)) : n.createdAt,
      });
    });
  });
  for (let i = 0; i < rows.length; i += 500) await db.insert(notifications).values(rows.slice(i, i + 500));
}

export async function seedNotifications(db: Db): Promise<void> {
  const list = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(inArray(tenants.slug, ['demo', 'acme']));
  for (const t of list) await seedTenant(db, t.id);
}
