import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { accountsPages, complaintsPages, Profile, type ReportComplaint } from '@portal/contracts';
import { useQueryClient } from '../../../lib/queries';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { useNavigate } from '../../../lib/router';
import { type UploadQueue, useUploads } from '../../../components/attachments';
import { useLeaveGuard } from '../../../components/LeaveGuard';
import { Form, FormField, useZodForm } from '../../../components/form';
import { type Position, readPhotoPosition } from '../../../components/map';
import { useSession } from '../../../lib/auth';
import { useBoot } from '../../../lib/boot';
import { usePageTitle } from '../../../lib/page-title';
import { type SubmitContext, useSave } from '../../../lib/save';
import { complaintKeys } from '../keys';
import { useReportSettings } from './api';
import { complaintCalls } from './calls';
import { CategorySelect } from './CategorySelect';
import { scalePhoto } from './photo-scale';
import { type ReportDraft, reportDrafts } from './report-draft';
import { reportSettingsQuery, signInAnonymously, useLoginTypes } from './report-flow-api';
import {
  documentCheck,
  draftValuesOf,
  initialValues,
  photoCheck,
  preparedPhotoCheck,
  type Report,
  reportSchema,
  scaleLimitsOf,
} from './report-form';
import { Nearby, Notice, useFileIdsInForm, useRestoredFiles } from './report-parts';
import { ReportDetailsStep } from './ReportDetailsStep';
import { ReportWhereStep } from './ReportWhereStep';
import { type SignInChoice, SignInToSend } from './SignInToSend';
import { StepSection } from './StepSection';

/** A submit that was not sent: the form keeps its input and stays unsaved (the page says why). */
class NotSent extends Error {}

/**
 * Reporting a problem, map first (issue 18): where, then what kind, then the reports already
 * made near the pin, then the text and photos. A visitor fills it in without signing in; at
 * submit they sign in, register or continue anonymously, and the report waits for them.
 */
export function ReportProblemPage() {
  const { t } = useTranslation();
  const title = t('complaints.report.title');
  usePageTitle(title);
  // undefined: still looking for a draft kept while the person signed in.
  const [draft, setDraft] = useState<ReportDraft | null | undefined>(
    () => reportDrafts.current() ?? undefined,
  );
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (draft !== undefined) return;
    let live = true;
    void reportDrafts.load().then((found) => live && setDraft(found));
    return () => {
      live = false;
    };
  }, [draft]);

  if (draft === undefined)
    return (
      <Stack gap="md" maw={900} py="md">
        <Title order={1}>{title}</Title>
        <Loader aria-label={t('complaintsFlow.reportFlow.loading')} />
      </Stack>
    );
  const discard = async () => {
    await reportDrafts.clear();
    setDraft(null);
    setGeneration((n) => n + 1);
  };
  return <ReportForm key={generation} title={title} draft={draft} onDiscard={discard} />;
}

