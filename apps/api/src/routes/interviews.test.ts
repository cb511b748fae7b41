// Interviews over HTTP (issue 12): proposing slots, the job seeker's choice and card, adjustments and their
// answers, reschedule and cancel with the invite's UID and SEQUENCE, the clash refusal (also under
// parallel requests), scorecards hidden until one's own is in, the .ics downloads, the reminder, bad input.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { interviews } from '../db/schema.ts';
import { sendInterviewReminder } from '../jobs/interview-reminders.ts';
import { interviewStageApplication, jobWithTeam, slotTimes } from '../test/interview-fixtures.ts';
import { outbox, request, signIn, startApp, tenantIdOf, userIdOf, type TestApp } from '../test/helpers.ts';

let t: TestApp;
let db: Db;
let demo: number;
const tok: Record<string, string> = {};
const ids: Record<string, number> = {};
let jobId = 0;

interface Mail {
  to: string;
  subject: string;
  text: string;
  calendar?: { method: string; content: string };
}

async function mailsTo(to: string): Promise<Mail[]> {
  return (await outbox(t)).filter((m) => m.to === to);
}

const icsField = (ics: string, name: string) => new RegExp(`^${name}[:;](.*)$`, 'm').exec(ics.replace(/\r\n /g, ''))?.[1]?.trim();

beforeAll(async () => {
  t = await startApp();
  db = t.app.database.db;
  demo = await tenantIdOf(db, 'demo');
  for (const [name, email] of [
    ['manager', 'manager@demo.test'],
    ['member', 'member@demo.test'],
    ['manager2', 'manager2@demo.test'],
    ['programs', 'programs@demo.test'],
  ] as const) {
    tok[name] = (await signIn(t, email)).access;
    ids[name] = await userIdOf(db, demo, email);
  }
  jobId = await jobWithTeam(db, demo, 'Northstar Logistics', 'Interview Loop Picker', [ids.manager!, ids.member!]);
  const a = await interviewStageApplication(db, demo, jobId, 'loop.seeker@example.com');
  ids.app = a.applicationId;
  tok.seeker = (await signIn(t, 'loop.seeker@example.com')).access;
}, 180_000);
afterAll(async () => t?.close());

