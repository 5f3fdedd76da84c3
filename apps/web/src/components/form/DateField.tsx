import type { RegisterOptions } from 'react-hook-form';
// Its own module, not in the kit's index: the date field brings @mantine/dates and its
// styles, which only pages with a date should load (decision 0017).
import { DateField as DateInput, type DateFieldProps } from '../DateField';
import { useController } from 'react-hook-form';
import { type FieldProps, splitFieldProps, useField } from './useField';

/**
 * A calendar day bound to the form (`YYYY-MM-DD`), with the portal's date field. An
 * emptied field holds `emptyValue` (null; `''` where the schema takes an empty text).
 */
export function DateField(
  props: FieldProps & { rules?: RegisterOptions; emptyValue?: string | null } & Pick<
      DateFieldProps,
      'required' | 'disabled'
    >,
) {
  const { field, rest } = splitFieldProps(props);
  const { rules, emptyValue = null, ...input } = rest;
  const bound = useField(field, 'date');
  const {
    field: { ref, name: boundName, value: current, onChange: change, onBlur: blur },
  } = useController({ name: field.name, control: bound.form.control, rules });
  const value = current as string | null | undefined;
  return (
    // The date field takes no id of its own: the summary's link reaches its input through this one.
    <div id={bound.id}>
      <DateInput
        {...input}
        label={bound.label}
        description={bound.description}
        error={bound.error}
        ref={ref}
        name={boundName}
        value={value || null}
        onChange={(next) => change(next ?? emptyValue)}
        onBlur={blur}
      />
    </div>
  );
}
