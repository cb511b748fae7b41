/**
 * Access-token refresh (POST /api/v1/token/refresh), single-flight: concurrent calls share one refresh,
 * and an optional lock (the Web Locks API in browsers) makes other tabs wait for it too. A refresh token
 * is spent by use and reusing a spent one revokes the whole session on the server, so two refreshes with
 * the same refresh token must never race.
 */

export interface TokenPair {
  access: string;
  refresh: string;
}

export interface TokenRefreshOptions {
  /** The stored refresh token, or null. */
  getRefreshToken: () => string | null | undefined;
  /** When the client stops trusting the access token (unix seconds; the store's expires_at), or null. */
  getExpiresAt: () => number | null | undefined;
  /** Stores a new pair (persisted, so other tabs pick it up). */
  setTokens: (tokens: TokenPair) => void;
  /**
   * Runs `task` while holding a lock shared by every tab (and re-reads the stored tokens first, since
   * another tab may have refreshed them meanwhile). Without it the refresh is single-flight in this page only.
   */
  lock?: <T>(task: () => Promise<T>) => Promise<T>;
  /** Refresh this many seconds before expires_at (60 by default). */
  leewaySeconds?: number;
  /** Unix seconds (tests). */
  now?: () => number;
}

/** refreshed: a new pair is stored; refused: the server said no (session over); unavailable: try later. */
export type RefreshOutcome = 'refreshed' | 'refused' | 'unavailable';

export const REFRESH_PATH = '/api/v1/token/refresh';
export const DEFAULT_LEEWAY_SECONDS = 60;

export interface TokenRefresher {
  /** Is the current access token close enough to expires_at to refresh it before use? */
  isDue(): boolean;
  /**
   * Makes sure the access token is newer than `staleToken`: refreshes unless another call or tab
   * already did. Concurrent callers share one refresh.
   */
  refresh(staleToken: string): Promise<RefreshOutcome>;
}

export function createTokenRefresher(
  options: TokenRefreshOptions & { baseUrl: string; fetch: typeof globalThis.fetch; getAccessToken: () => string | null | undefined },
): TokenRefresher {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const leeway = options.leewaySeconds ?? DEFAULT_LEEWAY_SECONDS;
  let inflight: Promise<RefreshOutcome> | null = null;
  /** The refresh token the server refused: asking again with it only fails again. */
  let refused: string | null = null;

  const isDue = (): boolean => {
    const expiresAt = options.getExpiresAt();
    return typeof expiresAt === 'number' && expiresAt - now() <= leeway;
  };

  async function exchange(staleToken: string): Promise<RefreshOutcome> {
    // Another call or tab may have refreshed while this one waited for the lock.
    const current = options.getAccessToken();
    if (current && current !== staleToken && !isDue()) return 'refreshed';
    const refresh = options.getRefreshToken();
    if (!refresh || refresh === refused) return 'refused';
    let response: Response;
    try {
      response = await options.fetch(
        new Request(`${options.baseUrl}${REFRESH_PATH}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ refresh }),
        }),
      );
    } catch {
      return 'unavailable';
    }
    if (response.status === 400 || response.status === 401) {
      refused = refresh;
      return 'refused';
    }
    if (!response.ok) return 'unavailable';
    let pair: Partial<TokenPair>;
    try {
      pair = (await response.json()) as Partial<TokenPair>;
    } catch {
      return 'unavailable';
    }
    if (typeof pair.access !== 'string' || typeof pair.refresh !== 'string') return 'unavailable';
    options.setTokens({ access: pair.access, refresh: pair.refresh });
    return 'refreshed';
  }

  return {
    isDue,
    refresh(staleToken) {
      inflight ??= (options.lock ? options.lock(() => exchange(staleToken)) : exchange(staleToken)).finally(() => {
        inflight = null;
      });
      return inflight;
    },
  };
}