describe('self-scheduling, the card and the invite', () => {
  let interviewId = 0;
  let slots: { id: number; starts_at: string }[] = [];

  it('proposes three slots; the job seeker and the panel are told', async () => {
    const res = await request(t, {
      path: `/api/v1/applications/${ids.app}/interviews`,
      token: tok.manager,
      body: {
        kind: 'on_site',
        duration_minutes: 60,
        panel: [ids.manager, ids.member],
        slots: slotTimes(3),
        time_zone: 'America/New_York',
        details: {
          agenda: [
            { title: 'Welcome and tour', minutes: 15 },
            { title: 'Questions', minutes: 45 },
          ],
          questions: [
            { text: 'Tell us about a time you kept a warehouse safe.', shared: true },
            { text: 'A practical scenario on the floor.', shared: false },
          ],
          location: '12 Dock Road, Atlanta',
          room: 'Meeting room B, ground floor',
          sensory: 'Daylight, no fluorescent lights; quiet, away from the loading bay.',
          greeter: 'Sam at reception',
          bring: 'Photo ID',
          adjustments_offered: ['extra_time', 'quiet_room'],
        },
      },
    });
    expect(res.status).toBe(201);
    expect(res.json.status).toBe('proposed');
    expect(res.json.slots).toHaveLength(3);
    expect(res.json.starts_at).toBeNull();
    expect(res.json.panel.map((p: { user_id: number }) => p.user_id).sort()).toEqual([ids.manager, ids.member].sort());
    interviewId = res.json.id;
    slots = res.json.slots;
    const seekerMail = (await mailsTo('loop.seeker@example.com')).at(-1);
    expect(seekerMail?.subject).toContain('Choose a time');
    expect(seekerMail?.text).toContain('(America/New_York)');
    expect(seekerMail?.calendar).toBeUndefined();
    expect((await mailsTo('member@demo.test')).some((m) => m.subject.includes('Interview times proposed'))).toBe(true);
  });

  it('shows the job seeker the card: shared questions only, the held-back count, the on-site details', async () => {
    const res = await request(t, { path: `/api/v1/me/applications/${ids.app}/interviews`, token: tok.seeker });
    expect(res.status).toBe(200);
    const card = res.json.results[0];
    expect(card.id).toBe(interviewId);
    expect(card.questions).toEqual(['Tell us about a time you kept a warehouse safe.']);
    expect(card.held_back_questions).toBe(1);
    expect(card.details.sensory).toContain('quiet');
    expect(card.details.greeter).toBe('Sam at reception');
    expect(card.details.agenda).toHaveLength(2);
    expect(card.slots).toHaveLength(3);
    expect(JSON.stringify(card)).not.toContain('practical scenario');
  });

  it('the job seeker picks a slot: scheduled, invite REQUEST with UID, SEQUENCE and VTIMEZONE', async () => {
    const chosen = slots[1]!;
    const res = await request(t, {
      path: `/api/v1/me/interviews/${interviewId}/choose`,
      token: tok.seeker,
      body: { slot_id: chosen.id },
    });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('scheduled');
    expect(res.json.starts_at).toBe(chosen.starts_at);
    expect(res.json.slots).toEqual([]);
    const again = await request(t, {
      path: `/api/v1/me/interviews/${interviewId}/choose`,
      token: tok.seeker,
      body: { slot_id: chosen.id },
    });
    expect(again.status).toBe(409);
    const mail = (await mailsTo('loop.seeker@example.com')).at(-1);
    expect(mail?.calendar?.method).toBe('REQUEST');
    const ics = mail?.calendar?.content ?? '';
    expect(icsField(ics, 'METHOD')).toBe('REQUEST');
    expect(icsField(ics, 'SEQUENCE')).toBe('1');
    expect(ics).toContain('BEGIN:VTIMEZONE');
    expect(ics).toContain('TZID:America/New_York');
    expect(ics).toMatch(/DTSTART;TZID=America\/New_York:\d{8}T\d{6}/);
    const [row] = await db.select().from(interviews).where(eq(interviews.id, interviewId));
    expect(icsField(ics, 'UID')).toBe(row!.uid);
    expect((await mailsTo('manager@demo.test')).at(-1)?.calendar?.method).toBe('REQUEST');
  });

  it('offers the .ics download to the job seeker and to staff who see it', async () => {
    const mine = await request(t, { path: `/api/v1/me/interviews/${interviewId}/invite.ics`, token: tok.seeker });
    expect(mine.status).toBe(200);
    expect(mine.headers['content-type']).toContain('text/calendar');
    expect(icsField(mine.text, 'METHOD')).toBe('PUBLISH');
    const staff = await request(t, { path: `/api/v1/interviews/${interviewId}/invite.ics`, token: tok.member });
    expect(staff.status).toBe(200);
    expect(icsField(staff.text, 'UID')).toBe(icsField(mine.text, 'UID'));
    const other = await request(t, { path: `/api/v1/interviews/${interviewId}/invite.ics`, token: tok.manager2 });
    expect(other.status).toBe(404);
  });

  it('takes adjustment requests from the card; the team answers each, once', async () => {
    const asked = await request(t, {
      path: `/api/v1/me/interviews/${interviewId}/adjustments`,
      token: tok.seeker,
      body: { kinds: ['written_questions', 'breaks'], note: 'A short break halfway would help.' },
    });
    expect(asked.status).toBe(201);
    expect(asked.json.adjustments).toHaveLength(2);
    expect((await mailsTo('manager@demo.test')).at(-1)?.subject).toContain('Adjustments requested');
    const written = asked.json.adjustments.find((a: { kind: string }) => a.kind === 'written_questions');
    const answer = await request(t, {
      path: `/api/v1/interviews/${interviewId}/adjustments/${written.id}`,
      token: tok.member,
      body: { status: 'agreed', answer: 'We will hand you the questions on paper too.' },
    });
    expect(answer.status).toBe(200);
    const twice = await request(t, {
      path: `/api/v1/interviews/${interviewId}/adjustments/${written.id}`,
      token: tok.member,
      body: { status: 'declined', answer: 'No.' },
    });
    expect(twice.status).toBe(409);
    const card = (await request(t, { path: `/api/v1/me/applications/${ids.app}/interviews`, token: tok.seeker })).json.results[0];
    const kept = card.adjustments.find((a: { kind: string }) => a.kind === 'written_questions');
    expect(kept.status).toBe('agreed');
    expect(kept.answer).toBe('We will hand you the questions on paper too.');
    expect(kept.answered_by).toBeTruthy();
  });

  it('lets the job seeker ask to reschedule; staff see the request', async () => {
    const res = await request(t, {
      path: `/api/v1/me/interviews/${interviewId}/reschedule-request`,
      token: tok.seeker,
      body: { reason: 'I have a medical appointment then.' },
    });
    expect(res.status).toBe(200);
    expect(res.json.reschedule_request).toBe('I have a medical appointment then.');
    const staff = await request(t, { path: `/api/v1/interviews/${interviewId}`, token: tok.manager });
    expect(staff.json.reschedule_request).toBe('I have a medical appointment then.');
    expect(staff.json.history.map((h: { kind: string }) => h.kind)).toContain('reschedule_requested');
  });

  it('reschedules with a reason: same UID, SEQUENCE raised, request cleared', async () => {
    const before = (await mailsTo('loop.seeker@example.com')).at(-1)?.calendar?.content ?? '';
    const res = await request(t, {
      path: `/api/v1/interviews/${interviewId}/reschedule`,
      token: tok.manager,
      body: { reason: 'Moved at the candidate’s request.', starts_at: slotTimes(1, 6)[0]!.starts_at },
    });
    expect(res.status).toBe(200);
    expect(res.json.sequence).toBe(2);
    expect(res.json.reschedule_request).toBeNull();
    const ics = (await mailsTo('loop.seeker@example.com')).at(-1)?.calendar?.content ?? '';
    expect(icsField(ics, 'UID')).toBe(icsField(before, 'UID'));
    expect(icsField(ics, 'SEQUENCE')).toBe('2');
    expect(icsField(ics, 'METHOD')).toBe('REQUEST');
  });

  it('sends the 24 h reminder only while the interview stands at that time', async () => {
    const [row] = await db.select().from(interviews).where(eq(interviews.id, interviewId));
    const job = { tenantId: demo, interviewId, sequence: row!.sequence, origin: 'http://localhost' };
    expect(await sendInterviewReminder(db, t.app.jobs, job)).toBe(3);
    expect((await mailsTo('loop.seeker@example.com')).at(-1)?.subject).toContain('Tomorrow');
    expect(await sendInterviewReminder(db, t.app.jobs, { ...job, sequence: row!.sequence - 1 })).toBe(0);
  });

  it('cancels with a reason: METHOD CANCEL, same UID, SEQUENCE raised; not twice', async () => {
    const res = await request(t, {
      path: `/api/v1/interviews/${interviewId}/cancel`,
      token: tok.manager,
      body: { reason: 'The role was filled internally.' },
    });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('cancelled');
    expect(res.json.cancel_reason).toBe('The role was filled internally.');
    const mail = (await mailsTo('loop.seeker@example.com')).at(-1);
    expect(mail?.calendar?.method).toBe('CANCEL');
    expect(icsField(mail?.calendar?.content ?? '', 'SEQUENCE')).toBe('3');
    expect(icsField(mail?.calendar?.content ?? '', 'STATUS')).toBe('CANCELLED');
    const again = await request(t, { path: `/api/v1/interviews/${interviewId}/cancel`, token: tok.manager, body: { reason: 'Again.' } });
    expect(again.status).toBe(409);
    const [row] = await db.select().from(interviews).where(eq(interviews.id, interviewId));
    expect(
      await sendInterviewReminder(db, t.app.jobs, { tenantId: demo, interviewId, sequence: row!.sequence, origin: 'http://localhost' }),
    ).toBe(0);
  });
});

