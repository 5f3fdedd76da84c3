import { type QueryKey, useQueryClient } from './queries';
import { useCallback } from 'react';
import { useTranslation } from './translation';
import { toaster } from './toast';

/**
 * What follows a delete the server took: the queries under `queryKey` (the lists that showed
 * the record) are fetched again, then the user is told it is done.
 */
export function useDeleted(queryKey: QueryKey): () => Promise<void> {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey });
    toaster.show(t('messages.deletion_success'), { kind: 'success' });
  }, [queryClient, queryKey, t]);
}
