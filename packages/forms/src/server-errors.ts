// The API's error bodies (SPEC §8 shapes: {field: [..]}, register's {data: {field: [..]}},
// {non_field_errors: [..]}, {detail}) as per-field and form-level messages, in the reader's language: the
// API writes English, so each message it can send is matched to a key of the "forms" namespace (with
// its numbers); an unknown message is shown as sent in English and replaced by a general one otherwise.
import type { TFunction } from 'i18next';

export interface ServerProblems {
  /** Field (as the server names it) -> messages. */
  fields: Record<string, string[]>;
  /** non_field_errors and detail. */
  general: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (isRecord(value)) return Object.values(value).flatMap(strings);
  return [];
}

/** Splits an error body into field and form-level messages. */
export function readServerProblems(body: unknown): ServerProblems {
  const out: ServerProblems = { fields: {}, general: [] };
  if (typeof body === 'string') {
    if (body.trim() !== '') out.general.push(body);
    return out;
  }
  if (!isRecord(body)) return out;
  out.general.push(...strings(body.non_field_errors), ...strings(body.detail));
  const sources = [body, isRecord(body.data) ? body.data : undefined];
  for (const source of sources) {
    if (!source) continue;
    for (const [key, value] of Object.entries(source)) {
      if (key === 'non_field_errors' || key === 'detail' || key === 'status' || key === 'message' || key === 'data') continue;
      const messages = strings(value);
      if (messages.length > 0) out.fields[key] = [...(out.fields[key] ?? []), ...messages];
    }
  }
  return out;
}

/** The API's messages (apps/api: validation.ts, services/accounts.ts, services/passwords.ts, errors.ts). */
const KNOWN: readonly [RegExp, string][] = [
  [/^This field is required\.$/, 'required'],
  [/^This field may not be blank\.$/, 'required'],
  [/^Unknown field\.$/, 'unknownField'],
  [/^Enter a valid email address\.$/, 'invalidEmail'],
  [/^Enter a valid value\.$/, 'invalidValue'],
  [/^Expected .*\.$/, 'invalidValue'],
  [/^Select a valid choice: .*\.$/, 'choice'],
  [/^Ensure this field has at least (\d+) characters\.$/, 'tooShort'],
  [/^Ensure this field has no more than (\d+) characters\.$/, 'tooLong'],
  [/^Ensure this value is greater than or equal to (-?[\d.]+)\.$/, 'tooSmall'],
  [/^Ensure this value is less than or equal to (-?[\d.]+)\.$/, 'tooBig'],
  [/^Ensure this list has no more than (\d+) items\.$/, 'tooMany'],
  [/^This field holds characters it cannot accept\.$/, 'format'],
  [/^A user with this email already exists\.$/, 'emailTaken'],
  [/^This password is too short\. It must contain at least (\d+) characters\.$/, 'passwordShort'],
  [/^This password is entirely letters\.$/, 'passwordLetters'],
  [/^This password is entirely numeric\.$/, 'passwordNumeric'],
  [/^The password is too similar to the email address\.$/, 'passwordSimilar'],
  [/^This password is too common\.$/, 'passwordCommon'],
  [/^No active account found with the given credentials$/, 'badCredentials'],
  [/^Your account is awaiting approval\. You can sign in once an administrator approves it\.$/, 'awaitingApproval'],
  [/^This account is disabled\. Please contact support\.$/, 'accountDisabled'],
  [/^An organisation with this name already exists\.$/, 'organisationTaken'],
  [/^Your organisation’s sign-up is awaiting approval\. You can sign in once the program approves it\.$/, 'organisationPending'],
  [/^Your organisation’s sign-up was not approved\. The email we sent you gives the reason and how to reach us\.$/, 'organisationRejected'],
  [/^Your organisation’s access is suspended\. Please contact the program’s concierge\.$/, 'organisationSuspended'],
  [/^This link is invalid\.$/, 'linkInvalid'],
  [/^This link has already been used\.$/, 'linkUsed'],
  [/^This link has expired\.$/, 'linkExpired'],
  [/^Too many .*\. Please wait (\d+) minutes? and try again\.$/, 'throttled'],
  // Sign-in providers (services/sign-in-flows.ts).
  [/^Sign-in with .+ is not set up on this site\.$/, 'signInNotSetUp'],
  [/^Single sign-on is not set up for this email domain here\. Sign in with your password instead\.$/, 'ssoUnknownDomain'],
  [/^Enter your work email address\.$/, 'ssoEmailMissing'],
  [/^This sign-in was not started here, or it has expired\. Please start again\.$/, 'signInFlowUnknown'],
  [/^This sign-in has already been completed\. Please start again\.$/, 'signInFlowUsed'],
  [
    /^The sign-in provider did not accept this sign-in \(it may have been used already or expired\)\. Please start again\.$/,
    'signInCodeRefused',
  ],
  [/^The sign-in provider could not be reached\. Please try again later\.$/, 'signInProviderDown'],
  [/^The sign-in provider’s answer could not be verified\.$/, 'signInNotVerified'],
  [/^The sign-in was not issued by the configured provider\.$/, 'signInNotVerified'],
  [/^The sign-in was issued to another application, not to this site\.$/, 'signInNotVerified'],
  [/^The sign-in does not belong to the one started here\. Please start again\.$/, 'signInNotStartedHere'],
  [/^The provider did not give a verified email address\.$/, 'signInNoVerifiedEmail'],
  [/^The identity provider signed in an email address outside the domains it is set up for\.$/, 'signInOutsideDomains'],
  [
    /^No account of this organisation uses this email address here\. Ask your organisation’s administrator for an invitation\.$/,
    'signInNotMember',
  ],
  [/^No account uses this email address here\. Sign up first, or ask your administrator for an invitation\.$/, 'signInNoAccount'],
  [/^Your organisation cannot sign in here at the moment\. Please contact support\.$/, 'signInOrganisationInactive'],
];

/** The key ("forms:server.<key>") and count of a message the API sends, or null for one it is not known to send. */
export function serverMessageKey(message: string): { key: string; count: number } | null {
  for (const [pattern, key] of KNOWN) {
    const m = pattern.exec(message.trim());
    if (m) return { key: `forms:server.${key}`, count: m[1] === undefined ? 0 : Number(m[1]) };
  }
  return null;
}

/**
 * A server message in the reader's language. English readers see an unknown message as it came; other
 * readers get the general "not accepted" sentence rather than English.
 */
export function translateServerMessage(message: string, t: TFunction, language: string): string {
  const known = serverMessageKey(message);
  if (known) return t(known.key, { count: known.count });
  return language.startsWith('en') ? message : t('forms:server.notAccepted');
}
