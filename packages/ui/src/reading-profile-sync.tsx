import { useEffect, useRef, useSyncExternalStore } from 'react';
import { getSessionStore, useSession } from '@tessera/session/session-store';
import { getApi } from './api.tsx';
import { DEFAULT_READING_PROFILE, type ReadingProfile } from '@tessera/contract/reading-profile';
import {
  applyReadingProfile,
  getReadingProfile,
  sameReadingProfile,
  setReadingProfile,
  toReadingProfile,
  useReadingProfile,
} from './reading-preferences.tsx';

/** PUT /api/v1/user/reading-profile; the session user's copy follows, so the next page load agrees. */
async function saveToAccount(profile: ReadingProfile): Promise<ReadingProfile> {
  const { data, error, response } = await getApi().PUT('/api/v1/user/reading-profile', { body: profile });
  if (!response.ok || !data) throw new Error(JSON.stringify(error ?? response.status));
  const store = getSessionStore();
  const user = store.getState().user;
  if (user) store.getState().setUser({ ...user, reading_profile: data });
  return data;
}

/**
 * Changes the profile: on this device at once (the page follows), and on the account when signed in.
 * Resolves to where it was kept.
 */
export async function saveReadingProfile(profile: ReadingProfile): Promise<'account' | 'device'> {
  setReadingProfile(profile);
  if (!getSessionStore().getState().user) return 'device';
  await saveToAccount(profile);
  return 'account';
}

/**
 * Keeps the page in step with the reading profile: applies this device's profile (and any change made
 * in another tab), and, when a person signs in, takes their account's profile — or, when the account
 * still has the defaults, gives it what they chose on this device before signing in.
 */
export function ReadingProfileSync() {
  const profile = useReadingProfile();
  const userId = useSession((s) => s.user?.user_id ?? null);
  const account = useSession((s) => s.user?.reading_profile);
  const synced = useRef<number | null>(null);
  useEffect(() => applyReadingProfile(profile), [profile]);
  useEffect(() => {
    if (userId === null) {
      synced.current = null;
      return;
    }
    if (synced.current === userId || !account) return;
    synced.current = userId;
    const stored = toReadingProfile(account);
    const here = getReadingProfile();
    if (sameReadingProfile(stored, here)) return;
    if (sameReadingProfile(stored, DEFAULT_READING_PROFILE)) void saveToAccount(here).catch(() => undefined);
    else setReadingProfile(stored);
  }, [userId, account]);
  return null;
}

// How many reading settings forms are on the page: the footer offers its own only when none is.
let forms = 0;
const formListeners = new Set<() => void>();
const notifyForms = () => formListeners.forEach((l) => l());

/** Registers a mounted form (returns its clean-up). */
export function countReadingForm(): () => void {
  forms += 1;
  notifyForms();
  return () => {
    forms -= 1;
    notifyForms();
  };
}

export function useReadingFormOnPage(): boolean {
  return useSyncExternalStore(
    (l) => {
      formListeners.add(l);
      return () => formListeners.delete(l);
    },
    () => forms > 0,
    () => false,
  );
}
