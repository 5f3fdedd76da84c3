/** SQLSTATEs of a server that is shutting down, starting up or full. */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300']);
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres' own words for a lost or refused connection. */
const unavailableMessages =
  /Connection terminated|is not queryable|timeout exceeded when trying to connect|after calling end on the pool/i;

/**
 * Why the database cannot be reached (down, restarting, out of connections), or null when
 * the error is something else, such as a wrong query. Looks through drizzle's wrapping
 * causes; the reason is the driver's code or words, never the query or its values.
 */
export function databaseUnavailableReason(error: unknown): string | null {
  let e = error;
  for (let depth = 0; e && depth < 5; depth += 1) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') {
      // Class 08: connection exception.
      if (unavailableCodes.has(code) || unavailableStates.has(code) || /^08[0-9A-Z]{3}$/.test(code)) {
        return code;
      }
    }
    if (typeof message === 'string' && unavailableMessages.test(message)) return message;
    e = cause;
  }
  return null;
}

export const isDatabaseUnavailable = (error: unknown) => databaseUnavailableReason(error) !== null;
