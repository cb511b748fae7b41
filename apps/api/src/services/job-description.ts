// Job descriptions are rich text written in the console and shown on public job pages: the HTML is
// sanitised on the way in (an allow-list of basic formatting, links only to http, https and mailto),
// and a plain-text copy is kept for full-text search and previews.
import sanitizeHtml from 'sanitize-html';

const SAFE_HREF = /^(https?:\/\/[^\s/]|mailto:[^\s])/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Pasted text often brings its own markup: keep the meaning, drop the rest.
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: 'h3',
    h2: 'h3',
    h5: 'h4',
    h6: 'h4',
    div: 'p',
    // Only absolute http, https and mailto links stay links; any other keeps its text and loses its
    // address (the tag name must stay "a": sanitize-html closes tags by their last transformed name).
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = (attribs.href ?? '').trim();
      if (!SAFE_HREF.test(href)) return { tagName, attribs: {} };
      return { tagName, attribs: { href, rel: 'noopener noreferrer' } };
    },
  },
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template'],
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Plain text of sanitised HTML: block ends become line breaks, list items start with "- ". */
export function descriptionText(html: string): string {
  const marked = html
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h3|h4|ul|ol)>/gi, '\n');
  const stripped = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(stripped)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n')
    .trim();
}

export interface CleanDescription {
  html: string;
  text: string;
}

/** The sanitised HTML and its plain text; empty paragraphs left by the editor are dropped. */
export function cleanDescription(input: string): CleanDescription {
  const html = sanitizeHtml(input, OPTIONS)
    .replace(/<a>([^<]*)<\/a>/g, '$1')
    .replace(/<p>(\s|&nbsp;|<br \/>)*<\/p>/g, '')
    .trim();
  const text = descriptionText(html);
  return { html: text === '' ? '' : html, text };
}
