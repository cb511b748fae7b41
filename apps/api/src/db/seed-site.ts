import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * The demo job seekers accepted the default terms and privacy policy (version 0) when they signed up,
 * as a job seeker who signs up today does; a version published later asks them again. Idempotent.
 */
export async function seedLegalAcceptances(db: Db): Promise<void> {
  await db.execute(sql`
    insert into legal_acceptances (tenant_id, user_id, page, version)
    select u.tenant_id, u.id, p.page, 0
    from users u cross join (values ('terms-of-service'), ('privacy-policy')) as p(page)
    where u.is_user
    on conflict do nothing`);
}
