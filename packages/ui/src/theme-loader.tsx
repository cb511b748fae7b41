import { getSessionStore } from '@tessera/session/session-store';
import type { Theme } from '@tessera/theme/default-theme';
import { useTenantTheme } from '@tessera/theme/use-tenant-theme';

/** The tenant's time zone for chat times (DECISIONS 10), kept beside the theme's colours. */
let timeZone: string | null = null;

async function fetchTheme(): Promise<Partial<Theme> | null> {
  const res = await fetch('/api/v1/tenant/theme');
  if (!res.ok) throw new Error(`theme ${res.status}`);
  const body = (await res.json()) as { data?: Partial<Theme> & { time_zone?: unknown } };
  timeZone = typeof body.data?.time_zone === 'string' ? body.data.time_zone : null;
  return body.data ?? null;
}

/** Fetches the tenant theme at start and applies it; a failure keeps the stored theme or the defaults. */
export function ThemeLoader() {
  useTenantTheme({
    fetchTheme,
    initial: getSessionStore().getState().tenantTheme as Partial<Theme> | null,
    onLoaded: (theme) => getSessionStore().getState().setTenantTheme({ ...theme, ...(timeZone ? { time_zone: timeZone } : {}) }),
  });
  return null;
}
