import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  enumValues,
  Privilege,
  SESSION_DESCRIPTION_MAX,
  SESSION_PLACE_MAX,
  SESSION_TITLE_MAX,
  type SessionDetails,
  SessionSave,
  saveSession,
  SessionStatus,
  sessionsPages,
} from '@portal/contracts';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '../../../lib/queries';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link, useParams } from '../../../lib/router';
import type { z } from 'zod';
import { CodeListSelect } from '../../../components/CodeListSelect';
import { useConfirm } from '../../../components/ConfirmDialog';
import { Form, FormField, SelectField, SwitchField, TextField, useZodForm } from '../../../components/form';
import { TranslatedFields } from '../../../components/TranslatedFields';
import { useMayCall } from '../../../lib/auth';
import { useBoot } from '../../../lib/boot';
import { inLanguage } from '../../../lib/language';
import { usePageTitle } from '../../../lib/page-title';
import { type SubmitContext, useSave } from '../../../lib/save';
import { toaster } from '../../../lib/toast';
import { AgendaEditor } from './AgendaEditor';
import { sessionAdminKeys, sessionCalls, useSessionDetails, useStaffComments } from './api';
import { CommentsSection } from './CommentsSection';
import { DocumentsField, useDocumentUploads } from './DocumentsField';
import { MomentField } from './MomentField';
import { SessionModeration } from './SessionModeration';
import { SessionDossierButtons } from './SessionDossierButtons';

/** The form's values: the save's body, with the choices that may still be unchosen (the schema refuses them so). */
type Values = Omit<z.input<typeof SessionSave>, 'statusId' | 'privilegeId' | 'convocationId'> & {
  statusId: number | null;
  privilegeId: number | null;
  convocationId: number | null;
};
type Save = z.output<typeof SessionSave>;
const schema = SessionSave as unknown as z.ZodType<Save, Values>;

const empty = { bs: '', hr: '', sr_cyr: '' };

function valuesOf(session: SessionDetails | undefined): Values {
  return {
    id: session?.id ?? 0,
    title: session?.title ?? empty,
    description: session?.description ?? empty,
    place: session?.place ?? '',
    startsAt: session?.startsAt ?? '',
    endsAt: session?.endsAt ?? '',
    statusId: session?.statusId ?? SessionStatus.InPreparation,
    privilegeId: session?.privilegeId ?? Privilege.Anyone,
    votingEnabled: session?.votingEnabled ?? false,
    commentingEnabled: session?.commentingEnabled ?? false,
    published: session?.published ?? false,
    convocationId: session?.convocationId ?? null,
    documentIds: [],
    additionalIds: [],
    removedDocumentIds: [],
  };
}

/** A council session's administration: its form; for a saved session its agenda and comments below. */
export function SessionEditPage() {
  const { t } = useTranslation();
  const id = Number(useParams()['id']) || 0;
  const { language } = useBoot();
  // An office moderator reads the session and moderates its comments (decision 0027).
  const editor = useMayCall(saveSession.access);
  const { data: session, isError } = useSessionDetails(id);
  const title = t(
    !editor
      ? 'sessionsAdmin.moderation.title'
      : id
        ? 'sessionsAdmin.edit.editTitle'
        : 'sessionsAdmin.edit.newTitle',
  );
  usePageTitle(session ? inLanguage(session.title, language) : title);
  const back = (
    <Anchor component={Link} to={sessionsPages.adminList.path} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('sessionsAdmin.edit.back')}
      </Group>
    </Anchor>
  );
  if ((id || !editor) && !session) {
    return (
      <Stack gap="md">
        {back}
        <Text>{isError ? t('sessionsAdmin.edit.notFound') : t('sessionsAdmin.common.loading')}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="xl">
      <Stack gap="md">
        {back}
        <Title order={1}>{title}</Title>
        {session && <SessionDossierButtons sessionId={session.id} />}
        {!editor && session ? (
          <SessionModeration session={session} />
        ) : (
          // Keyed by the session: a new session's page becomes its own after the first save.
          <SessionForm key={session?.id ?? 0} session={session} />
        )}
      </Stack>
      {session && editor && (
        <section aria-labelledby="session-agenda">
          <Title order={2} id="session-agenda" mb="md">
            {t('sessionsAdmin.agenda.title')}
          </Title>
          <AgendaEditor sessionId={session.id} />
        </section>
      )}
      {session && <SessionComments sessionId={session.id} />}
    </Stack>
  );
}

