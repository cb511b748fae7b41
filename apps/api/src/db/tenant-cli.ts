// pnpm --filter @tessera/api tenant:add --slug acme --name "Acme" --host careers.acme.example [--host …]
//   [--theme theme.json] [--time-zone America/Chicago] [--google-issuer https://accounts.google.com --google-client-id …]
// Uses DATABASE_URL (or the embedded database in TESSERA_DATA_DIR), like the server.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { addTenant, TenantAdminError, type AddTenantInput } from '../services/tenant-admin.ts';
import { isMain, runAdminCommand } from './admin-cli.ts';

export const USAGE = `Usage: pnpm --filter @tessera/api tenant:add --slug <slug> --name <name> --host <host> [--host <host>…]
       [--theme <theme.json>] [--time-zone <IANA zone>] [--google-issuer <url> --google-client-id <id>]`;

/** The command line as AddTenantInput (throws TenantAdminError with a message for people). */
export function parseTenantArgs(argv: string[]): AddTenantInput {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        slug: { type: 'string' },
        name: { type: 'string' },
        host: { type: 'string', multiple: true },
        theme: { type: 'string' },
        'time-zone': { type: 'string' },
        'google-issuer': { type: 'string' },
        'google-client-id': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new TenantAdminError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (!values.slug) throw new TenantAdminError(`--slug is required.\n${USAGE}`);
  let theme: Record<string, unknown> | undefined;
  if (values.theme) {
    try {
      theme = JSON.parse(readFileSync(values.theme, 'utf8')) as Record<string, unknown>;
    } catch (error) {
      throw new TenantAdminError(`Cannot read the theme file ${values.theme}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const issuer = values['google-issuer'];
  const clientId = values['google-client-id'];
  if (Boolean(issuer) !== Boolean(clientId)) throw new TenantAdminError('Give --google-issuer and --google-client-id together.');
  return {
    slug: values.slug,
    name: values.name,
    hosts: values.host ?? [],
    theme,
    timeZone: values['time-zone'],
    google: issuer && clientId ? { issuer, client_id: clientId } : undefined,
  };
}

if (isMain(import.meta.url))
  process.exitCode = await runAdminCommand({
    parse: parseTenantArgs,
    refused: TenantAdminError,
    run: async (database, input) => {
      const result = await addTenant(database.db, input);
      const hosts = result.addedHosts.length > 0 ? result.addedHosts.join(', ') : 'no new host';
      return [
        `${result.created ? 'created' : 'updated'} tenant ${result.slug} (${database.kind}); added ${hosts}`,
        'Running API instances pick a new host up within 5 seconds; generate its edge configuration with scripts/edge-config.mjs.',
      ];
    },
  });
