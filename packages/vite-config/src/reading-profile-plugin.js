// Puts the reading profile's head script (reading-profile-head.js, issue 17 §3) in every app's <head> as
// a classic, blocking script from the origin: it runs before the first paint, and the Content Security
// Policy (script-src 'self') allows it where an inline script would be refused. Its name carries a hash of
// its content, so it can be cached for good like the other assets.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const source = readFileSync(new URL('./reading-profile-head.js', import.meta.url), 'utf8');
export const READING_PROFILE_HEAD_FILE = `assets/reading-profile-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;

/** @returns {import('vite').Plugin} */
export function readingProfileHead() {
  /** @type {string} */
  let base = '/';
  return {
    name: 'tessera-reading-profile-head',
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `${base}${READING_PROFILE_HEAD_FILE}`) return next();
        res.setHeader('content-type', 'text/javascript; charset=utf-8');
        res.end(source);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: READING_PROFILE_HEAD_FILE, source });
    },
    transformIndexHtml() {
      return [{ tag: 'script', attrs: { src: `${base}${READING_PROFILE_HEAD_FILE}` }, injectTo: 'head' }];
    },
  };
}
