import { Button, Paper, Text, Title } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation';
import { useBoot } from '../../../lib/boot';
import { downloadManual } from './api/download-user-manual';

/** The user manual (PDF) in the page's language, offered on the help page (and in the footer). */
export function UserManualLink() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="user-manual">
      <Title order={2} size="h3" id="user-manual" mb="xs">
        {t('common.footer.manual')}
      </Title>
      <Text mb="sm">{t('pages.home.manualEntryText')}</Text>
      <Button
        variant="light"
        leftSection={<IconFileDownload size={18} aria-hidden />}
        onClick={() => void downloadManual(languageId)}
      >
        {t('pages.home.manualEntry')}
      </Button>
    </Paper>
  );
}
