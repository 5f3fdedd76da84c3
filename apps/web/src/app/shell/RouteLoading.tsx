import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../../lib/translation';

/** Shown while the first page's code loads. */
export function RouteLoading() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status">
      <Loader aria-label={t('common.shell.loading')} />
    </Center>
  );
}
