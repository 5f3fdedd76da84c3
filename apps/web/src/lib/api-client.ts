import {
  type AnyEndpoint,
  buildPath,
  type EndpointInput,
  type EndpointResult,
  type ErrorBody,
  isFileResponse,
  isFileUpload,
} from '@portal/contracts';
import { reactionTo } from './http-errors';
import { spinner } from './spinner';
import { toaster } from './toast';

/** A failed call: the status (0 when the server could not be reached) and the error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | undefined,
  ) {
    super(`API call failed with status ${status}`);
    this.name = 'ApiError';
  }

  /** Field name to message key, for showing refusals on their fields. */
  get fieldErrors(): Record<string, string> {
    return this.body?.errors ?? {};
  }
}

type Environment = {
  t: (key: string, options?: Record<string, unknown>) => string;
  /**
   * Resolves once the texts of failures (the server's `messages`) can be shown: they load with
   * the pages after the home page (decision 0017). Unset, they are taken to be there.
   */
  textsReady?: () => Promise<void>;
  /** The toast's text when those texts cannot be loaded either (the server is out of reach). */
  unreachable?: string;
  goToLogin: () => void;
  /** The signed-in user's token, when there is one. */
  token: () => string | null;
  /** Failures are only thrown, never shown (the server drawing a page, where no one sees them). */
  silent?: boolean;
};

let environment: Environment = {
  t: (key) => key,
  goToLogin: () => undefined,
  token: () => null,
};

/** Set once at start-up: how to translate, navigate and authenticate. */
export function configureApi(env: Partial<Environment>): void {
  environment = { ...environment, ...env };
}

const API_BASE = '';

/** How calls reach the server: the browser's fetch; the server drawing a page answers them itself. */
let send: typeof fetch = (input, init) => fetch(input, init);

/** Set once where calls do not go through the browser (`prerender`). */
export function sendCallsWith(sender: typeof fetch): void {
  send = sender;
}

/**
 * The calls that sign in or register carry no token (the spec's "login or register"
 * rule, applied to those calls rather than to any address containing the words, which
 * would also strip it from SystemParameters/GetAllLoginType and the registration fields).
 */
const WITHOUT_TOKEN = /^Account\.(Login|LoginAnonymous|Register)$/;

/** The address of a call: the endpoint's path with its parameters and query. */
export function urlOf(endpoint: AnyEndpoint, input: { params?: unknown; query?: unknown }): string {
  const path = buildPath(endpoint.path, input.params as Record<string, unknown> | undefined);
  const query = input.query as Record<string, unknown> | undefined;
  if (!query) return API_BASE + path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

/**
 * The answers the server carried in the page for the app's start calls (`startInputs`, decision
 * 0017), by address: each is taken by the first GET of its address instead of asking again, so
 * that the first paint waits for no call. Later calls of the same address ask the server.
 */
let carried: Map<string, unknown> | undefined;

function takeCarried(url: string): { found: boolean; value?: unknown } {
  carried ??= readCarried();
  if (!carried.has(url)) return { found: false };
  const value = carried.get(url);
  carried.delete(url);
  return { found: true, value };
}

function readCarried(): Map<string, unknown> {
  const text = typeof document === 'undefined' ? null : document.getElementById('page-answers')?.textContent;
  if (!text) return new Map();
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? new Map(Object.entries(value)) : new Map();
  } catch {
    return new Map();
  }
}

/** The headers every call sends: JSON accepted, and the bearer token unless the call signs in. */
export function requestHeaders(endpoint: AnyEndpoint): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = environment.token();
  if (token && !WITHOUT_TOKEN.test(endpoint.name)) headers['authorization'] = `Bearer ${token}`;
  return headers;
}

/**
 * Calls a declared endpoint. The spinner shows while it runs (unless the endpoint
 * is silent); a failure is shown by the central handler and then thrown as ApiError.
 * Requests carry the bearer token, except the sign-in and registration calls.
 */
export async function call<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: { signal?: AbortSignal; quiet?: boolean } = {},
): Promise<EndpointResult<E>> {
  const url = urlOf(endpoint, input);
  if (endpoint.method === 'GET') {
    const answer = takeCarried(url);
    if (answer.found) return answer.value as EndpointResult<E>;
  }
  const headers = requestHeaders(endpoint);
  let body: string | FormData | undefined;
  if (isFileUpload(endpoint.body)) {
    // The browser writes the multipart boundary into the content type itself.
    const form = new FormData();
    const file = input.body as Blob;
    form.append(endpoint.body.upload.field, file, file instanceof File ? file.name : 'file');
    body = form;
  } else if (endpoint.method !== 'GET') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(input.body ?? null);
  }
  const showSpinner = !endpoint.silent;
  if (showSpinner) spinner.show();
  try {
    let response: Response;
    try {
      response = await send(url, { method: endpoint.method, headers, body, signal: options.signal });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw fail(0, undefined, options.quiet);
    }
    if (!response.ok) throw fail(response.status, await errorBody(response), options.quiet);
    if (isFileResponse(endpoint.response)) {
      const name = fileNameOf(response.headers.get('content-disposition')) ?? 'file';
      return new File([await response.blob()], name, {
        type: response.headers.get('content-type') ?? '',
      }) as EndpointResult<E>;
    }
    if (response.status === 204) return undefined as EndpointResult<E>;
    return (await response.json()) as EndpointResult<E>;
  } finally {
    if (showSpinner) spinner.hide();
  }
}

/** The file name of a Content-Disposition header, preferring the UTF-8 form (RFC 6266). */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // fall back to the plain name
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
}

async function errorBody(response: Response): Promise<ErrorBody | undefined> {
  try {
    return errorBodyOf(await response.json());
  } catch {
    return undefined;
  }
}

/**
 * The error body in a refusal's parsed JSON, when it is one: the contract's `ErrorBody`,
 * checked by hand, so that the first load does not need zod (decision 0017).
 */
export function errorBodyOf(value: unknown): ErrorBody | undefined {
  if (!isRecord(value) || !isRecord(value['errors'])) return undefined;
  const { errors, params, requestId } = value;
  if (!Object.values(errors).every((v) => typeof v === 'string')) return undefined;
  if (requestId !== undefined && typeof requestId !== 'string') return undefined;
  const paramsValid =
    params === undefined ||
    (isRecord(params) &&
      Object.values(params).every(
        (field) =>
          isRecord(field) &&
          Object.values(field).every((v) => typeof v === 'string' || typeof v === 'number'),
      ));
  if (!paramsValid) return undefined;
  return {
    errors: errors as Record<string, string>,
    ...(params !== undefined && { params: params as NonNullable<ErrorBody['params']> }),
    ...(requestId !== undefined && { requestId }),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A failed call as ApiError, after the central handler has shown it (toast, login page)
 * unless `quiet`. For transports other than `call` (uploads with progress).
 */
export function fail(status: number, body: ErrorBody | undefined, quiet = false): ApiError {
  if (!quiet && !environment.silent) {
    const show = () => toaster.show(reactionTo(status, body, environment.t).message, { kind: 'danger' });
    const { textsReady } = environment;
    if (textsReady) {
      void textsReady().then(show, () =>
        toaster.show(environment.t(environment.unreachable ?? 'messages.service_unavailable'), {
          kind: 'danger',
        }),
      );
    } else {
      show();
    }
    if (reactionTo(status, body, environment.t).goToLogin) environment.goToLogin();
  }
  return new ApiError(status, body);
}
