import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { NearbyReports } from './NearbyReports';
import type { ReportDraft } from './report-draft';
import type { ReportForm as ReportFormApi } from './report-form';
import type { UploadQueue } from '../../../components/attachments';

// The report form's smaller parts (ReportProblemPage.tsx): file ids in the form, a draft's files
// chosen again, the reports near the pin, and the notice of a kept report.

/**
 * The ids of the files an upload queue took, kept as the form's value `name`: chosen files
 * make the form unsaved (the leave guard asks), and the server's refusal of them goes once they change.
 */
export function useFileIdsInForm(form: ReportFormApi, name: 'imageIds' | 'documentIds', fileIds: string[]) {
  useEffect(() => {
    if (fileIds.join() === form.getValues(name).join()) return;
    form.setValue(name, fileIds, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  }, [form, name, fileIds]);
}

/** The files a draft kept, chosen again once (they were prepared before). */
export function useRestoredFiles(draft: ReportDraft | null, photos: UploadQueue, documents: UploadQueue) {
  const done = useRef(false);
  const { restore: restorePhotos } = photos;
  const { restore: restoreDocuments } = documents;
  useEffect(() => {
    if (done.current || !draft) return;
    done.current = true;
    if (draft.photos.length) restorePhotos(draft.photos);
    if (draft.documents.length) restoreDocuments(draft.documents);
  }, [draft, restorePhotos, restoreDocuments]);
}

/** Reports already made near the pin in the category, once both are chosen (NearbyReports). */
export function Nearby({ form }: { form: ReportFormApi }) {
  const location = useWatch({ control: form.control, name: 'location' });
  const categoryId = useWatch({ control: form.control, name: 'categoryId' });
  if (!location || !categoryId) return null;
  return (
    <NearbyReports
      latitude={location.latitude}
      longitude={location.longitude}
      categoryId={categoryId}
      onReportNew={() => form.setFocus('title')}
    />
  );
}

/** Why the form is already filled in: a report kept while signing in, or the anonymous sign-in just made. */
export function Notice({
  kind,
  signedIn,
  onDiscard,
}: {
  kind: 'restored' | 'anonymous' | null;
  signedIn: boolean;
  onDiscard: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (kind) box.current?.focus();
  }, [kind]);
  if (!kind) return null;
  const text =
    kind === 'anonymous'
      ? t('complaintsFlow.reportFlow.anonymousNow')
      : signedIn
        ? t('complaintsFlow.reportFlow.restored')
        : t('complaintsFlow.reportFlow.restoredSignedOut');
  return (
    <Alert ref={box} tabIndex={-1} color="teal.8" variant="light" role="status">
      <Stack gap="xs" align="flex-start">
        <Text>{text}</Text>
        {kind === 'restored' && (
          <Button variant="subtle" size="compact-sm" onClick={() => void onDiscard()}>
            {t('complaintsFlow.reportFlow.discard')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
