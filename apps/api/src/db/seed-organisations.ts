// Demo organisations (issue 11 §6): two employers with their staff, two partners (skilling and
// non-profit) with theirs, a corporate partner, one pending and one rejected sign-up, and job seekers
// linked to each partner. The jobs seed attaches every job to the employer of its company (trigger
// jobs_organisation), so these two employers own the demo jobs of their names. Idempotent.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { organisations, seekerPartnerLinks, users, type LocalisedText, type OrganisationKind, type OrganisationStatus } from './schema.ts';

export interface DemoOrganisation {
  name: string;
  kind: OrganisationKind;
  status: OrganisationStatus;
  statusReason?: string;
  website: string;
  industry: string;
  size: string;
  locations: string[];
  description: LocalisedText;
  contactEmail: string;
  /** Staff who belong to it. */
  staff: string[];
  /** Job seekers linked to it (partners). */
  seekers?: string[];
}

export const DEMO_ORGANISATIONS: readonly DemoOrganisation[] = [
  {
    name: 'Northstar Logistics',
    kind: 'employer',
    status: 'approved',
    website: 'https://northstar.example.test',
    industry: 'Logistics',
    size: '201-500',
    locations: ['Lawrenceville, GA', 'Atlanta, GA'],
    description: {
      en: 'Warehousing and distribution across the Southeast, with written instructions and steady shifts.',
      fr: 'Entreposage et distribution dans le Sud-Est, avec des consignes écrites et des horaires stables.',
      esp: 'Almacenaje y distribución en el sudeste, con instrucciones por escrito y turnos estables.',
    },
    contactEmail: 'manager@demo.test',
    staff: ['manager@demo.test', 'member@demo.test'],
  },
  {
    name: 'Ledgerline Finance',
    kind: 'employer',
    status: 'approved',
    website: 'https://ledgerline.example.test',
    industry: 'Finance',
    size: '51-200',
    locations: ['Chicago, IL'],
    description: {
      en: 'Finance operations for small businesses; quiet offices and meetings with agendas.',
      fr: 'Opérations financières pour les petites entreprises ; bureaux calmes et réunions avec ordre du jour.',
      esp: 'Operaciones financieras para pequeñas empresas; oficinas tranquilas y reuniones con agenda.',
    },
    contactEmail: 'manager2@demo.test',
    staff: ['manager2@demo.test'],
  },
  {
    name: 'Bridgeway Skills Academy',
    kind: 'skilling_partner',
    status: 'approved',
    website: 'https://bridgeway.example.test',
    industry: 'Education',
    size: '11-50',
    locations: ['Atlanta, GA'],
    description: {
      en: 'Twelve-week courses in data, testing and logistics, with a coach for every learner.',
      fr: 'Formations de douze semaines en données, tests et logistique, avec un coach pour chaque apprenant.',
      esp: 'Cursos de doce semanas en datos, pruebas y logística, con un coach para cada alumno.',
    },
    contactEmail: 'recruiter@demo.test',
    staff: ['recruiter@demo.test', 'recruiter.member@demo.test'],
    seekers: ['seeker@demo.test', 'aisha.bello@demo.test', 'marcus.johnson@demo.test', 'mei.chen@demo.test'],
  },
  {
    name: 'Open Doors Network',
    kind: 'nonprofit_partner',
    status: 'approved',
    website: 'https://opendoors.example.test',
    industry: 'Non-profit',
    size: '11-50',
    locations: ['Houston, TX'],
    description: {
      en: 'A non-profit helping autistic adults find and keep work they like.',
      fr: 'Une association qui aide les adultes autistes à trouver et garder un travail qui leur plaît.',
      esp: 'Una organización sin fines de lucro que ayuda a adultos autistas a encontrar y mantener un trabajo que les guste.',
    },
    contactEmail: 'recruiter2@demo.test',
    staff: ['recruiter2@demo.test'],
    seekers: ['diego.ramirez@demo.test', 'fatima.alsayed@demo.test', 'kwame.mensah@demo.test'],
  },
  {
    name: 'Keystone Cares Foundation',
    kind: 'corporate_partner',
    status: 'approved',
    website: 'https://keystonecares.example.test',
    industry: 'Insurance',
    size: '1001-5000',
    locations: ['Pittsburgh, PA'],
    description: {
      en: 'The neurodiversity hiring program of a national insurer.',
      fr: 'Le programme de recrutement neurodiversité d’un assureur national.',
      esp: 'El programa de contratación neurodiversa de una aseguradora nacional.',
    },
    contactEmail: 'careers@keystonecares.example.test',
    staff: ['corporate@demo.test'],
    seekers: ['sofia.rossi@demo.test'],
  },
  {
    name: 'Sunrise Staffing',
    kind: 'employer',
    status: 'pending',
    website: 'https://sunrise.example.test',
    industry: 'Staffing',
    size: '1-10',
    locations: ['Atlanta, GA'],
    description: { en: 'A small staffing agency, waiting for the program to approve it.' },
    contactEmail: 'pending@demo.test',
    staff: ['pending@demo.test'],
  },
  {
    name: 'Quickfix Placements',
    kind: 'employer',
    status: 'rejected',
    statusReason: 'We could not confirm the company’s registration. Write to the concierge to try again.',
    website: 'https://quickfix.example.test',
    industry: 'Staffing',
    size: '1-10',
    locations: [],
    description: { en: 'A sign-up the program turned down.' },
    contactEmail: 'hello@quickfix.example.test',
    staff: [],
  },
];

