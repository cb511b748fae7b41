// Zod issues in the reader's language: one map for every form (namespace "forms"), with per-field
// overrides where a form has something more helpful to say.
import type { TFunction } from 'i18next';
import type { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

/** What a form may say instead of the generic message, by field path ("experience.*.title") and issue kind. */
export type FieldMessages = Record<string, string | Partial<Record<IssueKind, string>>>;

export type IssueKind = 'required' | 'tooLong' | 'tooShort' | 'tooSmall' | 'tooBig' | 'format' | 'choice' | 'notNumber' | 'tooMany';

/** The path of an issue with list positions as "*": experience.2.title -> experience.*.title. */
export function pathPattern(path: readonly PropertyKey[]): string {
  return path.map((p) => (typeof p === 'number' ? '*' : String(p))).join('.');
}

/** Which kind of problem an issue is (for the generic message and for a form's override). */
export function issueKind(issue: Issue): IssueKind {
  const params = (issue as { params?: { tessera?: string } }).params;
  if (params?.tessera === 'notNumber') return 'notNumber';
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === '' ? 'required' : 'format';
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'required' : 'tooShort';
      if (issue.origin === 'array' || issue.origin === 'set') return 'required';
      return 'tooSmall';
    case 'too_big':
      if (issue.origin === 'string') return 'tooLong';
      if (issue.origin === 'array' || issue.origin === 'set') return 'tooMany';
      return 'tooBig';
    case 'invalid_value':
      return 'choice';
    default:
      return 'format';
  }
}

/**
 * The error map handed to zod when a form checks its values: a custom issue keeps its message (forms
 * translate those themselves), others get the form's override or the generic message.
 */
export function formErrorMap(t: TFunction, messages: FieldMessages = {}) {
  return (issue: Issue): string => {
    const kind = issueKind(issue);
    const override = messages[pathPattern(issue.path ?? [])];
    if (typeof override === 'string') return override;
    if (override?.[kind]) return override[kind];
    if (issue.code === 'custom' && issue.message) return issue.message;
    const limit =
      (issue as { maximum?: number | bigint; minimum?: number | bigint }).maximum ?? (issue as { minimum?: number | bigint }).minimum;
    return t(`forms:errors.${kind}`, { count: Number(limit ?? 0), limit: String(limit ?? '') });
  };
}
