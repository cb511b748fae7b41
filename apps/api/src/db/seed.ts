import { sql } from 'drizzle-orm';
import { hashPassword } from '../services/passwords.ts';
import type { FileStore } from '../services/file-store.ts';
import { monogramLogo } from '../services/theme.ts';
import type { Db } from './client.ts';
import { seedApplications } from './seed-applications.ts';
import { seedOffers } from './seed-offers.ts';
import { seedInterviews } from './seed-interviews.ts';
import { seedFeedback } from './seed-feedback.ts';
import { seedNotifications } from './seed-notifications.ts';
import { seedJobs } from './seed-jobs.ts';
import { DEMO_ORGANISATIONS, linkPartnerSeekers, placeOrganisationStaff, seedOrganisations } from './seed-organisations.ts';
import { seedSeekers } from './seed-seekers.ts';
import { seedLegalAcceptances } from './seed-site.ts';
import { tenantDomains, tenantTranslations, tenants, users } from './schema.ts';

export const DEMO_PASSWORD = 'demo-Password-1';

let demoHash: Promise<string> | undefined;
function demoPasswordHash(): Promise<string> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return demoHash;
}

interface SeedUser {
  email: string;
  first: string;
  last: string;
  isUser?: boolean;
  roleId?: number | null;
  approval?: 'approved' | 'pending';
}

const demoUsers: SeedUser[] = [
  { email: 'admin@demo.test', first: 'Ada', last: 'Admin', roleId: null },
  { email: 'manager@demo.test', first: 'Maya', last: 'Manager', roleId: 1 },
  { email: 'recruiter@demo.test', first: 'Rafael', last: 'Recruiter', roleId: 2 },
  { email: 'auditor@demo.test', first: 'Aude', last: 'Auditor', roleId: 3 },
  { email: 'member@demo.test', first: 'Mel', last: 'Member', roleId: 4 },
  { email: 'recruiter.member@demo.test', first: 'Remy', last: 'Member', roleId: 5 },
  { email: 'concierge@demo.test', first: 'Connie', last: 'Concierge', roleId: 6 },
  { email: 'programs@demo.test', first: 'Priya', last: 'Programs', roleId: 7 },
  { email: 'manager2@demo.test', first: 'Lena', last: 'Ledger', roleId: 1 },
  { email: 'recruiter2@demo.test', first: 'Omar', last: 'Opendoors', roleId: 2 },
  { email: 'corporate@demo.test', first: 'Kim', last: 'Keystone', roleId: 1 },
  { email: 'seeker@demo.test', first: 'Sam', last: 'Seeker', isUser: true },
  { email: 'pending@demo.test', first: 'Pat', last: 'Pending', roleId: 1, approval: 'pending' },
];
const acmeUsers: SeedUser[] = [
  { email: 'admin@acme.test', first: 'Alex', last: 'Acme', roleId: null },
  { email: 'seeker@acme.test', first: 'Sky', last: 'Seeker', isUser: true },
];

const translations: Record<string, Record<'en' | 'fr' | 'esp', Record<string, string>>> = {
  demo: {
    en: {
      'tenant.name': 'Tessera Demo',
      'tenant.tagline': 'Find the work that fits you.',
      'tenant.support_email': 'support@demo.test',
      'tenant.support_phone': '+1 404 555 0100',
      'tenant.support_hours': 'Monday to Friday, 9 am to 5 pm New York time',
    },
    fr: {
      'tenant.name': 'Tessera Démo',
      'tenant.tagline': 'Trouvez le travail qui vous correspond.',
      'tenant.support_email': 'support@demo.test',
      'tenant.support_phone': '+1 404 555 0100',
      'tenant.support_hours': 'du lundi au vendredi, de 9 h à 17 h, heure de New York',
    },
    esp: {
      'tenant.name': 'Tessera Demo',
      'tenant.tagline': 'Encuentre el trabajo que le conviene.',
      'tenant.support_email': 'support@demo.test',
      'tenant.support_phone': '+1 404 555 0100',
      'tenant.support_hours': 'de lunes a viernes, de 9:00 a 17:00, hora de Nueva York',
    },
  },
  acme: {
    en: {
      'tenant.name': 'Acme Careers',
      'tenant.tagline': 'Build what comes next with Acme.',
      'tenant.support_email': 'careers@acme.test',
      'tenant.support_phone': '+1 713 555 0199',
      'tenant.support_hours': 'Monday to Friday, 8 am to 6 pm Central time',
    },
    fr: {
      'tenant.name': 'Carrières Acme',
      'tenant.tagline': 'Construisez la suite avec Acme.',
      'tenant.support_email': 'careers@acme.test',
      'tenant.support_phone': '+1 713 555 0199',
      'tenant.support_hours': 'du lundi au vendredi, de 8 h à 18 h, heure du Centre',
    },
    esp: {
      'tenant.name': 'Empleos Acme',
      'tenant.tagline': 'Construya lo que viene con Acme.',
      'tenant.support_email': 'careers@acme.test',
      'tenant.support_phone': '+1 713 555 0199',
      'tenant.support_hours': 'de lunes a viernes, de 8:00 a 18:00, hora del Centro',
    },
  },
};

