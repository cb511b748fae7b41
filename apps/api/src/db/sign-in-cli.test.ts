import { describe, expect, it } from 'vitest';
import { SignInConfigError } from '../services/sign-in-config.ts';
import { parseSignInArgs } from './sign-in-cli.ts';

describe('sign-in:add arguments', () => {
  const base = ['--tenant', 'demo', '--issuer', 'https://login.example.com', '--client-id', 'web', '--secret-ref', 'TESSERA_SECRET_WEB'];

  it('reads a single sign-on provider with its domains and organisation', () => {
    expect(
      parseSignInArgs([...base, '--method', 'sso', '--domain', 'example.com', '--domain', 'example.org', '--organisation', 'Example']),
    ).toEqual({
      tenant: 'demo',
      method: 'sso',
      issuer: 'https://login.example.com',
      clientId: 'web',
      secretRef: 'TESSERA_SECRET_WEB',
      domains: ['example.com', 'example.org'],
      organisation: 'Example',
    });
  });

  it('reads LinkedIn and Indeed, which take no domain', () => {
    expect(parseSignInArgs([...base, '--method', 'linkedin']).method).toBe('linkedin');
    expect(() => parseSignInArgs([...base, '--method', 'indeed', '--domain', 'x.com'])).toThrow(SignInConfigError);
  });

  it('refuses missing values, unknown methods and unknown options, with the usage', () => {
    expect(() => parseSignInArgs(['--tenant', 'demo', '--method', 'sso'])).toThrow(/required/);
    expect(() => parseSignInArgs([...base, '--method', 'google'])).toThrow(/sso, linkedin or indeed/);
    expect(() => parseSignInArgs([...base, '--method', 'sso', '--client-secret', 'x'])).toThrow(/Usage/);
  });
});
