// Answers are written by the contract: each operation's declared JSON responses become the route's
// `schema.response`, and fast-json-stringify writes only the properties a schema declares, so a field the
// contract does not describe never leaves the server (serialization.test.ts). Statuses the contract does
// not describe keep JSON.stringify.
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import type { JsonSchema, Operation } from './contract.ts';

type Serialize = (data: unknown) => string;

/** One compiled serializer per distinct schema for the whole process: every app built in it shares them. */
const compiled = new Map<string, Serialize>();

export const serializerCompiler: FastifySerializerCompiler<JsonSchema> = ({ schema }) => {
  const key = JSON.stringify(schema);
  let serialize = compiled.get(key);
  if (!serialize) {
    serialize = fastJson(schema as unknown as Parameters<typeof fastJson>[0]);
    compiled.set(key, serialize);
  }
  return serialize;
};

/** The route's `schema.response`: each status the operation declares with a JSON body. */
export function responseSchemas(op: Operation): Record<string, JsonSchema> | undefined {
  const declared = Object.entries(op.responses).filter((entry): entry is [string, JsonSchema] => entry[1] !== undefined);
  return declared.length > 0 ? Object.fromEntries(declared) : undefined;
}
