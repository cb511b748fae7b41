// Offer letters (issue 12): each organisation keeps a template per language (en, fr, esp); an offer's
// letter is written from its organisation's template in the job seeker's language (the built-in one
// below when the organisation has not written its own). Placeholders are {{name}}: anything else in
// braces is left as written. The letter is plain text; the PDF is drawn from it (offer-letter-pdf.tsx).
import type { OfferLanguage, PayPeriod } from '../db/schema.ts';

export const PLACEHOLDERS = ['candidate_name', 'job_title', 'company', 'offer_title', 'pay', 'start_date', 'expires_on', 'terms'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

export const DEFAULT_TEMPLATES: Record<OfferLanguage, string> = {
  en: `Dear {{candidate_name}},

We are delighted to offer you the position of {{offer_title}} at {{company}}, following your application for {{job_title}}.

Pay: {{pay}}
Start date: {{start_date}}

{{terms}}

This offer is open until {{expires_on}}. You can accept or decline it on your applications page, and ask us anything before you decide.

With best wishes,
{{company}}`,
  fr: `Bonjour {{candidate_name}},

Nous avons le plaisir de vous proposer le poste de {{offer_title}} chez {{company}}, à la suite de votre candidature au poste {{job_title}}.

Rémunération : {{pay}}
Date de début : {{start_date}}

{{terms}}

Cette offre est valable jusqu’au {{expires_on}}. Vous pouvez l’accepter ou la refuser sur la page de vos candidatures, et nous poser vos questions avant de décider.

Bien cordialement,
{{company}}`,
  esp: `Estimado/a {{candidate_name}}:

Nos complace ofrecerle el puesto de {{offer_title}} en {{company}}, tras su solicitud para {{job_title}}.

Salario: {{pay}}
Fecha de inicio: {{start_date}}

{{terms}}

Esta oferta está abierta hasta el {{expires_on}}. Puede aceptarla o rechazarla en la página de sus solicitudes, y preguntarnos lo que necesite antes de decidir.

Atentamente,
{{company}}`,
};

const LOCALES: Record<OfferLanguage, string> = { en: 'en-US', fr: 'fr-FR', esp: 'es-ES' };

const PERIOD_WORDS: Record<OfferLanguage, Record<PayPeriod, string>> = {
  en: { hour: 'per hour', day: 'per day', week: 'per week', month: 'per month', year: 'per year' },
  fr: { hour: 'par heure', day: 'par jour', week: 'par semaine', month: 'par mois', year: 'par an' },
  esp: { hour: 'por hora', day: 'por día', week: 'por semana', month: 'al mes', year: 'al año' },
};

/** "$52,000 per year", "52 000 € par an": whole units, the currency's symbol, in the letter's language. */
export function formatPay(amount: number, currency: string, period: PayPeriod, lang: OfferLanguage): string {
  const money = new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
  return `${money} ${PERIOD_WORDS[lang][period]}`;
}

/** A YYYY-MM-DD day written out in the letter's language ("March 2, 2026", "2 mars 2026"). */
export function formatDay(day: string, lang: OfferLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

export interface LetterFacts {
  candidateName: string;
  jobTitle: string;
  company: string;
  offerTitle: string;
  payAmount: number;
  payCurrency: string;
  payPeriod: PayPeriod;
  startDate: string;
  expiresOn: string;
  terms: string;
}

/** The letter: the template with its placeholders filled in the letter's language. */
export function writeLetter(template: string, facts: LetterFacts, lang: OfferLanguage): string {
  const values: Record<Placeholder, string> = {
    candidate_name: facts.candidateName,
    job_title: facts.jobTitle,
    company: facts.company,
    offer_title: facts.offerTitle,
    pay: formatPay(facts.payAmount, facts.payCurrency, facts.payPeriod, lang),
    start_date: formatDay(facts.startDate, lang),
    expires_on: formatDay(facts.expiresOn, lang),
    terms: facts.terms.trim(),
  };
  return template
    .replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) =>
      (PLACEHOLDERS as readonly string[]).includes(name) ? values[name as Placeholder] : whole,
    )
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
