// The notification list of the signed-in user, kept current (SPEC §7, §9; DECISIONS 15): loaded at once,
// polled every 20,500 ms and on page or language change, paused while the tab is hidden, and pushed: when
// the page's notification socket says the user's notifications changed, the badge takes the pushed count
// at once and what is shown reloads. The poll goes on whatever the socket does (it is the fallback).
// "Show more" adds the next page; marking read reloads what is shown. New unread arrivals are counted for
// a live announcement.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '@tessera/api-client/create-api-client';
import type { NotificationLiveSource } from './notification-socket.ts';
import { POLL_INTERVAL_MS } from './notification-text.ts';
import {
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type Notification,
  type NotificationLanguage,
  type NotificationPage,
} from './notifications-api.ts';

export interface UseNotificationsOptions {
  api: ApiClient;
  language: NotificationLanguage;
  /** The current path: a change reloads the list. */
  pathname: string;
  /** Off when nobody is signed in. */
  enabled?: boolean;
  pollMs?: number;
  /** The page's notification socket (subscribeNotificationFeed), when there is one. */
  live?: NotificationLiveSource | undefined;
}

export interface Arrival {
  /** How many unread notifications arrived since the previous load. */
  count: number;
  /** Grows with every arrival, so the same count is announced again. */
  serial: number;
}

export interface NotificationsState {
  items: Notification[];
  unreadCount: number;
  totalPages: number;
  /** Pages shown (1 until "Show more"). */
  pagesLoaded: number;
  /** The first answer has come. */
  loaded: boolean;
  loadingMore: boolean;
  arrival: Arrival | null;
  /** Adds the next page; resolves with the notifications it added. */
  showMore(): Promise<Notification[]>;
  /** Back to the first page (when the panel closes). */
  resetPages: () => void;
  /** PUT /notification/{id}; then reloads. Rejects with a NotificationCallError. */
  markRead(id: number): Promise<void>;
  /** PUT /notifications/unread; then reloads. Rejects with a NotificationCallError. */
  markAllRead(): Promise<void>;
}

const newestFirst = (a: Notification, b: Notification): number => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id;

/** The union of both lists (incoming wins), newest first. */
export function mergeNotifications(existing: readonly Notification[], incoming: readonly Notification[]): Notification[] {
  const byId = new Map<number, Notification>();
  for (const n of existing) byId.set(n.id, n);
  for (const n of incoming) byId.set(n.id, n);
  return [...byId.values()].sort(newestFirst);
}

const PAGE_SIZE = 10;

