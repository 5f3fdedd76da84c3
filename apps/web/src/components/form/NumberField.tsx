import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useController } from 'react-hook-form';
import { type FieldProps, type Bound, type Rules, splitFieldProps, useField } from './useField';

/**
 * A number bound to the form. An emptied field holds `emptyValue` (null: a required number
 * is then asked for, not taken as 0); a number being typed ("-") is kept as typed.
 */
export function NumberField(
  props: FieldProps & Rules & Omit<NumberInputProps, Bound> & { emptyValue?: number | null },
) {
  const { field, rest } = splitFieldProps(props);
  const { rules, emptyValue = null, ...input } = rest;
  const bound = useField(field, 'number');
  const {
    field: { ref, name: boundName, value: current, onChange: change, onBlur: blur },
  } = useController({ name: field.name, control: bound.form.control, rules });
  const value = current as number | string | null | undefined;
  return (
    <NumberInput
      {...input}
      id={bound.id}
      label={bound.label}
      description={bound.description}
      error={bound.error}
      ref={ref}
      name={boundName}
      value={value ?? ''}
      onChange={(next) => change(next === '' ? emptyValue : next)}
      onBlur={blur}
    />
  );
}
