import { useEffect } from 'react';
import { get, type RegisterOptions, useFormState } from 'react-hook-form';
import { useTranslation } from '../../lib/translation';
import { useFormKit } from './context';
import { type FieldKind, fieldMessage, isEmpty, SERVER } from './messages';

/** The control's props the kit sets itself. */
export type Bound =
  'name' | 'label' | 'description' | 'error' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'id';

/** react-hook-form's own checks, for a form without a schema. */
export type Rules = { rules?: RegisterOptions };

/** What every field of the kit takes besides its control's own props. */
export type FieldProps = {
  /** The value's path in the form (`userName`, `name.bs`). */
  name: string;
  /** Catalogue key of the label. */
  label: string;
  /** The label as text, when it is not one catalogue entry; `label` is then ignored. */
  labelText?: string;
  /** The field's name in messages and in the summary, when the label alone does not name it ("Naziv – Bosanski"). */
  summaryLabel?: string;
  /** Catalogue key of the field's own "required" message ("Unesite korisničko ime."); `{{field}}` is the label. */
  requiredMessage?: string;
  /** Catalogue key of the hint under the label. */
  description?: string;
  /** The input's id, when something else on the page needs to know it; else one is made. */
  id?: string;
};

/**
 * Binds a field to the kit's form: its id, translated label and hint, and its error as
 * text that names the field; and tells the form the field's label for the summary and
 * the server's refusals (by `serverNames`, when the server calls the field otherwise).
 */
export function useField(props: FieldProps, kind: FieldKind, serverNames?: readonly string[]) {
  const { t } = useTranslation();
  const kit = useFormKit();
  const { name, requiredMessage } = props;
  const id = props.id ?? kit.idOf(name);
  const label = props.labelText ?? t(props.label);
  const messageLabel = props.summaryLabel ?? label;
  const servers = serverNames?.join(',');
  const { register } = kit;
  useEffect(
    () =>
      register({
        name,
        id,
        label: messageLabel,
        kind,
        requiredMessage,
        serverNames: servers ? servers.split(',') : undefined,
      }),
    [register, name, id, messageLabel, kind, requiredMessage, servers],
  );
  const { errors } = useFormState({ control: kit.form.control, name });
  const refusal = get(errors, name) as { message?: unknown; type?: unknown } | undefined;
  const error = fieldMessage(
    t,
    typeof refusal?.message === 'string' ? refusal.message : undefined,
    { label: messageLabel, kind, requiredMessage },
    // The schema's refusal of an empty field asks for a value; the server's message stands.
    // Read as the error is shown: a new error or a corrected field renders the field again.
    refusal?.type !== SERVER && isEmpty(kit.form.getValues(name)),
  );
  return {
    form: kit.form,
    id,
    label,
    description: props.description ? t(props.description) : undefined,
    error,
  };
}

/** The kit's own props, taken off before the rest goes to the Mantine control. */
export function splitFieldProps<P extends FieldProps>(props: P) {
  const { name, label, labelText, summaryLabel, requiredMessage, description, id, ...rest } = props;
  return { field: { name, label, labelText, summaryLabel, requiredMessage, description, id }, rest };
}
