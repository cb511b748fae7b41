import { useEffect, useState } from 'react';
import { applyTheme } from './apply-theme';
import { mergeTheme, type Theme } from './default-theme';

export interface UseTenantThemeOptions {
  /** Loads the tenant theme (GET /api/v1/tenant/theme answers {data: Theme}; pass the data). */
  fetchTheme: () => Promise<Partial<Theme> | null | undefined>;
  /** A theme stored from an earlier visit, applied at once so the page never flashes the defaults. */
  initial?: Partial<Theme> | null;
  /** Called with the loaded theme so the app can keep it (session tenantTheme). */
  onLoaded?: (theme: Theme) => void;
  /** Called when loading fails (the defaults or the stored theme stay). */
  onError?: (error: unknown) => void;
  doc?: Document;
}

export interface TenantThemeState {
  loading: boolean;
  theme: Theme;
}

/**
 * Loads the tenant theme once at start and applies it (SPEC §1, §8 "Theme load failure: the loader
 * stops"). Until it arrives the stored theme (or the defaults) is applied.
 */
export function useTenantTheme({ fetchTheme, initial, onLoaded, onError, doc }: UseTenantThemeOptions): TenantThemeState {
  const [state, setState] = useState<TenantThemeState>(() => ({ loading: true, theme: mergeTheme(initial) }));

  useEffect(() => {
    let active = true;
    applyTheme(initial, doc);
    fetchTheme()
      .then((loaded) => {
        if (!active) return;
        const theme = applyTheme(loaded, doc);
        setState({ loading: false, theme });
        onLoaded?.(theme);
      })
      .catch((error: unknown) => {
        if (!active) return;
        setState((s) => ({ loading: false, theme: s.theme }));
        onError?.(error);
      });
    return () => {
      active = false;
    };
    // Loaded once per mount: the tenant does not change while a page is open.
  }, []);

  return state;
}
