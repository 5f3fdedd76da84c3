import type { ErrorBody } from '@portal/contracts';
import { messageOptions } from '@portal/i18n';

type T = (key: string, options?: Record<string, unknown>) => string;

export type ErrorReaction = {
  /** The danger toast's text. */
  message: string;
  /** The spec sends the user to the login page on 401, 403 and 405. */
  goToLogin: boolean;
};

/**
 * What the user sees when a call fails, by the spec's central handler: 400 shows the
 * first field's message behind "Poruka sistema: "; 401/403 the session-expired message
 * and the login page; 405 the method-not-allowed message and the login page; 500 the
 * web-service message; no answer at all (status 0) and 503 (the server's database is
 * away for a while) the service-unavailable message.
 * Other refusals that carry a message key (404, 413, 429) show it like a 400; the rest
 * get the generic message. A 400 without a message key shows the generic message
 * rather than an empty toast.
 */
export function reactionTo(status: number, body: ErrorBody | undefined, t: T): ErrorReaction {
  if (status === 401 || status === 403) return { message: t('messages.session_expired'), goToLogin: true };
  if (status === 405) return { message: t('messages.method_not_allowed'), goToLogin: true };
  if (status === 0 || status === 503) return { message: t('messages.service_unavailable'), goToLogin: false };
  if (status >= 500) return { message: t('messages.web_service_request_error'), goToLogin: false };
  const first = body ? Object.entries(body.errors)[0] : undefined;
  if (status >= 400 && first) {
    const [field, key] = first;
    const text = t(`messages.${key}`, { ...messageOptions(body?.params?.[field]), defaultValue: '' });
    if (text) return { message: `${t('messages.system_message_prefix')}${text}`, goToLogin: false };
  }
  return { message: t('messages.generic_error'), goToLogin: false };
}
