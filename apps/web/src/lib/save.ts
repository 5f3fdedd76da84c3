import { type QueryClient, type QueryKey, useMutation, useQueryClient } from './queries';
import { useTranslation } from './translation';
import { type NavigateOptions, type To, useInRouterContext, useNavigate } from './router';
import { ApiError, fail } from './api-client';
import { reactionTo } from './http-errors';
import { toaster } from './toast';

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * The call options of a save: its refusal comes back unshown (no toast from the central
 * handler), and `useSave` shows it once, on the form's fields or as a toast.
 */
export const QUIET = { quiet: true } as const;
export type Quiet = typeof QUIET;

/** What a kit form (components/form) tells its submit handler. */
export type SubmitContext = {
  /** The form's field that shows the server's refusal of `serverName`, if the form has one. */
  fieldFor: (serverName: string) => string | undefined;
  /** Lets the page's unsaved-input guard go: call before navigating away after a save. */
  allowLeave: () => void;
};

/** Refusals whose messages may belong on fields; session expiry and the like never do. */
const FIELD_STATUSES = (status: number) => status >= 400 && status < 500 && ![401, 403, 405].includes(status);

/**
 * A refusal that says what was wrong with the input (a 400 with a message key): shown
 * where the input is. Anything else (session expired, no connection, 500) is not.
 */
export function isInputRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError && FIELD_STATUSES(error.status) && Object.keys(error.fieldErrors).length > 0
  );
}

/**
 * A refusal's field messages split by where they are shown: on the form's fields (by the
 * form's field name: message key) or elsewhere (by the server's name: message key).
 */
export function splitRefusal(
  error: ApiError,
  fieldFor: ((serverName: string) => string | undefined) | undefined,
): { onFields: Record<string, { serverName: string; key: string }>; elsewhere: Record<string, string> } {
  const onFields: Record<string, { serverName: string; key: string }> = {};
  const elsewhere: Record<string, string> = {};
  for (const [serverName, key] of Object.entries(error.fieldErrors)) {
    const field = FIELD_STATUSES(error.status) ? fieldFor?.(serverName) : undefined;
    if (field && !onFields[field]) onFields[field] = { serverName, key };
    else elsewhere[serverName] = key;
  }
  return { onFields, elsewhere };
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * Shows a failure that its call kept quiet, as the central handler would (toast, and the
 * login page on 401/403/405), unless that very message is showing already: a call made
 * without `QUIET` inside a save has been shown by the handler, and is not shown twice.
 */
export function showFailure(error: unknown, t: T): void {
  if (isAbort(error)) return;
  if (!(error instanceof ApiError)) {
    toaster.show(t('messages.generic_error'), { kind: 'danger' });
    return;
  }
  const { message } = reactionTo(error.status, error.body, t);
  const showing = toaster.getState();
  if (showing.visible && showing.kind === 'danger' && showing.message === message) return;
  fail(error.status, error.body);
}

/**
 * Shows what a form cannot show of a refused save: nothing when every message has a field
 * of the form, else the messages without one (or the whole failure: 500, no connection).
 */
function reportRefusal(error: unknown, context: SubmitContext | undefined, t: T): void {
  if (!(error instanceof ApiError)) return showFailure(error, t);
  const { onFields, elsewhere } = splitRefusal(error, context?.fieldFor);
  if (Object.keys(onFields).length === 0) return showFailure(error, t);
  if (Object.keys(elsewhere).length === 0) return;
  showFailure(new ApiError(error.status, { ...error.body, errors: elsewhere }), t);
}

type Target = string | { to: To; options?: NavigateOptions };

export type SaveOptions<V, R> = {
  /** The save: hand `options` on to `call`, so that its refusal is shown here, once. */
  mutationFn: (values: V, options: Quiet) => Promise<R>;
  /** Runs after the call succeeds, as part of the save (keeping the answer, signing in). */
  onSuccess?: (result: R, values: V) => unknown;
  /** Query keys to refresh after the save: one key (a root refreshes everything under it) or a list of keys. */
  invalidate?: QueryKey | readonly QueryKey[];
  /** Catalogue key of the toast after the save (`messages.data_saved`). */
  successMessage?: string | ((result: R, values: V) => string);
  /** Where to go after the save (the leave guard is let go first). */
  navigateTo?: Target | ((result: R, values: V) => Target | null | undefined);
  /** Runs after a refusal has been shown (a refusal that leads elsewhere, say). */
  onError?: (error: unknown) => void;
};

export type Save<V, R> = {
  /**
   * Saves; a kit form passes its context, so refusals of its fields go to them (the
   * promise rejects with the ApiError, which the form puts on its fields) and only the
   * rest is shown as a toast. Without a context every refusal is shown as a toast.
   */
  submit: (values: V, context?: SubmitContext) => Promise<R>;
  isPending: boolean;
};

function isKeyList(keys: QueryKey | readonly QueryKey[]): keys is readonly QueryKey[] {
  return keys.length > 0 && keys.every((key) => Array.isArray(key));
}

async function refresh(queryClient: QueryClient, keys: QueryKey | readonly QueryKey[] | undefined) {
  if (!keys) return;
  const list = isKeyList(keys) ? keys : [keys as QueryKey];
  await Promise.all(list.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * A navigate function inside a router, none outside (the footer's newsletter sign-up in
 * a test). Whether a component sits in a router does not change while it lives, so the
 * hook is called on every render of it or on none.
 */
function useNavigateIfRouted() {
  const routed = useInRouterContext();
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return routed ? useNavigate() : undefined;
}

/**
 * The one hook for a module's saves: the call (made quiet), then the queries to refresh,
 * the success toast and where to go. A refusal is shown once: the kit form shows the
 * messages of its fields (summary and fields), a toast shows the rest.
 */
export function useSave<V, R = unknown>(options: SaveOptions<V, R>): Save<V, R> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigateIfRouted();
  const mutation = useMutation({
    mutationFn: async (values: V) => {
      const result = await options.mutationFn(values, QUIET);
      await options.onSuccess?.(result, values);
      return result;
    },
  });

  const submit = async (values: V, context?: SubmitContext): Promise<R> => {
    let result: R;
    try {
      result = await mutation.mutateAsync(values);
    } catch (error) {
      reportRefusal(error, context, t);
      options.onError?.(error);
      throw error;
    }
    await refresh(queryClient, options.invalidate);
    const success =
      typeof options.successMessage === 'function'
        ? options.successMessage(result, values)
        : options.successMessage;
    if (success) toaster.show(t(success), { kind: 'success' });
    const target =
      typeof options.navigateTo === 'function' ? options.navigateTo(result, values) : options.navigateTo;
    if (target && navigate) {
      context?.allowLeave();
      if (typeof target === 'string') await navigate(target);
      else await navigate(target.to, target.options);
    }
    return result;
  };

  return { submit, isPending: mutation.isPending };
}
