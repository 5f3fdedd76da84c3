import { Checkbox, type CheckboxProps, Switch, type SwitchProps } from '@mantine/core';
import { useController } from 'react-hook-form';
import { type FieldProps, type Bound, type Rules, splitFieldProps, useField } from './useField';

type Toggle = FieldProps & Rules;

/** What a checkbox and a switch bound to the form both take: id, label, error, value. */
function useToggle<P extends Toggle>(props: P) {
  const { field, rest } = splitFieldProps(props);
  const { rules, ...input } = rest;
  const bound = useField(field, 'check');
  const {
    field: { ref, name, value, onChange, onBlur },
  } = useController({ name: field.name, control: bound.form.control, rules });
  return {
    ...input,
    id: bound.id,
    label: bound.label,
    description: bound.description,
    error: bound.error,
    'aria-invalid': bound.error ? true : undefined,
    ref,
    name,
    checked: Boolean(value),
    onChange: (event: { currentTarget: { checked: boolean } }) => onChange(event.currentTarget.checked),
    onBlur,
  };
}

/** A yes/no bound to the form, as a checkbox; aria-invalid and the error's description set. */
export function CheckboxField(props: Toggle & Omit<CheckboxProps, Bound | 'checked'>) {
  return <Checkbox {...useToggle(props)} />;
}

/** A yes/no bound to the form, as a switch (active, current, ...). */
export function SwitchField(props: Toggle & Omit<SwitchProps, Bound | 'checked'>) {
  return <Switch {...useToggle(props)} />;
}
