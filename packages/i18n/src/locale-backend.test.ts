import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeBackend, LocaleLoadError } from './locale-backend';

afterEach(() => vi.unstubAllGlobals());

/** Reads one namespace through the backend; resolves with what the callback got. */
function read(backend: ReturnType<typeof localeBackend>, language: string, namespace: string) {
  return new Promise<{ error: unknown; data: unknown }>((resolve) => {
    backend.read(language, namespace, (error, data) => resolve({ error, data }));
  });
}

describe('localeBackend', () => {
  it('fetches /locales/{lng}/{ns}.json and hands i18next the object', async () => {
    const fetchMock = vi.fn((url: string) => Promise.resolve(new Response(JSON.stringify({ url }), { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    const { error, data } = await read(localeBackend(), 'esp', 'auth');
    expect(error).toBeNull();
    expect(data).toEqual({ url: '/locales/esp/auth.json' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a 404 is final; a 5xx, a 429 or no answer is tried again (i18next retries)', async () => {
    const answers: (() => Promise<Response>)[] = [
      () => Promise.resolve(new Response('', { status: 404 })),
      () => Promise.resolve(new Response('', { status: 503 })),
      () => Promise.resolve(new Response('', { status: 429 })),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => (answers.shift() as () => Promise<Response>)()),
    );
    const results: unknown[] = [];
    const backend = localeBackend();
    for (let i = 0; i < 4; i += 1) {
      await new Promise<void>((resolve) =>
        backend.read('en', 'common', (error, retry) => {
          results.push([typeof error === 'string' && error.includes('/locales/en/common.json'), retry]);
          resolve();
        }),
      );
    }
    expect(results).toEqual([
      [true, false],
      [true, true],
      [true, true],
      [true, true],
    ]);
  });

  it('takes another path and loader (tests), and refuses a file that is not an object', async () => {
    const load = vi.fn((url: string) =>
      url.endsWith('/fr/x.json') ? Promise.resolve('text') : Promise.reject(new LocaleLoadError(url, false)),
    );
    const backend = localeBackend({ loadPath: '/l/{{lng}}/{{ns}}.json', load });
    expect((await read(backend, 'fr', 'x')).error).toBe('/l/fr/x.json: not a JSON object');
    expect(load).toHaveBeenCalledWith('/l/fr/x.json');
  });
});
