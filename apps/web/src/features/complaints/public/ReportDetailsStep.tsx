import type { ComplaintReportSettings } from '@portal/contracts';
import { COMPLAINT_DESCRIPTION_MAX, COMPLAINT_TITLE_MAX } from '@portal/contracts';
import { useTranslation } from '../../../lib/translation';
import { UploadField, type UploadQueue } from '../../../components/attachments';
import { CheckboxField, FormField, TextAreaField, TextField } from '../../../components/form';
import { itemNames } from './report-form';
import { StepSection } from './StepSection';

/**
 * Step 3: what the problem is: the title and description, the photos (scaled in the browser
 * to the municipality's limits and sent, each with its progress, once the person is signed in),
 * documents, and whether the reporter's name is shown to the public.
 */
export function ReportDetailsStep({
  settings,
  photos,
  documents,
  showNameOffered,
}: {
  settings: ComplaintReportSettings | undefined;
  photos: UploadQueue;
  documents: UploadQueue;
  /** An anonymous citizen has no name to show: the choice is not offered. */
  showNameOffered: boolean;
}) {
  const { t } = useTranslation();
  const limits = settings
    ? {
        photos: t('complaintsFlow.reportFlow.photosHint', {
          count: settings.imagesPerComplaint,
          extensions: settings.imageExtensions.join(', '),
        }),
        documents: t('complaints.report.documentsHint', {
          count: settings.documentsPerComplaint,
          size: settings.maxDocumentSizeMb,
          extensions: settings.documentExtensions.join(', '),
        }),
      }
    : null;
  const taken = (queue: UploadQueue) => queue.items.filter((item) => item.state !== 'refused').length;
  const photosFull = settings ? taken(photos) >= settings.imagesPerComplaint : false;
  const documentsFull = settings ? taken(documents) >= settings.documentsPerComplaint : false;

  return (
    <StepSection title={t('complaintsFlow.reportFlow.steps.details')}>
      <TextField name="title" label="complaints.report.titleField" required maxLength={COMPLAINT_TITLE_MAX} />
      <TextAreaField
        name="description"
        label="complaints.report.description"
        required
        rows={5}
        maxLength={COMPLAINT_DESCRIPTION_MAX}
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
            queue={photos}
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
      {showNameOffered && (
        <CheckboxField
          name="showName"
          label="complaintsFlow.reportFlow.showName"
          description="complaintsFlow.reportFlow.showNameHint"
        />
      )}
    </StepSection>
  );
}
