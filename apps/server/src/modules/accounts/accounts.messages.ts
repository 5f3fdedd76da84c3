import type { Translate } from '@portal/i18n/server';

export type Composed = { subject: string; body: string; html: string };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Plain text with its HTML twin: paragraphs, and addresses as links. */
function toHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) =>
      escapeHtml(paragraph)
        .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
        .replace(/\n/g, '<br>'),
    )
    .map((p) => `<p>${p}</p>`)
    .join('\n');
}

/** An e-mail from a catalogue entry `mail.<name>` (subject, body), with greeting and signature. */
export function composeEmail(
  t: Translate,
  name: 'activation' | 'forgotUsername' | 'resetPassword' | 'passwordChanged',
  values: Record<string, string>,
): Composed {
  const body = [t('mail.greeting', values), t(`mail.${name}.body`, values), t('mail.signature', values)].join(
    '\n\n',
  );
  return { subject: t(`mail.${name}.subject`, values), body, html: toHtml(body) };
}

export function composeActivationSms(t: Translate, code: string): string {
  return t('mail.activation.sms', { code });
}
