// The text every new tenant starts with on its public pages, in en, fr and esp, until its admin
// publishes its own. `{name}` is the tenant's name; `{email}` and `{phone}` its support contacts.
import type { SiteLanguage, SitePage } from '../db/schema.ts';

export const PAGE_TITLES: Record<SitePage, Record<SiteLanguage, string>> = {
  about: { en: 'About us', fr: 'À propos', esp: 'Quiénes somos' },
  pricing: { en: 'Pricing', fr: 'Tarifs', esp: 'Precios' },
  'privacy-policy': {
    en: 'Privacy policy for job seekers',
    fr: 'Politique de confidentialité des candidats',
    esp: 'Política de privacidad para personas que buscan empleo',
  },
  'privacy-policy-ep': {
    en: 'Privacy policy for employers and partners',
    fr: 'Politique de confidentialité des employeurs et partenaires',
    esp: 'Política de privacidad para empleadores y socios',
  },
  'privacy-policy-npp': {
    en: 'Privacy policy for non-profit partners',
    fr: 'Politique de confidentialité des partenaires à but non lucratif',
    esp: 'Política de privacidad para socios sin fines de lucro',
  },
  'terms-of-service': { en: 'Terms of service', fr: "Conditions d'utilisation", esp: 'Términos del servicio' },
};

const EN: Record<SitePage, string> = {
  about: `{name} is a hiring program that connects job seekers with employers and with the non-profit and skilling partners who support them.

## What we do
- Job seekers search and apply for jobs for free, follow their applications and talk to our helpdesk.
- Employers post jobs, review applicants and manage interviews and offers.
- Non-profit and skilling partners help the people they support find work and follow their progress.

## How to reach us
Write to {email} or call {phone}. You can also use the help chat on any page or the [contact form](/contact-us).`,
  pricing: `## Job seekers
Free, always: searching, applying, the helpdesk and every feature for job seekers cost nothing.

## Employers
Posting jobs and reviewing applicants is included in the program. Ask us about the services offered to your organisation.

## Non-profit and skilling partners
Partner accounts, reports and team seats are included in the program.

Questions? Write to {email} or use the [contact form](/contact-us).`,
  'privacy-policy': `This policy explains what {name} does with the personal data of job seekers.

## What we collect
- Your account: name, email address and password (stored only as a secure hash).
- Your profile and résumé, and the applications you make.
- Messages you send to the helpdesk and the feedback you give.

## Why we use it
- To let you search and apply for jobs, and to show your applications to the employers you apply to.
- To match you with jobs and tell you about your applications.
- To answer your questions and improve the service.

## Who sees it
Employers see the applications you send them. Partners you are linked to see your progress; you can end that link at any time. We never sell your data.

## How long we keep it
As long as your account is open, then up to 12 months for legal records.

## Your rights
You can read, correct, export or delete your data, and choose which emails you receive. Write to {email}.`,
  'privacy-policy-ep': `This policy explains what {name} does with the personal data of employers and partners and of their staff.

## What we collect
Staff accounts (name, email address, role), your organisation's details, the jobs you post and the notes and decisions you record about applications.

## Why we use it
To run your hiring: publish jobs, route applications to your team and produce your reports.

## Who sees it
Your organisation's staff, according to their roles, and the program's staff. Job seekers see your published jobs. We never sell your data.

## Your rights
You can read, correct or delete your personal data. Write to {email}.`,
  'privacy-policy-npp': `This policy explains what {name} does with the personal data of non-profit partners and of the people they support.

## What we collect
Staff accounts (name, email address, role), the résumés you upload with the consent of the people you support, and the links between your organisation and them.

## Why we use it
To help the people you support find work and to give you reports on their progress.

## Who sees it
Your organisation's staff and the program's staff. A job seeker can end their link to your organisation at any time. We never sell your data.

## Your rights
You and the people you support can read, correct or delete personal data. Write to {email}.`,
  'terms-of-service': `These terms govern your use of the {name} hiring program.

## Your account
Keep your password secret and your details accurate. You are responsible for what is done with your account.

## Fair use
Do not post false, unlawful or discriminatory content, do not collect other people's data and do not disrupt the service.

## Jobs and applications
Employers are responsible for their job posts and hiring decisions. {name} does not guarantee any job or any hire.

## Changes
When these terms or the privacy policy change, we show the new version with its effective date and ask you to accept it.

## Contact
Write to {email} or call {phone}.`,
};