function ReportForm({
  title,
  draft,
  onDiscard,
}: {
  title: string;
  draft: ReportDraft | null;
  onDiscard: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { languageId } = useBoot();
  const session = useSession();
  const signedIn = session !== null;
  const anonymous = session?.user.profileId === Profile.AnonymousCitizen;
  const settings = useReportSettings().data;
  const loginTypes = useLoginTypes(!signedIn).data;
  const [asked, setAsked] = useState(0);
  const [waiting, setWaiting] = useState(false);
  const [photoNote, setPhotoNote] = useState<string | null>(null);
  const [notice, setNotice] = useState<'restored' | 'anonymous' | null>(draft ? 'restored' : null);
  const form = useZodForm(reportSchema, initialValues(draft?.values ?? null));
  const formGuard = useRef<(() => void) | null>(null);

  // A photo is scaled to the municipality's limits, which it waits for, before it is sent.
  const scale = async (file: File) => {
    const limits = scaleLimitsOf(await queryClient.ensureQueryData(reportSettingsQuery));
    return limits ? scalePhoto(file, limits) : file;
  };
  const notes = {
    canSend: signedIn,
    preparingNote: t('complaintsFlow.reportFlow.files.preparing'),
    heldNote: t('complaintsFlow.reportFlow.files.held'),
  };
  const photos = useUploads({
    upload: complaintCalls.uploadImage,
    check: photoCheck(settings),
    prepare: scale,
    checkPrepared: preparedPhotoCheck(settings),
    ...notes,
  });
  const documents = useUploads({
    upload: complaintCalls.uploadDocument,
    check: documentCheck(settings),
    ...notes,
  });
  useRestoredFiles(draft, photos, documents);
  useFileIdsInForm(form, 'imageIds', photos.fileIds);
  useFileIdsInForm(form, 'documentIds', documents.fileIds);
  // Files on their way or waiting for the sign-in are input too.
  const filesGuard = useLeaveGuard(photos.uploading || documents.uploading || photos.held || documents.held);

  const save = useSave({
    mutationFn: (body: ReportComplaint, options) => complaintCalls.report(body, options),
    invalidate: complaintKeys.all,
    successMessage: 'messages.problem_reported',
    onSuccess: () => reportDrafts.clear(),
    navigateTo: (saved) => complaintsPages.reportConfirmation.to({ id: saved.id }),
  });

  const setLocation = (position: Position) =>
    form.setValue('location', position, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  /** A photo chosen for its position: the pin goes there (or the person is told it has none). */
  const locateFrom = async (file: File) => {
    photos.add([file]);
    const position = await readPhotoPosition(file);
    if (position) setLocation(position);
    setPhotoNote(
      t(position ? 'complaintsFlow.reportFlow.photo.found' : 'complaintsFlow.reportFlow.photo.notFound', {
        name: file.name,
      }),
    );
  };

  // A photo taken on the spot tells where the problem is, unless a place was chosen already.
  const photoQueue: UploadQueue = {
    ...photos,
    add: (files) => {
      photos.add(files);
      void (async () => {
        for (const file of files) {
          if (form.getValues('location') !== null) return;
          const position = await readPhotoPosition(file);
          if (position && form.getValues('location') === null) {
            setLocation(position);
            setPhotoNote(t('complaints.report.photoPosition', { name: file.name }));
            return;
          }
        }
      })();
    },
  };

  const submit = async (report: Report, context: SubmitContext) => {
    if (!signedIn) {
      formGuard.current = context.allowLeave;
      setAsked((n) => n + 1);
      throw new NotSent('Not signed in: the person chooses how to sign in first.');
    }
    if (photos.uploading || documents.uploading) {
      setWaiting(true);
      throw new NotSent('Files are still being sent.');
    }
    setWaiting(false);
    await save.submit({ ...report, imageIds: photos.fileIds, documentIds: documents.fileIds }, context);
  };

  const choose = async (choice: SignInChoice) => {
    if (choice === 'anonymous') {
      await signInAnonymously(languageId);
      setAsked(0);
      setNotice('anonymous');
      return;
    }
    await reportDrafts.save({
      values: draftValuesOf(form.getValues()),
      photos: photos.files(),
      documents: documents.files(),
    });
    formGuard.current?.();
    filesGuard.allowLeave();
    const page = choice === 'login' ? accountsPages.login.path : accountsPages.register.path;
    void navigate(`${page}?returnTo=${encodeURIComponent(complaintsPages.report.path)}`);
  };

  return (
    <Stack gap="md" maw={900} py="md">
      <Title order={1}>{title}</Title>
      <Text>{t('complaintsFlow.reportFlow.intro')}</Text>
      <Notice kind={notice} signedIn={signedIn} onDiscard={onDiscard} />
      {!signedIn && !notice && <Text size="sm">{t('complaintsFlow.reportFlow.signedOutNote')}</Text>}
      <Form form={form} onSubmit={submit}>
        <Stack gap="md">
          <ReportWhereStep
            form={form}
            photoNote={photoNote}
            accept={settings?.imageExtensions.map((e) => `.${e}`).join(',')}
            onLocatePhoto={(file) => void locateFrom(file)}
            onPinMoved={() => setPhotoNote(null)}
          />
          <StepSection title={t('complaintsFlow.reportFlow.steps.category')}>
            <FormField
              name="categoryId"
              label="complaints.report.category"
              kind="choice"
              render={(field) => (
                <CategorySelect
                  label={field.label}
                  required
                  name={field.name}
                  value={(field.value as number | null | undefined) ?? null}
                  onChange={field.onChange}
                  error={field.error}
                />
              )}
            />
          </StepSection>
          <Nearby form={form} />
          <ReportDetailsStep
            settings={settings}
            photos={photoQueue}
            documents={documents}
            showNameOffered={!anonymous}
          />
          {asked > 0 && !signedIn && (
            <SignInToSend
              key={asked}
              anonymousAllowed={loginTypes?.anonymousLoginActive ?? false}
              onChoose={choose}
            />
          )}
          {waiting && (photos.uploading || documents.uploading) && (
            <Text c="red.8" role="alert">
              {t('complaints.report.waitForUploads')}
            </Text>
          )}
          <Button type="submit" size="md" loading={save.isPending} w="fit-content">
            {t('complaints.report.submit')}
          </Button>
        </Stack>
      </Form>
    </Stack>
  );
}
