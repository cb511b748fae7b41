/** Access-token claims the client reads (SPEC §3). */
export interface AccessClaims {
  user_id?: number;
  is_user?: boolean;
  full_name?: string;
  exp?: number;
  tenant?: string;
  role_id?: number | null;
  sid?: string;
  /** Set while the administrator (this user id) views as the user (DECISIONS 30). */
  impersonated_by?: number;
}

/** Seconds taken off the token's exp, so the client treats a session as over a little early (SPEC §9). */
export const EXPIRY_MARGIN_SECONDS = 600;

function base64UrlDecode(input: string): string {
  const b64 = input
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(input.length / 4) * 4, '=');
  const binary = atob(b64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads a JWT's payload without verifying it (the server verifies; the client only needs exp). */
export function decodeJwt(token: string | null | undefined): AccessClaims | null {
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(part));
    return typeof claims === 'object' && claims !== null ? claims : null;
  } catch {
    return null;
  }
}

/** expires_at = exp - 600 (unix seconds); null when the token has no readable exp. */
export function expiresAtFromToken(token: string | null | undefined): number | null {
  const exp = decodeJwt(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp - EXPIRY_MARGIN_SECONDS : null;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** A token that exists with an expiry in the future keeps the session valid (SPEC §4). */
export function isSessionValid(
  state: { userToken: string | null | undefined; expires_at: number | null | undefined },
  now: number = nowSeconds(),
): boolean {
  return Boolean(state.userToken) && typeof state.expires_at === 'number' && state.expires_at > now;
}
