import { Box, Center, Loader } from '@mantine/core';
import { useTranslation } from '../../lib/translation';

/**
 * Shown where the first page will be while its code loads, under the shell's header. A screen
 * high, so that the footer below it is out of sight and does not move when the page arrives.
 */
export function RouteLoading() {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" role="status">
      {/* In sight: in the middle of the screen's part under the header, not of the box. */}
      <Center h="40vh">
        <Loader aria-label={t('common.shell.loading')} />
      </Center>
    </Box>
  );
}
