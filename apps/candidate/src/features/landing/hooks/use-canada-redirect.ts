import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getSessionStore } from '@tessera/session/session-store';

/** SPEC §9: timeout 5 s, high accuracy, no cached position. */
export const GEOLOCATION_OPTIONS: PositionOptions = { timeout: 5000, enableHighAccuracy: true, maximumAge: 0 };

/** Country of a position, offline (DECISIONS 16); the boundary data loads only when needed. */
export async function countryOf(longitude: number, latitude: number): Promise<string | null> {
  const coder = await import('@rapideditor/country-coder');
  return coder.iso1A2Code([longitude, latitude]);
}

/**
 * On "/" with no country override: ask the browser position; Canada -> /ca and canadaPath set, otherwise
 * canadaPath cleared (SPEC §2 Redirects). An override of "CA" goes to /ca without asking.
 */
export function useCanadaRedirect() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (pathname !== '/') return;
    const store = getSessionStore();
    const override = store.getState().changeCountry;
    if (override) {
      const canada = override === 'CA';
      store.getState().update({ canadaPath: canada });
      if (canada) void navigate('/ca', { replace: true });
      return;
    }
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      store.getState().update({ canadaPath: false });
      return;
    }
    let active = true;
    navigator.geolocation.getCurrentPosition(
      (position) => {
        void countryOf(position.coords.longitude, position.coords.latitude)
          .then((country) => {
            if (!active || store.getState().changeCountry) return;
            if (country === 'CA') {
              store.getState().update({ canadaPath: true });
              void navigate('/ca', { replace: true });
            } else {
              store.getState().update({ canadaPath: false });
            }
          })
          .catch(() => store.getState().update({ canadaPath: false }));
      },
      () => {
        if (active) store.getState().update({ canadaPath: false });
      },
      GEOLOCATION_OPTIONS,
    );
    return () => {
      active = false;
    };
  }, [pathname, navigate]);
}

/** The user's country choice (changeCountry): "CA" or "INT". */
export function setCountryOverride(country: 'CA' | 'INT') {
  getSessionStore()
    .getState()
    .update({ changeCountry: country, canadaPath: country === 'CA' });
}
