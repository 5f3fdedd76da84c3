import { Alert, Anchor, Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { COMPLAINT_COMMENT_MAX, CommentRequest } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLeaveGuard } from '../../../components/LeaveGuard';
import { UploadField, useUploads } from '../../../components/UploadList';
import { useSession } from '../../../lib/auth';
import { fieldError, schemaResolver, showServerErrors } from '../../../lib/forms';
import { toaster } from '../../../lib/toast';
import { complaintCalls, complaintKeys } from '../api';

/**
 * A citizen's comment with at most one file. The file goes up first; when it is refused
 * (by the upload or later by the save) the comment is still saved, without it, and the
 * page says so with the reason.
 */
export function CommentForm({ complaintId }: { complaintId: number }) {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [withoutFile, setWithoutFile] = useState<string | null>(null);
  const file = useUploads({ upload: complaintCalls.uploadDocument });
  const form = useForm({
    resolver: schemaResolver(CommentRequest),
    defaultValues: { complaintId, text: '', fileIds: [] as string[] },
  });
  const { errors, isSubmitting } = form.formState;
  useLeaveGuard(form.formState.isDirty || file.items.length > 0);

  if (!session)
    return (
      <Text mt="md">
        <Anchor component={Link} to={`/login?returnTo=${encodeURIComponent(pathname)}`}>
          {t('complaints.details.signInToComment')}
        </Anchor>
      </Text>
    );

  const onSubmit = form.handleSubmit(async (values) => {
    if (file.uploading) return;
    const refused = file.items.find((item) => item.state === 'refused');
    try {
      const saved = await complaintCalls.comment({ ...values, fileIds: file.fileIds });
      const message = t('messages.comment_file_invalid_saved_without_file');
      setWithoutFile(
        refused
          ? t('complaints.details.fileRefused', { message, reason: refused.reason ?? '' })
          : saved.fileRefused
            ? message
            : null,
      );
      toaster.show(t('complaints.details.commentSaved'), { kind: 'success' });
      form.reset({ complaintId, text: '', fileIds: [] });
      file.reset();
      await queryClient.invalidateQueries({ queryKey: complaintKeys.all });
    } catch (error) {
      showServerErrors(form.setError, error, ['text']);
    }
  });

  return (
    <Paper withBorder radius="md" p="md" mt="md" component="form" noValidate onSubmit={onSubmit}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('complaints.details.addComment')}
        </Title>
        {withoutFile && (
          <Alert color="yellow.8" variant="light" role="alert">
            {withoutFile}
          </Alert>
        )}
        <Textarea
          label={t('complaints.details.commentText')}
          required
          rows={5}
          maxLength={COMPLAINT_COMMENT_MAX}
          error={fieldError(t, errors.text?.message)}
          {...form.register('text')}
        />
        <UploadField
          label={t('complaints.details.commentFile')}
          description={t('complaints.details.commentFileHint')}
          buttonLabel={t('complaints.details.commentFileButton')}
          multiple={false}
          disabled={file.items.length >= 1}
          queue={file}
        />
        <Button type="submit" loading={isSubmitting || file.uploading} w="fit-content">
          {t('complaints.details.sendComment')}
        </Button>
      </Stack>
    </Paper>
  );
}
