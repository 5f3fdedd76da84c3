import type { PasswordInputProps } from '@mantine/core';
import { PasswordField as PasswordInput } from '../PasswordField';
import { type FieldProps, type Bound, type Rules, splitFieldProps, useField } from './useField';

/** A password bound to the form, with the portal's reachable, translated show/hide button. */
export function PasswordField(props: FieldProps & Rules & Omit<PasswordInputProps, Bound>) {
  const { field, rest } = splitFieldProps(props);
  const { rules, ...input } = rest;
  const bound = useField(field, 'text');
  return (
    <PasswordInput
      {...input}
      id={bound.id}
      label={bound.label}
      description={bound.description}
      error={bound.error}
      {...bound.form.register(field.name, rules)}
    />
  );
}
