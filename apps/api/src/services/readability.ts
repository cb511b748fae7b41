// Plain-language job ads (issue 17 §2): a job's text scored in its own language with that language's
// established readability formula, and the things that stop people from applying, each pointing at the
// sentence it is about and saying how to fix it. No maintained package covers French and Spanish, so
// the formulas and syllable counting are here (readability.test.ts checks them against hand-counted
// worked examples in each language).
//
// - English: Flesch reading ease, 206.835 − 1.015 × (words / sentences) − 84.6 × (syllables / words).
// - French: Kandel & Moles (1958), 207 − 1.015 × (words / sentences) − 73.6 × (syllables / words).
// - Spanish: Fernández Huerta (1959), 206.84 − 0.60 × (syllables per 100 words) − 1.02 × (words /
//   sentence), the reading of the formula used by readability tools (the printed "sentences per 100
//   words" term would make longer sentences easier).
// Every score is on Flesch's 0–100 scale (clamped): 60 and above is plain.

export type AdLanguage = 'en' | 'fr' | 'esp';

/** Sentences longer than this are flagged. */
export const LONG_SENTENCE_WORDS = 25;
/** More must-have requirements than this are flagged. */
export const MAX_MUST_HAVES = 6;
/** A score below this is flagged as hard to read. */
export const PLAIN_SCORE = 60;

export type FindingCode =
  'hard_to_read' | 'long_sentence' | 'jargon' | 'vague' | 'too_many_requirements' | 'no_pay' | 'no_interview_process';

export interface Finding {
  code: FindingCode;
  /** The sentence the finding is about (long sentences, jargon, vague terms), else null. */
  sentence: string | null;
  /** The word or phrase found (jargon, vague terms). */
  term?: string;
  /** A plainer way to say it, in the ad's language (jargon). */
  plain?: string;
  /** How many: words in the sentence, must-haves, or the score. */
  count?: number;
}

export type ReadingLevel = 'very_easy' | 'easy' | 'fairly_easy' | 'standard' | 'fairly_difficult' | 'difficult' | 'very_difficult';

export interface ReadabilityReport {
  language: AdLanguage;
  score: number;
  level: ReadingLevel;
  words: number;
  sentences: number;
  syllables: number;
  findings: Finding[];
  /** No finding at all: the job may carry the "Clear job ad" mark. */
  clear: boolean;
}

