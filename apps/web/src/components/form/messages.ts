import { messageOptions } from '@portal/i18n';

// Not lib/forms: the kit's form is in the footer of every page (the newsletter), and lib/forms
// brings the zod resolver, which only pages with a schema need (decision 0017).

type T = (key: string, options?: Record<string, unknown>) => string;

/** What a field asks for; an empty required field is told what to do by its kind. */
export type FieldKind = 'text' | 'choice' | 'date' | 'number' | 'check' | 'file';

/** A field of a kit form, as the form's error summary and its server-error mapping know it. */
export type FieldInfo = {
  name: string;
  /** The id the summary's link moves focus to (the input, or a wrapper around a custom control). */
  id: string;
  /** The field's name in messages and in the summary, in the page's language. */
  label: string;
  kind: FieldKind;
  /** Catalogue key of the field's own "required" message ("Unesite korisničko ime."). */
  requiredMessage?: string;
  /** The names the server gives this field's refusals, when they differ from `name` (`file` for `fileId`). */
  serverNames?: readonly string[];
};

const REQUIRED = 'validation_required';

/** The type of an error the server gave (set by the kit's form and lib/forms' showServerErrors). */
export const SERVER = 'server';

/** A value that says nothing was entered: no value, an empty or blank text, no item. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** The message key a form error carries ("key" or "key|{json}", see lib/forms). */
export function messageKey(message: string): string {
  const bar = message.indexOf('|');
  return bar < 0 ? message : message.slice(0, bar);
}

/** A form error as it is carried: its message key, and its values when it has some. */
export function encodeMessage(key: string, params?: Record<string, unknown>): string {
  return params && Object.keys(params).length ? `${key}|${JSON.stringify(params)}` : key;
}

/** The text of a message key with its values ("Tekst je predug (najviše 200 znakova)."). */
export function messageText(t: T, message: string): string {
  const bar = message.indexOf('|');
  const params = bar < 0 ? {} : (JSON.parse(message.slice(bar + 1)) as Record<string, unknown>);
  return t(`messages.${messageKey(message)}`, messageOptions(params));
}

/** Whether a field's error is that it asks for a value: "required", or any refusal of an empty field. */
const asksForValue = (message: string, empty: boolean) => empty || messageKey(message) === REQUIRED;

/**
 * The text of a field's error. An empty field is named, whatever the schema said of it
 * (a username "too short" when nothing was typed): its own message when it has one
 * ("Unesite korisničko ime."), else "<label>: unesite vrijednost." by its kind, so the
 * message reads right in every case the label takes. Any other message is the server's
 * own text for its key ("Adresa e-pošte nije ispravna.").
 */
export function fieldMessage(
  t: T,
  message: string | undefined,
  field: Pick<FieldInfo, 'label' | 'kind' | 'requiredMessage'>,
  empty = false,
): string | undefined {
  if (!message) return undefined;
  if (asksForValue(message, empty)) {
    return t(field.requiredMessage ?? `components.form.required.${field.kind}`, { field: field.label });
  }
  return messageText(t, message);
}

/**
 * The summary's line for a field: the field's message when it already names the field,
 * else the label before it ("Naziv: Tekst je predug (najviše 200 znakova).").
 */
export function summaryMessage(t: T, message: string, field: FieldInfo, empty = false): string {
  const text = fieldMessage(t, message, field, empty) ?? '';
  if (asksForValue(message, empty)) return text;
  return t('components.form.summaryItem', { field: field.label, message: text });
}
