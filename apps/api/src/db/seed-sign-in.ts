// The demo tenant's sign-in providers, for the end-to-end tests (TESSERA_DEMO_SIGN_IN_ISSUER): one local
// OpenID Connect provider serves Northstar Logistics' single sign-on (for @demo.test addresses) and
// LinkedIn. Indeed stays unconfigured, so its page says it is not set up. Idempotent.
import { and, eq } from 'drizzle-orm';
import { addSsoProvider, setSocialProvider } from '../services/sign-in-config.ts';
import type { Db } from './client.ts';
import { ssoDomains, tenants } from './schema.ts';

export const DEMO_SIGN_IN = {
  ssoClientId: 'tessera-e2e-sso',
  linkedinClientId: 'tessera-e2e-linkedin',
  /** The server secret holding both clients' secret (set it beside TESSERA_DEMO_SIGN_IN_ISSUER). */
  secretRef: 'TESSERA_SECRET_DEMO_SIGN_IN',
  organisation: 'Northstar Logistics',
  domain: 'demo.test',
} as const;

export async function seedDemoSignIn(db: Db, issuer: string): Promise<void> {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'demo'));
  if (!tenant) return;
  const [taken] = await db
    .select()
    .from(ssoDomains)
    .where(and(eq(ssoDomains.tenantId, tenant.id), eq(ssoDomains.domain, DEMO_SIGN_IN.domain)));
  if (!taken) {
    await addSsoProvider(db, 'demo', {
      organisation: DEMO_SIGN_IN.organisation,
      issuer,
      clientId: DEMO_SIGN_IN.ssoClientId,
      clientSecretRef: DEMO_SIGN_IN.secretRef,
      domains: [DEMO_SIGN_IN.domain],
    });
  }
  await setSocialProvider(db, 'demo', 'linkedin', {
    issuer,
    client_id: DEMO_SIGN_IN.linkedinClientId,
    client_secret_ref: DEMO_SIGN_IN.secretRef,
  });
}
