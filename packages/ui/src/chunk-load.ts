/** SPEC §8, §9: a page's script chunk that has not loaded after 120 s has failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A page's script chunk failed to load or did not load in time (SPEC §8). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly timedOut: boolean;
  constructor(timedOut: boolean, cause?: unknown) {
    super(timedOut ? `The page's script did not load within ${CHUNK_LOAD_TIMEOUT_MS / 1000} s.` : "The page's script did not load.", {
      cause,
    });
    this.timedOut = timedOut;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/**
 * The import of a chunk, failing with a ChunkLoadError when the import fails or has not settled within
 * `timeoutMs` (120 s by default).
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(true)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(false, error));
      },
    );
  });
}
