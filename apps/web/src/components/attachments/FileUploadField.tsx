import { FileInput, Loader, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * Picks a file and hands it at once to `onFile` (which uploads it); while that runs
 * the field shows it is busy. A rejected upload clears the choice, so the same file
 * can be picked again. `status` says what the record holds now.
 */
export function FileUploadField({
  label,
  description,
  placeholder,
  accept,
  required = false,
  error,
  status,
  busyText,
  onFile,
}: {
  label: string;
  description?: string;
  placeholder: string;
  /** The extensions offered in the browser's dialog (".pdf,.docx"); the server judges the content. */
  accept?: string;
  required?: boolean;
  error?: string;
  status?: string;
  busyText: string;
  onFile: (file: File) => Promise<unknown>;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    if (!chosen) return;
    setBusy(true);
    try {
      await onFile(chosen);
    } catch {
      setFile(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={4}>
      <FileInput
        label={label}
        description={description}
        placeholder={placeholder}
        accept={accept}
        required={required}
        error={error}
        value={file}
        onChange={(chosen) => void choose(chosen)}
        disabled={busy}
        leftSection={busy ? <Loader size={14} aria-hidden /> : <IconUpload size={16} aria-hidden />}
        clearable={false}
        // The placeholder is the field's only text until a file is chosen ("Choose a file"):
        // Mantine's pale placeholder grey reads at about 2:1, so it takes the dimmed text colour.
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      />
      <Text size="sm" role="status">
        {busy ? busyText : (status ?? '')}
      </Text>
    </Stack>
  );
}
