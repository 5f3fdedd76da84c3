import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import {
  COMPLAINT_ADDRESS_MAX,
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_TITLE_MAX,
  type ComplaintReportSettings,
  ReportComplaint,
  accountsPages,
} from '@portal/contracts';
import { IconLogin } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';
import { useLeaveGuard } from '../../../components/LeaveGuard';
import { LocationPicker, type Position, readPhotoPosition } from '../../../components/map';
import { type UploadCheck, UploadField, type UploadQueue, useUploads } from '../../../components/attachments';
import { Form, FormField, TextAreaField, TextField, useZodForm } from '../../../components/form';
import { useSession } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/page-title';
import { type SubmitContext, useSave } from '../../../lib/save';
import { complaintKeys } from '../keys';
import { complaintCalls, useReportSettings } from './api';
import { CategorySelect } from './CategorySelect';
import { detailsPath } from './columns';

/**
 * The form's schema: the endpoint's own, with the place as one value, as the map gives it
 * (both coordinates at once, or none), sent as latitude and longitude. The files are not
 * checked here: their ids are the upload's own answers, judged again by the server.
 */
const ReportSchema = ReportComplaint.omit({
  latitude: true,
  longitude: true,
  imageIds: true,
  documentIds: true,
})
  .extend({ location: ReportComplaint.pick({ latitude: true, longitude: true }) })
  .transform(({ location, ...report }) => ({ ...report, ...location }));
type Report = z.output<typeof ReportSchema>;

/**
 * The form's values: the report's, with the choices that may still be empty, and the ids of
 * the files taken so far (so that chosen files are unsaved input, and their refusal has a field).
 */
type Values = Omit<z.input<typeof ReportSchema>, 'categoryId' | 'location'> & {
  categoryId: number | null;
  location: Position | null;
  imageIds: string[];
  documentIds: string[];
};

/** The form holds the choices that may still be empty; the schema refuses them so. */
const schema = ReportSchema as unknown as z.ZodType<Report, Values>;

