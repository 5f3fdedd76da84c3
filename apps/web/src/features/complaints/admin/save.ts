import { useQueryClient } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { showServerErrors } from '../../../lib/forms';
import { toaster } from '../../../lib/toast';
import { complaintKeys } from '../keys';

/**
 * The submit handler of a section of the staff complaint page: the call, the form's new
 * baseline (so the leave guard asks again only after new changes), the complaint read
 * afresh and the success message; a refusal keeps what was typed and shows the server's
 * messages under their fields.
 */
export function useSectionSave<V extends FieldValues, O>(
  form: UseFormReturn<V, unknown, O>,
  options: { save: (values: O) => Promise<unknown>; baseline: (values: O) => V; message: string },
) {
  const queryClient = useQueryClient();
  return form.handleSubmit(async (values) => {
    try {
      await options.save(values);
      form.reset(options.baseline(values));
      await queryClient.invalidateQueries({ queryKey: complaintKeys.all });
      toaster.show(options.message, { kind: 'success' });
    } catch (failure) {
      showServerErrors(form.setError, failure, Object.keys(values as object));
    }
  });
}