const FR: Record<SitePage, string> = {
  about: `{name} est un programme d'embauche qui met en relation les candidats avec les employeurs et avec les partenaires à but non lucratif et de formation qui les accompagnent.

## Ce que nous faisons
- Les candidats cherchent des offres et postulent gratuitement, suivent leurs candidatures et échangent avec notre assistance.
- Les employeurs publient des offres, examinent les candidatures et gèrent les entretiens et les offres d'emploi.
- Les partenaires accompagnent les personnes qu'ils soutiennent et suivent leurs progrès.

## Nous joindre
Écrivez à {email} ou appelez le {phone}. Vous pouvez aussi utiliser le chat d'aide sur chaque page ou le [formulaire de contact](/contact-us).`,
  pricing: `## Candidats
Toujours gratuit : la recherche, les candidatures, l'assistance et toutes les fonctions pour les candidats ne coûtent rien.

## Employeurs
La publication d'offres et l'examen des candidatures sont compris dans le programme. Demandez-nous les services proposés à votre organisation.

## Partenaires à but non lucratif et de formation
Les comptes partenaires, les rapports et les places d'équipe sont compris dans le programme.

Des questions ? Écrivez à {email} ou utilisez le [formulaire de contact](/contact-us).`,
  'privacy-policy': `Cette politique explique ce que {name} fait des données personnelles des candidats.

## Ce que nous collectons
- Votre compte : nom, adresse e-mail et mot de passe (conservé uniquement sous forme de hachage sécurisé).
- Votre profil, votre CV et vos candidatures.
- Les messages envoyés à l'assistance et vos avis.

## Pourquoi nous les utilisons
- Pour vous permettre de chercher et de postuler, et montrer vos candidatures aux employeurs concernés.
- Pour vous proposer des offres adaptées et vous informer de vos candidatures.
- Pour répondre à vos questions et améliorer le service.

## Qui les voit
Les employeurs voient les candidatures que vous leur envoyez. Les partenaires auxquels vous êtes lié voient vos progrès ; vous pouvez mettre fin à ce lien à tout moment. Nous ne vendons jamais vos données.

## Durée de conservation
Tant que votre compte est ouvert, puis jusqu'à 12 mois pour les obligations légales.

## Vos droits
Vous pouvez consulter, corriger, exporter ou supprimer vos données, et choisir les e-mails que vous recevez. Écrivez à {email}.`,
  'privacy-policy-ep': `Cette politique explique ce que {name} fait des données personnelles des employeurs, des partenaires et de leur personnel.

## Ce que nous collectons
Les comptes du personnel (nom, adresse e-mail, rôle), les informations de votre organisation, les offres publiées et les notes et décisions enregistrées sur les candidatures.

## Pourquoi nous les utilisons
Pour gérer vos recrutements : publier les offres, transmettre les candidatures à votre équipe et produire vos rapports.

## Qui les voit
Le personnel de votre organisation selon son rôle, et le personnel du programme. Les candidats voient vos offres publiées. Nous ne vendons jamais vos données.

## Vos droits
Vous pouvez consulter, corriger ou supprimer vos données personnelles. Écrivez à {email}.`,
  'privacy-policy-npp': `Cette politique explique ce que {name} fait des données personnelles des partenaires à but non lucratif et des personnes qu'ils accompagnent.

## Ce que nous collectons
Les comptes du personnel (nom, adresse e-mail, rôle), les CV déposés avec le consentement des personnes accompagnées et les liens entre votre organisation et elles.

## Pourquoi nous les utilisons
Pour aider les personnes que vous accompagnez à trouver un emploi et vous fournir des rapports sur leurs progrès.

## Qui les voit
Le personnel de votre organisation et celui du programme. Un candidat peut mettre fin à son lien avec votre organisation à tout moment. Nous ne vendons jamais vos données.

## Vos droits
Vous et les personnes accompagnées pouvez consulter, corriger ou supprimer les données personnelles. Écrivez à {email}.`,
  'terms-of-service': `Ces conditions régissent votre utilisation du programme d'embauche {name}.

## Votre compte
Gardez votre mot de passe secret et vos informations exactes. Vous êtes responsable de l'usage de votre compte.

## Usage loyal
Ne publiez pas de contenu faux, illégal ou discriminatoire, ne collectez pas les données d'autrui et ne perturbez pas le service.

## Offres et candidatures
Les employeurs sont responsables de leurs offres et de leurs décisions d'embauche. {name} ne garantit aucun emploi ni aucune embauche.

## Modifications
Lorsque ces conditions ou la politique de confidentialité changent, nous affichons la nouvelle version avec sa date d'entrée en vigueur et vous demandons de l'accepter.

## Contact
Écrivez à {email} ou appelez le {phone}.`,
};

