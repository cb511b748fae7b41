import { getSessionStore } from '@tessera/session/session-store';
import type { Theme } from '@tessera/theme/default-theme';
import { useTenantTheme } from '@tessera/theme/use-tenant-theme';

async function fetchTheme(): Promise<Partial<Theme> | null> {
  const res = await fetch('/api/v1/tenant/theme');
  if (!res.ok) throw new Error(`theme ${res.status}`);
  const body = (await res.json()) as { data?: Partial<Theme> };
  return body.data ?? null;
}

/** Fetches the tenant theme at start and applies it; a failure keeps the stored theme or the defaults. */
export function ThemeLoader() {
  useTenantTheme({
    fetchTheme,
    initial: getSessionStore().getState().tenantTheme as Partial<Theme> | null,
    onLoaded: (theme) => getSessionStore().getState().setTenantTheme({ ...theme }),
  });
  return null;
}
