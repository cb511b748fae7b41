// The demo interviews (issue 12): every state around now, panels from the job's hiring team, no double booking.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewPanel, interviews, interviewSlots, scorecards } from './schema.ts';
import { seedInterviews } from './seed-interviews.ts';
import { startApp, tenantIdOf, type TestApp } from '../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
}, 120_000);
afterAll(async () => t?.close());

describe('demo interviews', () => {
  it('cover every state, with times around now, scorecards on the held ones, and no one booked twice', async () => {
    const db = t.app.database.db;
    const demo = await tenantIdOf(db, 'demo');
    const rows = await db.select().from(interviews).where(eq(interviews.tenantId, demo));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['proposed', 'scheduled', 'completed', 'cancelled']));
    const now = Date.now();
    expect(rows.some((r) => r.status === 'scheduled' && r.startsAt && r.startsAt.getTime() - now < 2 * 86_400_000)).toBe(true);
    const held = rows.filter((r) => r.status === 'completed');
    const cards = await db.select().from(scorecards).where(eq(scorecards.tenantId, demo));
    expect(held.every((h) => cards.some((c) => c.interviewId === h.id))).toBe(true);
    const proposed = rows.find((r) => r.status === 'proposed');
    const slots = await db
      .select()
      .from(interviewSlots)
      .where(and(eq(interviewSlots.tenantId, demo), eq(interviewSlots.interviewId, proposed!.id)));
    expect(slots.length).toBeGreaterThanOrEqual(2);
    const panel = await db.select().from(interviewPanel).where(eq(interviewPanel.tenantId, demo));
    const live = rows.filter((r) => r.status === 'scheduled' && r.startsAt && r.endsAt);
    for (const a of live)
      for (const b of live) {
        if (a.id >= b.id || a.startsAt! >= b.endsAt! || b.startsAt! >= a.endsAt!) continue;
        const people = (id: number) => panel.filter((p) => p.interviewId === id).map((p) => p.userId);
        expect(people(a.id).filter((u) => people(b.id).includes(u))).toEqual([]);
      }
    // Idempotent.
    await seedInterviews(db);
    expect(await db.select().from(interviews).where(eq(interviews.tenantId, demo))).toHaveLength(rows.length);
  });
});