describe('clashes', () => {
  it('refuses a time that overlaps a panel member’s other interview', async () => {
    const a = await interviewStageApplication(db, demo, jobId, 'clash.one@example.com');
    const b = await interviewStageApplication(db, demo, jobId, 'clash.two@example.com');
    const at = slotTimes(1, 10)[0]!.starts_at;
    const first = await request(t, {
      path: `/api/v1/applications/${a.applicationId}/interviews`,
      token: tok.manager,
      body: { kind: 'video', duration_minutes: 45, panel: [ids.member], starts_at: at },
    });
    expect(first.status).toBe(201);
    const overlapping = new Date(new Date(at).getTime() + 30 * 60_000).toISOString();
    const second = await request(t, {
      path: `/api/v1/applications/${b.applicationId}/interviews`,
      token: tok.manager,
      body: { kind: 'phone', duration_minutes: 30, panel: [ids.manager, ids.member], starts_at: overlapping },
    });
    expect(second.status).toBe(409);
    expect(second.json.detail).toContain('another interview');
    // A proposed slot holds the time too.
    const slotClash = await request(t, {
      path: `/api/v1/applications/${b.applicationId}/interviews`,
      token: tok.manager,
      body: { kind: 'phone', duration_minutes: 30, panel: [ids.member], slots: [{ starts_at: overlapping }, ...slotTimes(1, 11)] },
    });
    expect(slotClash.status).toBe(409);
    const after = new Date(new Date(at).getTime() + 45 * 60_000).toISOString();
    const back = await request(t, {
      path: `/api/v1/applications/${b.applicationId}/interviews`,
      token: tok.manager,
      body: { kind: 'phone', duration_minutes: 30, panel: [ids.member], starts_at: after },
    });
    expect(back.status).toBe(201);
  });

  it('never double-books under parallel requests for the same panel member and time', async () => {
    const apps = [];
    for (let i = 0; i < 6; i++) apps.push(await interviewStageApplication(db, demo, jobId, `race.${i}@example.com`));
    const at = slotTimes(1, 14)[0]!.starts_at;
    const answers = await Promise.all(
      apps.map((a, i) =>
        request(t, {
          path: `/api/v1/applications/${a.applicationId}/interviews`,
          token: i % 2 ? tok.manager : tok.programs,
          body: { kind: 'video', duration_minutes: 60, panel: [ids.member], starts_at: at },
        }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const booked = await db
      .select({ id: interviews.id })
      .from(interviews)
      .where(and(eq(interviews.tenantId, demo), eq(interviews.startsAt, new Date(at))));
    expect(booked).toHaveLength(1);
  });
});

describe('editing the panel', () => {
  let panelJob = 0;
  const create = async (email: string, panel: number[], body: Record<string, unknown>) => {
    const a = await interviewStageApplication(db, demo, panelJob, email);
    const res = await request(t, {
      path: `/api/v1/applications/${a.applicationId}/interviews`,
      token: tok.manager,
      body: { kind: 'video', duration_minutes: 45, panel, ...body },
    });
    expect(res.status).toBe(201);
    return res.json.id as number;
  };
  const setPanel = (id: number, panel: unknown, token = tok.manager) =>
    request(t, { method: 'PUT', path: `/api/v1/interviews/${id}/panel`, token, body: { panel } });

  beforeAll(async () => {
    panelJob = await jobWithTeam(db, demo, 'Northstar Logistics', 'Interview Panel Picker', [ids.manager!, ids.member!, ids.programs!]);
  });

  it('adds and removes members of a scheduled interview: clash-checked, the invite again, everyone told', async () => {
    const at = slotTimes(1, 30)[0]!.starts_at;
    const id = await create('panel.seeker@example.com', [ids.manager!], { starts_at: at });
    // The member is busy then: adding them is refused and nothing changes.
    const blocking = await create('panel.blocker@example.com', [ids.member!], { starts_at: at });
    const refused = await setPanel(id, [ids.manager, ids.member]);
    expect(refused.status).toBe(409);
    expect(refused.json.detail).toContain('another interview');
    const unchanged = await request(t, { path: `/api/v1/interviews/${id}`, token: tok.manager });
    expect(unchanged.json.panel.map((p: { user_id: number }) => p.user_id)).toEqual([ids.manager]);
    const sequence = unchanged.json.sequence as number;
    expect(
      (await request(t, { path: `/api/v1/interviews/${blocking}/cancel`, token: tok.manager, body: { reason: 'Freed up.' } })).status,
    ).toBe(200);

    const added = await setPanel(id, [ids.manager, ids.member]);
    expect(added.status).toBe(200);
    expect(added.json.panel.map((p: { user_id: number }) => p.user_id).sort()).toEqual([ids.manager, ids.member].sort());
    expect(added.json.sequence).toBe(sequence + 1);
    expect(added.json.history.at(-1).kind).toBe('panel_changed');
    const memberMail = (await mailsTo('member@demo.test')).at(-1);
    expect(memberMail?.subject).toMatch(/^Interview panel:/);
    expect(memberMail?.calendar?.method).toBe('REQUEST');
    expect(icsField(memberMail?.calendar?.content ?? '', 'SEQUENCE')).toBe(String(sequence + 1));
    const seekerMail = (await mailsTo('panel.seeker@example.com')).at(-1);
    expect(seekerMail?.subject).toMatch(/^Interview updated:/);
    expect(seekerMail?.calendar?.method).toBe('REQUEST');
    expect(seekerMail?.calendar?.content).toContain('member@demo.test');
    const card = await request(t, {
      path: `/api/v1/me/applications/${added.json.application_id}/interviews`,
      token: (await signIn(t, 'panel.seeker@example.com')).access,
    });
    expect(card.json.results[0].panel).toHaveLength(2);

    const removed = await setPanel(id, [ids.member]);
    expect(removed.status).toBe(200);
    expect(removed.json.sequence).toBe(sequence + 2);
    const managerMail = (await mailsTo('manager@demo.test')).at(-1);
    expect(managerMail?.subject).toMatch(/^No longer on the interview panel:/);
    expect(managerMail?.calendar?.method).toBe('CANCEL');
    expect(icsField(managerMail?.calendar?.content ?? '', 'SEQUENCE')).toBe(String(sequence + 2));

    // The same panel again changes nothing.
    const before = (await outbox(t)).length;
    const same = await setPanel(id, [ids.member]);
    expect(same.status).toBe(200);
    expect(same.json.sequence).toBe(sequence + 2);
    expect((await outbox(t)).length).toBe(before);
  });

  it('checks a proposed interview’s slots, refuses people outside the hiring team and closed interviews', async () => {
    const [first, second] = slotTimes(2, 33);
    const busy = await create('panel.busy@example.com', [ids.programs!], { starts_at: first!.starts_at });
    const proposed = await create('panel.proposed@example.com', [ids.manager!], { slots: [first, second] });
    expect((await setPanel(proposed, [ids.manager, ids.programs])).status).toBe(409);
    expect((await setPanel(proposed, [ids.manager, ids.member])).status).toBe(200);
    const outsider = await setPanel(proposed, [ids.manager, ids.manager2]);
    expect(outsider.status).toBe(400);
    expect(outsider.json.panel).toBeDefined();
    expect((await setPanel(proposed, [])).status).toBe(400);
    expect((await setPanel(proposed, [ids.manager], tok.manager2)).status).toBe(404);
    await request(t, { path: `/api/v1/interviews/${busy}/cancel`, token: tok.manager, body: { reason: 'Off.' } });
    expect((await setPanel(busy, [ids.programs, ids.member])).status).toBe(409);
  });

  it('never double-books a member added to two interviews at once', async () => {
    const at = slotTimes(1, 36)[0]!.starts_at;
    const a = await create('panel.race.a@example.com', [ids.manager!], { starts_at: at });
    const b = await create('panel.race.b@example.com', [ids.programs!], { starts_at: at });
    const answers = await Promise.all([setPanel(a, [ids.manager, ids.member]), setPanel(b, [ids.programs, ids.member], tok.programs)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('scorecards', () => {
  let interviewId = 0;
  const card = (rating: number, recommendation: string) => ({
    ratings: [
      { criterion: 'Forklift', rating, note: 'Clear answer.' },
      { criterion: 'Safety', rating: 4 },
    ],
    notes: 'Calm and precise.',
    recommendation,
  });

  beforeAll(async () => {
    const a = await interviewStageApplication(db, demo, jobId, 'scored@example.com');
    const res = await request(t, {
      path: `/api/v1/applications/${a.applicationId}/interviews`,
      token: tok.manager,
      body: { kind: 'video', duration_minutes: 30, panel: [ids.manager, ids.member], starts_at: slotTimes(1, 20)[0]!.starts_at },
    });
    interviewId = res.json.id;
  });

  it('scores on the job’s criteria, from its skills until edited', async () => {
    const res = await request(t, { path: `/api/v1/interviews/${interviewId}/scorecards`, token: tok.member });
    expect(res.status).toBe(200);
    expect(res.json.criteria).toEqual(['Forklift', 'Safety']);
    expect(res.json.on_panel).toBe(true);
    const bad = await request(t, {
      method: 'PUT',
      path: `/api/v1/interviews/${interviewId}/scorecards/mine`,
      token: tok.member,
      body: { ratings: [{ criterion: 'Forklift', rating: 3 }], recommendation: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.ratings[0]).toContain('Safety');
    const five = await request(t, {
      method: 'PUT',
      path: `/api/v1/interviews/${interviewId}/scorecards/mine`,
      token: tok.member,
      body: {
        ratings: [
          { criterion: 'Forklift', rating: 5 },
          { criterion: 'Safety', rating: 1 },
        ],
        recommendation: 'yes',
      },
    });
    expect(five.status).toBe(400);
  });

  it('shows a panel member the others’ scorecards only after submitting their own', async () => {
    const member = await request(t, {
      method: 'PUT',
      path: `/api/v1/interviews/${interviewId}/scorecards/mine`,
      token: tok.member,
      body: card(3, 'yes'),
    });
    expect(member.status).toBe(200);
    expect(member.json.submitted).toBe(true);
    const managerBefore = await request(t, { path: `/api/v1/interviews/${interviewId}/scorecards`, token: tok.manager });
    expect(managerBefore.json.scorecards).toHaveLength(0);
    expect(managerBefore.json.hidden).toBe(1);
    expect(managerBefore.json.summary.count).toBe(0);
    const manager = await request(t, {
      method: 'PUT',
      path: `/api/v1/interviews/${interviewId}/scorecards/mine`,
      token: tok.manager,
      body: card(1, 'no'),
    });
    expect(manager.json.scorecards).toHaveLength(2);
    expect(manager.json.hidden).toBe(0);
    expect(manager.json.summary.recommendations).toEqual({ strong_no: 0, no: 1, yes: 1, strong_yes: 0 });
    expect(manager.json.summary.criteria).toContainEqual({ criterion: 'Forklift', average: 2 });
    // Staff off the panel read them all; nobody off the panel writes one.
    const programs = await request(t, { path: `/api/v1/interviews/${interviewId}/scorecards`, token: tok.programs });
    expect(programs.json.scorecards).toHaveLength(2);
    const write = await request(t, {
      method: 'PUT',
      path: `/api/v1/interviews/${interviewId}/scorecards/mine`,
      token: tok.programs,
      body: card(2, 'yes'),
    });
    expect(write.status).toBe(403);
  });

  it('lets the team edit the criteria', async () => {
    const res = await request(t, {
      method: 'PUT',
      path: `/api/v1/jobs/${jobId}/interview-criteria`,
      token: tok.manager,
      body: { criteria: ['Forklift', 'Safety', 'Teamwork'] },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ criteria: ['Forklift', 'Safety', 'Teamwork'], edited: true });
    const dup = await request(t, {
      method: 'PUT',
      path: `/api/v1/jobs/${jobId}/interview-criteria`,
      token: tok.manager,
      body: { criteria: ['Safety', 'safety'] },
    });
    expect(dup.status).toBe(400);
    const other = await request(t, {
      method: 'PUT',
      path: `/api/v1/jobs/${jobId}/interview-criteria`,
      token: tok.manager2,
      body: { criteria: ['X'] },
    });
    expect(other.status).toBe(404);
  });
});

describe('the list and calendar', () => {
  it('lists by time with filters, and a week window', async () => {
    const all = await request(t, { path: `/api/v1/interviews?job_id=${jobId}&page_size=200`, token: tok.manager });
    expect(all.status).toBe(200);
    expect(all.json.count).toBeGreaterThanOrEqual(4);
    const times = all.json.results.map((r: { starts_at: string | null }) => r.starts_at).filter(Boolean);
    expect([...times].sort()).toEqual(times);
    const mine = await request(t, { path: `/api/v1/interviews?interviewer_id=${ids.manager}&status=scheduled`, token: tok.manager });
    for (const r of mine.json.results) {
      expect(r.status).toBe('scheduled');
      expect(r.panel.map((p: { user_id: number }) => p.user_id)).toContain(ids.manager);
    }
    const from = new Date(slotTimes(1, 9)[0]!.starts_at);
    const to = new Date(from.getTime() + 7 * 86_400_000);
    const week = await request(t, { path: `/api/v1/interviews?from=${from.toISOString()}&to=${to.toISOString()}`, token: tok.manager });
    for (const r of week.json.results) {
      expect(new Date(r.starts_at).getTime()).toBeGreaterThanOrEqual(from.getTime());
      expect(new Date(r.starts_at).getTime()).toBeLessThan(to.getTime());
    }
    expect(week.json.count).toBeGreaterThanOrEqual(2);
    const tooWide = await request(t, {
      path: `/api/v1/interviews?from=${from.toISOString()}&to=${new Date(from.getTime() + 90 * 86_400_000).toISOString()}`,
      token: tok.manager,
    });
    expect(tooWide.status).toBe(400);
    const otherOrg = await request(t, { path: `/api/v1/interviews?job_id=${jobId}`, token: tok.manager2 });
    expect(otherOrg.json.count).toBe(0);
  });
});

describe('bad input', () => {
  it('answers 4xx in the error shapes, never 5xx', async () => {
    const path = `/api/v1/applications/${ids.app}/interviews`;
    const base = { kind: 'video', duration_minutes: 30, panel: [ids.member] };
    const both = await request(t, {
      path,
      token: tok.manager,
      body: { ...base, starts_at: slotTimes(1, 30)[0]!.starts_at, slots: slotTimes(2, 31) },
    });
    expect(both.status).toBe(400);
    expect(both.json.non_field_errors).toBeTruthy();
    const neither = await request(t, { path, token: tok.manager, body: base });
    expect(neither.status).toBe(400);
    const past = await request(t, { path, token: tok.manager, body: { ...base, starts_at: '2020-01-01T10:00:00Z' } });
    expect(past.status).toBe(400);
    expect(past.json.starts_at).toBeTruthy();
    const outsider = await request(t, {
      path,
      token: tok.manager,
      body: { ...base, panel: [ids.manager2], starts_at: slotTimes(1, 30)[0]!.starts_at },
    });
    expect(outsider.status).toBe(400);
    expect(outsider.json.panel).toBeTruthy();
    const zone = await request(t, {
      path,
      token: tok.manager,
      body: { ...base, time_zone: 'Mars/Olympus', starts_at: slotTimes(1, 30)[0]!.starts_at },
    });
    expect(zone.status).toBe(400);
    const overlapSlots = await request(t, {
      path,
      token: tok.manager,
      body: { ...base, slots: [slotTimes(1, 30)[0]!, slotTimes(1, 30)[0]!] },
    });
    expect(overlapSlots.status).toBe(400);
    const unknownKind = await request(t, {
      path,
      token: tok.manager,
      body: { ...base, kind: 'dinner', starts_at: slotTimes(1, 30)[0]!.starts_at },
    });
    expect(unknownKind.status).toBe(400);
    const screening = await interviewStageApplication(db, demo, jobId, 'not.yet@example.com');
    await db
      .update((await import('../db/schema.ts')).applications)
      .set({ status: 'screening' })
      .where(eq((await import('../db/schema.ts')).applications.id, screening.applicationId));
    const early = await request(t, {
      path: `/api/v1/applications/${screening.applicationId}/interviews`,
      token: tok.manager,
      body: { ...base, starts_at: slotTimes(1, 30)[0]!.starts_at },
    });
    expect(early.status).toBe(400);
    expect(early.json.non_field_errors[0]).toContain('interview stage');
    const noReason = await request(t, { path: `/api/v1/interviews/1/cancel`, token: tok.manager, body: { reason: '' } });
    expect(noReason.status).toBe(400);
  });
});
