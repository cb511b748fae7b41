// The offer letter as a PDF (issue 12), drawn with @react-pdf/renderer: A4, the offer's heading, the
// letter's paragraphs, and "page N of M" at the foot, in the letter's language (the job seeker's). The
// font (Atkinson Hyperlegible, chosen for legibility) is read from the installed @fontsource package:
// nothing is fetched from the internet. This module is imported lazily, on the first download.
import { createRequire } from 'node:module';
import { Document, Font, Page, Text, View, renderToBuffer } from '@react-pdf/renderer';
import type { OfferLanguage } from '../db/schema.ts';
import { mailT } from '../mail/i18n.ts';

const require = createRequire(import.meta.url);
const FAMILY = 'Atkinson Hyperlegible';
const fontFile = (weight: 400 | 700) =>
  require.resolve(`@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-${weight}-normal.woff`);

Font.register({
  family: FAMILY,
  fonts: [
    { src: fontFile(400), fontWeight: 400 },
    { src: fontFile(700), fontWeight: 700 },
  ],
});
// Words are not split with hyphens (easier to read; no hyphenation data is loaded either).
Font.registerHyphenationCallback((word) => [word]);

const HTML_LANG: Record<OfferLanguage, string> = { en: 'en', fr: 'fr', esp: 'es' };

export interface OfferLetterPdf {
  language: OfferLanguage;
  company: string;
  title: string;
  letter: string;
}

/** The letter's PDF bytes. */
export async function offerLetterPdf(o: OfferLetterPdf): Promise<Buffer> {
  const t = mailT(o.language);
  const heading = t('mail:offerPdf.heading', { company: o.company, title: o.title });
  const paragraphs = o.letter
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const doc = (
    <Document
      title={heading}
      author={o.company}
      subject={t('mail:offerPdf.subject')}
      language={HTML_LANG[o.language]}
      creator={o.company}
      producer={o.company}
    >
      <Page
        size="A4"
        style={{
          fontFamily: FAMILY,
          fontSize: 12,
          paddingTop: 56,
          paddingBottom: 72,
          paddingHorizontal: 64,
          color: '#1a1a1a',
        }}
      >
        <Text style={{ fontSize: 18, fontWeight: 700, marginBottom: 20 }}>{heading}</Text>
        <View>
          {paragraphs.map((p, i) => (
            <Text key={i} style={{ marginBottom: 10, lineHeight: 1.5 }}>
              {p}
            </Text>
          ))}
        </View>
        <Text
          fixed
          style={{ position: 'absolute', bottom: 32, left: 64, right: 64, fontSize: 10, color: '#444444', textAlign: 'center' }}
          render={({ pageNumber, totalPages }) => t('mail:offerPdf.page', { page: pageNumber, total: totalPages })}
        />
      </Page>
    </Document>
  );
  return renderToBuffer(doc);
}
