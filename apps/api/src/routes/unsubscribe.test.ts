// One-click unsubscribe and email preferences over HTTP (issue 16, DECISIONS 21, RFC 8058): a contact
// answer mail carries List-Unsubscribe and List-Unsubscribe-Post; the one-click POST turns that kind of
// mail off (no more answers are mailed), the preferences page's calls read and change the kinds, and a
// forged token or another tenant's is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatClient } from '../test/chat-client.ts';
import { ACME, outbox, request, signIn, startApp, type TestApp } from '../test/helpers.ts';

let t: TestApp;
let concierge: string;
const EMAIL = 'una.subscriber@example.org';

beforeAll(async () => {
  t = await startApp();
  concierge = (await signIn(t, 'concierge@demo.test')).access;
}, 60_000);
afterAll(async () => t?.close());

const mailsTo = async (to: string) => (await outbox(t)).filter((m) => m.to === to);

/** The helpdesk answers; a socket's frames are handled in order, so once the last text is echoed the mails of
 * the earlier ones have been decided. */
async function answerAs(room: string, ...texts: string[]) {
  const desk = new ChatClient({ target: () => ({ port: t.port }), room, token: concierge });
  await desk.connect();
  for (const text of texts) desk.say(text);
  await desk.until(() => texts.every((text) => desk.texts().includes(text)));
  desk.stop();
}

describe('one-click unsubscribe', () => {
  it('turns contact answers off from the mail’s List-Unsubscribe address, and the preferences bring them back', async () => {
    const sent = await request(t, {
      path: '/api/v1/site/contact',
      body: { name: 'Una', email: EMAIL, topic: 'other', message: 'First question' },
    });
    expect(sent.status).toBe(201);
    const [receipt] = await mailsTo(EMAIL);
    const headers = (receipt as unknown as { headers: Record<string, string> }).headers;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(http:\/\/localhost\/api\/v1\/email\/unsubscribe\?token=[^>]+)>$/.exec(headers['List-Unsubscribe']!)?.[1];
    expect(oneClick).toBeDefined();
    const page = receipt!.links.find((l) => l.startsWith('http://localhost/unsubscribeConfirm?token='));
    expect(page).toBeDefined();
    expect(receipt!.text).toContain(page!);
    const token = new URL(oneClick!).searchParams.get('token')!;

    const queue = await request(t, { path: '/api/v1/helpdesk/sessions?status=all', token: concierge });
    const room = queue.json.results.find((s: { last_message: string | null }) => s.last_message?.includes('First question'))
      .room_name as string;
    await answerAs(room, 'First answer');
    await expect.poll(async () => (await mailsTo(EMAIL)).length, { timeout: 10_000 }).toBe(2);

    // The mail client's one click: a form POST with List-Unsubscribe=One-Click.
    const click = await request(t, { path: `/api/v1/email/unsubscribe?token=${token}`, form: { 'List-Unsubscribe': 'One-Click' } });
    expect(click.status).toBe(200);
    const prefs = await request(t, { path: `/api/v1/email/preferences?token=${token}` });
    expect(prefs.json).toEqual({
      email: EMAIL,
      mail_kind: 'contact_answers',
      subscribed: ['notifications', 'feedback_answers', 'news', 'surveys'],
    });

    // Stored in the conversation, but no mail goes out (checked once the third answer's mail is in).
    await answerAs(room, 'Second answer', 'Second answer, continued');

    const back = await request(t, {
      method: 'PUT',
      path: `/api/v1/email/preferences?token=${token}`,
      body: { subscribed: ['contact_answers'] },
    });
    expect(back.json.subscribed).toEqual(['contact_answers']);
    await answerAs(room, 'Third answer');
    await expect.poll(async () => (await mailsTo(EMAIL)).some((m) => m.text.includes('Third answer')), { timeout: 10_000 }).toBe(true);
    expect((await mailsTo(EMAIL)).some((m) => m.text.includes('Second answer'))).toBe(false);
  });

  it('refuses a forged token, and a token of another tenant', async () => {
    const forged = await request(t, { path: '/api/v1/email/preferences?token=eyJhIjoxfQ.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(forged.status).toBe(400);
    expect(forged.json.token).toEqual(['This link is not valid. Use the link of a recent email.']);
    await request(t, { path: '/api/v1/site/contact', body: { name: 'Ana', email: 'ana@example.org', topic: 'other', message: 'Hi' } });
    const [mail] = await mailsTo('ana@example.org');
    const token = new URL(mail!.links.find((l) => l.includes('/unsubscribeConfirm'))!).searchParams.get('token')!;
    expect((await request(t, { path: `/api/v1/email/preferences?token=${token}`, host: ACME })).status).toBe(400);
    expect((await request(t, { path: `/api/v1/email/unsubscribe?token=${token}`, method: 'POST', host: ACME })).status).toBe(400);
  });
});
