import type { Translate } from '@portal/i18n/server';
import { mailHtml } from '../../platform/outbox/mail-html';

export type Composed = { subject: string; body: string; html: string };

/** An e-mail from a catalogue entry `mail.<name>` (subject, body), with greeting and signature. */
export function composeEmail(
  t: Translate,
  name: 'activation' | 'forgotUsername' | 'resetPassword' | 'passwordChanged' | 'noAccount',
  values: Record<string, string>,
): Composed {
  // A message to an address no account uses has no name to greet.
  const greeting = values['name'] ? t('mail.greeting', values) : t('mail.greetingWithoutName');
  const body = [greeting, t(`mail.${name}.body`, values), t('mail.signature', values)].join('\n\n');
  // Only the link the portal made is a link in the HTML (a name or username typed by someone is not).
  const links = values['link'] ? [values['link']] : [];
  return { subject: t(`mail.${name}.subject`, values), body, html: mailHtml(body, links) };
}

export function composeActivationSms(t: Translate, code: string): string {
  return t('mail.activation.sms', { code });
}
