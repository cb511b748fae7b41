/**
 * SPEC §5 guest email: an address whose local part has only letters, digits, plus, dot, underscore and
 * hyphen, then a domain with a dot and a top-level part of at least two letters. The API
 * (apps/api/src/services/feedback.ts) checks the same pattern.
 */
export const GUEST_EMAIL_PATTERN = /^[A-Za-z0-9+._-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export function isValidGuestEmail(email: string): boolean {
  const value = email.trim();
  return value.length <= 254 && GUEST_EMAIL_PATTERN.test(value);
}
