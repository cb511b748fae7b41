// The offer letter's PDF (@react-pdf/renderer): a real PDF in the letter's language, with its accents,
// its title and page numbers, drawn with the bundled font and without fetching anything.
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerLetterPdf } from './offer-letter-pdf.tsx';

afterEach(() => vi.restoreAllMocks());

async function textOf(pdf: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(doc, { mergePages: true });
  const meta = await doc.getMetadata();
  return { text, totalPages, info: meta.info as { Title?: string; Language?: string } };
}

describe('offerLetterPdf', () => {
  it('draws the French letter with its accents, in French, with no request to the internet', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no network here'));
    const pdf = await offerLetterPdf({
      language: 'fr',
      company: 'Northstar Logistique',
      title: 'Analyste de données',
      letter:
        'Bonjour Léa Dupont,\n\nNous avons le plaisir de vous proposer le poste : 52 000 € par an, à partir du 2 mars 2026.\n\nBien cordialement,',
    });
    // The layout engine's WebAssembly comes from a data: URL; nothing else is fetched.
    const urls = fetchSpy.mock.calls.map(([input]) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url));
    expect(urls.every((u) => u.startsWith('data:'))).toBe(true);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, totalPages, info } = await textOf(pdf);
    expect(totalPages).toBe(1);
    expect(text).toContain('Northstar Logistique : Analyste de données');
    expect(text).toContain('Bonjour Léa Dupont,');
    expect(text).toContain('52 000 € par an');
    expect(text).toContain('Page 1 sur 1');
    expect(info.Title).toBe('Northstar Logistique : Analyste de données');
  });

  it("runs a long letter over pages, numbered in the letter's language", async () => {
    const letter = Array.from({ length: 60 }, (_, i) => `Párrafo ${i + 1}: las condiciones del puesto, explicadas con calma.`).join('\n\n');
    const { text, totalPages } = await textOf(await offerLetterPdf({ language: 'esp', company: 'Acme', title: 'Analista', letter }));
    expect(totalPages).toBeGreaterThan(1);
    expect(text).toContain(`Página ${totalPages} de ${totalPages}`);
    expect(text).toContain('Párrafo 60');
  });
});