/** The server's names for a refusal of one of the `count` files sent (`imageIds.0`). */
const itemNames = (name: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${name}.${index}`);

/**
 * The ids of the files an upload queue took, kept as the form's value `name`: chosen files
 * make the form unsaved (the leave guard asks), and the server's refusal of them goes once they change.
 */
function useFileIdsInForm(
  form: UseFormReturn<Values, unknown, Report>,
  name: 'imageIds' | 'documentIds',
  fileIds: string[],
) {
  useEffect(() => {
    if (fileIds.join() === form.getValues(name).join()) return;
    form.setValue(name, fileIds, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  }, [form, name, fileIds]);
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** The courtesy checks of the report settings; the server judges the bytes again. */
export function photoCheck(settings: ComplaintReportSettings | undefined) {
  return (file: File, accepted: number): UploadCheck => {
    if (!settings) return null;
    if (accepted >= settings.imagesPerComplaint)
      return { key: 'complaint_images_limit', params: { maximum: settings.imagesPerComplaint } };
    if (!settings.imageExtensions.includes(extensionOf(file.name)))
      return { key: 'image_type_not_allowed', params: { allowed: settings.imageExtensions.join(', ') } };
    if (file.size > settings.maxImageSizeKb * 1024)
      return { key: 'image_too_large', params: { maximum: settings.maxImageSizeKb } };
    return null;
  };
}

export function documentCheck(settings: ComplaintReportSettings | undefined) {
  return (file: File): UploadCheck => {
    if (!settings) return null;
    if (!settings.documentExtensions.includes(extensionOf(file.name)))
      return { key: 'file_type_not_allowed' };
    if (file.size > settings.maxDocumentSizeMb * 1024 * 1024)
      return { key: 'file_too_large', params: { maximum: settings.maxDocumentSizeMb } };
    return null;
  };
}

function SignInFirst({ title }: { title: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack gap="md" maw={720} py="md">
      <Title order={1}>{title}</Title>
      <Alert color="yellow.8" variant="light" role="alert">
        <Text fw={600}>{t('messages.must_login_to_report_problem')}</Text>
      </Alert>
      <Button
        component={Link}
        to={`${accountsPages.login.path}?returnTo=${encodeURIComponent(pathname)}`}
        leftSection={<IconLogin size={18} aria-hidden />}
        w="fit-content"
      >
        {t('complaints.report.login')}
      </Button>
    </Stack>
  );
}

/** Reporting a problem: signed in only; photos and documents go up as soon as they are chosen. */
export function ReportProblemPage() {
  const { t } = useTranslation();
  const title = t('complaints.report.title');
  usePageTitle(title);
  const session = useSession();
  if (!session) return <SignInFirst title={title} />;
  return <ReportForm title={title} />;
}

function ReportForm({ title }: { title: string }) {
  const { t } = useTranslation();
  const settings = useReportSettings().data;
  const [waiting, setWaiting] = useState(false);
  const [photoNote, setPhotoNote] = useState<string | null>(null);
  const form = useZodForm(schema, {
    title: '',
    description: '',
    categoryId: null,
    location: null,
    address: '',
    locationDescription: '',
    imageIds: [],
    documentIds: [],
  });
  const photos = useUploads({ upload: complaintCalls.uploadImage, check: photoCheck(settings) });
  const documents = useUploads({ upload: complaintCalls.uploadDocument, check: documentCheck(settings) });
  useFileIdsInForm(form, 'imageIds', photos.fileIds);
  useFileIdsInForm(form, 'documentIds', documents.fileIds);
  // A file still on its way is input too. No report is sent while one is (the form asks to
  // wait), so this never holds back the way to the report after it is sent.
  useLeaveGuard(photos.uploading || documents.uploading);
  const save = useSave({
    mutationFn: (body: ReportComplaint, options) => complaintCalls.report(body, options),
    invalidate: complaintKeys.all,
    successMessage: 'messages.problem_reported',
    navigateTo: (saved) => detailsPath(saved.id),
  });

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
            form.setValue('location', position, {
              shouldDirty: true,
              shouldValidate: form.formState.isSubmitted,
            });
            setPhotoNote(t('complaints.report.photoPosition', { name: file.name }));
            return;
          }
        }
      })();
    },
  };

  const submit = async (report: Report, context: SubmitContext) => {
    if (photos.uploading || documents.uploading) {
      setWaiting(true);
      // Refused, not sent: the form keeps its input and stays unsaved.
      throw new Error('Files are still being sent.');
    }
    setWaiting(false);
    await save.submit({ ...report, imageIds: photos.fileIds, documentIds: documents.fileIds }, context);
  };

  const limits = settings
    ? {
        photos: t('complaints.report.photosHint', {
          count: settings.imagesPerComplaint,
          size: settings.maxImageSizeKb,
          extensions: settings.imageExtensions.join(', '),
        }),
        documents: t('complaints.report.documentsHint', {
          count: settings.documentsPerComplaint,
          size: settings.maxDocumentSizeMb,
          extensions: settings.documentExtensions.join(', '),
        }),
      }
    : null;
  const photosFull = settings ? photos.fileIds.length >= settings.imagesPerComplaint : false;
  const documentsFull = settings ? documents.fileIds.length >= settings.documentsPerComplaint : false;

  return (
    <Stack gap="md" maw={900} py="md">
      <Title order={1}>{title}</Title>
      <Text>{t('complaints.report.intro')}</Text>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Form form={form} onSubmit={submit}>
          <Stack gap="md">
            <TextField
              name="title"
              label="complaints.report.titleField"
              required
              maxLength={COMPLAINT_TITLE_MAX}
            />
            <TextAreaField
              name="description"
              label="complaints.report.description"
              required
              rows={5}
              maxLength={COMPLAINT_DESCRIPTION_MAX}
            />
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
            <FormField
              name="location"
              label="complaints.report.location"
              kind="choice"
              requiredMessage="complaints.report.enterLocation"
              serverNames={['latitude', 'longitude']}
              render={(field) => (
                <LocationPicker
                  label={field.label}
                  required
                  value={(field.value as Position | null | undefined) ?? null}
                  onChange={(position) => {
                    setPhotoNote(null);
                    field.onChange(position);
                  }}
                  onAddress={(address) => {
                    if (address !== null)
                      form.setValue('address', address, {
                        shouldDirty: true,
                        shouldValidate: form.formState.isSubmitted,
                      });
                  }}
                  error={field.error}
                />
              )}
            />
            {photoNote && (
              <Text size="sm" role="status">
                {photoNote}
              </Text>
            )}
            <TextField
              name="address"
              label="complaints.report.address"
              description="complaints.report.addressHint"
              required
              maxLength={COMPLAINT_ADDRESS_MAX}
            />
            <TextField
              name="locationDescription"
              label="complaints.report.locationDescription"
              description="complaints.report.locationDescriptionHint"
              maxLength={COMPLAINT_ADDRESS_MAX}
            />
            <FormField
              name="imageIds"
              label="complaints.report.photos"
              kind="file"
              serverNames={itemNames('imageIds', photos.fileIds.length)}
              render={(field) => (
                <UploadField
                  label={field.label}
                  description={limits?.photos}
                  buttonLabel={t('complaints.report.photosButton')}
                  accept={settings?.imageExtensions.map((e) => `.${e}`).join(',')}
                  queue={photoQueue}
                  disabled={photosFull}
                  error={field.error}
                />
              )}
            />
            <FormField
              name="documentIds"
              label="complaints.report.documents"
              kind="file"
              serverNames={itemNames('documentIds', documents.fileIds.length)}
              render={(field) => (
                <UploadField
                  label={field.label}
                  description={limits?.documents}
                  buttonLabel={t('complaints.report.documentsButton')}
                  accept={settings?.documentExtensions.map((e) => `.${e}`).join(',')}
                  queue={documents}
                  disabled={documentsFull}
                  error={field.error}
                />
              )}
            />
            {waiting && (photos.uploading || documents.uploading) && (
              <Text c="red.8" role="alert">
                {t('complaints.report.waitForUploads')}
              </Text>
            )}
            <Button type="submit" loading={save.isPending} w="fit-content">
              {t('complaints.report.submit')}
            </Button>
          </Stack>
        </Form>
      </Paper>
    </Stack>
  );
}
