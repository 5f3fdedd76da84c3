import { Select, type SelectProps } from '@mantine/core';
import { useController } from 'react-hook-form';
import { type FieldProps, type Bound, type Rules, splitFieldProps, useField } from './useField';

type Stored = string | number | null;

/**
 * A choice from `data` bound to the form. The form holds the option's value, as a number
 * when `numeric`; no choice is `emptyValue` (null), or the option `nullValue` stands for it
 * ("every language").
 */
export function SelectField(
  props: FieldProps &
    Rules &
    Omit<SelectProps, Bound> & { numeric?: boolean; nullValue?: string; emptyValue?: Stored },
) {
  const { field, rest } = splitFieldProps(props);
  const { rules, numeric = false, nullValue, emptyValue = null, ...input } = rest;
  const bound = useField(field, 'choice');
  const {
    field: { ref, name: boundName, value: current, onChange: change, onBlur: blur },
  } = useController({ name: field.name, control: bound.form.control, rules });
  const value = current as Stored | undefined;
  return (
    <Select
      {...input}
      id={bound.id}
      label={bound.label}
      description={bound.description}
      error={bound.error}
      ref={ref}
      name={boundName}
      value={value === null || value === undefined || value === '' ? (nullValue ?? null) : String(value)}
      onChange={(chosen) =>
        change(chosen === null || chosen === nullValue ? emptyValue : numeric ? Number(chosen) : chosen)
      }
      onBlur={blur}
    />
  );
}
