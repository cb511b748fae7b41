// The session the apps persist (@tessera/session, localStorage `tessera-session`) for a signed-in user:
// one shape for the e2e fixtures (e2e/fixtures.ts) and the bundle measurement (scripts/measure-bundles.mjs).

/** Tokens, expiry (the access token's exp - 600, unix seconds) and the session user, as the store writes them. */
export function persistedSession(access, refresh, user) {
  const payload = JSON.parse(Buffer.from(access.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return { state: { userToken: access, refreshToken: refresh, expires_at: Number(payload.exp) - 600, user }, version: 1 };
}
