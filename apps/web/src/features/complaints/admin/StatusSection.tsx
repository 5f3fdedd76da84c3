import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
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
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import type { z } from 'zod';
import { useConfirm } from '../../../components/ConfirmDialog';
import {
  Form,
  FormField,
  type FormProps,
  SelectField,
  TextAreaField,
  useZodForm,
} from '../../../components/form';
import { UnitTreeSelect } from '../../../components/UnitTreeSelect';
import { useBoot } from '../../../lib/boot';
import { type Quiet, type SubmitContext, useSave } from '../../../lib/save';
import { complaintKeys } from '../keys';
import { complaintCalls, useAssignableUnits } from './api';

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

/**
 * What the section's forms share: a kit form checked by the call's own schema, and its
 * save, after which the complaint (and what the public side holds of it) is read afresh
 * and `successMessage` (a catalogue key) is shown. A refusal is shown once, on the form's
 * fields, and what was typed stays.
 */
function useSectionForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaults: DefaultValues<z.input<S>>,
  send: (body: z.output<S>, options: Quiet) => Promise<unknown>,
  successMessage: string,
) {
  const form = useZodForm(schema, defaults);
  const save = useSave({ mutationFn: send, invalidate: complaintKeys.all, successMessage });
  return { form, save };
}

/** The card of one of the section's forms, with its title. */
function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** A form of the section in its card: the error summary under the title, the fields, the button. */
function SectionForm<V extends FieldValues, R extends FieldValues>({
  title,
  submitLabel,
  saving,
  children,
  ...form
}: Pick<FormProps<V, unknown, R>, 'form' | 'onSubmit' | 'afterSubmit' | 'children'> & {
  title: string;
  submitLabel: string;
  saving: boolean;
}) {
  return (
    <SectionCard title={title}>
      <Form {...form}>
        <Stack gap="md">
          {children}
          <Group>
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </Form>
    </SectionCard>
  );
}

/** The form's values: the call's body, with the choice that may still be empty (the schema refuses it so). */
type StatusValues = Omit<z.input<typeof ChangeStatusRequest>, 'statusId'> & { statusId: number | null };
type StatusChange = z.output<typeof ChangeStatusRequest>;
const StatusSchema = ChangeStatusRequest as unknown as z.ZodType<StatusChange, StatusValues>;

/** What a status change that was not sent rejects with: the form keeps what was typed and shows nothing. */
const NOT_CONFIRMED = new Error('resolution not confirmed');

/** The moves asked about before they are sent, by the prefix of their texts in `complaintsAdmin.status`. */
const confirmedMoves: Partial<Record<ComplaintStatus, 'resolve' | 'inappropriate'>> = {
  [ComplaintStatus.Resolved]: 'resolve',
  [ComplaintStatus.Inappropriate]: 'inappropriate',
};

function ChangeStatusForm({ complaint }: { complaint: StaffComplaintDetails }) {
  const { t } = useTranslation();
  const options = nextStatuses(complaint);
  const { confirm, dialog } = useConfirm();
  const { form, save } = useSectionForm(
    StatusSchema,
    { complaintId: complaint.id, statusId: null, comment: '' },
    (body, quiet) => complaintCalls.changeStatus(body, quiet),
    'complaintsAdmin.status.changed',
  );

  // Resolving cannot be undone (a resolved complaint does not change), and marking a complaint
  // inappropriate takes it from the public at once: a valid move of either is asked about first
  // and sent from the dialog, saying what follows; any other move is saved (or refused) at once.
  const submit = async (values: StatusChange, context: SubmitContext) => {
    const asked = confirmedMoves[values.statusId];
    if (!asked) return save.submit(values, context);
    let failure: unknown = NOT_CONFIRMED;
    const confirmed = await confirm({
      title: t(`complaintsAdmin.status.${asked}Title`),
      message: t(`complaintsAdmin.status.${asked}Question`),
      confirmLabel: t(`complaintsAdmin.status.${asked}Confirm`),
      danger: true,
      onConfirm: async () => {
        try {
          await save.submit(values, context);
        } catch (error) {
          failure = error;
          throw error;
        }
      },
    });
    // Cancelled, or refused (the dialog closes on a refusal): back to the form, which
    // shows a refusal on its fields and keeps what was typed.
    if (!confirmed) throw failure;
  };

  if (options.length === 0) {
    return (
      <SectionCard title={t('complaintsAdmin.status.changeTitle')}>
        <Text>{t('complaintsAdmin.status.noMoves')}</Text>
      </SectionCard>
    );
  }
  return (
    <>
      <SectionForm
        title={t('complaintsAdmin.status.changeTitle')}
        submitLabel={t('complaintsAdmin.status.change')}
        saving={save.isPending}
        form={form}
        onSubmit={submit}
        // After a change the form starts afresh: no status chosen, no comment.
        afterSubmit="clear"
      >
        <SelectField
          name="statusId"
          label="complaintsAdmin.status.newStatus"
          required
          numeric
          allowDeselect={false}
          data={options.map((s) => ({ value: String(s), label: t(`enums.complaintStatus.${s}`) }))}
        />
        <TextAreaField
          name="comment"
          label="complaintsAdmin.status.comment"
          required
          rows={3}
          resize="vertical"
          maxLength={COMPLAINT_COMMENT_MAX}
        />
      </SectionForm>
      {dialog}
    </>
  );
}

/** The form's values: the call's body, with the unit that may still be unchosen (the schema refuses it so). */
type AssignValues = Omit<z.input<typeof AssignRequest>, 'organizationalUnitId'> & {
  organizationalUnitId: number | null;
};
type Assignment = z.output<typeof AssignRequest>;
const AssignSchema = AssignRequest as unknown as z.ZodType<Assignment, AssignValues>;

function AssignForm({ complaint }: { complaint: StaffComplaintDetails }) {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const units = useAssignableUnits(languageId);
  const { form, save } = useSectionForm(
    AssignSchema,
    { complaintId: complaint.id, organizationalUnitId: complaint.organizationalUnitId, comment: '' },
    (body, quiet) => complaintCalls.assign(body, quiet),
    'complaintsAdmin.status.assigned',
  );

  // After an assignment the unit stays chosen and the note is emptied for the next one.
  const submit = async (values: Assignment, context: SubmitContext) => {
    await save.submit(values, context);
    form.setValue('comment', '');
  };

  return (
    <SectionForm
      title={t('complaintsAdmin.status.assignTitle')}
      submitLabel={t('complaintsAdmin.status.assign')}
      saving={save.isPending}
      form={form}
      onSubmit={submit}
    >
      <FormField
        name="organizationalUnitId"
        label="complaintsAdmin.fields.unit"
        kind="choice"
        render={(field) => (
          <UnitTreeSelect
            units={units.data ?? []}
            label={field.label}
            required
            value={field.value as number | null}
            onChange={field.onChange}
            error={field.error}
            inputRef={field.ref}
          />
        )}
      />
      <TextAreaField
        name="comment"
        label="complaintsAdmin.status.assignComment"
        rows={2}
        resize="vertical"
        maxLength={COMPLAINT_COMMENT_MAX}
      />
    </SectionForm>
  );
}
