import { codeListEndpoints, type LanguageId } from '@portal/contracts';
import { useQuery } from '../../../lib/queries';
import { call } from '../../../lib/api-client';
import { complaintKeys } from '../keys';

/** The active categories with their icons, in the reader's language. */
export function useCategories(languageId: LanguageId) {
  return useQuery({
    queryKey: complaintKeys.categories(languageId),
    queryFn: () =>
      call(codeListEndpoints.Category.dropdown, { params: { id: 0, onlyActive: true, languageId } }),
    staleTime: 5 * 60_000,
  });
}