/** The session's own comments (its items' are with the agenda), counted as loaded. */
function SessionComments({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation();
  const { data: comments } = useStaffComments('session', sessionId);
  return (
    <section aria-labelledby="session-comments">
      <Title order={2} id="session-comments" mb="md">
        {t('sessionsAdmin.comments.sessionTitle', { total: comments?.length ?? 0 })}
      </Title>
      <CommentsSection subject="session" id={sessionId} />
    </section>
  );
}

function SessionForm({ session }: { session: SessionDetails | undefined }) {
  const { t } = useTranslation();
  const form = useZodForm(schema, valuesOf(session));
  const documents = useDocumentUploads();
  const additional = useDocumentUploads();
  const [removed, setRemoved] = useState<number[]>([]);
  const kept = session?.documents ?? [];
  const save = useSave({
    mutationFn: (body: Save, options) => sessionCalls.save(body, options),
    invalidate: sessionAdminKeys.all,
    successMessage: 'messages.data_saved',
    // A new session goes on to its own page, where its agenda is made.
    navigateTo: (saved) => (session ? null : sessionsPages.adminEdit.to({ id: saved.id })),
  });

  const submit = async (values: Save, context: SubmitContext) => {
    if (documents.uploading || additional.uploading) throw new Error('A file is still being sent.');
    await save.submit(
      {
        ...values,
        documentIds: documents.fileIds,
        additionalIds: additional.fileIds,
        removedDocumentIds: removed,
      },
      context,
    );
    documents.reset();
    additional.reset();
    setRemoved([]);
  };
  const remove = (documentId: number) => {
    setRemoved((ids) => [...ids, documentId]);
    form.setValue('removedDocumentIds', [...removed, documentId], { shouldDirty: true });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Form form={form} onSubmit={submit}>
        <Stack gap="lg">
          <TranslatedFields
            name="title"
            label="sessionsAdmin.fields.title"
            required
            maxLength={SESSION_TITLE_MAX}
          />
          <TranslatedFields
            name="description"
            label="sessionsAdmin.fields.description"
            multiline
            maxLength={SESSION_DESCRIPTION_MAX}
          />
          <TextField name="place" label="sessionsAdmin.fields.place" required maxLength={SESSION_PLACE_MAX} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <MomentField name="startsAt" label="sessionsAdmin.fields.startsAt" required />
            <MomentField name="endsAt" label="sessionsAdmin.fields.endsAt" required />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            <SelectField
              name="statusId"
              label="sessionsAdmin.fields.status"
              required
              numeric
              allowDeselect={false}
              data={enumValues(SessionStatus).map((s) => ({
                value: String(s),
                label: t(`enums.workflowStatus.${s}`),
              }))}
            />
            <SelectField
              name="privilegeId"
              label="sessionsAdmin.fields.privilege"
              description="sessionsAdmin.edit.privilegeHint"
              required
              numeric
              allowDeselect={false}
              data={enumValues(Privilege).map((p) => ({
                value: String(p),
                label: t(`enums.privilege.${p}`),
              }))}
            />
            <FormField
              name="convocationId"
              label="sessionsAdmin.fields.convocation"
              kind="choice"
              render={(field) => (
                <CodeListSelect
                  list="Convocation"
                  label={field.label}
                  required
                  value={field.value as number | null}
                  onChange={field.onChange}
                  error={field.error}
                />
              )}
            />
          </SimpleGrid>
          <Group gap="xl">
            <SwitchField name="votingEnabled" label="sessionsAdmin.fields.votingEnabled" />
            <SwitchField name="commentingEnabled" label="sessionsAdmin.fields.commentingEnabled" />
            <SwitchField
              name="published"
              label="sessionsAdmin.fields.published"
              description="sessionsAdmin.edit.publishedHint"
            />
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <DocumentsField
              label={t('sessionsAdmin.fields.documents')}
              kept={kept.filter((d) => !d.additional)}
              removed={removed}
              onRemove={remove}
              queue={documents}
            />
            <DocumentsField
              label={t('sessionsAdmin.fields.additional')}
              kept={kept.filter((d) => d.additional)}
              removed={removed}
              onRemove={remove}
              queue={additional}
            />
          </SimpleGrid>
          <Group justify="space-between" gap="sm">
            {session?.published ? <NotifyButton sessionId={session.id} /> : <span />}
            <Button
              type="submit"
              loading={save.isPending}
              disabled={documents.uploading || additional.uploading}
            >
              {t('sessionsAdmin.common.save')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

/** Tells the published session's recipients again (system notification kind 6), after asking. */
function NotifyButton({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const send = () =>
    confirm({
      message: t('sessionsAdmin.notify.confirm'),
      confirmLabel: t('sessionsAdmin.notify.send'),
      onConfirm: async () => {
        const { recipients } = await sessionCalls.notify(sessionId);
        await queryClient.invalidateQueries({ queryKey: sessionAdminKeys.all });
        toaster.show(t('sessionsAdmin.notify.sent', { count: recipients }), { kind: 'success' });
      },
    });
  return (
    <>
      <Button variant="light" leftSection={<IconSend size={16} aria-hidden />} onClick={() => void send()}>
        {t('sessionsAdmin.notify.send')}
      </Button>
      {dialog}
    </>
  );
}
