/**
 * The how-to articles (SPEC §2 "Help chat widget", §3 "FAQ article", §9): five articles whose wording
 * lives in the `faq` namespace (packages/i18n/locales/{en,fr,esp}/faq.json), searched in the interface
 * language.
 */

/** SPEC §3: the five articles, in the order the FAQ shows them. `key` names them in faq.json. */
export const FAQ_ARTICLE_KEYS = [
  { id: 1, key: 'register' },
  { id: 2, key: 'changePassword' },
  { id: 3, key: 'completeProfile' },
  { id: 4, key: 'searchAndApply' },
  { id: 5, key: 'jobPreferences' },
] as const;

export type FaqArticleKey = (typeof FAQ_ARTICLE_KEYS)[number]['key'];

/** SPEC §9: the compact view suggests the first two. */
export const SUGGESTED_COUNT = 2;

/** One answer line: a sentence, or an image with its name (SPEC §3). */
export type FaqLine = { text: string } | { image: string; name: string };

export interface FaqArticle {
  id: number;
  key: FaqArticleKey;
  /** Anchor on /faq (#register, #changePassword, ...). */
  anchor: string;
  question: string;
  /** A sentence before the steps. */
  intro: string;
  /** The steps, in order (line1, line2, ...). */
  lines: FaqLine[];
}

/** The translation function's shape the articles need (i18next's `t` with returnObjects). */
export type FaqTranslate = (key: string, options?: { returnObjects?: boolean }) => unknown;

function lineNumber(key: string): number {
  const m = /(\d+)$/.exec(key);
  return m ? Number(m[1]) : Number.MAX_SAFE_INTEGER;
}

/** The answer lines of an article, ordered by their number (line1, line2, ... line10). */
export function orderedLines(raw: unknown): FaqLine[] {
  if (typeof raw !== 'object' || raw === null) return [];
  return Object.entries(raw as Record<string, unknown>)
    .sort(([a], [b]) => lineNumber(a) - lineNumber(b))
    .flatMap(([, value]): FaqLine[] => {
      if (typeof value === 'string' && value.trim() !== '') return [{ text: value }];
      if (typeof value === 'object' && value !== null) {
        const { image, name } = value as { image?: unknown; name?: unknown };
        if (typeof image === 'string' && typeof name === 'string') return [{ image, name }];
      }
      return [];
    });
}

/** The five articles in the current language. */
export function readArticles(t: FaqTranslate): FaqArticle[] {
  return FAQ_ARTICLE_KEYS.map(({ id, key }) => ({
    id,
    key,
    anchor: key,
    question: String(t(`articles.${key}.question`)),
    intro: String(t(`articles.${key}.intro`)),
    lines: orderedLines(t(`articles.${key}.lines`, { returnObjects: true })),
  }));
}

/** Lower case, accents removed, punctuation as spaces: "Créer un compte ?" -> "creer un compte". */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function articleText(article: FaqArticle): { question: string; body: string } {
  const body = [article.intro, ...article.lines.map((l) => ('text' in l ? l.text : l.name))].join(' ');
  return { question: normaliseForSearch(article.question), body: normaliseForSearch(body) };
}

/** A query word matches when it, or it without a plural ending, is in the text. */
function wordMatches(text: string, word: string): boolean {
  if (text.includes(word)) return true;
  const stem = word.replace(/(es|s)$/, '');
  return stem.length >= 3 && text.includes(stem);
}

/**
 * Articles matching the query: every word of three or more letters (or every word, when none is that
 * long) appears in the question or the answer. Articles matching in their question come first; the
 * order is otherwise the FAQ's. An empty query matches nothing (the suggestions show instead).
 */
export function searchArticles(articles: readonly FaqArticle[], query: string): FaqArticle[] {
  const words = normaliseForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const significant = words.filter((w) => w.length >= 3);
  const needed = significant.length > 0 ? significant : words;
  const scored: { article: FaqArticle; inQuestion: number; index: number }[] = [];
  articles.forEach((article, index) => {
    const text = articleText(article);
    const all = `${text.question} ${text.body}`;
    if (!needed.every((w) => wordMatches(all, w))) return;
    scored.push({ article, index, inQuestion: needed.filter((w) => wordMatches(text.question, w)).length });
  });
  return scored.sort((a, b) => b.inQuestion - a.inQuestion || a.index - b.index).map((s) => s.article);
}
