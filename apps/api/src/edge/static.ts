// One origin: app bundles, locale files and page routing by the route manifest.
// Text files are sent as the build's brotli or gzip copy (`x.js.br`, `x.js.gz`, written by
// @tessera/vite-config's precompress; the locale files' copies are in packages/i18n/dist/locales) when the
// request's Accept-Encoding takes it, with `Vary: Accept-Encoding`; nothing is compressed per request.
import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type AppName = 'candidate' | 'console' | 'helpdesk';
export interface RouteEntryLike {
  path: string;
  app: AppName;
}
export type MatchRoute = (pathname: string) => RouteEntryLike | undefined;

export const appNames: readonly AppName[] = ['candidate', 'console', 'helpdesk'];
const languages = new Set(['en', 'fr', 'esp']);

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};

/** Formats the build writes compressed copies of (the COMPRESSIBLE list of @tessera/vite-config/precompress). */
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.wasm', '.webmanifest', '.ico', '.xml']);

export type Encoding = 'br' | 'gzip';
const suffixes: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The precompressed encodings an `Accept-Encoding` header takes, best first: by weight (`q`), brotli
 * before gzip at equal weight; `*` stands for any encoding not named, `q=0` refuses one.
 */
export function acceptedEncodings(header: string | string[] | undefined): Encoding[] {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return [];
  const weights = new Map<string, number>();
  for (const part of value.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (name === '') continue;
    let weight = 1;
    for (const param of params) {
      const m = /^\s*q\s*=\s*([0-9]+(?:\.[0-9]*)?)\s*$/i.exec(param);
      if (m) weight = Math.min(1, Number(m[1]));
    }
    weights.set(name === 'x-gzip' ? 'gzip' : name, weight);
  }
  const weightOf = (name: Encoding): number => weights.get(name) ?? weights.get('*') ?? 0;
  return (['br', 'gzip'] as const).filter((e) => weightOf(e) > 0).sort((a, b) => weightOf(b) - weightOf(a));
}

/** Extra head elements, title and status of one page (edge/seo.ts), or null to send the page as built. */
export type PageHeadFor = (req: FastifyRequest, pathname: string) => Promise<{ status: number; title?: string; head: string } | null>;

export interface EdgeOptions {
  repoRoot: string;
  /** What search engines read in the HTML the server sends (edge/seo.ts). */
  pageHead?: PageHeadFor;
  /** Defaults to `matchRoute` of @tessera/routes/manifest. */
  matchRoute?: MatchRoute;
}

const NOT_BUILT = 'The web apps are not built yet. Run `pnpm build` (or `pnpm start`, which builds them) and reload.';

async function loadManifestMatcher(): Promise<MatchRoute> {
  const specifier = '@tessera/routes/manifest';
  const mod = (await import(specifier)) as { matchRoute: MatchRoute };
  return mod.matchRoute;
}

/** Resolves `relative` inside `root`, or null when it escapes it. */
export function safeJoin(root: string, relative: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = resolve(root, `.${sep}${decoded}`);
  return full === root || full.startsWith(root + sep) ? full : null;
}

async function fileStats(path: string): Promise<Stats | null> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

async function isFile(path: string): Promise<boolean> {
  return (await fileStats(path)) !== null;
}

/**
 * Sends `file` (which exists), or its brotli or gzip copy at `${copies}.br` / `${copies}.gz` when the
 * request takes that encoding and the copy is not older than the file (a stale copy is never sent).
 */
async function sendFile(req: FastifyRequest, reply: FastifyReply, file: string, stats: Stats, copies = file): Promise<FastifyReply> {
  const ext = extname(file).toLowerCase();
  reply.type(types[ext] ?? 'application/octet-stream');
  if (compressible.has(ext)) {
    reply.header('vary', 'accept-encoding');
    for (const encoding of acceptedEncodings(req.headers['accept-encoding'])) {
      const copy = `${copies}${suffixes[encoding]}`;
      const copyStats = await fileStats(copy);
      if (copyStats && copyStats.mtimeMs >= stats.mtimeMs) {
        reply.header('content-encoding', encoding).header('content-length', copyStats.size);
        return reply.send(createReadStream(copy));
      }
    }
  }
  reply.header('content-length', stats.size);
  return reply.send(createReadStream(file));
}

