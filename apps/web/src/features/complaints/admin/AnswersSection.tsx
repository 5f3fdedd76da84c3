import { Group, Paper, Stack, Text } from '@mantine/core';
import {
  COMPLAINT_ANSWER_MAX,
  COMPLAINT_FILES_MAX,
  type ComplaintAnswer,
  type ComplaintFile,
  ComplaintStatus,
  type StaffComplaintDetails,
  documentExtensions,
  uploadComplaintAnswerFile,
} from '@portal/contracts';
import { formatDateTime } from '@portal/i18n';
import { useQueryClient } from '../../../lib/queries';
import { useTranslation } from '../../../lib/translation';
import { useConfirm } from '../../../components/ConfirmDialog';
import { FileLinks } from '../../../components/attachments';
import { TextWithFilesForm } from '../../../components/TextWithFilesForm';
import { toaster } from '../../../lib/toast';
import { uploadFile } from '../../../lib/upload';
import { complaintKeys } from '../keys';
import { complaintCalls } from './api';
import { AnswerTemplatePicker } from './AnswerTemplatePicker';

const ACCEPT = documentExtensions.map((e) => `.${e}`).join(',');

/** The answers given, with their files; a new answer with files uploaded one by one beforehand. */
export function AnswersSection({ complaint }: { complaint: StaffComplaintDetails }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const resolved = complaint.statusId === ComplaintStatus.Resolved;

  const removeFile = (file: ComplaintFile) =>
    confirm({
      message: t('complaintsAdmin.files.deleteConfirm', { name: file.fileName }),
      confirmLabel: t('complaintsAdmin.common.delete'),
      danger: true,
      onConfirm: async () => {
        await complaintCalls.removeAnswerFile(file.id);
        await queryClient.invalidateQueries({ queryKey: complaintKeys.all });
        toaster.show(t('messages.deletion_success'), { kind: 'success' });
      },
    });

  return (
    <Stack gap="lg">
      {complaint.answers.length === 0 ? (
        <Text>{t('complaintsAdmin.answers.none')}</Text>
      ) : (
        <Stack gap="sm">
          {complaint.answers.map((answer) => (
            <AnswerCard
              key={answer.id}
              answer={answer}
              onDeleteFile={resolved ? undefined : (file) => void removeFile(file)}
            />
          ))}
        </Stack>
      )}
      {!resolved && <AnswerForm complaintId={complaint.id} />}
      {dialog}
    </Stack>
  );
}

function AnswerCard({
  answer,
  onDeleteFile,
}: {
  answer: ComplaintAnswer;
  onDeleteFile?: (file: ComplaintFile) => void;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="article">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {[answer.authorName, answer.organizationalUnitName].filter(Boolean).join(' · ')}
          </Text>
          <Text size="sm" c="dimmed">
            {formatDateTime(answer.dateCreated)}
          </Text>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{answer.text}</Text>
        <FileLinks
          files={answer.files}
          onDownload={(file) => void complaintCalls.downloadAnswerFile(file.id)}
          onDelete={onDeleteFile}
        />
      </Stack>
    </Paper>
  );
}

function AnswerForm({ complaintId }: { complaintId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <TextWithFilesForm
      title={t('complaintsAdmin.answers.addTitle')}
      label={t('complaintsAdmin.answers.text')}
      submitLabel={t('complaintsAdmin.answers.add')}
      maxLength={COMPLAINT_ANSWER_MAX}
      rows={4}
      beforeText={<AnswerTemplatePicker complaintId={complaintId} />}
      upload={(file, options) => uploadFile(uploadComplaintAnswerFile, file, options)}
      files={{
        max: COMPLAINT_FILES_MAX,
        label: t('complaintsAdmin.files.label'),
        description: t('complaintsAdmin.files.hint', { count: COMPLAINT_FILES_MAX }),
        buttonLabel: t('complaintsAdmin.files.choose'),
        accept: ACCEPT,
      }}
      onSave={async ({ text, fileIds }, options) => {
        await complaintCalls.addAnswer({ complaintId, text, fileIds }, options);
        await queryClient.invalidateQueries({ queryKey: complaintKeys.all });
        toaster.show(t('complaintsAdmin.answers.added'), { kind: 'success' });
      }}
    />
  );
}
