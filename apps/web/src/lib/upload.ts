import { type AnyEndpoint, type EndpointResult, isFileUpload } from '@portal/contracts';
import { messageOptions } from '@portal/i18n';
import { ApiError, errorBodyOf, fail, requestHeaders, urlOf } from './api-client';
import { reactionTo } from './http-errors';

/** Statuses that judge the file itself; the caller shows them beside the file. */
const REFUSALS = new Set([400, 404, 409, 413, 415, 422]);

export type UploadOptions = {
  /** Called as bytes leave the browser, with the share sent so far (0..1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /**
   * The caller shows a refusal of the file itself (wrong type, too large) beside it, so
   * no toast for those; session expiry and outages still go through the central handler.
   */
  quiet?: boolean;
};

/**
 * Sends one file to an upload endpoint (multipart, its declared field) with progress,
 * which `fetch` cannot report. Same address, headers and error handling as `call`; no
 * global spinner, since the file's own progress bar shows the wait and the rest of the
 * form stays usable. Aborting rejects with an AbortError.
 */
export function uploadFile<E extends AnyEndpoint>(
  endpoint: E,
  file: File,
  options: UploadOptions = {},
): Promise<EndpointResult<E>> {
  if (!isFileUpload(endpoint.body)) throw new Error(`${endpoint.name} takes no file`);
  const form = new FormData();
  form.append(endpoint.body.upload.field, file, file.name);
  const refusal = (status: number, text: string) => {
    let body;
    try {
      body = errorBodyOf(JSON.parse(text));
    } catch {
      body = undefined;
    }
    return fail(status, body, options.quiet === true && REFUSALS.has(status));
  };

  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new DOMException('Upload aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, urlOf(endpoint, {}));
    for (const [name, value] of Object.entries(requestHeaders(endpoint))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        try {
          resolve(JSON.parse(xhr.responseText) as EndpointResult<E>);
        } catch {
          reject(fail(xhr.status >= 500 ? xhr.status : 500, undefined));
        }
      } else reject(refusal(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(fail(0, undefined));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * Why a file was not taken, in words: the server's message for the file (with its
 * values, "najviše 5.120 KB"), else what the central handler would say.
 */
export function refusalText(error: unknown, t: T): string {
  if (error instanceof ApiError) {
    const first = Object.entries(error.fieldErrors)[0];
    if (first) {
      const [field, key] = first;
      const text = t(`messages.${key}`, { ...messageOptions(error.body?.params?.[field]), defaultValue: '' });
      if (text) return text;
    }
    return reactionTo(error.status, error.body, t).message;
  }
  return t('messages.generic_error');
}
