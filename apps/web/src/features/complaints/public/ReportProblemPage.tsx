import { Alert, Button, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  COMPLAINT_ADDRESS_MAX,
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_TITLE_MAX,
  type ComplaintReportSettings,
  ReportComplaint,
  accountsPages,
} from '@portal/contracts';
import { IconLogin } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLeaveGuard } from '../../../components/LeaveGuard';
import { LocationPicker, readPhotoPosition } from '../../../components/map';
import { type UploadCheck, UploadField, type UploadQueue, useUploads } from '../../../components/attachments';
import { useSession } from '../../../lib/auth';
import { fieldError, schemaResolver, showServerErrors } from '../../../lib/forms';
import { usePageTitle } from '../../../lib/page-title';
import { toaster } from '../../../lib/toast';
import { complaintKeys } from '../keys';
import { complaintCalls, useReportSettings } from './api';
import { CategorySelect } from './CategorySelect';
import { detailsPath } from './columns';

const FIELDS = [
  'title',
  'description',
  'categoryId',
  'latitude',
  'longitude',
  'address',
  'locationDescription',
  'imageIds',
  'documentIds',
] as const;

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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const settings = useReportSettings().data;
  const [waiting, setWaiting] = useState(false);
  const [photoNote, setPhotoNote] = useState<string | null>(null);
  const form = useForm({
    resolver: schemaResolver(ReportComplaint),
    defaultValues: {
      title: '',
      description: '',
      categoryId: undefined as unknown as number,
      latitude: undefined as unknown as number,
      longitude: undefined as unknown as number,
      address: '',
      locationDescription: '',
      imageIds: [],
      documentIds: [],
    },
  });
  const { errors, isSubmitting } = form.formState;
  const longitude = useWatch({ control: form.control, name: 'longitude' });
  const photos = useUploads({ upload: complaintCalls.uploadImage, check: photoCheck(settings) });
  const documents = useUploads({ upload: complaintCalls.uploadDocument, check: documentCheck(settings) });
  const leave = useLeaveGuard(
    form.formState.isDirty || photos.items.length > 0 || documents.items.length > 0,
  );

  // A photo taken on the spot tells where the problem is, unless a place was chosen already.
  const photoQueue: UploadQueue = {
    ...photos,
    add: (files) => {
      photos.add(files);
      void (async () => {
        for (const file of files) {
          if (form.getValues('latitude') !== undefined) return;
          const position = await readPhotoPosition(file);
          if (position && form.getValues('latitude') === undefined) {
            form.setValue('latitude', position.latitude, { shouldValidate: form.formState.isSubmitted });
            form.setValue('longitude', position.longitude, { shouldValidate: form.formState.isSubmitted });
            setPhotoNote(t('complaints.report.photoPosition', { name: file.name }));
            return;
          }
        }
      })();
    },
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (photos.uploading || documents.uploading) {
      setWaiting(true);
      return;
    }
    setWaiting(false);
    try {
      const saved = await complaintCalls.report({
        ...values,
        imageIds: photos.fileIds,
        documentIds: documents.fileIds,
      });
      await queryClient.invalidateQueries({ queryKey: complaintKeys.all });
      toaster.show(t('messages.problem_reported'), { kind: 'success' });
      leave.allowLeave();
      navigate(detailsPath(saved.id));
    } catch (error) {
      showServerErrors(form.setError, error, FIELDS);
    }
  });

  const err = (name: (typeof FIELDS)[number]) => fieldError(t, errors[name]?.message);
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
        <form noValidate onSubmit={onSubmit}>
          <Stack gap="md">
            <TextInput
              label={t('complaints.report.titleField')}
              required
              maxLength={COMPLAINT_TITLE_MAX}
              error={err('title')}
              {...form.register('title')}
            />
            <Textarea
              label={t('complaints.report.description')}
              required
              rows={5}
              maxLength={COMPLAINT_DESCRIPTION_MAX}
              error={err('description')}
              {...form.register('description')}
            />
            <Controller
              control={form.control}
              name="categoryId"
              render={({ field }) => (
                <CategorySelect
                  label={t('complaints.report.category')}
                  required
                  name={field.name}
                  value={field.value ?? null}
                  onChange={(id) => field.onChange(id ?? undefined)}
                  error={err('categoryId')}
                />
              )}
            />
            <Controller
              control={form.control}
              name="latitude"
              render={({ field }) => {
                return (
                  <LocationPicker
                    label={t('complaints.report.location')}
                    required
                    value={field.value === undefined ? null : { latitude: field.value, longitude }}
                    onChange={(position) => {
                      setPhotoNote(null);
                      field.onChange(position.latitude);
                      form.setValue('longitude', position.longitude, {
                        shouldValidate: form.formState.isSubmitted,
                      });
                    }}
                    onAddress={(address) => {
                      if (address !== null) form.setValue('address', address, { shouldValidate: true });
                    }}
                    error={err('latitude') ?? err('longitude')}
                  />
                );
              }}
            />
            {photoNote && (
              <Text size="sm" role="status">
                {photoNote}
              </Text>
            )}
            <TextInput
              label={t('complaints.report.address')}
              description={t('complaints.report.addressHint')}
              required
              maxLength={COMPLAINT_ADDRESS_MAX}
              error={err('address')}
              {...form.register('address')}
            />
            <TextInput
              label={t('complaints.report.locationDescription')}
              description={t('complaints.report.locationDescriptionHint')}
              maxLength={COMPLAINT_ADDRESS_MAX}
              error={err('locationDescription')}
              {...form.register('locationDescription')}
            />
            <UploadField
              label={t('complaints.report.photos')}
              description={limits?.photos}
              buttonLabel={t('complaints.report.photosButton')}
              accept={settings?.imageExtensions.map((e) => `.${e}`).join(',')}
              queue={photoQueue}
              disabled={photosFull}
              error={err('imageIds')}
            />
            <UploadField
              label={t('complaints.report.documents')}
              description={limits?.documents}
              buttonLabel={t('complaints.report.documentsButton')}
              accept={settings?.documentExtensions.map((e) => `.${e}`).join(',')}
              queue={documents}
              disabled={documentsFull}
              error={err('documentIds')}
            />
            {waiting && (photos.uploading || documents.uploading) && (
              <Text c="red.8" role="alert">
                {t('complaints.report.waitForUploads')}
              </Text>
            )}
            <Button type="submit" loading={isSubmitting} w="fit-content">
              {t('complaints.report.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