async function ensureTenant(db: Db, slug: string, name: string, theme: Record<string, string>, hosts: string[]): Promise<number> {
  await db.insert(tenants).values({ slug, name, theme }).onConflictDoNothing({ target: tenants.slug });
  const [row] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(sql`${tenants.slug} = ${slug}`);
  if (!row) throw new Error(`tenant ${slug} missing after seeding`);
  for (const host of hosts) await db.insert(tenantDomains).values({ host, tenantId: row.id }).onConflictDoNothing();
  const dict = translations[slug];
  if (dict) {
    for (const [language, entries] of Object.entries(dict) as ['en' | 'fr' | 'esp', Record<string, string>][]) {
      for (const [key, value] of Object.entries(entries)) {
        await db.insert(tenantTranslations).values({ tenantId: row.id, language, key, value }).onConflictDoNothing();
      }
    }
  }
  return row.id;
}

async function ensureUsers(db: Db, tenantId: number, list: SeedUser[]): Promise<void> {
  const passwordHash = await demoPasswordHash();
  for (const u of list) {
    await db
      .insert(users)
      .values({
        tenantId,
        email: u.email,
        passwordHash,
        firstName: u.first,
        lastName: u.last,
        isUser: u.isUser ?? false,
        roleId: u.isUser ? null : (u.roleId ?? null),
        approvalStatus: u.approval ?? 'approved',
        emailVerified: true,
        isConsent: true,
      })
      .onConflictDoNothing();
  }
}

/** Demo tenants and users; idempotent. admin@demo.test is inserted first so it gets user id 1. */
export async function seedDemo(db: Db, files?: FileStore): Promise<void> {
  const demo = await ensureTenant(db, 'demo', 'Tessera Demo', { title: 'Tessera Demo' }, ['localhost', 'demo.localhost']);
  const acme = await ensureTenant(
    db,
    'acme',
    'Acme Careers',
    {
      brand_color: '#7A3CF0',
      sidebar_background: '#1F3A2E',
      sidebar_hover: '#2F5A46',
      title: 'Acme Careers',
      logo: monogramLogo('A', '#7A3CF0'),
      favicon: monogramLogo('A', '#7A3CF0'),
    },
    ['acme.localhost'],
  );
  await seedOrganisations(db, demo, DEMO_ORGANISATIONS);
  await ensureUsers(db, demo, demoUsers);
  await placeOrganisationStaff(db, demo, DEMO_ORGANISATIONS);
  await ensureUsers(db, acme, acmeUsers);
  await seedJobs(db);
  await seedSeekers(db, { tenantId: demo, tenantSlug: 'demo', passwordHash: await demoPasswordHash(), files });
  await linkPartnerSeekers(db, demo, DEMO_ORGANISATIONS);
  // After the jobs and job seekers seeds: applications to those jobs by those job seekers.
  await seedApplications(db);
  // Issue 12: offers in every state on those applications.
  await seedOffers(db, demo);
  // Interviews of those applications (issue 12), in every state around now.
  await seedInterviews(db);
  await seedFeedback(db);
  await seedLegalAcceptances(db);
  // Last: it reads the applications the other seeds wrote.
  await seedNotifications(db);
}
