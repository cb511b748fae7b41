// Reading what a bulk import brings (issue 13): spreadsheets of jobs (CSV with csv-parse, XLSX with
// read-excel-file; never SheetJS), job descriptions and résumés as text (extracted elsewhere, in the
// bounded extraction worker), and the fields parsed out of them. Pure functions: no database, no files.
import { parse as parseCsv } from 'csv-parse/sync';
import readXlsxFile from 'read-excel-file/node';
import {
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  MANAGEMENT_LEVELS,
  REMOTE_OPTIONS,
  type EducationEntry,
  type ExperienceEntry,
} from '../db/schema.ts';
import type { JobInput } from './jobs.ts';
import { DEFAULT_WEIGHTS, normaliseTerm } from './match-score.ts';
import { zipEntryNames } from './resume-files.ts';

export type Lang = 'en' | 'fr' | 'esp';

/** The columns of the job spreadsheet, in template order. */
export const JOB_COLUMNS = [
  'title',
  'description',
  'city',
  'region',
  'country',
  'remote',
  'employment_type',
  'experience_min',
  'experience_max',
  'salary_min',
  'salary_max',
  'salary_currency',
  'required_skills',
  'nice_skills',
  'certifications',
  'education',
  'industry',
  'management_level',
] as const;
export type JobColumn = (typeof JOB_COLUMNS)[number];

/** Column headings of the template in each language (the machine name is accepted too). */
export const JOB_COLUMN_LABELS: Record<Lang, Record<JobColumn, string>> = {
  en: {
    title: 'Title',
    description: 'Description',
    city: 'City',
    region: 'State or region',
    country: 'Country',
    remote: 'Work place (onsite, hybrid, remote)',
    employment_type: 'Employment type (full_time, part_time, contract, temporary, internship)',
    experience_min: 'Fewest years of experience',
    experience_max: 'Most years of experience',
    salary_min: 'Lowest salary',
    salary_max: 'Highest salary',
    salary_currency: 'Currency',
    required_skills: 'Required skills (separated by ;)',
    nice_skills: 'Nice-to-have skills (separated by ;)',
    certifications: 'Certifications (separated by ;)',
    education: 'Education (none, high_school, associate, bachelor, master, doctorate)',
    industry: 'Industry',
    management_level: 'Management level (individual, lead, manager, director, executive)',
  },
  fr: {
    title: 'Intitulé',
    description: 'Description',
    city: 'Ville',
    region: 'État ou région',
    country: 'Pays',
    remote: 'Lieu de travail (onsite, hybrid, remote)',
    employment_type: "Type d'emploi (full_time, part_time, contract, temporary, internship)",
    experience_min: "Années d'expérience minimum",
    experience_max: "Années d'expérience maximum",
    salary_min: 'Salaire minimum',
    salary_max: 'Salaire maximum',
    salary_currency: 'Devise',
    required_skills: 'Compétences requises (séparées par ;)',
    nice_skills: 'Compétences appréciées (séparées par ;)',
    certifications: 'Certifications (séparées par ;)',
    education: 'Formation (none, high_school, associate, bachelor, master, doctorate)',
    industry: "Secteur d'activité",
    management_level: "Niveau d'encadrement (individual, lead, manager, director, executive)",
  },
  esp: {
    title: 'Título',
    description: 'Descripción',
    city: 'Ciudad',
    region: 'Estado o región',
    country: 'País',
    remote: 'Lugar de trabajo (onsite, hybrid, remote)',
    employment_type: 'Tipo de empleo (full_time, part_time, contract, temporary, internship)',
    experience_min: 'Años de experiencia mínimos',
    experience_max: 'Años de experiencia máximos',
    salary_min: 'Salario mínimo',
    salary_max: 'Salario máximo',
    salary_currency: 'Moneda',
    required_skills: 'Habilidades requeridas (separadas por ;)',
    nice_skills: 'Habilidades deseables (separadas por ;)',
    certifications: 'Certificaciones (separadas por ;)',
    education: 'Formación (none, high_school, associate, bachelor, master, doctorate)',
    industry: 'Sector',
    management_level: 'Nivel de dirección (individual, lead, manager, director, executive)',
  },
};

