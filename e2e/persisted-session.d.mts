export interface PersistedSession {
  state: Record<string, unknown>;
  version: number;
}

export function persistedSession(access: string, refresh: string, user: Record<string, unknown>): PersistedSession;
