import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { unwrap } from '@tessera/api-client/create-api-client';
import { setProductName } from '@tessera/i18n/product-name';
import { getSessionStore, useSession } from '@tessera/session/session-store';
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

/**
 * Fetches the tenant theme at start and applies it (its title is the name texts give the product); a
 * failure keeps the stored theme or the defaults.
 */
export function ThemeLoader() {
  const { i18n } = useTranslation();
  // Texts say the tenant's name where they name the product ({{product}}): acme's pages never say Tessera.
  const title = useSession((s) => (s.tenantTheme as { title?: unknown } | null)?.title);
  useEffect(() => setProductName(i18n, typeof title === 'string' ? title : null), [i18n, title]);
  useTenantTheme({
    fetchTheme,
    initial: getSessionStore().getState().tenantTheme,
    onLoaded: (theme) =>
      getSessionStore()
        .getState()
        .setTenantTheme({ ...theme, ...(timeZone ? { time_zone: timeZone } : {}) }),
  });
  return null;
}
