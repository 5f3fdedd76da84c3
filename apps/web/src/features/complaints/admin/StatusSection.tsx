import { Alert, Button, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  AssignRequest,
  ChangeStatusRequest,
  COMPLAINT_COMMENT_MAX,
  ComplaintStatus,
  complaintTransitions,
  mayMoveComplaint,
  refusedMoveMessage,
  type StaffComplaintDetails,
} from '@portal/contracts';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useBoot } from '../../../lib/boot';
import { fieldError, schemaResolver } from '../../../lib/forms';
import { complaintCalls, useAssignableUnits } from './api';
import { useSectionSave } from './save';

/**
 * The statuses a complaint may move to now: the contract's transition table, narrowed by
 * what the server says for this caller. Assigned needs a unit: without one it is reached
 * by assigning, not by a plain status change.
 */
export function nextStatuses(complaint: StaffComplaintDetails): ComplaintStatus[] {
  const from = complaint.statusId as ComplaintStatus;
  return (complaintTransitions[from] ?? []).filter(
    (to) =>
      mayMoveComplaint(from, to) &&
      complaint.allowedStatuses.includes(to) &&
      (to !== ComplaintStatus.Assigned || complaint.organizationalUnitId !== null) &&
      to !== from,
  );
}

/** Status change with a required comment, and assignment to a unit; a resolved complaint says it cannot change. */
export function StatusSection({ complaint }: { complaint: StaffComplaintDetails }) {
  const { t } = useTranslation();
  const from = complaint.statusId as ComplaintStatus;
  if (from === ComplaintStatus.Resolved) {
    return (
      <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />} maw={760}>
        {t(`messages.${refusedMoveMessage(from)}`)}
      </Alert>
    );
  }
  const mayAssign =
    complaint.allowedStatuses.includes(ComplaintStatus.Assigned) &&
    mayMoveComplaint(from, ComplaintStatus.Assigned);
  return (
    <Stack gap="lg" maw={760}>
      <ChangeStatusForm complaint={complaint} />
      {mayAssign && <AssignForm complaint={complaint} />}
    </Stack>
  );
}

type StatusValues = Omit<ChangeStatusRequest, 'statusId'> & { statusId: number | null };

function ChangeStatusForm({ complaint }: { complaint: StaffComplaintDetails }) {
  const { t } = useTranslation();
  const options = nextStatuses(complaint);
  const form = useForm<StatusValues, unknown, z.output<typeof ChangeStatusRequest>>({
    defaultValues: { complaintId: complaint.id, statusId: null, comment: '' },
    resolver: schemaResolver(ChangeStatusRequest) as unknown as Resolver<
      StatusValues,
      unknown,
      z.output<typeof ChangeStatusRequest>
    >,
  });
  const { errors, isSubmitting } = form.formState;
  const error = (name: keyof StatusValues) => fieldError(t, errors[name]?.message);

  const onSubmit = useSectionSave(form, {
    save: complaintCalls.changeStatus,
    baseline: () => ({ complaintId: complaint.id, statusId: null, comment: '' }),
    message: t('complaintsAdmin.status.changed'),
  });
  // Resolving cannot be undone (a resolved complaint does not change): asked first.
  const [confirmingResolve, setConfirmingResolve] = useState(false);

  return (
    <Paper withBorder radius="md" p="md">
      <ConfirmDialog
        opened={confirmingResolve}
        title={t('complaintsAdmin.status.resolveTitle')}
        message={t('complaintsAdmin.status.resolveQuestion')}
        confirmLabel={t('complaintsAdmin.status.resolveConfirm')}
        danger
        onCancel={() => setConfirmingResolve(false)}
        onConfirm={async () => {
          setConfirmingResolve(false);
          await onSubmit();
        }}
      />
      <form
        onSubmit={(event) => {
          // A valid resolution is asked about before it is sent; anything else is saved (or refused) at once.
          if (form.getValues('statusId') !== ComplaintStatus.Resolved) return void onSubmit(event);
          void form.handleSubmit(() => setConfirmingResolve(true))(event);
        }}
        noValidate
      >
        <Stack gap="md">
          <Title order={3} size="h4">
            {t('complaintsAdmin.status.changeTitle')}
          </Title>
          {options.length === 0 ? (
            <Text>{t('complaintsAdmin.status.noMoves')}</Text>
          ) : (
            <>
              <Controller
                control={form.control}
                name="statusId"
                render={({ field }) => (
                  <Select
                    label={t('complaintsAdmin.status.newStatus')}
                    required
                    allowDeselect={false}
                    withScrollArea={false}
                    data={options.map((s) => ({ value: String(s), label: t(`enums.complaintStatus.${s}`) }))}
                    value={field.value === null ? null : String(field.value)}
                    onChange={(value) => field.onChange(value === null ? null : Number(value))}
                    error={error('statusId')}
                  />
                )}
              />
              <Textarea
                label={t('complaintsAdmin.status.comment')}
                required
                rows={3}
                resize="vertical"
                maxLength={COMPLAINT_COMMENT_MAX}
                error={error('comment')}
                {...form.register('comment')}
              />
              <Group>
                <Button type="submit" loading={isSubmitting}>
                  {t('complaintsAdmin.status.change')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

type AssignValues = Omit<AssignRequest, 'organizationalUnitId'> & { organizationalUnitId: number | null };

function AssignForm({ complaint }: { complaint: StaffComplaintDetails }) {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const units = useAssignableUnits(languageId);
  const form = useForm<AssignValues, unknown, z.output<typeof AssignRequest>>({
    defaultValues: {
      complaintId: complaint.id,
      organizationalUnitId: complaint.organizationalUnitId,
      comment: '',
    },
    resolver: schemaResolver(AssignRequest) as unknown as Resolver<
      AssignValues,
      unknown,
      z.output<typeof AssignRequest>
    >,
  });
  const { errors, isSubmitting } = form.formState;
  const error = (name: keyof AssignValues) => fieldError(t, errors[name]?.message);

  const onSubmit = useSectionSave(form, {
    save: complaintCalls.assign,
    baseline: (values) => ({ ...values, comment: '' }),
    message: t('complaintsAdmin.status.assigned'),
  });

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Title order={3} size="h4">
            {t('complaintsAdmin.status.assignTitle')}
          </Title>
          <Controller
            control={form.control}
            name="organizationalUnitId"
            render={({ field }) => (
              <Select
                label={t('complaintsAdmin.fields.unit')}
                required
                searchable
                data={(units.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
                value={field.value === null ? null : String(field.value)}
                onChange={(value) => field.onChange(value === null ? null : Number(value))}
                error={error('organizationalUnitId')}
              />
            )}
          />
          <Textarea
            label={t('complaintsAdmin.status.assignComment')}
            rows={2}
            resize="vertical"
            maxLength={COMPLAINT_COMMENT_MAX}
            error={error('comment')}
            {...form.register('comment')}
          />
          <Group>
            <Button type="submit" loading={isSubmitting}>
              {t('complaintsAdmin.status.assign')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
