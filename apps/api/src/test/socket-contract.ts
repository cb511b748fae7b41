// Server frames of the chat sockets checked against the contract: ChatSocketMessage on /ws/{room}/,
// HelpdeskSocketEvent on /ws/helpdesk/room/.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { deref, loadDocument } from '../contract.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export type SocketKind = 'room' | 'helpdesk';

let validators: Record<SocketKind, ValidateFunction> | undefined;
let ajv: Ajv2020 | undefined;

function compiled(): Record<SocketKind, ValidateFunction> {
  if (!validators) {
    const doc = loadDocument();
    const schemas = doc.components.schemas as Record<string, unknown>;
    ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    validators = {
      room: ajv.compile(deref(doc, schemas.ChatSocketMessage) as object),
      helpdesk: ajv.compile(deref(doc, schemas.HelpdeskSocketEvent) as object),
    };
  }
  return validators;
}

/** Why a server frame does not match the contract, or null when it does. */
export function frameProblem(kind: SocketKind, frame: unknown): string | null {
  const validate = compiled()[kind];
  if (validate(frame)) return null;
  return `${kind} frame ${JSON.stringify(frame)}: ${ajv?.errorsText(validate.errors) ?? 'invalid'}`;
}
