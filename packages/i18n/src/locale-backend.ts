import type { BackendModule, ReadCallback } from 'i18next';
import { LOCALES_LOAD_PATH } from './languages';

/** What reading one locale file answers: its JSON, or a failure and whether trying again may help. */
export type LocaleLoader = (url: string) => Promise<unknown>;

export interface LocaleBackendOptions {
  /** Where a file is, with {{lng}} and {{ns}} (default /locales/{{lng}}/{{ns}}.json). */
  loadPath?: string;
  /** Reads one file (tests pass their own); default `fetch`, JSON. */
  load?: LocaleLoader;
}

/** A failed read: a 4xx is final, anything else (5xx, no answer) is tried again by i18next. */
export class LocaleLoadError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

const fetchJson: LocaleLoader = async (url) => {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch (error) {
    throw new LocaleLoadError(`${url}: ${String(error)}`, true);
  }
  if (!response.ok) throw new LocaleLoadError(`${url}: ${response.status}`, response.status >= 500 || response.status === 429);
  return response.json();
};

/**
 * The i18next backend of the apps: each namespace's file of one language, fetched when i18next asks
 * for it (the start language's namespaces at start, others when a page or a language change needs
 * them). A few lines in place of i18next-http-backend, which the first page would otherwise carry.
 */
export function localeBackend(options: LocaleBackendOptions = {}): BackendModule<LocaleBackendOptions> {
  const loadPath = options.loadPath ?? LOCALES_LOAD_PATH;
  const load = options.load ?? fetchJson;
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      const url = loadPath.replace('{{lng}}', encodeURIComponent(language)).replace('{{ns}}', encodeURIComponent(namespace));
      load(url).then(
        (data) => {
          if (data && typeof data === 'object') callback(null, data);
          else callback(`${url}: not a JSON object`, false);
        },
        (error: unknown) => callback(String(error), error instanceof LocaleLoadError ? error.retry : true),
      );
    },
  };
}
