// Multipart uploads with progress (fetch cannot report upload progress, XMLHttpRequest can). Same origin,
// the session's bearer token and language, errors as ApiError with the server's body, like getApi().
import { ApiError } from '@tessera/api-client/api-error';
import { REQUEST_ID_HEADER, acceptLanguageFor, newRequestId } from '@tessera/api-client/create-api-client';
import { getSessionStore } from '@tessera/session/session-store';

export interface UploadOptions {
  /** Called with 0..1 as the request body is sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POSTs `form` to `path` (an /api/v1 path of the contract) and resolves with the JSON answer. */
export function postForm<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const requestId = newRequestId();
    xhr.open('POST', path);
    const state = getSessionStore().getState();
    if (state.userToken) xhr.setRequestHeader('Authorization', `Bearer ${state.userToken}`);
    const lang = acceptLanguageFor(state.languageName ?? document.documentElement.lang);
    if (lang) xhr.setRequestHeader('Accept-Language', lang);
    xhr.setRequestHeader(REQUEST_ID_HEADER, requestId);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText === '' ? undefined : JSON.parse(xhr.responseText);
      } catch {
        body = { detail: xhr.responseText.trim() || xhr.statusText };
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve(body as T);
      } else {
        reject(new ApiError(xhr.status, body, requestId));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, { detail: 'Network error' }, requestId));
    xhr.onabort = () => reject(new ApiError(0, { detail: 'Aborted' }, requestId));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