const LETTERS = /[\p{L}\p{M}'’-]+/gu;

/** The words of a text (letters, with inner apostrophes and hyphens). */
export function wordsOf(text: string): string[] {
  return (text.match(LETTERS) ?? []).map((w) => w.replace(/^['’-]+|['’-]+$/g, '')).filter((w) => /\p{L}/u.test(w));
}

/** Sentences: split after . ! ? … ; : (and line breaks, so list items count on their own). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?…;:])\s+/u)
    .map((s) => s.trim())
    .filter((s) => wordsOf(s).length > 0);
}

function englishSyllables(word: string): number {
  // The usual heuristic: drop a silent final e, es or ed, a leading y, then count vowel groups (a pair at most).
  let w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w === '') return 0;
  if (w.length <= 3) return 1;
  w = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  return Math.max(1, w.match(/[aeiouy]{1,2}/g)?.length ?? 0);
}

const FR_VOWELS = 'aeiouyàâäéèêëîïôöùûüÿœæ';

function frenchSyllables(word: string): number {
  let w = word.toLowerCase().replace(/['’]/g, ' ').split(' ').pop() ?? '';
  w = w.replace(/-/g, '');
  if (w === '') return 0;
  // A final mute e (or es, or the -ent of a verb after a consonant is not counted here: ambiguous) is silent.
  if (w.length > 2) w = w.replace(new RegExp(`([^${FR_VOWELS}])es?$`), '$1');
  const groups = w.match(new RegExp(`[${FR_VOWELS}]+`, 'g'));
  return Math.max(1, groups?.length ?? 0);
}

const ES_STRONG = new Set(['a', 'e', 'o', 'á', 'é', 'ó', 'í', 'ú']);
const ES_VOWEL = /[aeiouáéíóúü]/;

function spanishSyllables(word: string): number {
  // The u of que, qui, gue, gui is silent; y is a vowel only on its own or at a word's end (hoy, rey).
  const w = word
    .toLowerCase()
    .replace(/[^a-záéíóúüñ]/g, '')
    .replace(/([qg])u([eiéí])/g, '$1$2');
  if (w === '') return 0;
  if (w === 'y') return 1;
  let count = 0;
  let previous: string | null = null;
  for (const c of w) {
    if (!ES_VOWEL.test(c)) {
      previous = null;
      continue;
    }
    // A new nucleus, unless this vowel forms a diphthong with the one before (at most one of them
    // strong, and no written accent on a weak one).
    if (previous === null || (ES_STRONG.has(previous) && ES_STRONG.has(c))) count += 1;
    previous = c;
  }
  return Math.max(1, count);
}

/** Syllables of one word in a language. */
export function syllables(word: string, language: AdLanguage): number {
  if (language === 'fr') return frenchSyllables(word);
  if (language === 'esp') return spanishSyllables(word);
  return englishSyllables(word);
}

/** The language's formula on counts (unclamped). */
export function formula(language: AdLanguage, words: number, sentences: number, syllableCount: number): number {
  if (words === 0 || sentences === 0) return 100;
  const perSentence = words / sentences;
  const perWord = syllableCount / words;
  if (language === 'fr') return 207 - 1.015 * perSentence - 73.6 * perWord;
  if (language === 'esp') return 206.84 - 0.6 * (perWord * 100) - 1.02 * perSentence;
  return 206.835 - 1.015 * perSentence - 84.6 * perWord;
}

export function levelOf(score: number): ReadingLevel {
  if (score >= 90) return 'very_easy';
  if (score >= 80) return 'easy';
  if (score >= 70) return 'fairly_easy';
  if (score >= 60) return 'standard';
  if (score >= 50) return 'fairly_difficult';
  if (score >= 30) return 'difficult';
  return 'very_difficult';
}

export interface TextStats {
  words: number;
  sentences: number;
  syllables: number;
  score: number;
}

export function textStats(text: string, language: AdLanguage): TextStats {
  const sentences = sentencesOf(text);
  const words = sentences.flatMap(wordsOf);
  const syllableCount = words.reduce((n, w) => n + syllables(w, language), 0);
  const raw = formula(language, words.length, sentences.length, syllableCount);
  return {
    words: words.length,
    sentences: sentences.length,
    syllables: syllableCount,
    score: Math.round(Math.min(100, Math.max(0, raw)) * 10) / 10,
  };
}

/** Jargon and idioms with a plainer way to say them, per language (matched without regard to case). */
export const GLOSSARY: Record<AdLanguage, Record<string, string>> = {
  en: {
    synergy: 'working together',
    leverage: 'use',
    stakeholders: 'the people involved',
    deliverables: 'work to hand in',
    bandwidth: 'time',
    'touch base': 'talk',
    'hit the ground running': 'start work quickly',
    'think outside the box': 'find new ideas',
    'circle back': 'come back to it',
    'move the needle': 'make a difference',
    'low-hanging fruit': 'quick wins',
    'best-in-class': 'very good',
    proactive: 'acts early',
    kpis: 'the goals you are measured on',
    'value-add': 'benefit',
    onboarding: 'your first weeks',
  },
  fr: {
    synergie: 'travail en commun',
    livrables: 'travail à rendre',
    'parties prenantes': 'personnes concernées',
    'force de proposition': 'qui propose des idées',
    'sortir des sentiers battus': 'trouver des idées nouvelles',
    'mettre la main à la pâte': 'participer au travail',
    proactif: 'qui agit tôt',
    proactive: 'qui agit tôt',
    benchmark: 'comparaison',
    kpi: 'objectifs chiffrés',
    onboarding: 'vos premières semaines',
    reporting: 'comptes rendus',
  },
  esp: {
    sinergia: 'trabajo en común',
    entregables: 'trabajo que hay que entregar',
    'partes interesadas': 'personas implicadas',
    proactivo: 'que se adelanta',
    proactiva: 'que se adelanta',
    apalancar: 'usar',
    'pensar fuera de la caja': 'buscar ideas nuevas',
    'ponerse la camiseta': 'comprometerse',
    kpi: 'objetivos medibles',
    onboarding: 'sus primeras semanas',
    feedback: 'opinión',
  },
};

/** Vague terms that say nothing about the job, per language. */
export const VAGUE: Record<AdLanguage, readonly string[]> = {
  en: [
    'fast-paced',
    'rockstar',
    'ninja',
    'guru',
    'self-starter',
    'wear many hats',
    'work hard, play hard',
    'go-getter',
    'competitive salary',
    'like a family',
    'hustle',
    'dynamic environment',
  ],
  fr: [
    'dynamique',
    'rockstar',
    'ninja',
    'polyvalent',
    'polyvalente',
    'multi-casquettes',
    'esprit start-up',
    'salaire attractif',
    'salaire compétitif',
    'environnement stimulant',
    'comme une famille',
  ],
  esp: [
    'ritmo acelerado',
    'rockstar',
    'ninja',
    'dinámico',
    'dinámica',
    'multitarea',
    'salario competitivo',
    'buen ambiente',
    'como una familia',
    'todoterreno',
  ],
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A term as a whole word or phrase (letters on neither side). */
export const termPattern = (term: string) => new RegExp(`(?<![\\p{L}])${escape(term)}(?![\\p{L}])`, 'iu');

/** Words that show the ad describes how the hiring goes. */
export const INTERVIEW_WORDS: Record<AdLanguage, readonly string[]> = {
  en: ['interview', 'interviews', 'hiring process', 'selection process', 'work sample', 'next steps'],
  fr: ['entretien', 'entretiens', 'processus de recrutement', 'étapes du recrutement', 'mise en situation'],
  esp: ['entrevista', 'entrevistas', 'proceso de selección', 'etapas del proceso', 'prueba práctica'],
};

export interface AdInput {
  language: AdLanguage;
  title: string;
  /** Plain text (descriptionText of the HTML). */
  text: string;
  requiredSkills: readonly string[];
  salaryMin: number | null;
  salaryMax: number | null;
}

/** The whole report on a job ad: score, level and every finding, in the order of the text. */
export function assessAd(ad: AdInput): ReadabilityReport {
  const { language } = ad;
  const body = ad.text.trim();
  const stats = textStats(body, language);
  const findings: Finding[] = [];
  if (stats.words > 0 && stats.score < PLAIN_SCORE) findings.push({ code: 'hard_to_read', sentence: null, count: Math.round(stats.score) });
  for (const sentence of sentencesOf(body)) {
    const n = wordsOf(sentence).length;
    if (n > LONG_SENTENCE_WORDS) findings.push({ code: 'long_sentence', sentence, count: n });
    for (const [term, plain] of Object.entries(GLOSSARY[language]))
      if (termPattern(term).test(sentence)) findings.push({ code: 'jargon', sentence, term, plain });
    for (const term of VAGUE[language]) if (termPattern(term).test(sentence)) findings.push({ code: 'vague', sentence, term });
  }
  for (const term of VAGUE[language]) if (termPattern(term).test(ad.title)) findings.push({ code: 'vague', sentence: ad.title, term });
  if (ad.requiredSkills.length > MAX_MUST_HAVES)
    findings.push({ code: 'too_many_requirements', sentence: null, count: ad.requiredSkills.length });
  if (ad.salaryMin === null && ad.salaryMax === null) findings.push({ code: 'no_pay', sentence: null });
  if (!INTERVIEW_WORDS[language].some((w) => termPattern(w).test(body))) findings.push({ code: 'no_interview_process', sentence: null });
  return { language, ...stats, level: levelOf(stats.score), findings, clear: stats.words > 0 && findings.length === 0 };
}

const STOPWORDS: Record<AdLanguage, readonly string[]> = {
  en: ['the', 'and', 'you', 'to', 'of', 'with', 'is', 'are', 'we', 'your', 'will', 'for', 'our', 'in', 'a'],
  fr: ['le', 'les', 'et', 'vous', 'des', 'du', 'avec', 'est', 'nous', 'pour', 'une', 'votre', 'dans', 'au', 'un'],
  esp: ['el', 'los', 'las', 'y', 'usted', 'del', 'con', 'es', 'para', 'una', 'que', 'nuestro', 'su', 'en', 'un'],
};

/** The language a text is written in, by its most common small words (English when unsure). */
export function detectLanguage(text: string): AdLanguage {
  const counts: Record<AdLanguage, number> = { en: 0, fr: 0, esp: 0 };
  const sets = Object.fromEntries(Object.entries(STOPWORDS).map(([l, w]) => [l, new Set(w)])) as Record<AdLanguage, Set<string>>;
  for (const word of wordsOf(text.toLowerCase())) for (const l of ['en', 'fr', 'esp'] as const) if (sets[l].has(word)) counts[l] += 1;
  if (counts.fr > counts.en && counts.fr >= counts.esp) return 'fr';
  if (counts.esp > counts.en && counts.esp > counts.fr) return 'esp';
  return 'en';
}
