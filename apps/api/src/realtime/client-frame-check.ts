// What the chat and notification sockets share in checking their client frames against the contract (a
// oneOf of frames told apart by `type`: ChatClientFrame, NotificationClientFrame): one validator per
// type, and the plain reasons a frame is refused.
import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import { deref, loadDocument } from '../contract.ts';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, { const?: string }> };

/** The validators of the contract's `schemaName` (a oneOf), by the `type` const of each branch. */
export function frameBranches(ajv: Ajv2020, schemaName: string): Map<string, ValidateFunction> {
  const doc = loadDocument();
  const schema = deref(doc, (doc.components.schemas as Record<string, unknown>)[schemaName]) as { oneOf: JsonSchema[] };
  const branches = new Map<string, ValidateFunction>();
  for (const branch of schema.oneOf) {
    const type = branch.properties?.type?.const;
    if (type) branches.set(type, ajv.compile(branch));
  }
  return branches;
}

export const NOT_AN_OBJECT = 'A frame must be a JSON object.';

/** The text frame as a JSON object, or null when it is not one. */
export function jsonObject(raw: string): Record<string, unknown> | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  return value as Record<string, unknown>;
}

export function unknownType(branches: Map<string, ValidateFunction>): string {
  return `Unknown frame type. Allowed: ${[...branches.keys()].join(', ')}.`;
}

/** Why the frame failed `validate` (just called on it), from its first error. */
export function schemaProblem(validate: ValidateFunction): string {
  const error = validate.errors?.[0];
  if (error?.keyword === 'additionalProperties')
    return `Unknown field: ${String((error.params as { additionalProperty: string }).additionalProperty)}.`;
  if (error?.keyword === 'required') return `Missing field: ${String((error.params as { missingProperty: string }).missingProperty)}.`;
  const field = error?.instancePath.replace(/^\//, '') || 'frame';
  return `Invalid ${field}: ${error?.message ?? 'not allowed'}.`;
}