/** The organisations, before the users who belong to them. */
export async function seedOrganisations(db: Db, tenantId: number, list: readonly DemoOrganisation[]): Promise<void> {
  for (const o of list) {
    await db
      .insert(organisations)
      .values({
        tenantId,
        name: o.name,
        kind: o.kind,
        status: o.status,
        statusReason: o.statusReason ?? null,
        website: o.website,
        industry: o.industry,
        size: o.size,
        locations: o.locations,
        description: o.description,
        contactEmail: o.contactEmail,
      })
      .onConflictDoNothing();
  }
}

async function organisationIds(db: Db, tenantId: number, list: readonly DemoOrganisation[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(
      and(
        eq(organisations.tenantId, tenantId),
        inArray(
          organisations.name,
          list.map((o) => o.name),
        ),
      ),
    );
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** The id of a demo organisation the seed has created (`seedOrganisations` runs first). */
function organisationId(ids: ReadonlyMap<string, number>, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`demo organisation ${name} is not seeded`);
  return id;
}

/** Each organisation's staff (the users exist by now); a user already placed elsewhere is left alone. */
export async function placeOrganisationStaff(db: Db, tenantId: number, list: readonly DemoOrganisation[]): Promise<void> {
  const ids = await organisationIds(db, tenantId, list);
  for (const o of list) {
    if (o.staff.length === 0) continue;
    await db
      .update(users)
      .set({ organisationId: organisationId(ids, o.name) })
      .where(and(eq(users.tenantId, tenantId), inArray(users.email, o.staff), isNull(users.organisationId)));
  }
}

/** Partner links of the job seekers (after the job seekers seed). */
export async function linkPartnerSeekers(db: Db, tenantId: number, list: readonly DemoOrganisation[]): Promise<void> {
  const ids = await organisationIds(db, tenantId, list);
  for (const o of list) {
    if (!o.seekers || o.seekers.length === 0) continue;
    const seekers = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.isUser, true), inArray(sql`lower(${users.email})`, o.seekers)));
    if (seekers.length === 0) continue;
    await db
      .insert(seekerPartnerLinks)
      .values(
        seekers.map((s, i) => ({
          tenantId,
          userId: s.id,
          organisationId: organisationId(ids, o.name),
          origin: i === 0 ? ('joined' as const) : ('invited' as const),
        })),
      )
      .onConflictDoNothing();
  }
}
