import { hash, verify } from '@node-rs/argon2';

// argon2id (the library default algorithm) with OWASP-recommended cost.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** A hash to verify against when the account does not exist, so timing does not reveal it. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('tessera-no-such-account');
  return dummyHash;
}

const common = new Set([
  'password',
  'password1',
  'password12',
  'password123',
  'password1234',
  '1234567890',
  '12345678910',
  'qwertyuiop',
  'qwerty1234',
  'qwerty12345',
  'iloveyou123',
  'letmein123',
  'welcome123',
  'admin12345',
  'abc1234567',
  'football123',
  'baseball123',
  'sunshine123',
  'princess123',
  'passw0rd123',
  'changeme123',
  'trustno1234',
  'dragon12345',
  'monkey12345',
  'master12345',
  '1q2w3e4r5t',
  'zaq12wsxcde',
]);

/** Weak password rule shared with the client (the register and password-reset answers: 400 {password: [...]}): returns messages, empty when acceptable. */
export function passwordProblems(password: string, email: string): string[] {
  const problems: string[] = [];
  if (password.length < 10) problems.push('This password is too short. It must contain at least 10 characters.');
  if (/^[\p{L}]+$/u.test(password)) problems.push('This password is entirely letters.');
  if (/^\d+$/.test(password)) problems.push('This password is entirely numeric.');
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (local !== '' && password.toLowerCase() === local) problems.push('The password is too similar to the email address.');
  if (common.has(password.toLowerCase())) problems.push('This password is too common.');
  return problems;
}
