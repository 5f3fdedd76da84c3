import { useMemo } from 'react';
import { type DefaultValues, type FieldValues, useForm, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { schemaResolver } from '../../lib/forms';

/**
 * A form checked by the endpoint's own schema from the contracts before sending, with the
 * messages the server would give (the server checks again). Errors are re-checked as the
 * user corrects them; focus goes to the error summary, not to the first field.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'defaultValues' | 'resolver'> = {},
) {
  const resolver = useMemo(() => schemaResolver(schema), [schema]);
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    ...options,
    defaultValues,
    resolver,
  });
}
