import { zodResolver } from '@hookform/resolvers/zod';
import { messageForIssue } from '@portal/contracts';
import { messageOptions } from '@portal/i18n';
import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api-client';

type T = (key: string, options?: Record<string, unknown>) => string;

/** A form error carries a message key and its values as "key|{json}"; shown through fieldError. */
function encode(key: string, params?: Record<string, unknown>): string {
  return params && Object.keys(params).length ? `${key}|${JSON.stringify(params)}` : key;
}

/** The text of a form field's error, from its message key. */
export function fieldError(t: T, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const bar = message.indexOf('|');
  const key = bar < 0 ? message : message.slice(0, bar);
  const params = bar < 0 ? {} : (JSON.parse(message.slice(bar + 1)) as Record<string, unknown>);
  return t(`messages.${key}`, messageOptions(params));
}

/**
 * Checks a form with the endpoint's own schema before sending, with the messages the
 * server would give: a courtesy, the server checks again.
 */
export function schemaResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return zodResolver(schema, {
    error: (issue) => {
      const { key, params } = messageForIssue(issue as Parameters<typeof messageForIssue>[0]);
      return encode(key, params);
    },
  }) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
}

/**
 * Puts a refused save's messages on the fields they name; true when some field took one.
 * What the user typed stays in the form.
 */
export function showServerErrors<F extends FieldValues>(
  setError: UseFormSetError<F>,
  error: unknown,
  fields: readonly string[],
  /** The form field that shows a refusal the server names differently (`{ file: 'fileId' }`). */
  aliases: Record<string, string> = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const [name, key] of Object.entries(error.fieldErrors)) {
    const field = aliases[name] ?? name;
    if (!fields.includes(field)) continue;
    setError(
      field as Path<F>,
      { type: 'server', message: encode(key, error.body?.params?.[name]) },
      { shouldFocus: !shown },
    );
    shown = true;
  }
  return shown;
}
