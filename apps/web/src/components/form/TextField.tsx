import { TextInput, type TextInputProps } from '@mantine/core';
import { type FieldProps, type Bound, type Rules, splitFieldProps, useField } from './useField';

/** A one-line text input bound to the form: `<TextField name="username" label="accounts.fields.username" />`. */
export function TextField(props: FieldProps & Rules & Omit<TextInputProps, Bound>) {
  const { field, rest } = splitFieldProps(props);
  const { rules, ...input } = rest;
  const bound = useField(field, 'text');
  return (
    <TextInput
      {...input}
      id={bound.id}
      label={bound.label}
      description={bound.description}
      error={bound.error}
      {...bound.form.register(field.name, rules)}
    />
  );
}