const ESP: Record<SitePage, string> = {
  about: `{name} es un programa de contratación que conecta a quienes buscan empleo con empleadores y con los socios sin fines de lucro y de capacitación que los apoyan.

## Lo que hacemos
- Quienes buscan empleo buscan ofertas y se postulan gratis, siguen sus postulaciones y hablan con nuestro servicio de ayuda.
- Los empleadores publican ofertas, revisan postulaciones y gestionan entrevistas y ofertas de trabajo.
- Los socios acompañan a las personas que apoyan y siguen su progreso.

## Cómo contactarnos
Escriba a {email} o llame al {phone}. También puede usar el chat de ayuda en cualquier página o el [formulario de contacto](/contact-us).`,
  pricing: `## Personas que buscan empleo
Siempre gratis: buscar, postularse, el servicio de ayuda y todas las funciones para quienes buscan empleo no cuestan nada.

## Empleadores
Publicar ofertas y revisar postulaciones está incluido en el programa. Pregúntenos por los servicios para su organización.

## Socios sin fines de lucro y de capacitación
Las cuentas de socio, los informes y los puestos de equipo están incluidos en el programa.

¿Preguntas? Escriba a {email} o use el [formulario de contacto](/contact-us).`,
  'privacy-policy': `Esta política explica lo que {name} hace con los datos personales de quienes buscan empleo.

## Qué recopilamos
- Su cuenta: nombre, correo electrónico y contraseña (guardada solo como un hash seguro).
- Su perfil, su currículum y sus postulaciones.
- Los mensajes que envía al servicio de ayuda y sus opiniones.

## Para qué los usamos
- Para que pueda buscar y postularse, y mostrar sus postulaciones a los empleadores correspondientes.
- Para sugerirle ofertas y avisarle sobre sus postulaciones.
- Para responder sus preguntas y mejorar el servicio.

## Quién los ve
Los empleadores ven las postulaciones que les envía. Los socios con los que está vinculado ven su progreso; puede terminar ese vínculo en cualquier momento. Nunca vendemos sus datos.

## Cuánto tiempo los guardamos
Mientras su cuenta esté abierta y luego hasta 12 meses por obligaciones legales.

## Sus derechos
Puede consultar, corregir, exportar o eliminar sus datos y elegir qué correos recibe. Escriba a {email}.`,
  'privacy-policy-ep': `Esta política explica lo que {name} hace con los datos personales de empleadores, socios y su personal.

## Qué recopilamos
Las cuentas del personal (nombre, correo electrónico, rol), los datos de su organización, las ofertas publicadas y las notas y decisiones registradas sobre las postulaciones.

## Para qué los usamos
Para gestionar sus contrataciones: publicar ofertas, enviar las postulaciones a su equipo y preparar sus informes.

## Quién los ve
El personal de su organización según su rol y el personal del programa. Quienes buscan empleo ven sus ofertas publicadas. Nunca vendemos sus datos.

## Sus derechos
Puede consultar, corregir o eliminar sus datos personales. Escriba a {email}.`,
  'privacy-policy-npp': `Esta política explica lo que {name} hace con los datos personales de los socios sin fines de lucro y de las personas que apoyan.

## Qué recopilamos
Las cuentas del personal (nombre, correo electrónico, rol), los currículums cargados con el consentimiento de las personas apoyadas y los vínculos entre su organización y ellas.

## Para qué los usamos
Para ayudar a las personas que apoya a encontrar empleo y darle informes sobre su progreso.

## Quién los ve
El personal de su organización y el del programa. Quien busca empleo puede terminar su vínculo con su organización en cualquier momento. Nunca vendemos sus datos.

## Sus derechos
Usted y las personas que apoya pueden consultar, corregir o eliminar los datos personales. Escriba a {email}.`,
  'terms-of-service': `Estos términos rigen el uso del programa de contratación {name}.

## Su cuenta
Mantenga su contraseña en secreto y sus datos correctos. Usted es responsable del uso de su cuenta.

## Uso correcto
No publique contenido falso, ilegal o discriminatorio, no recopile datos de otras personas y no interrumpa el servicio.

## Ofertas y postulaciones
Los empleadores son responsables de sus ofertas y decisiones de contratación. {name} no garantiza ningún empleo ni contratación.

## Cambios
Cuando estos términos o la política de privacidad cambien, mostraremos la nueva versión con su fecha de entrada en vigor y le pediremos que la acepte.

## Contacto
Escriba a {email} o llame al {phone}.`,
};

const DEFAULTS: Record<SiteLanguage, Record<SitePage, string>> = { en: EN, fr: FR, esp: ESP };

export interface SupportContact {
  name: string;
  email: string;
  phone: string;
}

/** The default Markdown of a page in a language, with the tenant's name and support contacts filled in. */
export function defaultPageMarkdown(page: SitePage, language: SiteLanguage, contact: SupportContact): string {
  return DEFAULTS[language][page]
    .replaceAll('{name}', contact.name)
    .replaceAll('{email}', contact.email)
    .replaceAll('{phone}', contact.phone);
}
