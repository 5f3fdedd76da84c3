import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import {
  COMPLAINT_COMMENT_MAX,
  ComplaintStatus,
  MergeRequest,
  type StaffComplaintDetails,
} from '@portal/contracts';
import { IconArrowMerge, IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../lib/router';
import { z } from 'zod';
import { useConfirm } from '../../../components/ConfirmDialog';
import { CountedTextAreaField, Form, TextField, useZodForm } from '../../../components/form';
import { ApiError } from '../../../lib/api-client';
import { useBoot } from '../../../lib/boot';
import { showFailure, type SubmitContext, useSave } from '../../../lib/save';
import { complaintKeys } from '../keys';
import { COMPLAINT_ID, COMPLAINT_NUMBER, findHandledComplaint, followingCalls } from './following-api';
import { detailsPath } from './paths';

/** The form: the report that stays, by its number or id as typed, and why they are merged. */
const MergeForm = z.object({
  intoComplaintId: z
    .string()
    .trim()
    .min(1, { error: 'validation_required' })
    .refine((text) => COMPLAINT_NUMBER.test(text) || COMPLAINT_ID.test(text), {
      error: 'validation_invalid_format',
    }),
  comment: MergeRequest.shape.comment,
});
type MergeValues = z.output<typeof MergeForm>;

/** A refusal of the typed report, shown at its field like the server's. */
const refused = (key: string) => new ApiError(400, { errors: { intoComplaintId: key } });

/** What a merge that was not sent rejects with: the form keeps what was typed and shows nothing. */
const NOT_CONFIRMED = new Error('merge not confirmed');

/**
 * "Spoji s drugom prijavom": a duplicate report merged into the one that stays, named by its
 * number ("154/2026") or id. What cannot be undone is said before: the report becomes resolved
 * as merged, and its reporter, followers and supporters move to the other report and are told.
 */
export function MergeSection({ complaint }: { complaint: StaffComplaintDetails }) {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const { confirm, dialog } = useConfirm();
  const form = useZodForm(MergeForm, { intoComplaintId: '', comment: '' });
  const save = useSave({
    mutationFn: (body: z.output<typeof MergeRequest>, options) => followingCalls.merge(body, options),
    invalidate: complaintKeys.all,
    successMessage: 'complaintsAdmin.follow.merge.done',
  });

  if (complaint.mergedInto)
    return (
      <Alert color="grape" variant="light" icon={<IconArrowMerge size={18} aria-hidden />}>
        {t('complaintsAdmin.follow.merge.merged')}{' '}
        <Anchor component={Link} to={detailsPath(complaint.mergedInto.id)} fw={600}>
          {complaint.mergedInto.number}
        </Anchor>
      </Alert>
    );
  if (complaint.statusId === ComplaintStatus.Resolved || complaint.statusId === ComplaintStatus.Inappropriate)
    return (
      <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />}>
        {t('complaintsAdmin.follow.merge.closed')}
      </Alert>
    );

  const submit = async (values: MergeValues, context: SubmitContext) => {
    let target: Awaited<ReturnType<typeof findHandledComplaint>>;
    try {
      target = await findHandledComplaint(values.intoComplaintId, languageId);
    } catch (error) {
      showFailure(error, t);
      throw error;
    }
    if (!target) throw refused('record_not_found');
    if (target.id === complaint.id) throw refused('complaint_merge_into_itself');
    const into = target;
    let failure: unknown = NOT_CONFIRMED;
    const confirmed = await confirm({
      title: t('complaintsAdmin.follow.merge.confirmTitle'),
      message: t('complaintsAdmin.follow.merge.confirmText', {
        number: complaint.number,
        into: into.number,
        title: into.title,
      }),
      confirmLabel: t('complaintsAdmin.follow.merge.confirm'),
      danger: true,
      onConfirm: async () => {
        try {
          await save.submit(
            { complaintId: complaint.id, intoComplaintId: into.id, comment: values.comment },
            context,
          );
        } catch (error) {
          failure = error;
          throw error;
        }
      },
    });
    // Cancelled, or refused (the dialog closes on a refusal): back to the form, which shows a
    // refusal on its fields and keeps what was typed.
    if (!confirmed) throw failure;
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{t('complaintsAdmin.follow.merge.intro')}</Text>
      <Form form={form} onSubmit={submit}>
        <Stack gap="sm">
          <TextField
            name="intoComplaintId"
            label="complaintsAdmin.follow.merge.target"
            description="complaintsAdmin.follow.merge.targetHint"
            required
            maxLength={20}
            autoComplete="off"
          />
          <CountedTextAreaField
            name="comment"
            label="complaintsAdmin.follow.merge.comment"
            required
            rows={2}
            resize="vertical"
            maxLength={COMPLAINT_COMMENT_MAX}
          />
          <Group>
            <Button
              type="submit"
              color="red.9"
              variant="outline"
              loading={save.isPending}
              leftSection={<IconArrowMerge size={18} aria-hidden />}
            >
              {t('complaintsAdmin.follow.merge.submit')}
            </Button>
          </Group>
        </Stack>
      </Form>
      {dialog}
    </Stack>
  );
}
