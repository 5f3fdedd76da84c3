import { useState } from 'react';
import { useTranslation } from '../../lib/translation';
import type { Quiet } from '../../lib/save';
import { toaster } from '../../lib/toast';
import type { UploadOptions } from '../../lib/upload';
import { TextWithFilesForm } from '../TextWithFilesForm';

export type CommentFormProps = {
  /**
   * Saves the comment through the module's call (and refreshes what shows it). Hand
   * `options` on to `call`, so that a refusal is shown once, on the form's field.
   */
  add: (values: { text: string; fileIds: string[] }, options?: Quiet) => Promise<{ fileRefused: boolean }>;
  /** Sends one file through the module's upload call. */
  upload: (file: File, options: UploadOptions) => Promise<{ fileId: string }>;
  maxLength: number;
  maxFiles: number;
  /** The extensions offered in the browser's dialog and named in the hint; the server judges the bytes. */
  accept?: readonly string[];
  rows?: number;
};

/**
 * A comment with files uploaded first, on any subject (decision 0022). A file the upload
 * or the save refused is left out: the comment is still saved, and the form says so.
 */
export function CommentForm({ add, upload, maxLength, maxFiles, accept, rows = 4 }: CommentFormProps) {
  const { t } = useTranslation();
  const [withoutFile, setWithoutFile] = useState<string | null>(null);
  const types = accept?.join(', ');
  const single = maxFiles === 1;

  return (
    <TextWithFilesForm
      title={t('components.discussion.addTitle')}
      label={t('components.discussion.text')}
      submitLabel={t('components.discussion.send')}
      maxLength={maxLength}
      rows={rows}
      upload={upload}
      files={{
        max: maxFiles,
        label: t(single ? 'components.discussion.file' : 'components.discussion.files'),
        buttonLabel: t(single ? 'components.discussion.chooseFile' : 'components.discussion.chooseFiles'),
        description: types
          ? t(single ? 'components.discussion.fileHintTypes' : 'components.discussion.filesHintTypes', {
              count: maxFiles,
              extensions: types,
            })
          : t(single ? 'components.discussion.fileHint' : 'components.discussion.filesHint', {
              count: maxFiles,
            }),
        accept: accept?.map((extension) => `.${extension}`).join(','),
      }}
      notice={withoutFile}
      onSave={async ({ text, fileIds, refused }, options) => {
        setWithoutFile(null);
        const saved = await add({ text, fileIds }, options);
        const message = t('messages.comment_file_invalid_saved_without_file');
        const reasons = refused.map((item) => item.reason ?? '').filter(Boolean);
        if (reasons.length > 0)
          setWithoutFile(
            t('components.discussion.withoutFileBecause', { message, reason: reasons.join('; ') }),
          );
        else if (refused.length > 0 || saved.fileRefused) setWithoutFile(message);
        if (refused.length > 0 || saved.fileRefused) toaster.show(message, { kind: 'warning' });
        else toaster.show(t('components.discussion.saved'), { kind: 'success' });
      }}
    />
  );
}