const EXAMPLE_ROW: Record<JobColumn, string> = {
  title: 'Data analyst',
  description: 'Turn our warehouse data into clear weekly reports. Quiet office, written instructions, flexible hours.',
  city: 'Atlanta',
  region: 'GA',
  country: 'US',
  remote: 'hybrid',
  employment_type: 'full_time',
  experience_min: '1',
  experience_max: '5',
  salary_min: '55000',
  salary_max: '70000',
  salary_currency: 'USD',
  required_skills: 'SQL; Excel',
  nice_skills: 'Python',
  certifications: '',
  education: 'bachelor',
  industry: 'Logistics',
  management_level: 'individual',
};

const csvCell = (value: string) => (/[",\n\r;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The template spreadsheet (CSV, UTF-8 with a byte-order mark so spreadsheet programs read accents): headings and one example row. */
export function jobTemplateCsv(lang: Lang): string {
  const labels = JOB_COLUMN_LABELS[lang];
  const head = JOB_COLUMNS.map((c) => csvCell(labels[c])).join(',');
  const example = JOB_COLUMNS.map((c) => csvCell(EXAMPLE_ROW[c])).join(',');
  return `\uFEFF${head}\r\n${example}\r\n`;
}

const headingKey = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\(.*\)/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const HEADINGS = new Map<string, JobColumn>();
for (const column of JOB_COLUMNS) {
  HEADINGS.set(headingKey(column), column);
  HEADINGS.set(headingKey(column.replace(/_/g, ' ')), column);
  for (const lang of ['en', 'fr', 'esp'] as const) HEADINGS.set(headingKey(JOB_COLUMN_LABELS[lang][column]), column);
}

/** The column a heading names (in any of the three languages, or the machine name); undefined if none. */
export function columnOf(heading: string): JobColumn | undefined {
  return HEADINGS.get(headingKey(heading));
}

export type JobFileKind = 'csv' | 'xlsx' | 'pdf' | 'docx';

/** The kind of a job file by its content (a CSV by being UTF-8 text and named .csv); null for anything else. */
export function detectJobFileKind(data: Buffer, fileName: string): JobFileKind | null {
  if (data.length >= 5 && data.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  if (data.length >= 22 && data.readUInt32LE(0) === 0x04034b50) {
    const names = zipEntryNames(data);
    if (names?.includes('word/document.xml')) return 'docx';
    if (names?.includes('xl/workbook.xml')) return 'xlsx';
    return null;
  }
  if (/\.csv$/i.test(fileName) && isText(data)) return 'csv';
  return null;
}

function isText(data: Buffer): boolean {
  if (data.length === 0) return false;
  // eslint-disable-next-line no-control-regex -- control characters (other than tab and line ends) mean binary
  if (/[\u0000-\u0008\u000e-\u001f]/.test(data.toString('latin1', 0, Math.min(data.length, 4096)))) return false;
  return !new TextDecoder('utf-8', { fatal: false }).decode(data).includes('\uFFFD');
}

export interface SheetRows {
  rows: { line: number; cells: Partial<Record<JobColumn, string>> }[];
  /** Why the spreadsheet as a whole could not be read. */
  problem?: string;
}

/** Most rows one spreadsheet may hold (a batch holds at most 1,000 files or rows). */
export const MAX_SHEET_ROWS = 1000;

/** A cell as text: strings, numbers and booleans as written, dates as YYYY-MM-DD, anything else empty. */
function cellText(cell: unknown): string {
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number' || typeof cell === 'boolean') return String(cell);
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return '';
}

function tableToRows(table: unknown[][]): SheetRows {
  const [head, ...body] = table;
  if (!head || head.length === 0) return { rows: [], problem: 'The spreadsheet is empty.' };
  const columns = head.map((h) => columnOf(cellText(h)));
  if (!columns.includes('title')) return { rows: [], problem: 'The spreadsheet has no Title column. Start from the template.' };
  const rows: SheetRows['rows'] = [];
  body.forEach((cells, i) => {
    const values: Partial<Record<JobColumn, string>> = {};
    cells.forEach((cell, c) => {
      const column = columns[c];
      if (column) values[column] = cellText(cell);
    });
    if (Object.values(values).some((v) => v.trim() !== '')) rows.push({ line: i + 2, cells: values });
  });
  if (rows.length === 0) return { rows: [], problem: 'The spreadsheet has no rows under its headings.' };
  if (rows.length > MAX_SHEET_ROWS)
    return { rows: [], problem: `The spreadsheet has more than ${MAX_SHEET_ROWS} rows. Split it in smaller files.` };
  return { rows };
}

/** The rows of a CSV or XLSX job spreadsheet, or why it cannot be read. Never throws. */
export async function readJobSheet(kind: 'csv' | 'xlsx', data: Buffer): Promise<SheetRows> {
  try {
    if (kind === 'csv') {
      const text = data.toString('utf8').replace(/^\uFEFF/, '');
      const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
      const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
      const table: string[][] = parseCsv(text, { delimiter, relax_column_count: true, skip_empty_lines: true, max_record_size: 100_000 });
      return tableToRows(table);
    }
    const sheets = await readXlsxFile(data);
    const first = sheets[0];
    if (!first) return { rows: [], problem: 'The workbook has no sheet.' };
    return tableToRows(first.data);
  } catch (error) {
    return {
      rows: [],
      problem: `The spreadsheet could not be read: ${error instanceof Error ? error.message.slice(0, 200) : 'unknown error'}.`,
    };
  }
}

const listOf = (text: string | undefined) =>
  (text ?? '')
    .split(/[;\n|]/)
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .slice(0, 50);

function numberOf(text: string | undefined, field: string, problems: string[], range: [number, number]): number | null {
  const raw = (text ?? '').replace(/[\s,$€£]/g, '');
  if (raw === '') return null;
  const n = Number(raw);
  if (!Number.isFinite(n) || !Number.isInteger(n) || n < range[0] || n > range[1]) {
    problems.push(`${field} must be a whole number from ${range[0]} to ${range[1]} (it is "${(text ?? '').slice(0, 40)}")`);
    return null;
  }
  return n;
}

function choiceOf<T extends string>(text: string | undefined, options: readonly T[], fallback: T, field: string, problems: string[]): T {
  const raw = (text ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (raw === '') return fallback;
  const found = options.find((o) => o.toLowerCase() === raw);
  if (!found) problems.push(`${field} must be one of ${options.join(', ')} (it is "${(text ?? '').slice(0, 40)}")`);
  return found ?? fallback;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Paragraphs of plain text as the simple HTML a job description is kept in. */
export function textToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** A spreadsheet row as the body of a draft job, or the reasons it cannot be one. */
export function rowToJob(cells: Partial<Record<JobColumn, string>>, company: string): { input: JobInput } | { reason: string } {
  const problems: string[] = [];
  const title = (cells.title ?? '').replace(/\s+/g, ' ').trim();
  if (title === '') problems.push('the Title is empty');
  if (title.length > 200) problems.push('the Title is longer than 200 characters');
  const experienceMin = numberOf(cells.experience_min, 'Fewest years of experience', problems, [0, 60]) ?? 0;
  const experienceMax = numberOf(cells.experience_max, 'Most years of experience', problems, [0, 60]) ?? 60;
  const salaryMin = numberOf(cells.salary_min, 'Lowest salary', problems, [0, 100_000_000]);
  const salaryMax = numberOf(cells.salary_max, 'Highest salary', problems, [0, 100_000_000]);
  const currency = (cells.salary_currency ?? '').trim().toUpperCase() || 'USD';
  if (!/^[A-Z]{3}$/.test(currency)) problems.push(`Currency must be a three-letter code such as USD (it is "${currency.slice(0, 20)}")`);
  const input: JobInput = {
    title,
    description: textToHtml(cells.description ?? ''),
    company,
    location: {
      city: (cells.city ?? '').trim(),
      region: (cells.region ?? '').trim(),
      country: (cells.country ?? '').trim(),
      latitude: null,
      longitude: null,
    },
    remote: choiceOf(cells.remote, REMOTE_OPTIONS, 'onsite', 'Work place', problems),
    employment_type: choiceOf(cells.employment_type, EMPLOYMENT_TYPES, 'full_time', 'Employment type', problems),
    experience_min: experienceMin,
    experience_max: experienceMax,
    salary: { min: salaryMin, max: salaryMax, currency },
    required_skills: listOf(cells.required_skills),
    nice_skills: listOf(cells.nice_skills),
    certifications: listOf(cells.certifications),
    education: choiceOf(cells.education, EDUCATION_LEVELS, 'none', 'Education', problems),
    industry: (cells.industry ?? '').trim().slice(0, 200),
    management_level: choiceOf(cells.management_level, MANAGEMENT_LEVELS, 'individual', 'Management level', problems),
    hiring_team: [],
    weights: DEFAULT_WEIGHTS,
    status: 'draft',
  };
  if (problems.length > 0) return { reason: `${capitalise(problems.join('; '))}.` };
  return { input };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Terms of `vocabulary` (normalised) that occur in `text` as whole words. */
export function skillsIn(text: string, vocabulary: ReadonlyMap<string, string>): string[] {
  const words = ` ${normaliseTerm(text)} `;
  const found: string[] = [];
  for (const [norm, spelling] of vocabulary) {
    if (norm !== '' && words.includes(` ${norm} `)) found.push(spelling);
    if (found.length >= 50) break;
  }
  return found;
}

/** A job description document (one job per file) as the body of a draft job, or why it cannot be one. */
export function documentToJob(
  text: string,
  company: string,
  vocabulary: ReadonlyMap<string, string>,
): { input: JobInput } | { reason: string } {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const title = (lines[0] ?? '').replace(/^(job title|title|intitulé|título)\s*[:-]\s*/i, '').slice(0, 200);
  if (title === '') return { reason: 'The document holds no text to read a job from.' };
  const description = text.slice(text.indexOf(lines[0] ?? '') + (lines[0]?.length ?? 0)).trim();
  const years = /(\d{1,2})\s*\+?\s*(?:years|ans|años)/i.exec(text);
  const min = years ? Math.min(60, Number(years[1])) : 0;
  return {
    input: {
      title,
      description: textToHtml(description.slice(0, 19_000)),
      company,
      location: { city: '', region: '', country: '', latitude: null, longitude: null },
      remote: /\bremote\b|télétravail|remoto/i.test(text) ? 'remote' : 'onsite',
      employment_type: /part[- ]time|temps partiel|medio tiempo/i.test(text) ? 'part_time' : 'full_time',
      experience_min: min,
      experience_max: Math.max(min, 60),
      salary: { min: null, max: null, currency: 'USD' },
      required_skills: skillsIn(text, vocabulary),
      nice_skills: [],
      certifications: [],
      education: educationIn(text),
      industry: '',
      management_level: 'individual',
      hiring_team: [],
      weights: DEFAULT_WEIGHTS,
      status: 'draft',
    },
  };
}

const EDUCATION_WORDS: [EducationEntry['level'], RegExp][] = [
  ['doctorate', /\b(ph\.?d|doctorate|doctorat|doctorado)\b/i],
  ['master', /\b(master'?s?|m\.sc|msc|mba|maîtrise|maestr[ií]a)\b/i],
  ['bachelor', /\b(bachelor'?s?|b\.sc|bsc|b\.a\.|licence|licenciatura|grado)\b/i],
  ['associate', /\b(associate'?s? degree|associate of|dut|bts|técnico superior)\b/i],
  ['high_school', /\b(high school|ged|baccalauréat|bachillerato|lycée)\b/i],
];

/** The highest education level a text names. */
export function educationIn(text: string): EducationEntry['level'] {
  for (const [level, pattern] of EDUCATION_WORDS) if (pattern.test(text)) return level;
  return 'none';
}

export interface ParsedResume {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
  city: string;
  region: string;
  country: string;
  skills: string[];
  education: EducationEntry['level'];
  educationEntries: EducationEntry[];
  experience: ExperienceEntry[];
  yearsExperience: number;
  headline: string;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,24}/;
const PHONE = /(?:\+?\d[\d\s().-]{7,}\d)/;
const LOCATION = /^(?:location|address|adresse|ubicación|dirección|city|ville|ciudad)\s*[:-]\s*(.+)$/im;
const YEARS = /(\d{4})\s*(?:-|–|—|to|à|a)\s*(\d{4}|present|current|now|aujourd'hui|actualidad|presente)/gi;
const HEADINGS_RE =
  /^(experience|work experience|expérience|expérience professionnelle|experiencia|experiencia laboral|education|formation|educación|formación|skills|compétences|habilidades|summary|profil|perfil)\s*:?$/i;

/** The fields of a job-seeker profile read from a résumé's text. */
export function parseResume(text: string, vocabulary: ReadonlyMap<string, string>, now = new Date()): ParsedResume {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const email = EMAIL.exec(text)?.[0]?.toLowerCase() ?? null;
  const phone = (PHONE.exec(text)?.[0] ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  // The name: the first line that is a few words of letters (not an address, an email or a heading).
  const nameLine =
    lines.find(
      (l) => /^[\p{L}][\p{L}'’. -]{1,80}$/u.test(l) && l.split(/\s+/).length >= 2 && l.split(/\s+/).length <= 5 && !HEADINGS_RE.test(l),
    ) ?? '';
  const [firstName = '', ...rest] = nameLine.split(/\s+/);
  const place = (LOCATION.exec(text)?.[1] ?? '').split(',').map((s) => s.trim());
  const year = now.getUTCFullYear();
  const experience: ExperienceEntry[] = [];
  let months = 0;
  const spans: string[] = [];
  for (const line of lines) {
    YEARS.lastIndex = 0;
    const m = YEARS.exec(line);
    if (!m) continue;
    const start = Number(m[1]);
    const endWord = m[2] ?? '';
    const end = /^\d{4}$/.test(endWord) ? Number(endWord) : year;
    if (start < 1950 || start > year || end < start || end > year) continue;
    const label = line
      .replace(m[0], '')
      .replace(/[,|–—-]\s*$/, '')
      .trim();
    const [title = '', company = ''] = label.split(/\s+(?:at|chez|en|@|,|\|)\s+/i);
    if (/school|university|college|université|universidad|lycée|instituto/i.test(line)) continue;
    spans.push(label);
    experience.push({
      title: title.slice(0, 200) || label.slice(0, 200),
      company: company.slice(0, 200),
      start: `${start}-01-01`,
      end: /^\d{4}$/.test(endWord) ? `${end}-12-31` : null,
    });
    months += (end - start) * 12;
    if (experience.length >= 20) break;
  }
  const education = educationIn(text);
  const schoolLine = lines.find((l) => /university|college|université|universidad|school|lycée|instituto/i.test(l)) ?? '';
  const yearsExperience = Math.min(60, Math.round(months / 12));
  return {
    firstName: firstName.slice(0, 100),
    lastName: rest.join(' ').slice(0, 100),
    email,
    phone,
    city: (place[0] ?? '').slice(0, 100),
    region: (place[1] ?? '').slice(0, 100),
    country: (place[2] ?? '').slice(0, 100),
    skills: skillsIn(text, vocabulary),
    education,
    educationEntries: schoolLine ? [{ level: education, school: schoolLine.slice(0, 200), field: '', year: null }] : [],
    experience,
    yearsExperience,
    headline: (experience[0]?.title ?? spans[0] ?? '').slice(0, 200),
  };
}
