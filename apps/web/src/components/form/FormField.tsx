import type { ReactNode } from 'react';
import { type ControllerRenderProps, useController } from 'react-hook-form';
import type { FieldKind } from './messages';
import { type FieldProps, type Rules, splitFieldProps, useField } from './useField';

/** What `FormField` hands its control. */
export type CustomFieldProps = ControllerRenderProps & {
  /** The translated label and hint, and the error as text that names the field. */
  label: string;
  description: string | undefined;
  error: string | undefined;
};

/**
 * Any other control bound to the form (a code-list choice, a file upload, a date):
 * `render` draws it from the value, the handlers, the label and the error. The kit wraps
 * it in an element with the field's id, so the summary's link reaches its first control.
 */
export function FormField({
  kind = 'text',
  serverNames,
  rules,
  render,
  ...props
}: FieldProps &
  Rules & {
    kind?: FieldKind;
    /** The names the server gives this field's refusals (`['file']` for `fileId`). */
    serverNames?: readonly string[];
    render: (field: CustomFieldProps) => ReactNode;
  }) {
  const { field } = splitFieldProps(props);
  const bound = useField(field, kind, serverNames);
  const { field: control } = useController({ name: field.name, control: bound.form.control, rules });
  return (
    <div id={bound.id}>
      {render({ ...control, label: bound.label, description: bound.description, error: bound.error })}
    </div>
  );
}
