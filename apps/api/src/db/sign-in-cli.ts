// pnpm --filter @tessera/api sign-in:add --tenant demo --method sso --issuer https://login.example.com
//   --client-id … --secret-ref TESSERA_SECRET_EXAMPLE_SSO --domain example.com [--domain …] [--organisation "Example Ltd"]
// pnpm --filter @tessera/api sign-in:add --tenant demo --method linkedin|indeed --issuer … --client-id … --secret-ref …
// The client secret itself goes into the API's environment under the --secret-ref name, never into the database.
// Uses DATABASE_URL (or the embedded database in TESSERA_DATA_DIR), like the server.
import { parseArgs } from 'node:util';
import { SignInConfigError, addSsoProvider, setSocialProvider } from '../services/sign-in-config.ts';
import { isMain, runAdminCommand } from './admin-cli.ts';
import type { Db } from './client.ts';

export const USAGE = `Usage: pnpm --filter @tessera/api sign-in:add --tenant <slug> --method sso|linkedin|indeed
       --issuer <url> --client-id <id> --secret-ref TESSERA_SECRET_<NAME>
       [--domain <email domain>…] [--organisation <name or id>]   (sso: at least one --domain)`;

export interface SignInCommand {
  tenant: string;
  method: 'sso' | 'linkedin' | 'indeed';
  issuer: string;
  clientId: string;
  secretRef: string;
  domains: string[];
  organisation?: string | undefined;
}

export function parseSignInArgs(argv: string[]): SignInCommand {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        tenant: { type: 'string' },
        method: { type: 'string' },
        issuer: { type: 'string' },
        'client-id': { type: 'string' },
        'secret-ref': { type: 'string' },
        domain: { type: 'string', multiple: true },
        organisation: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new SignInConfigError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const { tenant, method, issuer } = values;
  const clientId = values['client-id'];
  const secretRef = values['secret-ref'];
  if (!tenant || !issuer || !clientId || !secretRef)
    throw new SignInConfigError(`--tenant, --issuer, --client-id and --secret-ref are required.\n${USAGE}`);
  if (method !== 'sso' && method !== 'linkedin' && method !== 'indeed')
    throw new SignInConfigError(`--method must be sso, linkedin or indeed.\n${USAGE}`);
  if (method !== 'sso' && (values.domain || values.organisation))
    throw new SignInConfigError('--domain and --organisation are for --method sso.');
  return { tenant, method, issuer, clientId, secretRef, domains: values.domain ?? [], organisation: values.organisation };
}

export async function applySignInCommand(db: Db, command: SignInCommand): Promise<string> {
  if (command.method === 'sso') {
    const id = await addSsoProvider(db, command.tenant, {
      organisation: command.organisation,
      issuer: command.issuer,
      clientId: command.clientId,
      clientSecretRef: command.secretRef,
      domains: command.domains,
    });
    return `added single sign-on provider ${id} to ${command.tenant} for ${command.domains.join(', ')}`;
  }
  await setSocialProvider(db, command.tenant, command.method, {
    issuer: command.issuer,
    client_id: command.clientId,
    client_secret_ref: command.secretRef,
  });
  return `set ${command.method} sign-in of ${command.tenant}`;
}

if (isMain(import.meta.url))
  process.exitCode = await runAdminCommand({
    parse: parseSignInArgs,
    refused: SignInConfigError,
    run: async (database, command) => [
      await applySignInCommand(database.db, command),
      `Register ${command.method === 'sso' ? '/loginsso' : command.method === 'linkedin' ? '/linkedInLogin' : '/loginIndeed'} on each tenant domain as a redirect URI of the client, and set ${command.secretRef} in the API's environment.`,
    ],
  });
