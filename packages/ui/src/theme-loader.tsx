import { unwrap } from '@tessera/api-client/create-api-client';
import { getSessionStore } from '@tessera/session/session-store';
import type { Theme } from '@tessera/theme/default-theme';
import { useTenantTheme } from '@tessera/theme/use-tenant-theme';
import { getApi } from './api.tsx';

/** The tenant's time zone for chat times (DECISIONS 10), kept beside the theme's colours. */
let timeZone: string | null = null;

async function fetchTheme(): Promise<Partial<Theme> | null> {
  const { data } = unwrap(await getApi().GET('/api/v1/tenant/theme'));
  const { time_zone, ...theme } = data;
  timeZone = typeof time_zone === 'string' ? time_zone : null;
  return theme;
}

/** Fetches the tenant theme at start and applies it; a failure keeps the stored theme or the defaults. */
export function ThemeLoader() {
  useTenantTheme({
    fetchTheme,
    initial: getSessionStore().getState().tenantTheme as Partial<Theme> | null,
    onLoaded: (theme) =>
      getSessionStore()
        .getState()
        .setTenantTheme({ ...theme, ...(timeZone ? { time_zone: timeZone } : {}) }),
  });
  return null;
}
