import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy, readEnv, repoRoot } from './env.ts';
import { passwordProblems } from './services/passwords.ts';
import { hostName } from './services/tenants.ts';

describe('readEnv', () => {
  it('has the documented defaults', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: join(repoRoot, '.data'),
      jwtSecret: undefined,
      seedDemo: false,
      logLevel: 'info',
    });
  });

  it('reads the variables and refuses bad values', () => {
    const env = readEnv({
      PORT: '4000',
      DATABASE_URL: 'postgres://x@h/db',
      TESSERA_DATA_DIR: '/tmp/d',
      TESSERA_SEED_DEMO: '1',
      OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
    });
    expect(env).toMatchObject({
      port: 4000,
      databaseUrl: 'postgres://x@h/db',
      dataDir: '/tmp/d',
      seedDemo: true,
      oidcGoogleIssuer: 'https://accounts.google.com',
    });
    expect(() => readEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => readEnv({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => readEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('keeps only the TESSERA_SECRET_* variables as secrets a provider setting may name', () => {
    const env = readEnv({
      TESSERA_SECRET_NORTHSTAR_SSO: 'value-1',
      TESSERA_SECRET_EMPTY: '',
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://x@h/db',
      tessera_secret_lower: 'no',
    });
    expect(env.secrets).toEqual({ TESSERA_SECRET_NORTHSTAR_SSO: 'value-1' });
  });
});

describe('JOBS_WORKERS', () => {
  it('runs the job workers in the API process unless turned off', () => {
    expect(readEnv({}).jobsWorkers).toBe(true);
    expect(readEnv({ JOBS_WORKERS: 'true' }).jobsWorkers).toBe(true);
    expect(readEnv({ JOBS_WORKERS: 'false', DATABASE_URL: 'postgres://db/tessera' }).jobsWorkers).toBe(false);
    expect(readEnv({ JOBS_WORKERS: '0', DATABASE_URL: 'postgres://db/tessera' }).jobsWorkers).toBe(false);
  });

  it('refuses other values, and turning them off on the embedded database (no other process can take its jobs)', () => {
    expect(() => readEnv({ JOBS_WORKERS: 'maybe' })).toThrow('JOBS_WORKERS must be true or false, got "maybe"');
    expect(() => readEnv({ JOBS_WORKERS: 'false' })).toThrow(/JOBS_WORKERS=false needs DATABASE_URL/);
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    expect(readEnv({}).trustProxy).toBe(false);
    for (const off of ['', ' ', 'false', 'FALSE', '0']) expect(parseTrustProxy(off)).toBe(false);
  });

  it('takes true, a hop count or a list of addresses and CIDR ranges', () => {
    expect(readEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.5')).toEqual(['10.0.0.5']);
    expect(parseTrustProxy(' 10.0.0.0/8, 127.0.0.1 ,::1,fd00::/8,loopback ')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses anything else with a clear message', () => {
    for (const bad of ['yes', '10.0.0.300', '10.0.0.0/33', '::1/129', '10.0.0.1,', 'proxy.internal', '1.5', '-1', '10.0.0.0/8/1', '999']) {
      expect(() => readEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('hostName', () => {
  it('strips the port and normalises case', () => {
    expect(hostName('Demo.Localhost:3000')).toBe('demo.localhost');
    expect(hostName('acme.localhost')).toBe('acme.localhost');
    expect(hostName('[::1]:3000')).toBe('[::1]');
    expect(hostName(undefined)).toBeNull();
    expect(hostName('bad host')).toBeNull();
  });
});

describe('passwordProblems', () => {
  it('applies the weak password rule of the plan', () => {
    expect(passwordProblems('Correct-Horse-42', 'a@b.test')).toEqual([]);
    expect(passwordProblems('short1A', 'a@b.test').length).toBeGreaterThan(0);
    expect(passwordProblems('abcdefghijkl', 'a@b.test')).toContain('This password is entirely letters.');
    expect(passwordProblems('123456789012', 'a@b.test')).toContain('This password is entirely numeric.');
    expect(passwordProblems('jean.dupont1', 'jean.dupont1@b.test')).toContain('The password is too similar to the email address.');
    expect(passwordProblems('Password123', 'a@b.test')).toContain('This password is too common.');
  });
});
