import { ActionIcon, Button, FileButton, Group, Image, Input, Progress, Stack, Text } from '@mantine/core';
import { IconFile, IconPaperclip, IconX } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from '../../lib/translation';
import classes from './UploadList.module.css';
import type { UploadItem, UploadQueue } from './use-uploads';

const KB = 1024;

/** One decimal at most: "840 B", "12,5 KB", "3,2 MB". */
const sizeDecimals = { formatParams: { value: { maximumFractionDigits: 1 } } };

/** "840 B", "12,5 KB", "3,2 MB", the number written as the page's language writes it. */
function useFileSize() {
  const { t } = useTranslation();
  return (bytes: number) => {
    if (bytes < KB) return t('complaints.files.bytes', { value: bytes });
    if (bytes < KB * KB) return t('complaints.files.kilobytes', { value: bytes / KB, ...sizeDecimals });
    return t('complaints.files.megabytes', { value: bytes / (KB * KB), ...sizeDecimals });
  };
}

export type UploadListProps = {
  items: readonly UploadItem[];
  onRemove: (key: string) => void;
  /** The list's accessible name. */
  label: string;
};

/** The chosen files: a thumbnail for photos, the name and size, progress, a refusal's reason, remove. */
export function UploadList({ items, onRemove, label }: UploadListProps) {
  const { t } = useTranslation();
  const size = useFileSize();
  if (items.length === 0) return null;
  return (
    <ul className={classes.list} aria-label={label}>
      {items.map((item) => {
        const name = item.file.name;
        return (
          <li key={item.key} className={classes.item} data-state={item.state}>
            {/* A refused file may not be a picture at all: no thumbnail for it. */}
            {item.preview && item.state !== 'refused' ? (
              <Image src={item.preview} alt="" w={56} h={56} radius="sm" fit="cover" />
            ) : (
              <span className={classes.fileIcon} aria-hidden>
                <IconFile size={28} stroke={1.5} />
              </span>
            )}
            <Stack gap={4} className={classes.body}>
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <Text size="sm" fw={600} className={classes.name}>
                  {name}
                </Text>
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {size(item.file.size)}
                </Text>
              </Group>
              {item.state === 'refused' ? (
                <Text size="sm" c="red.8" role="alert">
                  {t('complaints.files.refused', { name, reason: item.reason ?? '' })}
                </Text>
              ) : item.state === 'waiting' ? (
                <Text size="xs" aria-live="polite">
                  {item.note}
                </Text>
              ) : (
                <>
                  <Progress
                    value={Math.round(item.progress * 100)}
                    color={item.state === 'done' ? 'teal.8' : 'blue.7'}
                    size="sm"
                    aria-label={t('complaints.files.progress', { name })}
                    animated={item.state === 'uploading'}
                  />
                  <Text size="xs" aria-live="polite">
                    {item.state === 'done'
                      ? t('complaints.files.uploaded')
                      : t('complaints.files.uploading', { percent: Math.round(item.progress * 100) })}
                  </Text>
                </>
              )}
            </Stack>
            <ActionIcon
              variant="subtle"
              color="gray.8"
              onClick={() => onRemove(item.key)}
              aria-label={t('complaints.files.remove', { name })}
              title={t('complaints.files.remove', { name })}
            >
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </li>
        );
      })}
    </ul>
  );
}

export type UploadFieldProps = {
  label: string;
  /** The limits, in words ("Najviše 5 fotografija, svaka do 5.120 KB…"). */
  description?: string;
  /** The browser dialog's filter (".jpg,.png"); the check and the server judge. */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  error?: string;
  queue: UploadQueue;
  /** The button's caption ("Dodaj fotografije"). */
  buttonLabel: string;
};

/** A labelled button that chooses files, and the list of what was chosen. */
export function UploadField({
  label,
  description,
  accept,
  multiple = true,
  disabled,
  error,
  queue,
  buttonLabel,
}: UploadFieldProps) {
  const resetRef = useRef<() => void>(null);
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Stack gap="xs" mt={4}>
        <FileButton
          resetRef={resetRef}
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          onChange={(chosen: File | File[] | null) => {
            const files = chosen === null ? [] : Array.isArray(chosen) ? chosen : [chosen];
            if (files.length) queue.add(files);
            // The same file may be chosen again after a refusal.
            resetRef.current?.();
          }}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPaperclip size={16} aria-hidden />}
              w="fit-content"
              disabled={disabled}
            >
              {buttonLabel}
            </Button>
          )}
        </FileButton>
        <UploadList items={queue.items} onRemove={queue.remove} label={label} />
      </Stack>
    </Input.Wrapper>
  );
}
