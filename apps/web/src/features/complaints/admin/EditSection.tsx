import { Box, Button, Group, Stack } from '@mantine/core';
import {
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_TITLE_MAX,
  type StaffComplaintDetails,
  UpdateComplaint,
} from '@portal/contracts';
import { useTranslation } from '../../../lib/translation';
import type { z } from 'zod';
import { CodeListSelect } from '../../../components/CodeListSelect';
import { Form, FormField, SwitchField, TextAreaField, TextField, useZodForm } from '../../../components/form';
import { useSave } from '../../../lib/save';
import { complaintKeys } from '../keys';
import { complaintCalls } from './api';

/** The form's values: the call's body, with the category that may still be unchosen (the schema refuses it so). */
type Values = Omit<z.input<typeof UpdateComplaint>, 'categoryId'> & { categoryId: number | null };
type Update = z.output<typeof UpdateComplaint>;
const schema = UpdateComplaint as unknown as z.ZodType<Update, Values>;

/**
 * The edit form: title, description, category and whether the public sees it. A refused
 * save keeps what was typed and shows the server's messages on their fields, once.
 */
export function EditSection({ complaint }: { complaint: StaffComplaintDetails }) {
  const { t } = useTranslation();
  const form = useZodForm(schema, {
    complaintId: complaint.id,
    title: complaint.title,
    description: complaint.description,
    categoryId: complaint.categoryId,
    visible: complaint.visible,
  });
  const save = useSave({
    mutationFn: (body: Update, options) => complaintCalls.update(body, options),
    invalidate: complaintKeys.all,
    successMessage: 'messages.data_saved',
  });

  return (
    <Box maw={760}>
      <Form form={form} onSubmit={save.submit}>
        <Stack gap="md">
          <TextField
            name="title"
            label="complaintsAdmin.fields.title"
            required
            maxLength={COMPLAINT_TITLE_MAX}
          />
          <TextAreaField
            name="description"
            label="complaintsAdmin.fields.description"
            required
            rows={4}
            resize="vertical"
            maxLength={COMPLAINT_DESCRIPTION_MAX}
          />
          <FormField
            name="categoryId"
            label="complaintsAdmin.fields.category"
            kind="choice"
            render={(field) => (
              <CodeListSelect
                list="Category"
                label={field.label}
                required
                value={field.value as number | null}
                onChange={field.onChange}
                error={field.error}
              />
            )}
          />
          <SwitchField
            name="visible"
            label="complaintsAdmin.edit.visible"
            description="complaintsAdmin.edit.visibleHint"
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('complaintsAdmin.common.save')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Box>
  );
}
