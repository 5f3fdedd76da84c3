import { Checkbox, type CheckboxProps, Switch, type SwitchProps } from '@mantine/core';
import { useController } from 'react-hook-form';
import { type FieldProps, type Bound, type Rules, splitFieldProps, useField } from './useField';

type Toggle = FieldProps & Rules;

/** A yes/no bound to the form, as a checkbox; aria-invalid and the error's description set. */
export function CheckboxField(props: Toggle & Omit<CheckboxProps, Bound | 'checked'>) {
  const { field, rest } = splitFieldProps(props);
  const { rules, ...input } = rest;
  const bound = useField(field, 'check');
  const {
    field: { ref, name: boundName, value: current, onChange: change, onBlur: blur },
  } = useController({ name: field.name, control: bound.form.control, rules });
  return (
    <Checkbox
      {...input}
      id={bound.id}
      label={bound.label}
      description={bound.description}
      error={bound.error}
      aria-invalid={bound.error ? true : undefined}
      ref={ref}
      name={boundName}
      checked={Boolean(current)}
      onChange={(event) => change(event.currentTarget.checked)}
      onBlur={blur}
    />
  );
}

/** A yes/no bound to the form, as a switch (active, current, ...). */
export function SwitchField(props: Toggle & Omit<SwitchProps, Bound | 'checked'>) {
  const { field, rest } = splitFieldProps(props);
  const { rules, ...input } = rest;
  const bound = useField(field, 'check');
  const {
    field: { ref, name: boundName, value: current, onChange: change, onBlur: blur },
  } = useController({ name: field.name, control: bound.form.control, rules });
  return (
    <Switch
      {...input}
      id={bound.id}
      label={bound.label}
      description={bound.description}
      error={bound.error}
      aria-invalid={bound.error ? true : undefined}
      ref={ref}
      name={boundName}
      checked={Boolean(current)}
      onChange={(event) => change(event.currentTarget.checked)}
      onBlur={blur}
    />
  );
}
