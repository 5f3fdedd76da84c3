import { createContext, useCallback, useContext, useId, useMemo, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { FieldInfo } from './messages';

/** What the kit's fields take from their form: the form itself, ids, and where to say what they are. */
export type FormKit = {
  // The fields name their values by string; the form's own types stay with its owner.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<any, any, any>;
  /** The id of a field's input, unique on the page. */
  idOf: (name: string) => string;
  /** Tells the form a field's label and kind (for its summary and the server's refusals); returns the undo. */
  register: (field: FieldInfo) => () => void;
};

export const FormKitContext = createContext<FormKit | null>(null);

/** The form of a kit field; a field outside a `<Form>` (or a `FieldScope`) is a programming error. */
export function useFormKit(): FormKit {
  const kit = useContext(FormKitContext);
  if (!kit) throw new Error('A form field of components/form must be inside <Form> or <FieldScope>.');
  return kit;
}

const same = (a: FieldInfo, b: FieldInfo) =>
  a.id === b.id &&
  a.label === b.label &&
  a.kind === b.kind &&
  a.requiredMessage === b.requiredMessage &&
  (a.serverNames ?? []).join() === (b.serverNames ?? []).join();

/** The kit of one form and the fields registered with it, by name (in the order they came). */
export function useKit<F extends FieldValues>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<F, any, any>,
): { kit: FormKit; fields: Record<string, FieldInfo> } {
  const base = useId();
  const [fields, setFields] = useState<Record<string, FieldInfo>>({});
  const register = useCallback((field: FieldInfo) => {
    setFields((current) => {
      const known = current[field.name];
      return known && same(known, field) ? current : { ...current, [field.name]: field };
    });
    return () =>
      setFields((current) => {
        if (current[field.name]?.id !== field.id) return current;
        const { [field.name]: _gone, ...rest } = current;
        return rest;
      });
  }, []);
  const kit = useMemo<FormKit>(
    () => ({ form, idOf: (name) => `${base}-${name.replace(/\W/g, '-')}`, register }),
    [form, base, register],
  );
  return { kit, fields };
}
