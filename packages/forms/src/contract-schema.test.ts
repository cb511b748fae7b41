// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import * as requests from '@tessera/contract/request-schemas';
import { contractShape, fromContract, numberText } from './contract-schema.ts';

const openapi = parse(readFileSync(fileURLToPath(new URL('../../contract/openapi.yaml', import.meta.url)), 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string; requestBody?: { content: Record<string, { schema: { $ref?: string } }> } }>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
};

/** Every operation of openapi.yaml with a request body, by operationId. */
function operationsWithBodies(): string[] {
  const ids: string[] = [];
  for (const item of Object.values(openapi.paths))
    for (const op of Object.values(item)) if (op.operationId && op.requestBody) ids.push(op.operationId);
  return ids.sort();
}

describe('the forms’ rules come from openapi.yaml', () => {
  it('has the request schema of every operation that takes a body (regenerated with the contract)', () => {
    expect(Object.keys(requests).sort()).toEqual(operationsWithBodies());
  });

  it('keeps the register rules as the contract states them: required, lengths, pattern, enum', () => {
    const register = openapi.components.schemas.RegisterRequest!;
    expect([...requests.register.required].sort()).toEqual([...(register.required ?? [])].sort());
    const shape = contractShape(requests.register);
    expect(shape.first_name.safeParse('').success).toBe(false); // minLength 1
    expect(shape.first_name.safeParse('x'.repeat(150)).success).toBe(true);
    expect(shape.first_name.safeParse('x'.repeat(151)).success).toBe(false); // maxLength 150
    expect(shape.first_name.safeParse('Ada<').success).toBe(false); // PersonText pattern
    expect(shape.user_type.safeParse('employer').success).toBe(true);
    expect(shape.user_type.safeParse('admin').success).toBe(false); // enum
    expect(shape.email.safeParse('x'.repeat(255)).success).toBe(false); // EmailText maxLength
  });

  it('builds whole objects: required fields, nested objects and lists, nullable numbers, ranges', () => {
    const job = fromContract(requests.createJob);
    const location = contractShape(requests.createJob.properties.location);
    expect(location.latitude.safeParse(null).success).toBe(true);
    expect(location.latitude.safeParse(91).success).toBe(false);
    expect(location.city.safeParse('Saint-Jean-sur-Richelieu').success).toBe(true);
    expect(location.city.safeParse('Houston;').success).toBe(false);
    expect(job.safeParse({}).success).toBe(false);
    const experience = contractShape(requests.updateMyProfile.properties.experience.items);
    expect(experience.start.safeParse('2024-13').success).toBe(false);
    expect(experience.end.safeParse(null).success).toBe(true);
    expect(contractShape(requests.updateMyProfile).skills.safeParse(Array.from({ length: 51 }, (_, i) => `s${i}`)).success).toBe(false);
  });

  it('reads numbers typed in a text field by the contract’s rule', () => {
    const years = numberText(contractShape(requests.updateMyProfile).years_experience);
    expect(years.parse('12')).toBe(12);
    expect(years.safeParse('61').success).toBe(false);
    expect(years.safeParse('').success).toBe(false); // not nullable: required
    expect(years.safeParse('ten').success).toBe(false);
    const latitude = numberText(contractShape(requests.createJob.properties.location).latitude);
    expect(latitude.parse('')).toBeNull();
    expect(latitude.parse('33,749')).toBe(33.749);
  });
});