/** The built index.html with another <title> and extra head elements before </head>. */
export function withHead(html: string, extra: { title?: string | undefined; head: string }): string {
  let out = html;
  if (extra.title !== undefined) {
    const title = extra.title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    out = out.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
  }
  return extra.head ? out.replace('</head>', `  ${extra.head}\n  </head>`) : out;
}

export function registerEdge(app: FastifyInstance, options: EdgeOptions): void {
  const distOf = (name: AppName): string => resolve(options.repoRoot, 'apps', name, 'dist');
  const localesRoot = resolve(options.repoRoot, 'packages', 'i18n', 'locales');
  const localeCopiesRoot = resolve(options.repoRoot, 'packages', 'i18n', 'dist', 'locales');
  let matcher: Promise<MatchRoute> | undefined = options.matchRoute ? Promise.resolve(options.matchRoute) : undefined;

  async function sendIndex(
    req: FastifyRequest,
    reply: FastifyReply,
    name: AppName,
    status: number,
    extra?: { title?: string | undefined; head: string } | null,
  ): Promise<FastifyReply> {
    const file = join(distOf(name), 'index.html');
    const stats = await fileStats(file);
    if (!stats) return reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT);
    // A page with its own head (edge/seo.ts) is written for this request, so it is sent as it is.
    if (extra) {
      const html = withHead(await readFile(file, 'utf8'), extra);
      return reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    return sendFile(req, reply.code(status).header('cache-control', 'no-cache'), file, stats);
  }

  app.get<{ Params: { app: string; '*': string } }>('/apps/:app/*', async (req, reply) => {
    const { app: name, '*': rest } = req.params;
    if (!appNames.includes(name as AppName)) return reply.code(404).send({ detail: 'Not found.' });
    const root = distOf(name as AppName);
    if (!(await isFile(join(root, 'index.html')))) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    const file = safeJoin(root, rest === '' ? 'index.html' : rest);
    const stats = file ? await fileStats(file) : null;
    if (!file || !stats) return reply.code(404).send({ detail: 'Not found.' });
    const hashed = file.startsWith(join(root, 'assets') + sep) || /[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(file);
    reply.header('cache-control', hashed && !file.endsWith('.html') ? 'public, max-age=31536000, immutable' : 'no-cache');
    return sendFile(req, reply, file, stats);
  });

  app.get<{ Params: { lng: string; file: string } }>('/locales/:lng/:file', async (req, reply) => {
    const { lng, file } = req.params;
    const match = /^([a-z][a-z0-9-]{0,39})\.json$/.exec(file);
    if (!languages.has(lng) || !match) return reply.code(404).send({ detail: 'Not found.' });
    const path = join(localesRoot, lng, `${match[1]}.json`);
    const stats = await fileStats(path);
    if (!stats) return reply.code(404).send({ detail: 'Not found.' });
    reply.header('cache-control', 'no-cache');
    return sendFile(req, reply, path, stats, join(localeCopiesRoot, lng, `${match[1]}.json`));
  });

  app.get('/*', async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) return reply.code(404).send({ detail: 'Not found.' });
    matcher ??= loadManifestMatcher();
    let match: MatchRoute;
    try {
      match = await matcher;
    } catch (error) {
      matcher = undefined;
      req.log.error({ err: error }, 'route manifest could not be loaded');
      return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    }
    const entry = match(pathname);
    if (!entry) return sendIndex(req, reply, 'candidate', 404);
    const extra = options.pageHead && entry.app === 'candidate' ? await options.pageHead(req, pathname) : null;
    return sendIndex(req, reply, entry.app, extra?.status ?? 200, extra);
  });
}
