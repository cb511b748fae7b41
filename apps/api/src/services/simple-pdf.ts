// A tiny PDF writer: one or more A4 pages of plain text in Helvetica, with a correct cross-reference
// table, so real PDF readers (and unpdf) open it. Used for the demo résumés of the seed and by tests;
// it is not a layout engine.

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const LINE_HEIGHT = 16;
const LINES_PER_PAGE = Math.floor((PAGE_HEIGHT - 2 * MARGIN) / LINE_HEIGHT);

/** Characters outside Latin-1 that WinAnsiEncoding still has. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
};

/** Text for a PDF string literal: WinAnsi bytes, with \ ( ) escaped; other characters become '?'. */
function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 63;
    const byte = WIN_ANSI[ch] ?? (code < 256 ? code : 63);
    if (ch === '\\' || ch === '(' || ch === ')') out += `\\${ch}`;
    else if (byte < 32) out += ' ';
    else out += String.fromCharCode(byte);
  }
  return out;
}

/** Wraps a paragraph at about `width` characters (Helvetica 11 pt fits ~85 on an A4 line). */
function wrap(line: string, width = 85): string[] {
  if (line.length <= width) return [line];
  const out: string[] = [];
  let current = '';
  for (const word of line.split(/\s+/)) {
    if (current && current.length + 1 + word.length > width) {
      out.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) out.push(current);
  return out;
}

export interface SimplePdfOptions {
  title?: string;
  /** Pads the file with comment lines to exactly this many bytes (for size-limit tests). */
  padTo?: number;
}

/** A PDF (bytes) showing `lines`; the first line is set larger, as a title. */
export function simplePdf(lines: readonly string[], options: SimplePdfOptions = {}): Buffer {
  const title = options.title ?? lines[0] ?? 'Document';
  const body = lines.slice(1).flatMap((l) => wrap(l));
  const pages: string[][] = [];
  for (let i = 0; i < Math.max(1, body.length); i += LINES_PER_PAGE - 2) pages.push(body.slice(i, i + LINES_PER_PAGE - 2));

  // Objects: 1 catalog, 2 pages, 3 font, 4 info, then per page: page object and its content stream.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 5 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = `<< /Title (${pdfString(title)}) /Producer (Tessera) >>`;
  pages.forEach((pageLines, i) => {
    const pageId = pageIds[i] as number;
    const ops: string[] = ['BT', `/F1 11 Tf`, `${LINE_HEIGHT} TL`, `${MARGIN} ${PAGE_HEIGHT - MARGIN} Td`];
    if (i === 0) ops.push('/F1 18 Tf', `(${pdfString(lines[0] ?? '')}) Tj`, '/F1 11 Tf', 'T*', 'T*');
    for (const l of pageLines) ops.push(`(${pdfString(l)}) Tj`, 'T*');
    ops.push('ET');
    const stream = ops.join('\n');
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });

  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const padAt = pdf.length;
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(pdf, 'latin1');
    pdf += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) pdf += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  const missing = (options.padTo ?? 0) - Buffer.byteLength(pdf, 'latin1');
  // Comment lines right after the header shift every offset: lay the file out again with them in place.
  if (missing > 0) {
    const first = padded(pdf, padAt, missing);
    // startxref may have gained digits: take them off the padding.
    return first.length === options.padTo ? first : padded(pdf, padAt, missing - (first.length - (options.padTo ?? 0)));
  }
  return Buffer.from(pdf, 'latin1');
}

/** The same PDF with `extra` bytes of comment lines after the header, offsets corrected. */
function padded(pdf: string, at: number, extra: number): Buffer {
  const lines: string[] = [];
  for (let left = extra; left > 0;) {
    const size = Math.min(left, 1024);
    // A comment line: '%' + filler + '\n' (a single byte left becomes a blank line).
    lines.push(size === 1 ? '\n' : `%${' '.repeat(size - 2)}\n`);
    left -= size;
  }
  const pad = lines.join('');
  const shifted = pdf.slice(0, at) + pad + pdf.slice(at);
  const fixed = shifted
    .replace(/^(\d{10}) 00000 n $/gm, (_m, offset: string) => `${String(Number(offset) + extra).padStart(10, '0')} 00000 n `)
    .replace(/startxref\n(\d+)\n/, (_m, offset: string) => `startxref\n${Number(offset) + extra}\n`);
  return Buffer.from(fixed, 'latin1');
}