export function useNotifications({
  api,
  language,
  pathname,
  enabled = true,
  pollMs = POLL_INTERVAL_MS,
  live,
}: UseNotificationsOptions): NotificationsState {
  const [items, setItems] = useState<Notification[]>([]);
  const [unreadCount, setUnreadCount] = useState(0);
  const [totalPages, setTotalPages] = useState(1);
  const [pagesLoaded, setPagesLoaded] = useState(1);
  const [loaded, setLoaded] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [arrival, setArrival] = useState<Arrival | null>(null);

  const pagesRef = useRef(1);
  const seqRef = useRef(0);
  const appliedRef = useRef(0);
  const seenRef = useRef<Set<number> | null>(null);
  const unreadRef = useRef(0);
  unreadRef.current = unreadCount;
  const languageRef = useRef(language);
  languageRef.current = language;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /**
   * Applies answers unless a newer load has already been applied. `fromStart`: pages[0] is page 1, so
   * unread notifications never seen before are arrivals; `replace`: they are everything shown.
   */
  const apply = useCallback((pages: NotificationPage[], seq: number, { fromStart, replace }: { fromStart: boolean; replace: boolean }) => {
    if (!mounted.current || seq < appliedRef.current || pages.length === 0) return;
    appliedRef.current = seq;
    const head = pages[0] as NotificationPage;
    const incoming = pages.flatMap((p) => p.data);
    const seen = seenRef.current;
    if (seen && fromStart) {
      const fresh = head.data.filter((n) => !n.is_read && !seen.has(n.id)).length;
      if (fresh > 0) setArrival((a) => ({ count: fresh, serial: (a?.serial ?? 0) + 1 }));
    }
    seenRef.current = new Set([...(seen ?? []), ...incoming.map((n) => n.id)]);
    setItems((current) => (replace ? [...incoming].sort(newestFirst) : mergeNotifications(current, incoming)));
    setUnreadCount(head.unread_count);
    setTotalPages(head.total_pages);
    setLoaded(true);
  }, []);

  /** Page 1 (a poll), or every page shown (after a change, or in another language). */
  const load = useCallback(
    async (scope: 'head' | 'all') => {
      const seq = ++seqRef.current;
      const count = scope === 'all' ? pagesRef.current : 1;
      const lang = languageRef.current;
      try {
        const pages = await Promise.all(Array.from({ length: count }, (_, i) => fetchNotifications(api, i + 1, lang)));
        apply(pages, seq, { fromStart: true, replace: scope === 'all' });
      } catch {
        // SPEC §8: list errors are silent; the next poll tries again.
      }
    },
    [api, apply],
  );

  // Polling: at once, every pollMs while the tab is visible, at once again when it comes back.
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      if (timer === undefined) timer = setInterval(() => void load('head'), pollMs);
    };
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') stop();
      else {
        void load('head');
        start();
      }
    };
    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, load, pollMs]);

  // Pushed: a change reloads what is shown, and the badge takes the pushed count at once (newer than any
  // answer still on its way). On (re)connection the socket says the count: a different one means changes
  // were missed meanwhile. Before the first answer the first load is on its way anyway.
  useEffect(() => {
    if (!enabled || !live) return;
    return live({
      onPush: (push) => {
        if (push.event_type === 'status' && (seenRef.current === null || push.unread_count === unreadRef.current)) return;
        seqRef.current += 1;
        appliedRef.current = seqRef.current;
        setUnreadCount(push.unread_count);
        void load('all');
      },
    });
  }, [enabled, live, load]);

  // On page change: the newest page. On language change (and at start): everything shown, re-worded.
  const firstPath = useRef(true);
  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    if (enabled) void load('head');
  }, [enabled, load, pathname]);
  useEffect(() => {
    if (enabled) void load('all');
  }, [enabled, load, language]);

  // Signed out: forget everything.
  useEffect(() => {
    if (enabled) return;
    setItems([]);
    setUnreadCount(0);
    setTotalPages(1);
    setLoaded(false);
    pagesRef.current = 1;
    setPagesLoaded(1);
    seenRef.current = null;
  }, [enabled]);

  const showMore = useCallback(async (): Promise<Notification[]> => {
    const next = pagesRef.current + 1;
    const seq = ++seqRef.current;
    setLoadingMore(true);
    try {
      const page = await fetchNotifications(api, next, languageRef.current);
      if (!mounted.current) return [];
      const known = new Set(items.map((n) => n.id));
      pagesRef.current = next;
      setPagesLoaded(next);
      apply([page], seq, { fromStart: false, replace: false });
      // A newer load may have been applied meanwhile; the page's items are still merged in.
      setItems((current) => mergeNotifications(current, page.data));
      return page.data.filter((n) => !known.has(n.id));
    } catch {
      return [];
    } finally {
      if (mounted.current) setLoadingMore(false);
    }
  }, [api, apply, items]);

  const resetPages = useCallback(() => {
    pagesRef.current = 1;
    setPagesLoaded(1);
    setItems((current) => current.slice(0, PAGE_SIZE));
  }, []);

  const markRead = useCallback(
    async (id: number) => {
      const unread = await markNotificationRead(api, id);
      if (!mounted.current) return;
      // Shown at once; the reload that follows confirms it.
      setItems((current) => current.map((n) => (n.id === id ? { ...n, is_read: true } : n)));
      setUnreadCount(unread);
      seqRef.current += 1;
      appliedRef.current = seqRef.current;
      await load('all');
    },
    [api, load],
  );

  const markAllRead = useCallback(async () => {
    await markAllNotificationsRead(api);
    if (!mounted.current) return;
    setItems((current) => current.map((n) => ({ ...n, is_read: true })));
    setUnreadCount(0);
    seqRef.current += 1;
    appliedRef.current = seqRef.current;
    await load('all');
  }, [api, load]);

  return { items, unreadCount, totalPages, pagesLoaded, loaded, loadingMore, arrival, showMore, resetPages, markRead, markAllRead };
}
