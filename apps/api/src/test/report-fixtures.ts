// The reports' fixed data set (issue 14): a tenant of its own (rpt.localhost, America/New_York) with two
// employers, two partners (s3 and s4 linked to Path Partners, s6 to Bay Partners), three jobs and seven applications whose status histories are written by hand,
// so every figure of every report can be computed on paper (apps/api/src/routes/reports.test.ts shows the
// sums). Day n is 2021-03-01 (a Monday) plus n days, at 15:00 UTC (10:00 or 11:00 in New York).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  applicationStatusHistory,
  applications,
  organisations,
  seekerPartnerLinks,
  tenants,
  users,
  type ApplicationStatus,
} from '../db/schema.ts';
import { createSeeker, createStaff, createTenant, insertJobs } from './job-fixtures.ts';

export const RPT = 'rpt.localhost';
const DAY = 86_400_000;
export const day = (n: number) => new Date(Date.UTC(2021, 2, 1, 15) + n * DAY);

export interface ReportFixture {
  tenantId: number;
  org: { alpha: number; beta: number; path: number; bay: number };
  job: { j1: number; j2: number; j3: number };
  app: Record<'a1' | 'a2' | 'a3' | 'a4' | 'a5' | 'a6' | 'a7', number>;
  /** Staff emails by name (password demo-Password-1). */
  staff: Record<
    'admin' | 'alphaManager' | 'betaMember' | 'programs' | 'concierge' | 'auditor' | 'recruiter' | 'recruiterMember' | 'recruiter2',
    string
  >;
  seekerEmail: string;
}

type Move = [day: number, status: ApplicationStatus];

export async function createReportFixture(db: Db): Promise<ReportFixture> {
  const tenantId = await createTenant(db, 'rpt', RPT);
  await db.update(tenants).set({ timeZone: 'America/New_York' }).where(eq(tenants.id, tenantId));
  const org = async (name: string, kind: 'employer' | 'skilling_partner') =>
    (await db.insert(organisations).values({ tenantId, name, kind, status: 'approved' }).returning({ id: organisations.id }))[0]!.id;
  const o = {
    alpha: await org('Alpha Works', 'employer'),
    beta: await org('Beta Foods', 'employer'),
    path: await org('Path Partners', 'skilling_partner'),
    bay: await org('Bay Partners', 'skilling_partner'),
  };
  const staff = {
    admin: 'admin@rpt.test',
    alphaManager: 'manager@rpt.test',
    betaMember: 'member@rpt.test',
    programs: 'programs@rpt.test',
    concierge: 'concierge@rpt.test',
    auditor: 'auditor@rpt.test',
    recruiter: 'recruiter@rpt.test',
    recruiterMember: 'recruiter.member@rpt.test',
    recruiter2: 'recruiter2@rpt.test',
  };
  const staffRows: [string, number | null, number | null][] = [
    [staff.admin, null, null],
    [staff.alphaManager, 1, o.alpha],
    [staff.betaMember, 4, o.beta],
    [staff.programs, 7, null],
    [staff.concierge, 6, null],
    [staff.auditor, 3, null],
    [staff.recruiter, 2, o.path],
    [staff.recruiterMember, 5, o.path],
    [staff.recruiter2, 2, o.bay],
  ];
  for (const [email, role, organisationId] of staffRows) {
    const id = await createStaff(db, tenantId, email, role);
    if (organisationId !== null) await db.update(users).set({ organisationId }).where(eq(users.id, id));
  }
  const [j1, j2, j3] = (await insertJobs(db, tenantId, [
    { title: 'Report Analyst', company: 'Alpha Works', organisationId: o.alpha },
    { title: 'Report Tester', company: 'Alpha Works', organisationId: o.alpha },
    { title: 'Report Baker', company: 'Beta Foods', organisationId: o.beta },
  ])) as [number, number, number];
  const seekerEmail = 's1@rpt.test';
  const s: number[] = [];
  for (let i = 1; i <= 6; i += 1) s.push(await createSeeker(db, tenantId, `s${i}@rpt.test`));
  const [s1, s2, s3, s4, s5, s6] = s as [number, number, number, number, number, number];
  await db.insert(seekerPartnerLinks).values([
    { tenantId, userId: s3, organisationId: o.path, origin: 'joined' },
    { tenantId, userId: s4, organisationId: o.path, origin: 'invited' },
    { tenantId, userId: s6, organisationId: o.bay, origin: 'imported' },
  ]);
  const apply = async (jobId: number, userId: number, source: string, moves: Move[], sourceOrganisationId: number | null = null) => {
    const last = moves.at(-1)!;
    const [row] = await db
      .insert(applications)
      .values({
        tenantId,
        jobId,
        userId,
        source,
        sourceOrganisationId,
        status: last[1],
        createdAt: day(moves[0]![0]),
        updatedAt: day(last[0]),
      })
      .returning({ id: applications.id });
    await db.insert(applicationStatusHistory).values(
      moves.map(([n, to], i) => ({
        tenantId,
        applicationId: row!.id,
        fromStatus: i === 0 ? null : moves[i - 1]![1],
        toStatus: to,
        createdAt: day(n),
        ...(to === 'rejected' ? { reason: 'Not this time.' } : {}),
      })),
    );
    return row!.id;
  };
  const app = {
    a1: await apply(j1, s1, 'direct', [
      [0, 'applied'],
      [2, 'screening'],
      [5, 'interview'],
      [9, 'offered'],
      [14, 'hired'],
    ]),
    a2: await apply(j1, s2, 'direct', [
      [1, 'applied'],
      [3, 'screening'],
      [4, 'on-hold'],
      [8, 'screening'],
      [10, 'interview'],
      [11, 'offered'],
      [21, 'hired'],
    ]),
    a3: await apply(
      j1,
      s3,
      'partner',
      [
        [2, 'applied'],
        [6, 'withdrawn'],
      ],
      o.path,
    ),
    a4: await apply(
      j2,
      s4,
      'partner',
      [
        [3, 'applied'],
        [4, 'screening'],
        [7, 'rejected'],
      ],
      o.path,
    ),
    a5: await apply(j3, s5, 'direct', [
      [7, 'applied'],
      [8, 'screening'],
      [9, 'interview'],
      [10, 'offered'],
      [12, 'hired'],
    ]),
    a6: await apply(j3, s6, 'referral', [[8, 'applied']]),
    a7: await apply(j2, s1, 'import', [
      [20, 'applied'],
      [22, 'screening'],
    ]),
  };
  return { tenantId, org: o, job: { j1, j2, j3 }, app, staff, seekerEmail };
}
