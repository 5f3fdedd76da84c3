import { Text } from '@mantine/core';
import { type SessionDocument, sessionsPages } from '@portal/contracts';
import { useTranslation } from '../../../lib/translation';
import { FileLinks } from '../../../components/attachments';
import { RecordProblem } from '../../../components/RecordProblem';
import { sessionCalls } from './calls';

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
  return (
    <RecordProblem
      title={title}
      text={text}
      backTo={sessionsPages.list.path}
      backLabel={t('sessions.details.backToList')}
    />
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
