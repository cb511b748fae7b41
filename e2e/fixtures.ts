import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { persistedSession, type PersistedSession } from './persisted-session.mjs';

const require = createRequire(import.meta.url);

export const PASSWORD = 'demo-Password-1';
/** E2E_PORT lets several runs share a machine (3100 by default). */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const ORIGIN = `http://localhost:${PORT}`;
export const ACME = `http://acme.localhost:${PORT}`;
/** Matches an address on this run's port, e.g. `at('/dashboard$')`. */
export const at = (rest: string, host = 'localhost') => new RegExp(`${host.replace(/\./g, '\\.')}:${PORT}${rest}`);
export const SESSION_KEY = 'tessera-session';

/** Demo accounts (README "Demo accounts"). */
export const users = {
  admin: 'admin@demo.test',
  manager: 'manager@demo.test',
  recruiter: 'recruiter@demo.test',
  auditor: 'auditor@demo.test',
  member: 'member@demo.test',
  recruiterMember: 'recruiter.member@demo.test',
  concierge: 'concierge@demo.test',
  programs: 'programs@demo.test',
  seeker: 'seeker@demo.test',
  pending: 'pending@demo.test',
  manager2: 'manager2@demo.test',
  corporate: 'corporate@demo.test',
  recruiter2: 'recruiter2@demo.test',
  acmeAdmin: 'admin@acme.test',
  acmeSeeker: 'seeker@acme.test',
} as const;

export type { PersistedSession };

/**
 * URL and headers for an API call on a tenant origin through Node's request context: Node does not
 * resolve *.localhost, so the call goes to localhost with the tenant's Host header.
 */
export function onOrigin(origin: string | undefined, path: string, headers: Record<string, string> = {}) {
  if (!origin) return { url: path, headers };
  const url = new URL(path, origin);
  if (url.hostname.endsWith('.localhost')) {
    const host = url.host;
    url.hostname = 'localhost';
    return { url: url.toString(), headers: { ...headers, host } };
  }
  return { url: url.toString(), headers };
}

/** The value the session store persists under "tessera-session" for a signed-in user. */
export async function sessionFor(page: Page, email: string, password = PASSWORD, origin?: string): Promise<PersistedSession> {
  const t = onOrigin(origin, '/api/v1/token');
  const tokenRes = await page.request.post(t.url, { data: { username: email, password }, headers: t.headers });
  expect(tokenRes.status(), `sign-in of ${email}`).toBe(200);
  const { access, refresh } = (await tokenRes.json()) as { access: string; refresh: string };
  const u = onOrigin(origin, '/api/v1/user/session', { authorization: `Bearer ${access}` });
  const userRes = await page.request.get(u.url, { headers: u.headers });
  expect(userRes.status(), `session user of ${email}`).toBe(200);
  const user = (await userRes.json()) as Record<string, unknown>;
  return persistedSession(access, refresh, user);
}

/**
 * Signs in through the API and seeds localStorage the way the session store persists it, once per tab
 * (the first document of the tab gets it; later navigations see whatever the app stored since).
 * Call before the first page.goto.
 */
export async function signInViaApi(page: Page, email: string, password = PASSWORD, origin?: string): Promise<PersistedSession> {
  const session = await sessionFor(page, email, password, origin);
  await seedSession(page, session);
  return session;
}

export async function seedSession(page: Page, session: PersistedSession): Promise<void> {
  await page.addInitScript(
    ({ key, value }) => {
      if (window.sessionStorage.getItem('e2e-seeded') === '1') return;
      window.localStorage.setItem(key, value);
      window.sessionStorage.setItem('e2e-seeded', '1');
    },
    { key: SESSION_KEY, value: JSON.stringify(session) },
  );
}

export async function readStoredSession(page: Page): Promise<PersistedSession | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY);
  return raw ? (JSON.parse(raw) as PersistedSession) : null;
}

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

/** axe-core's script, for a context's init script (then every page has it without a round trip). */
export const AXE_SCRIPT_PATH = require.resolve('axe-core/axe.min.js');

let axeScript: string | undefined;
const axeSource = (): string => (axeScript ??= readFileSync(AXE_SCRIPT_PATH, 'utf8'));

/** Injects axe-core (unless an init script did) and returns the WCAG 2.0/2.1/2.2 A and AA violations on the page. */
export async function axeViolations(page: Page): Promise<{ id: string; help: string; nodes: unknown[][] }[]> {
  // Evaluated through the DevTools protocol, not as a <script> element, so the page's strict
  // Content-Security-Policy (no inline script) stays in force while axe runs.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target) }));
  }, AXE_TAGS);
}

/**
 * The WCAG 1.4.12 text-spacing override, applied as a reader's bookmarklet would: a constructed style
 * sheet (CSSOM), which the pages' strict Content-Security-Policy allows where a <style> element is refused.
 */
export async function applyTextSpacing(page: Page): Promise<void> {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

/** Injects axe-core and expects no violation of WCAG 2.0/2.1/2.2 A and AA rules. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page), `axe violations on ${page.url()}`).toEqual([]);
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  created_at: string;
}

/** The newest mail to `to` in the server's dev outbox (TESSERA_DATA_DIR/outbox/*.json), waiting for it. */
export async function latestMail(to: string, subjectPattern?: RegExp): Promise<OutboxMail> {
  const dir = join(process.env.TESSERA_E2E_DATA_DIR ?? '', 'outbox');
  let found: OutboxMail | undefined;
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(dir).filter((f) => f.endsWith('.json'));
        } catch {
          return false;
        }
        const mails = files
          .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as OutboxMail)
          .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()))
          .filter((m) => !subjectPattern || subjectPattern.test(m.subject))
          .sort((a, b) => a.created_at.localeCompare(b.created_at));
        found = mails.at(-1);
        return Boolean(found);
      },
      // Mail leaves through the job queue (one worker, polling): behind a busy run's other mails it can take a while.
      { message: `a mail to ${to} in ${dir}`, timeout: 30_000 },
    )
    .toBe(true);
  return found as OutboxMail;
}

/** A link of the mail whose path is `pathname`, made relative to the page's origin. */
export function linkTo(mail: OutboxMail, pathname: string): string {
  const link = mail.links.find((l) => new URL(l, 'http://localhost').pathname === pathname);
  expect(link, `a ${pathname} link in "${mail.subject}"`).toBeTruthy();
  const url = new URL(link as string, 'http://localhost');
  return `${url.pathname}${url.search}`;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
}

/** Marks the current document; after a full page load the mark is gone. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eMark?: boolean }).__e2eMark = true;
  });
}

export async function documentIsMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eMark?: boolean }).__e2eMark === true);
}

/** Presses Tab (at most `max` times) until `target` has the focus: how keyboard-only flows reach a control. */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
