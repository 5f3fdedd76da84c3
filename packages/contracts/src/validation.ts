import { isServerMessageKey, type ServerMessageKey } from './messages';

/** A zod issue, as zod reports it or as it reaches an error handler. */
export type IssueLike = {
  code: string;
  message?: string;
  input?: unknown;
  origin?: unknown;
  maximum?: unknown;
  minimum?: unknown;
  format?: unknown;
};

export type FieldMessage = { key: ServerMessageKey; params?: Record<string, number> };

const numberOf = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint' ? Number(value) : undefined;

/**
 * The message key (and values) for a refused value, the same on both sides: the
 * server answers with it, the web shows it under the field before sending.
 */
export function messageForIssue(issue: IssueLike): FieldMessage {
  if (isServerMessageKey(issue.message)) return { key: issue.message };
  switch (issue.code) {
    case 'invalid_type':
      return {
        key:
          issue.input === undefined || issue.input === null
            ? 'validation_required'
            : 'validation_invalid_type',
      };
    case 'too_big': {
      const maximum = numberOf(issue.maximum);
      const key = issue.origin === 'string' ? 'validation_too_long' : 'validation_too_large';
      return maximum === undefined ? { key } : { key, params: { maximum } };
    }
    case 'too_small': {
      const minimum = numberOf(issue.minimum);
      if (issue.origin === 'string') {
        return minimum === 1
          ? { key: 'validation_required' }
          : { key: 'validation_too_short', params: { minimum: minimum ?? 0 } };
      }
      return minimum === undefined
        ? { key: 'validation_too_small' }
        : { key: 'validation_too_small', params: { minimum } };
    }
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'validation_invalid_email' : 'validation_invalid_format' };
    case 'unrecognized_keys':
      return { key: 'validation_unknown_field' };
    default:
      return { key: 'validation_invalid_value' };
  }
}
