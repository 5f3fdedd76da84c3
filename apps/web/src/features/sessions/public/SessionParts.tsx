import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { type SessionDocument, sessionsPages } from '@portal/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FileLinks } from '../../../components/attachments';
import { usePageTitle } from '../../../lib/page-title';
import { sessionCalls } from './api';

export { SessionStatusBadge } from './SessionStatusBadge';

/** "3." for an item, "3.1." for its sub-item. */
export const agendaNumber = (item: { ordinalNumber: number; subNumber: number }) =>
  item.subNumber === 0 ? `${item.ordinalNumber}.` : `${item.ordinalNumber}.${item.subNumber}.`;

/** Files of a session or an agenda item, each a download from the public call. */
export function SessionFiles({ files }: { files: readonly SessionDocument[] }) {
  return <FileLinks files={files} onDownload={(file) => void sessionCalls.download(file.id)} />;
}

/** A page that cannot show its record: the reason, and the way back to the list of sessions. */
export function SessionProblem({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Stack gap="md" py="md" maw={720}>
      <Title order={1}>{title}</Title>
      <Alert color="red.8" variant="light" role="alert">
        {text}
      </Alert>
      <Anchor component={Link} to={sessionsPages.list.path}>
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {t('sessions.details.backToList')}
        </Group>
      </Anchor>
    </Stack>
  );
}

export function Loading() {
  const { t } = useTranslation();
  return (
    <Text role="status" py="md">
      {t('sessions.common.loading')}
    </Text>
  );
}
