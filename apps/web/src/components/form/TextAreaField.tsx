import { Textarea, type TextareaProps } from '@mantine/core';
import { type FieldProps, type Bound, type Rules, splitFieldProps, useField } from './useField';

/** A text of several lines bound to the form. */
export function TextAreaField(props: FieldProps & Rules & Omit<TextareaProps, Bound>) {
  const { field, rest } = splitFieldProps(props);
  const { rules, ...input } = rest;
  const bound = useField(field, 'text');
  return (
    <Textarea
      {...input}
      id={bound.id}
      label={bound.label}
      description={bound.description}
      error={bound.error}
      {...bound.form.register(field.name, rules)}
    />
  );
}
