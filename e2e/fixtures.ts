import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

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
  acmeAdmin: 'admin@acme.test',
  acmeSeeker: 'seeker@acme.test',
} as const;

function decodeJwt(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export interface PersistedSession {
  state: Record<string, unknown>;
  version: number;
}

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
  const exp = Number(decodeJwt(access).exp);
  return {
    state: {
      userToken: access,
      refreshToken: refresh,
      expires_at: exp - 600,
      user,
      billing: user.billing ?? null,
      profileImage: user.user_image ?? null,
      checkLogin: true,
    },
    version: 1,
  };
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

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

/** Injects axe-core and expects no violation of WCAG 2.0/2.1/2.2 A and AA rules. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target) }));
  }, AXE_TAGS);
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
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
          .filter((m) => String(m.to).toLowerCase().includes(to.toLowerCase()))
          .filter((m) => !subjectPattern || subjectPattern.test(m.subject))
          .sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));
        found = mails.at(-1);
        return Boolean(found);
      },
      { message: `a mail to ${to} in ${dir}`, timeout: 10_000 },
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
