import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export interface TenantAuthConfig {
  google?: { issuer: string; client_id?: string };
}

export const tenants = pgTable('tenants', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  theme: jsonb('theme').$type<Record<string, string>>().notNull().default({}),
  authConfig: jsonb('auth_config').$type<TenantAuthConfig>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tenantDomains = pgTable('tenant_domains', {
  host: text('host').primaryKey(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
}, (t) => [index('tenant_domains_tenant_idx').on(t.tenantId)]);

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  passwordHash: text('password_hash'),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  isUser: boolean('is_user').notNull().default(false),
  roleId: integer('role_id'),
  isActive: boolean('is_active').notNull().default(true),
  approvalStatus: text('approval_status', { enum: ['approved', 'pending', 'rejected'] }).notNull().default('approved'),
  emailVerified: boolean('email_verified').notNull().default(false),
  isConsent: boolean('is_consent').notNull().default(false),
  userImage: text('user_image'),
  isCananda: boolean('is_cananda').notNull().default(false),
  billing: boolean('billing'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('users_tenant_email_uq').on(t.tenantId, sql`lower(${t.email})`),
  index('users_tenant_idx').on(t.tenantId),
]);

export const authSessions = pgTable('auth_sessions', {
  id: uuid('id').primaryKey(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [index('auth_sessions_user_idx').on(t.tenantId, t.userId)]);

export const refreshTokens = pgTable('refresh_tokens', {
  jtiHash: text('jti_hash').primaryKey(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  familyId: uuid('family_id').notNull().references(() => authSessions.id, { onDelete: 'cascade' }),
  spentAt: timestamp('spent_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('refresh_tokens_family_idx').on(t.familyId)]);

export const oneTimeTokens = pgTable('one_time_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('one_time_tokens_user_idx').on(t.tenantId, t.userId, t.purpose)]);

/** Counted events for throttling (failed sign-ins, email checks, mails); shared by all API instances. */
export const rateEvents = pgTable('rate_events', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  bucket: text('bucket').notNull(),
  key: text('key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('rate_events_lookup_idx').on(t.tenantId, t.bucket, t.key, t.createdAt)]);

export const tenantTranslations = pgTable('tenant_translations', {
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  language: text('language', { enum: ['en', 'fr', 'esp'] }).notNull(),
  key: text('key').notNull(),
  value: text('value').notNull(),
}, (t) => [uniqueIndex('tenant_translations_uq').on(t.tenantId, t.language, t.key)]);

export const instanceSecrets = pgTable('instance_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
