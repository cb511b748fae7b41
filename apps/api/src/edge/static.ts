// One origin: app bundles, locale files and page routing by the route manifest.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

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

export interface EdgeOptions {
  repoRoot: string;
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

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export function registerEdge(app: FastifyInstance, options: EdgeOptions): void {
  const distOf = (name: AppName): string => resolve(options.repoRoot, 'apps', name, 'dist');
  const localesRoot = resolve(options.repoRoot, 'packages', 'i18n', 'locales');
  let matcher: Promise<MatchRoute> | undefined = options.matchRoute ? Promise.resolve(options.matchRoute) : undefined;

  async function sendIndex(reply: FastifyReply, name: AppName, status: number): Promise<FastifyReply> {
    const file = join(distOf(name), 'index.html');
    let html: Buffer;
    try {
      html = await readFile(file);
    } catch {
      return reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT);
    }
    return reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }

  app.get('/apps/:app/*', async (req, reply) => {
    const { app: name, '*': rest } = req.params as { app: string; '*': string };
    if (!appNames.includes(name as AppName)) return reply.code(404).send({ detail: 'Not found.' });
    const root = distOf(name as AppName);
    if (!(await isFile(join(root, 'index.html')))) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    const file = safeJoin(root, rest === '' ? 'index.html' : rest);
    if (!file || !(await isFile(file))) return reply.code(404).send({ detail: 'Not found.' });
    const hashed = file.startsWith(join(root, 'assets') + sep) || /[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(file);
    reply.header('cache-control', hashed && !file.endsWith('.html') ? 'public, max-age=31536000, immutable' : 'no-cache');
    reply.type(types[extname(file).toLowerCase()] ?? 'application/octet-stream');
    return reply.send(createReadStream(file));
  });

  app.get('/locales/:lng/:file', async (req, reply) => {
    const { lng, file } = req.params as { lng: string; file: string };
    const match = /^([a-z][a-z0-9-]{0,39})\.json$/.exec(file);
    if (!languages.has(lng) || !match) return reply.code(404).send({ detail: 'Not found.' });
    const path = join(localesRoot, lng, `${match[1]}.json`);
    if (!(await isFile(path))) return reply.code(404).send({ detail: 'Not found.' });
    reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8');
    return reply.send(await readFile(path));
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
    return entry ? sendIndex(reply, entry.app, 200) : sendIndex(reply, 'candidate', 404);
  });
}
