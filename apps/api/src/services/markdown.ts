// Markdown written by a tenant's admin (public pages, news): rendered with marked and sanitised here,
// on the server, before it is stored or previewed. Raw HTML in the Markdown is dropped by the allow-list,
// links keep only http, https and mailto (and the site's own paths), images only http(s) or the site's paths.
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const marked = new Marked({ gfm: true, breaks: false, async: false });

const SAFE_LINK = /^(https?:\/\/[^\s/]|mailto:[^\s]|\/(?!\/)|#)/i;
const SAFE_IMAGE = /^(https?:\/\/[^\s/]|\/(?!\/))/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'], th: ['scope'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // The page's own title is its h1: headings in the text start at h2.
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = (attribs.href ?? '').trim();
      if (!SAFE_LINK.test(href)) return { tagName, attribs: {} };
      return { tagName, attribs: /^https?:/i.test(href) ? { href, rel: 'noopener noreferrer' } : { href } };
    },
    img: (tagName, attribs): sanitizeHtml.Tag => {
      const src = (attribs.src ?? '').trim();
      return SAFE_IMAGE.test(src)
        ? { tagName, attribs: { src, alt: attribs.alt ?? '' } }
        : { tagName: 'span', attribs: {}, text: attribs.alt ?? '' };
    },
    th: (tagName): sanitizeHtml.Tag => ({ tagName, attribs: { scope: 'col' } }),
  },
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template'],
};

/** Markdown -> sanitised HTML. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Plain text of Markdown (for descriptions, feeds and meta tags), whitespace collapsed. */
export function markdownText(markdown: string): string {
  const html = renderMarkdown(markdown).replace(/<\/(p|h2|h3|h4|li|tr)>/gi, ' ');
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
