// The security headers of every answer, pages and static files alike; scripts/edge-config.mjs reads this
// file, so nginx sends the same.

/**
 * What the apps need and no more: their scripts, styles and fonts come from the origin (Vite writes no
 * inline script and no eval; theme colours are set through the CSSOM, which style-src does not govern);
 * images also from data: URLs (default logo and favicon) and https: (a tenant's logo may live elsewhere);
 * API calls and sockets to the origin only ('self' covers ws: and wss: of the same host, CSP Level 3);
 * no plugins, no <base>, forms post to the origin, and no page may frame it.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Powerful features are off for the page and anything it would embed, except the two it uses: the
 * position (the landing page's Canada check) and sound (the helpdesk's new-message chime).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Header name (lower case) → value, sent on every answer of the API and of its edge. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  // Links in mails carry tokens in the query string: never leak them to another origin.
  'referrer-policy': 'same-origin',
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'permissions-policy': PERMISSIONS_POLICY,
  'cross-origin-opener-policy': 'same-origin',
};
