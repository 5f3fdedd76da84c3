/**
 * The web's form kit (decision 0024). `DateField` is not here: import it from
 * `components/form/DateField`, so that pages without a date do not load the date picker.
 * Each field is its own module: the footer's newsletter form, in every page's first load,
 * imports `Form` and `TextField` by their modules, not through this index.
 */
export { CheckboxField, SwitchField } from './CheckboxField';
export { FieldScope, Form, type FormProps } from './Form';
export { CountedTextAreaField } from './CountedTextAreaField';
export { type CustomFieldProps, FormField } from './FormField';
export type { FieldKind } from './messages';
export { NumberField } from './NumberField';
export { PasswordField } from './PasswordField';
export { SelectField } from './SelectField';
export { TextAreaField } from './TextAreaField';
export { TextField } from './TextField';
export type { FieldProps } from './useField';
export { useZodForm } from './useZodForm';
