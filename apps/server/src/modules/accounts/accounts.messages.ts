import type { Translate } from '@portal/i18n/server';
import { mailHtml } from '../../platform/outbox/mail-html';

export type Composed = { subject: string; body: string; html: string };

/** An e-mail from a catalogue entry `mail.<name>` (subject, body), with greeting and signature. */
export function composeEmail(
  t: Translate,
  name: 'activation' | 'forgotUsername' | 'resetPassword' | 'passwordChanged',
  values: Record<string, string>,
): Composed {
  const body = [t('mail.greeting', values), t(`mail.${name}.body`, values), t('mail.signature', values)].join(
    '\n\n',
  );
  return { subject: t(`mail.${name}.subject`, values), body, html: mailHtml(body) };
}

export function composeActivationSms(t: Translate, code: string): string {
  return t('mail.activation.sms', { code });
}
