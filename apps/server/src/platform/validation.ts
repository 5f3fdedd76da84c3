import type { FastifySchemaCompiler } from 'fastify';
import { safeParse, type $ZodType } from 'zod/v4/core';

/** One refused value, in the shape Fastify carries validation errors. */
export type ValidationIssue = {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
};

/**
 * Validates requests with the endpoint's zod schema. Issues keep the refused input,
 * so that a missing value ("required") can be told from a wrong one ("invalid type").
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    // PostgreSQL cannot hold a NUL character in text: refused here, not failed in the database.
    const nul = pathToNul(data);
    if (nul) {
      const issue = { keyword: 'invalid_format', instancePath: `/${nul.join('/')}`, message: '', params: {} };
      return { error: [issue] as unknown as Error };
    }
    const result = safeParse(schema, data, { reportInput: true });
    if (result.success) return { value: result.data };
    const issues: ValidationIssue[] = result.error.issues.map(({ code, path, message, ...params }) => ({
      keyword: code,
      instancePath: `/${path.map(String).join('/')}`,
      message,
      params,
    }));
    return { error: issues as unknown as Error };
  };

/** Where a string with a NUL character (U+0000) is, in keys or values; null when none. */
function pathToNul(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (!value || typeof value !== 'object' || depth > 64) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = pathToNul(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}
