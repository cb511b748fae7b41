// The /contact-us form over HTTP (issue 16): the message opens a conversation in the tenant's helpdesk
// queue, the sender gets a receipt by email in their language, the helpdesk's answer in that conversation
// reaches them by email, bad input is 400 field by field (SPEC §5 email rule) and the form is rate-limited.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema.ts';
import { clear } from '../services/rate-limit.ts';
import { contactLimits } from '../services/contact.ts';
import { ChatClient } from '../test/chat-client.ts';
import { ACME, outbox, request, signIn, startApp, tenantIdOf, type TestApp } from '../test/helpers.ts';

let t: TestApp;
let concierge: string;
let demoId: number;

beforeAll(async () => {
  t = await startApp();
  concierge = (await signIn(t, 'concierge@demo.test')).access;
  demoId = await tenantIdOf(t.app.database.db, 'demo');
}, 60_000);
afterAll(async () => t?.close());

const contact = (body: Record<string, unknown>, headers: Record<string, string> = {}, host?: string) =>
  request(t, { path: '/api/v1/site/contact', body, headers, ...(host ? { host } : {}) });

const message = (over: Record<string, unknown> = {}) => ({
  name: 'Rosa Parker',
  email: 'rosa.parker+jobs@example.org',
  topic: 'employer',
  message: 'We would like to post 12 warehouse jobs. Who do we talk to?',
  ...over,
});

describe('POST /api/v1/site/contact', () => {
  it('opens a helpdesk conversation, sends a receipt, and emails the helpdesk answer in the sender’s language', async () => {
    const res = await contact(message(), { 'accept-language': 'fr-FR' });
    expect(res.status).toBe(201);
    const receipt = (await outbox(t)).filter((m) => m.to === 'rosa.parker+jobs@example.org');
    expect(receipt).toHaveLength(1);
    expect(receipt[0]!.subject).toBe('Nous avons bien reçu votre message (Tessera Demo)');
    expect(receipt[0]!.text).toContain('We would like to post 12 warehouse jobs.');

    const queue = await request(t, { path: '/api/v1/helpdesk/sessions?status=all', token: concierge });
    const item = queue.json.results.find((s: { last_message: string | null }) => s.last_message?.includes('warehouse jobs'));
    expect(item).toBeDefined();
    expect(item.last_message).toContain('[Contact form · Employer] Rosa Parker <rosa.parker+jobs@example.org>');

    const helpdesk = new ChatClient({ target: () => ({ port: t.port }), room: item.room_name, token: concierge });
    await helpdesk.connect();
    helpdesk.say('Hello Rosa, our employer team will call you today.');
    await helpdesk.until(() => helpdesk.texts().includes('Hello Rosa, our employer team will call you today.'));
    helpdesk.stop();
    await expect
      .poll(async () => (await outbox(t)).filter((m) => m.to === 'rosa.parker+jobs@example.org').length, { timeout: 10_000 })
      .toBe(2);
    const answer = (await outbox(t)).filter((m) => m.to === 'rosa.parker+jobs@example.org')[1]!;
    expect(answer.subject).toBe('Une réponse à votre message (Tessera Demo)');
    expect(answer.text).toContain('Hello Rosa, our employer team will call you today.');
    expect(answer.html).not.toContain('<script');
  });

  it('refuses blank fields, an email outside the SPEC §5 rule and an unknown topic, field by field', async () => {
    const res = await contact(message({ name: ' ', email: 'rosa!@example.org', message: '' }));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      name: ['This field may not be blank.'],
      email: ['Please enter a valid email!'],
      message: ['This field may not be blank.'],
    });
    expect((await contact(message({ topic: 'sales' }))).status).toBe(400);
    expect((await contact(message({ extra: 1 }))).status).toBe(400);
  });

  it('keeps each tenant’s messages in its own helpdesk', async () => {
    await contact(message({ email: 'acme.visitor@example.org', message: 'Acme only question' }), {}, ACME);
    const rows = await t.app.database.db.select().from(contactMessages).where(eq(contactMessages.email, 'acme.visitor@example.org'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tenantId).not.toBe(demoId);
    const queue = await request(t, { path: '/api/v1/helpdesk/sessions?status=all', token: concierge });
    expect(queue.json.results.some((s: { last_message: string | null }) => s.last_message?.includes('Acme only question'))).toBe(false);
  });

  it('is rate-limited per sender email and per address', async () => {
    await clear(t.app.database.db, demoId, contactLimits.address, '127.0.0.1');
    for (let i = 0; i < 3; i++) expect((await contact(message({ email: 'busy@example.org' }))).status).toBe(201);
    const limited = await contact(message({ email: 'busy@example.org' }));
    expect(limited.status).toBe(429);
    expect(limited.json.detail).toMatch(/^Too many messages\. Please wait \d+ minutes? and try again\.$/);
    expect((await contact(message({ email: 'other@example.org' }))).status).toBe(201);
    expect((await contact(message({ email: 'third@example.org' }))).status).toBe(201);
    // Six from this address in the hour: the fifth was the last.
    expect((await contact(message({ email: 'fourth@example.org' }))).status).toBe(429);
  });
});
