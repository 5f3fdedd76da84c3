import { Button, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import {
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_TITLE_MAX,
  type StaffComplaintDetails,
  UpdateComplaint,
} from '@portal/contracts';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CodeListSelect } from '../../../components/CodeListSelect';
import { useLeaveGuard } from '../../../components/LeaveGuard';
import { fieldError, schemaResolver } from '../../../lib/forms';
import { complaintCalls } from './api';
import { useSectionSave } from './save';

type Values = Omit<UpdateComplaint, 'categoryId'> & { categoryId: number | null };

/**
 * The edit form: title, description, category and whether the public sees it. A refused
 * save keeps what was typed and shows the server's messages under their fields.
 */
export function EditSection({ complaint }: { complaint: StaffComplaintDetails }) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, z.output<typeof UpdateComplaint>>({
    defaultValues: {
      complaintId: complaint.id,
      title: complaint.title,
      description: complaint.description,
      categoryId: complaint.categoryId,
      visible: complaint.visible,
    },
    resolver: schemaResolver(UpdateComplaint) as unknown as Resolver<
      Values,
      unknown,
      z.output<typeof UpdateComplaint>
    >,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  useLeaveGuard(isDirty);
  const error = (name: keyof Values) => fieldError(t, errors[name]?.message);

  const onSubmit = useSectionSave(form, {
    save: complaintCalls.update,
    baseline: (values) => values,
    message: t('messages.data_saved'),
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md" maw={760}>
        <TextInput
          label={t('complaintsAdmin.fields.title')}
          required
          maxLength={COMPLAINT_TITLE_MAX}
          error={error('title')}
          {...form.register('title')}
        />
        <Textarea
          label={t('complaintsAdmin.fields.description')}
          required
          rows={4}
          resize="vertical"
          maxLength={COMPLAINT_DESCRIPTION_MAX}
          error={error('description')}
          {...form.register('description')}
        />
        <Controller
          control={form.control}
          name="categoryId"
          render={({ field }) => (
            <CodeListSelect
              list="Category"
              label={t('complaintsAdmin.fields.category')}
              required
              value={field.value}
              onChange={field.onChange}
              error={error('categoryId')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="visible"
          render={({ field }) => (
            <Switch
              label={t('complaintsAdmin.edit.visible')}
              description={t('complaintsAdmin.edit.visibleHint')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Group>
          <Button type="submit" loading={isSubmitting}>
            {t('complaintsAdmin.common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
