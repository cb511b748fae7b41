// The notification centre in the top bar (SPEC §2 "Notifications panel", §7; issue 4): the seeded job
// seeker pages through, expands, marks one and all read and follows a feedback notification to
// /application; staff see their own; axe finds nothing with the panel open (en, fr); keyboard only; and
// the push over /ws/notifications/ (DECISIONS 15): a status change by staff, and mark all read in another
// tab, reach the bell within seconds, long before the 20.5 s poll would.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { at, expectNoAxeViolations, readStoredSession, signInViaApi, users } from '../../fixtures';

interface ApiNotification {
  id: number;
  message: string;
  is_read: boolean;
  model_type: string;
  feedback: { application_id: number } | null;
}
interface ApiPage {
  data: ApiNotification[];
  unread_count: number;
  total_pages: number;
  page_number: number;
}

// The seeker's flow changes their notifications step by step.
test.describe.configure({ mode: 'serial' });

const bellOf = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

async function listPage(page: Page, token: string, n: number, lang = 'en'): Promise<ApiPage> {
  const res = await page.request.get(`/api/v1/notifications/all?page=${n}&lang=${lang}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: ApiPage }).data;
}

async function unreadFromBell(bell: Locator): Promise<number> {
  const name = (await bell.getAttribute('aria-label')) ?? '';
  const m = /^Notifications, (\d+) unread$/.exec(name);
  return m ? Number(m[1]) : 0;
}

test('the job seeker pages, expands, marks one and all read, and follows a feedback notification', async ({ page }) => {
  const session = await signInViaApi(page, users.seeker);
  const token = session.state.userToken as string;
  const first = await listPage(page, token, 1);
  expect(first.total_pages).toBeGreaterThan(1);
  expect(first.unread_count).toBeGreaterThan(1);
  const last = await listPage(page, token, first.total_pages);
  const total = (first.total_pages - 1) * 10 + last.data.length;

  await page.goto('/languages');
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleName(`Notifications, ${first.unread_count} unread`);
  await expect(bell).toHaveText(String(first.unread_count));

  await bell.click();
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  const items = panel.getByRole('listitem');
  await expect(items).toHaveCount(10);
  const more = panel.getByRole('button', { name: 'Show more notifications' });
  for (let p = 2; p <= first.total_pages; p += 1) {
    await expect(more).toBeEnabled();
    await more.click();
    await expect(items).toHaveCount(Math.min(total, p * 10));
  }
  await expect(more).toBeDisabled();
  await expect(panel.getByText(`Page ${first.total_pages} of ${first.total_pages}`)).toBeVisible();

  // A long message is cut at 116 characters until "show more".
  const longIndex = await items.evaluateAll((els) => els.findIndex((el) => el.querySelector('button[aria-expanded="false"]') !== null));
  expect(longIndex).toBeGreaterThanOrEqual(0);
  const longItem = items.nth(longIndex);
  const toggle = longItem.getByRole('button', { name: 'show more of this notification' });
  const cut = (await longItem.locator('.ntf-item__main').innerText()).trim();
  expect(cut.endsWith('...')).toBe(true);
  expect(cut.length).toBe(116 + 3);
  await toggle.click();
  await expect(longItem.getByRole('button', { name: 'show less of this notification' })).toHaveAttribute('aria-expanded', 'true');
  const full = (await longItem.locator('.ntf-item__main').innerText()).trim();
  expect(full.length).toBeGreaterThan(116);
  expect(full.startsWith(cut.slice(0, 116))).toBe(true);

  // Mark one read: one that does not lead anywhere, so the panel stays.
  const before = await unreadFromBell(bell);
  const plain = panel.locator('li.ntf-item--unread').filter({ hasText: 'Marks it as read.' }).first();
  await plain.getByRole('button').first().click();
  await expect(bell).toHaveAccessibleName(`Notifications, ${before - 1} unread`);
  await expect(bell).toHaveText(String(before - 1));

  // Mark all read: the badge goes.
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(bell).toHaveText('');
  await expect(panel.getByText('Everything is read.')).toBeVisible();
  expect((await listPage(page, token, 1)).unread_count).toBe(0);

  // A feedback notification keeps its application and goes to /application.
  const feedback = panel.locator('li.ntf-item').filter({ hasText: 'Opens your applications.' }).first();
  await expect(feedback).toBeVisible();
  await feedback.getByRole('button').first().click();
  await expect(page).toHaveURL(at('/application$'));
  const stored = await readStoredSession(page);
  expect(typeof stored?.state.notificationId).toBe('number');
});

test('staff see their own notifications in the console', async ({ page }) => {
  const session = await signInViaApi(page, users.manager);
  const own = await listPage(page, session.state.userToken as string, 1);
  expect(own.data.length).toBeGreaterThan(0);
  await page.goto('/dashboard');
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleName(`Notifications, ${own.unread_count} unread`);
  await bell.click();
  const panel = panelOf(page);
  await expect(panel.getByRole('listitem')).toHaveCount(own.data.length);
  for (const n of own.data)
    await expect(panel.getByText(n.message.length > 116 ? `${n.message.slice(0, 116)}...` : n.message, { exact: true })).toBeVisible();
});

test('axe finds nothing with the panel open, in English and in French', async ({ page }) => {
  await signInViaApi(page, users.recruiter);
  await page.goto('/dashboard');
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  await bell.click();
  await expect(panelOf(page).getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const frBell = page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ non lues?$/ });
  await frBell.click();
  const frPanel = page.getByRole('dialog', { name: 'Notifications' });
  // The list is read again in French.
  await expect(frPanel.getByText(/^Notre équipe a répondu à votre avis/).first()).toBeVisible();
  await expect(frPanel.getByRole('button', { name: 'Tout marquer comme lu' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('works with the keyboard alone: Enter opens, Escape closes, focus returns to the bell', async ({ page }) => {
  await signInViaApi(page, users.auditor);
  await page.goto('/dashboard');
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  const before = await unreadFromBell(bell);
  // Reach the bell with Tab.
  for (let i = 0; i < 30 && !(await bell.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(bell).toBeFocused();
  await page.keyboard.press('Enter');
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  // Tab to the first unread notification and mark it read with Enter.
  const firstUnread = panel.locator('li.ntf-item--unread').first().getByRole('button').first();
  for (let i = 0; i < 10 && !(await firstUnread.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(firstUnread).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(bell).toHaveAccessibleName(before - 1 > 0 ? `Notifications, ${before - 1} unread` : 'Notifications');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
  await expect(bell).toHaveAttribute('aria-expanded', 'false');
});

interface SocketFrame {
  event_type: string;
  unread_count?: number;
}

/** Records the frames the page's notification socket receives. */
function watchNotificationSocket(page: Page): SocketFrame[] {
  const frames: SocketFrame[] = [];
  page.on('websocket', (ws) => {
    if (!new URL(ws.url()).pathname.endsWith('/ws/notifications/')) return;
    ws.on('framereceived', ({ payload }) => {
      try {
        frames.push(JSON.parse(String(payload)) as SocketFrame);
      } catch {
        // not a frame of the contract
      }
    });
  });
  return frames;
}

/** When the page first asked for its notifications: the 20.5 s poll counts from then. */
function watchFirstListCall(page: Page): () => number | undefined {
  let first: number | undefined;
  page.on('request', (req) => {
    if (first === undefined && req.method() === 'GET' && new URL(req.url()).pathname === '/api/v1/notifications/all') first = Date.now();
  });
  return () => first;
}

const POLL_MS = 20_500;

test('the job seeker’s bell updates within seconds when staff move one of their applications: pushed, not polled', async ({ page }) => {
  test.setTimeout(90_000);
  await signInViaApi(page, users.seeker);
  // Program staff move any application of the tenant (partners no longer change statuses).
  const staff = await page.request.post('/api/v1/token', { data: { username: users.admin, password: 'demo-Password-1' } });
  const staffAuth = { authorization: `Bearer ${((await staff.json()) as { access: string }).access}` };
  const list = await page.request.get(`/api/v1/applications?q=${encodeURIComponent(users.seeker)}&page_size=50`, { headers: staffAuth });
  expect(list.status()).toBe(200);
  const candidates = ((await list.json()) as { results: { id: number }[] }).results;
  let target: { id: number; to: string } | undefined;
  for (const c of candidates) {
    const detail = (await (await page.request.get(`/api/v1/applications/${c.id}`, { headers: staffAuth })).json()) as {
      allowed_next: string[];
    };
    const to = detail.allowed_next.find((s) => s !== 'rejected') ?? detail.allowed_next[0];
    if (to) {
      target = { id: c.id, to };
      break;
    }
  }
  expect(target, 'an application of seeker@demo.test that can still move').toBeTruthy();

  const frames = watchNotificationSocket(page);
  const firstListCall = watchFirstListCall(page);
  await page.goto('/languages');
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleName(/^Notifications/);
  // The page's socket is authenticated: it said the count.
  await expect.poll(() => frames.some((f) => f.event_type === 'status')).toBe(true);
  const before = await unreadFromBell(bell);

  const moved = await page.request.post(`/api/v1/applications/${target!.id}/status`, {
    headers: staffAuth,
    data: { status: target!.to, reason: 'Moved on after reviewing the portfolio.' },
  });
  expect(moved.status()).toBe(200);
  // Within 5 s, where the poll alone would take up to 20.5 s; said politely.
  await expect(bell).toHaveAccessibleName(`Notifications, ${before + 1} unread`, { timeout: 5_000 });
  const updatedAt = Date.now();
  await expect(page.getByRole('status').filter({ hasText: 'You have 1 new notification.' })).toHaveCount(1);
  // It came over the socket, before the page's first poll was even due.
  expect(frames).toContainEqual({ event_type: 'notification', unread_count: before + 1 });
  const since = firstListCall();
  expect(since).toBeDefined();
  expect(updatedAt - (since as number)).toBeLessThan(POLL_MS);
  await bell.click();
  await expect(panelOf(page).locator('li.ntf-item--unread').first()).toContainText('Your application for');
});

test('marking all read in one tab clears the bell in the other tab within seconds', async ({ page, context }) => {
  const session = await signInViaApi(page, users.programs);
  const unread = (await listPage(page, session.state.userToken as string, 1)).unread_count;
  expect(unread).toBeGreaterThan(0);
  const otherFrames = watchNotificationSocket(page);
  const firstListCall = watchFirstListCall(page);
  await page.goto('/dashboard');
  await expect(bellOf(page)).toHaveAccessibleName(`Notifications, ${unread} unread`);
  await expect.poll(() => otherFrames.some((f) => f.event_type === 'status')).toBe(true);

  // The second tab shares the session (same origin, same storage).
  const second = await context.newPage();
  await second.goto('/dashboard');
  const secondBell = bellOf(second);
  await expect(secondBell).toHaveAccessibleName(`Notifications, ${unread} unread`);
  await secondBell.click();
  await panelOf(second).getByRole('button', { name: 'Mark all as read' }).click();
  await expect(secondBell).toHaveAccessibleName('Notifications');

  await expect(bellOf(page)).toHaveAccessibleName('Notifications', { timeout: 5_000 });
  expect(Date.now() - (firstListCall() as number)).toBeLessThan(POLL_MS);
  expect(otherFrames).toContainEqual({ event_type: 'notification', unread_count: 0 });
  await second.close();
});
