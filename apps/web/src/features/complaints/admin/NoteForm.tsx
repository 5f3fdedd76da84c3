import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { AddNoteRequest, COMPLAINT_COMMENT_MAX } from '@portal/contracts';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation';
import type { z } from 'zod';
import { CountedTextAreaField, Form, useZodForm } from '../../../components/form';
import { useSave } from '../../../lib/save';
import { complaintKeys } from '../keys';
import { followingCalls } from './following-api';

/**
 * An internal note on a complaint: seen by staff only, never by its reporter or the public,
 * and nobody is told of it. A refused note keeps what was typed; a saved one empties the form.
 */
export function NoteForm({ complaintId }: { complaintId: number }) {
  const { t } = useTranslation();
  const form = useZodForm(AddNoteRequest, { complaintId, text: '' });
  const save = useSave({
    mutationFn: (values: z.output<typeof AddNoteRequest>, options) => followingCalls.addNote(values, options),
    invalidate: complaintKeys.all,
    successMessage: 'complaintsAdmin.follow.note.saved',
  });
  return (
    <Paper withBorder radius="md" p="md" bg="yellow.0">
      <Stack gap="sm">
        <Title order={3} size="h4">
          <Group gap={6} component="span">
            <IconLock size={18} aria-hidden />
            {t('complaintsAdmin.follow.note.title')}
          </Group>
        </Title>
        <Text size="sm">{t('complaintsAdmin.follow.note.hint')}</Text>
        <Form form={form} onSubmit={save.submit} afterSubmit="clear">
          <Stack gap="sm">
            <CountedTextAreaField
              name="text"
              label="complaintsAdmin.follow.note.label"
              required
              rows={3}
              resize="vertical"
              maxLength={COMPLAINT_COMMENT_MAX}
            />
            <Group>
              <Button type="submit" loading={save.isPending}>
                {t('complaintsAdmin.follow.note.submit')}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Stack>
    </Paper>
  );
}
