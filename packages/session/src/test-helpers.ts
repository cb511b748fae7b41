/** A JWT with the given payload and a dummy signature (the client never verifies). */
export function fakeJwt(payload: Record<string, unknown>): string {
  const enc = (o: unknown): string => btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(payload)}.c2ln`;
}
