// The audit log's one writer: an entry commits with the change it records, or not at all, and never
// points at another tenant's organisation.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organisations, tenants } from '../db/schema.ts';
import { startApp, type TestApp } from '../test/helpers.ts';
import { recordAudit } from './audit.ts';

let t: TestApp;
let demoId: number;
let acmeId: number;
beforeAll(async () => {
  t = await startApp();
  const rows = await t.app.database.db.select().from(tenants);
  demoId = rows.find((r) => r.slug === 'demo')?.id ?? 0;
  acmeId = rows.find((r) => r.slug === 'acme')?.id ?? 0;
});
afterAll(async () => t?.close());

async function organisationOf(tenantId: number): Promise<number> {
  const [row] = await t.app.database.db.select().from(organisations).where(eq(organisations.tenantId, tenantId)).limit(1);
  if (!row) throw new Error('no organisation');
  return row.id;
}

describe('recordAudit', () => {
  it('stores who did what to which organisation, when and from where, with the change', async () => {
    const db = t.app.database.db;
    const organisationId = await organisationOf(demoId);
    const stored = await db.transaction(async (tx) => {
      await tx.update(organisations).set({ status: 'suspended' }).where(eq(organisations.id, organisationId));
      return recordAudit(tx, {
        tenantId: demoId,
        actorUserId: null,
        action: 'organisation.suspend',
        targetType: 'organisation',
        targetId: organisationId,
        organisationId,
        details: { from: 'approved', to: 'suspended', reason: 'Unpaid' },
        ipAddress: '203.0.113.9',
      });
    });
    const [row] = await db.select().from(auditLog).where(eq(auditLog.id, stored.id));
    expect(row).toMatchObject({
      tenantId: demoId,
      action: 'organisation.suspend',
      targetType: 'organisation',
      targetId: organisationId,
      organisationId,
      details: { from: 'approved', to: 'suspended', reason: 'Unpaid' },
      ipAddress: '203.0.113.9',
    });
    expect(row?.at).toBeInstanceOf(Date);
    await db.update(organisations).set({ status: 'approved' }).where(eq(organisations.id, organisationId));
  });

  it('leaves no entry when the change is rolled back', async () => {
    const db = t.app.database.db;
    const organisationId = await organisationOf(demoId);
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, {
          tenantId: demoId,
          actorUserId: null,
          action: 'organisation.reject',
          targetType: 'organisation',
          targetId: organisationId,
          organisationId,
          ipAddress: '203.0.113.10',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, demoId), eq(auditLog.action, 'organisation.reject')));
    expect(rows).toEqual([]);
  });

  it("refuses an entry pointing at another tenant's organisation", async () => {
    const db = t.app.database.db;
    const foreign = await organisationOf(acmeId);
    await expect(
      recordAudit(db, {
        tenantId: demoId,
        actorUserId: null,
        action: 'organisation.approve',
        targetType: 'organisation',
        targetId: foreign,
        organisationId: foreign,
        ipAddress: '203.0.113.11',
      }),
    ).rejects.toThrow();
  });
});
