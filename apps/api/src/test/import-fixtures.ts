// Real files for the bulk-import tests (issue 13): résumés as PDF and DOCX, job spreadsheets as CSV and
// XLSX (a minimal workbook with inline strings), ZIPs of them, and hostile ones (a ZIP bomb entry, an
// entry named with a path, a file whose name lies about its type).
import { simplePdf } from '../services/simple-pdf.ts';
import { jobTemplateCsv, JOB_COLUMNS } from '../services/import-parse.ts';
import { minimalDocx, zipParts, zipStore } from './docx.ts';

export interface PersonFixture {
  first: string;
  last: string;
  email: string;
  skills: string[];
}

/** The lines of a realistic résumé. */
export function resumeLines(p: PersonFixture, extra = 0): string[] {
  const lines = [
    `${p.first} ${p.last}`,
    `${p.email} · +1 404 555 0${String(p.email.length).padStart(3, '0')}`,
    'Location: Atlanta, GA, US',
    'Summary',
    'Careful, reliable analyst who likes clear written instructions and quiet, focused work.',
    'Experience',
    `Data analyst at Peachtree Freight, 2019 - present`,
    'Built weekly reports and checked shipment data for errors.',
    `Warehouse clerk at Metro Supply, 2015 - 2019`,
    'Kept stock records and trained new staff on the scanners.',
    'Education',
    "Bachelor's degree in Statistics, Georgia State University",
    'Skills',
    p.skills.join(', '),
  ];
  for (let i = 0; i < extra; i++)
    lines.push(`Project ${i + 1}: cleaned and reconciled a data set of shipment records for the quarterly review.`);
  return lines;
}

export const resumePdf = (p: PersonFixture, extra = 0) => simplePdf(resumeLines(p, extra));
export const resumeDocx = (p: PersonFixture, extra = 0) => minimalDocx(resumeLines(p, extra));

/** A ZIP of named files, entries deflated. */
export function zipOf(files: Record<string, Buffer>): Buffer {
  return zipParts(Object.fromEntries(Object.entries(files).map(([name, data]) => [name, { data, deflate: true }])));
}

/** A ZIP whose one entry inflates to `megabytes` MB of zeros (a bomb: ratio far over 100 to 1). */
export function zipBomb(name: string, megabytes: number): Buffer {
  return zipParts({ [name]: { data: Buffer.alloc(megabytes * 1024 * 1024), deflate: true } });
}

/** The template CSV in `lang` with `rows` filled in (cells by column name). */
export function jobsCsv(lang: 'en' | 'fr' | 'esp', rows: Partial<Record<(typeof JOB_COLUMNS)[number], string>>[]): Buffer {
  const head = jobTemplateCsv(lang).split('\r\n')[0] ?? '';
  const cell = (v: string) => (/[",\n;]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const body = rows.map((r) => JOB_COLUMNS.map((c) => cell(r[c] ?? '')).join(','));
  return Buffer.from(`${head}\r\n${body.join('\r\n')}\r\n`, 'utf8');
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const colName = (i: number) => String.fromCharCode(65 + (i % 26)).padStart(i >= 26 ? 2 : 1, 'A');

/** A minimal XLSX workbook: one sheet, inline strings. */
export function jobsXlsx(table: string[][]): Buffer {
  const rows = table
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells
          .map((v, c) => `<c r="${colName(c)}${r + 1}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(v)}</t></is></c>`)
          .join('')}</row>`,
    )
    .join('');
  return zipStore({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    'xl/workbook.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
      '<sheets><sheet name="Jobs" sheetId="1" r:id="rId1"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    'xl/worksheets/sheet1.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      `<sheetData>${rows}</sheetData></worksheet>`,
  });
}
