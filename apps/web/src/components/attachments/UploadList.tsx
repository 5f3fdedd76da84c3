import { ActionIcon, Button, FileButton, Group, Image, Input, Progress, Stack, Text } from '@mantine/core';
import { IconFile, IconPaperclip, IconX } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { messageOptions } from '@portal/i18n';
import { useTranslation } from 'react-i18next';
import { refusalText, type UploadOptions } from '../../lib/upload';
import classes from './UploadList.module.css';

/**
 * A chosen file: waiting to be sent (being prepared, or until the person signs in), being
 * sent, taken by the server (with its id), or refused with a reason.
 */
export type UploadItem = {
  key: string;
  file: File;
  state: 'waiting' | 'uploading' | 'done' | 'refused';
  /** What a waiting file waits for, in words, shown in place of its progress. */
  note?: string | null;
  /** Share sent so far, 0..1. */
  progress: number;
  /** The server's id for it once taken. */
  fileId: string | null;
  /** Why it was refused, in words. */
  reason: string | null;
  /** A local picture of a photo, for its thumbnail. */
  preview: string | null;
};

/** A refusal found before sending: a message key of the `messages` namespace and its values. */
export type UploadCheck = { key: string; params?: Record<string, unknown> } | null;

export type UseUploadsOptions = {
  /** Sends one file (lib/upload.ts uploadFile with the right endpoint); resolves to the server's file. */
  upload: (file: File, options: UploadOptions) => Promise<{ fileId: string }>;
  /**
   * A courtesy check before sending (type, size, how many): `accepted` counts the files
   * already sent or being sent. The server judges again.
   */
  check?: (file: File, accepted: number) => UploadCheck;
};

export type UploadQueue = {
  items: UploadItem[];
  /** Sends each file at once; a file the check refuses is listed with the reason. */
  add: (files: File[]) => void;
  /** Forgets a file (stopping its upload). */
  remove: (key: string) => void;
  /** Forgets every file (after a save). */
  reset: () => void;
  /** The ids of the files the server took, in the order chosen. */
  fileIds: string[];
  /** Some file is still being sent. */
  uploading: boolean;
};

let sequence = 0;

const previewOf = (file: File) =>
  file.type.startsWith('image/') && typeof URL.createObjectURL === 'function'
    ? URL.createObjectURL(file)
    : null;
const revoke = (item: UploadItem) => {
  if (item.preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(item.preview);
};

/** Files uploaded as soon as they are chosen, each with its progress or its refusal. */
export function useUploads({ upload, check }: UseUploadsOptions): UploadQueue {
  const { t } = useTranslation();
  const [items, setItems] = useState<UploadItem[]>([]);
  const current = useRef(items);
  const controllers = useRef(new Map<string, AbortController>());
  const latest = useRef({ upload, check, t });
  useEffect(() => {
    current.current = items;
    latest.current = { upload, check, t };
  });

  const update = (key: string, change: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = useCallback((files: File[]) => {
    const { check: judge, upload: send, t: translate } = latest.current;
    let accepted = current.current.filter((item) => item.state !== 'refused').length;
    const added: UploadItem[] = [];
    for (const file of files) {
      const key = `u${++sequence}`;
      const refusal = judge?.(file, accepted) ?? null;
      const item: UploadItem = {
        key,
        file,
        state: refusal ? 'refused' : 'uploading',
        progress: 0,
        fileId: null,
        reason: refusal ? translate(`messages.${refusal.key}`, messageOptions(refusal.params)) : null,
        preview: refusal ? null : previewOf(file),
      };
      added.push(item);
      if (refusal) continue;
      accepted += 1;
      const controller = new AbortController();
      controllers.current.set(key, controller);
      send(file, {
        quiet: true,
        signal: controller.signal,
        onProgress: (progress) => update(key, { progress }),
      })
        .then((result) => update(key, { state: 'done', progress: 1, fileId: result.fileId }))
        .catch((error: unknown) => {
          if ((error as Error)?.name === 'AbortError') return;
          update(key, { state: 'refused', reason: refusalText(error, latest.current.t) });
        })
        .finally(() => controllers.current.delete(key));
    }
    setItems((list) => [...list, ...added]);
  }, []);

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    setItems((list) => {
      list.filter((item) => item.key === key).forEach(revoke);
      return list.filter((item) => item.key !== key);
    });
  }, []);

  const reset = useCallback(() => {
    controllers.current.forEach((controller) => controller.abort());
    setItems((list) => {
      list.forEach(revoke);
      return [];
    });
  }, []);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      running.forEach((controller) => controller.abort());
      current.current.forEach(revoke);
    };
  }, []);

  return useMemo(
    () => ({
      items,
      add,
      remove,
      reset,
      fileIds: items.flatMap((item) => (item.state === 'done' && item.fileId ? [item.fileId] : [])),
      uploading: items.some((item) => item.state === 'uploading'),
    }),
    [items, add, remove, reset],
  );
}

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
