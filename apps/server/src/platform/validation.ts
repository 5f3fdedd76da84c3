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
