// The one layout of every mail Tessera sends, built from react-email's parts: a greeting, paragraphs,
// quotes of what someone wrote, links, and a footer under a rule. The plain-text part is written from the
// same blocks (compose.ts), so both say the same.
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import type { MailBlock } from './compose.ts';
import type { MailLang } from './i18n.ts';

const HTML_LANG: Record<MailLang, string> = { en: 'en', fr: 'fr', esp: 'es' };

// Calm and readable: a legible system font, generous line height, left-aligned text, underlined links.
const body = { backgroundColor: '#ffffff', color: '#1a1a1a', fontFamily: 'Verdana, Arial, sans-serif' };
const container = { maxWidth: '600px', padding: '16px' };
const text = { fontSize: '16px', lineHeight: '1.6', margin: '0 0 16px', whiteSpace: 'pre-wrap' as const };
const quote = { borderLeft: '4px solid #767676', margin: '0 0 16px', padding: '0 0 0 12px' };
const link = { color: '#1a4fa0', textDecoration: 'underline', wordBreak: 'break-all' as const };
const small = { ...text, fontSize: '14px', color: '#444444' };

function Block({ block }: { block: MailBlock }): ReactNode {
  switch (block.kind) {
    case 'p':
      return <Text style={text}>{block.text}</Text>;
    case 'quote':
      return (
        <Section style={quote}>
          <Text style={text}>{block.text}</Text>
        </Section>
      );
    case 'link':
      return (
        <Text style={text}>
          {block.text ? `${block.text} ` : null}
          <Link href={block.href} style={link}>
            {block.href}
          </Link>
        </Text>
      );
  }
}

export function MailLayout({
  lang,
  preview,
  blocks,
  footer,
}: {
  lang: MailLang;
  preview: string;
  blocks: MailBlock[];
  footer: MailBlock[];
}) {
  return (
    <Html lang={HTML_LANG[lang]} dir="ltr">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          {blocks.map((b, i) => (
            <Block key={i} block={b} />
          ))}
          {footer.length > 0 ? (
            <>
              <Hr />
              {footer.map((b, i) =>
                b.kind === 'link' ? (
                  <Text key={i} style={small}>
                    {b.text ? `${b.text} ` : null}
                    <Link href={b.href} style={link}>
                      {b.href}
                    </Link>
                  </Text>
                ) : (
                  <Text key={i} style={small}>
                    {b.text}
                  </Text>
                ),
              )}
            </>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}
