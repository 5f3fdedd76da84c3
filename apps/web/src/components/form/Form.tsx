import { type ComponentProps, type ReactNode, useContext, useState } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  FormProvider,
  type Path,
  useFormState,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from '../../lib/translation';
import { ApiError } from '../../lib/api-client';
import { splitRefusal, type SubmitContext } from '../../lib/save';
import { useLeaveGuard } from '../LeaveGuard';
import { FormKitContext, useKit } from './context';
import { ErrorSummary, type SummaryItem } from './ErrorSummary';
import { encodeMessage, type FieldInfo, isEmpty, messageText, SERVER, summaryMessage } from './messages';

type T = (key: string, options?: Record<string, unknown>) => string;

type Leaf = { path: string; message: string; fromServer: boolean };

/** Every error of the form with its path ("name.bs"), as react-hook-form nests them. */
function errorLeaves(node: unknown, path = ''): Leaf[] {
  if (!node || typeof node !== 'object') return [];
  const leaves: Leaf[] = [];
  const { message, type } = node as { message?: unknown; type?: unknown };
  if (path && typeof message === 'string' && message)
    leaves.push({ path, message, fromServer: type === SERVER });
  for (const [key, child] of Object.entries(node)) {
    if (['ref', 'message', 'type', 'types'].includes(key)) continue;
    leaves.push(...errorLeaves(child, path ? `${path}.${key}` : key));
  }
  return leaves;
}

/** Where a field stands in the page, to list the summary in the order the fields are read. */
function byPosition(a: SummaryItem, b: SummaryItem): number {
  const first = a.fieldId ? document.getElementById(a.fieldId) : null;
  const second = b.fieldId ? document.getElementById(b.fieldId) : null;
  if (!first || !second) return first ? -1 : second ? 1 : 0;
  return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

function summaryItems(
  t: T,
  errors: FieldErrors,
  fields: Record<string, FieldInfo>,
  valueOf: (path: string) => unknown,
): SummaryItem[] {
  return errorLeaves(errors)
    .map(({ path, message, fromServer }): SummaryItem => {
      const field = fields[path];
      const text = field && summaryMessage(t, message, field, !fromServer && isEmpty(valueOf(path)));
      return field && text
        ? { key: path, name: path, fieldId: field.id, text }
        : { key: path, text: messageText(t, message) };
    })
    .sort(byPosition);
}

export type FormProps<V extends FieldValues, C, R extends FieldValues> = Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'children'
> & {
  form: UseFormReturn<V, C, R>;
  /**
   * Sends the checked values (`save.submit` of lib/save's `useSave`). A rejection with an
   * ApiError puts the server's field messages on the fields and in the summary; what
   * belongs to no field is the handler's to show (useSave does).
   */
  onSubmit: (values: R, context: SubmitContext) => unknown;
  children: ReactNode;
  /**
   * The summary at the top; off only for a one-field form whose message shows beside it
   * (the refused field then takes focus, and is read with its message).
   */
  summary?: boolean;
  /** The unsaved-input guard while the form is dirty; off where the input is no work to lose (signing in). */
  guard?: boolean;
  /** After a successful submit: keep the values as saved (no longer unsaved), or empty the form. */
  afterSubmit?: 'keep' | 'clear';
};

/**
 * A form of the kit: its fields (`TextField`, `SelectField`, ...) take the form from it,
 * and so do react-hook-form's `useWatch` and `useFormContext`.
 * A refused submit, by the schema before sending or by the server after, shows the error
 * summary at the top (focused) and the messages under the fields; what was typed stays.
 * While the form has unsaved input the page's leave guard asks before leaving.
 */
export function Form<V extends FieldValues, C, R extends FieldValues>({
  form,
  onSubmit,
  children,
  summary = true,
  guard = true,
  afterSubmit = 'keep',
  ...props
}: FormProps<V, C, R>) {
  const { t } = useTranslation();
  const { kit, fields } = useKit(form);
  const { isDirty, errors } = useFormState({ control: form.control });
  const leave = useLeaveGuard(guard && isDirty);
  const [attempt, setAttempt] = useState(0);

  const context: SubmitContext = {
    fieldFor: (serverName) =>
      Object.values(fields).find((f) => f.name === serverName || f.serverNames?.includes(serverName))?.name,
    allowLeave: leave.allowLeave,
  };

  /** Puts a refusal's messages on the fields they belong to; true when some field took one. */
  const showOnFields = (error: unknown): boolean => {
    if (!(error instanceof ApiError)) return false;
    const { onFields } = splitRefusal(error, context.fieldFor);
    Object.entries(onFields).forEach(([name, { serverName, key }], index) => {
      form.setError(
        name as Path<V>,
        { type: SERVER, message: encodeMessage(key, error.body?.params?.[serverName]) },
        // Without a summary to take focus, the first refused field takes it (and reads its message).
        { shouldFocus: !summary && index === 0 },
      );
    });
    return Object.keys(onFields).length > 0;
  };

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await onSubmit(values, context);
      } catch (error) {
        // Whatever was typed stays: a refused form is never reset.
        if (showOnFields(error)) setAttempt((n) => n + 1);
        return;
      }
      if (afterSubmit === 'clear') form.reset();
      else form.reset(form.getValues());
    },
    () => setAttempt((n) => n + 1),
  );

  const items =
    summary && attempt > 0 ? summaryItems(t, errors, fields, (path) => form.getValues(path as Path<V>)) : [];
  // react-hook-form's own context too, so a part of the form can `useWatch({ name })`.
  return (
    <FormProvider {...form}>
      <FormKitContext.Provider value={kit}>
        <form {...props} noValidate onSubmit={(event) => void submit(event)}>
          <ErrorSummary
            items={items}
            attempt={attempt}
            onFocusField={(name) => form.setFocus(name as Path<V>)}
          />
          {children}
        </form>
      </FormKitContext.Provider>
    </FormProvider>
  );
}

/**
 * Lets the kit's fields work with `form` where they are not inside its `<Form>` (a shared
 * group of fields, AccountFields say, in a form that does not use the kit yet). Inside the
 * `<Form>` of the same form it adds nothing.
 */
export function FieldScope<V extends FieldValues>({
  form,
  children,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form?: UseFormReturn<V, any, any>;
  children: ReactNode;
}) {
  const outer = useContext(FormKitContext);
  const inherit = !form || outer?.form === form;
  return inherit ? children : <OwnScope form={form}>{children}</OwnScope>;
}

function OwnScope<V extends FieldValues>({
  form,
  children,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<V, any, any>;
  children: ReactNode;
}) {
  const { kit } = useKit(form);
  return (
    <FormProvider {...form}>
      <FormKitContext.Provider value={kit}>{children}</FormKitContext.Provider>
    </FormProvider>
  );
}
