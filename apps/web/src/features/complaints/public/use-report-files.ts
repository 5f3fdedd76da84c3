import { messageOptions } from '@portal/i18n';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadCheck, UploadItem, UploadQueue } from '../../../components/attachments';
import { refusalText, type UploadOptions } from '../../../lib/upload';

/**
 * The report's photos or documents: each is prepared (a photo scaled to the municipality's
 * limits), checked, and sent with its own progress as soon as the person is signed in.
 * A visitor who is not signed in yet keeps them here, waiting, until they are: nothing is
 * sent for an account that does not exist yet, and nothing chosen is lost.
 */
export type ReportFiles = UploadQueue & {
  /** Files that were kept before a restore (a draft): added as chosen, without preparing them again. */
  restore: (files: File[]) => void;
  /** The files as they will be (or were) sent, in the order chosen: what a draft keeps. */
  files: () => File[];
  /** Some file waits for the person to sign in. */
  held: boolean;
};

export type UseReportFilesOptions = {
  upload: (file: File, options: UploadOptions) => Promise<{ fileId: string }>;
  /** A check before preparing (how many, which type): `accepted` counts the files not refused. */
  check?: (file: File, accepted: number) => UploadCheck;
  /** The file as it is sent (a photo scaled down); the file itself by default. */
  prepare?: (file: File) => Promise<File>;
  /** A check of the prepared file (its size). */
  checkPrepared?: (file: File) => UploadCheck;
  /** Whether files may be sent now (the person is signed in). */
  canSend: boolean;
};

/** A chosen file, and whether it is prepared and waits for the sign-in. */
type ReportItem = UploadItem & { held: boolean };

let sequence = 0;

const previewOf = (file: File) =>
  file.type.startsWith('image/') && typeof URL.createObjectURL === 'function'
    ? URL.createObjectURL(file)
    : null;
const revoke = (item: UploadItem) => {
  if (item.preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(item.preview);
};

export function useReportFiles({
  upload,
  check,
  prepare,
  checkPrepared,
  canSend,
}: UseReportFilesOptions): ReportFiles {
  const { t } = useTranslation();
  const [items, setItems] = useState<ReportItem[]>([]);
  const current = useRef(items);
  const controllers = useRef(new Map<string, AbortController>());
  /** Files prepared and checked, waiting for the sign-in, by key. */
  const ready = useRef(new Map<string, File>());
  const latest = useRef({ upload, check, prepare, checkPrepared, canSend, t });
  useEffect(() => {
    current.current = items;
    latest.current = { upload, check, prepare, checkPrepared, canSend, t };
  });

  const update = (key: string, change: Partial<ReportItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  const exists = (key: string) => current.current.some((item) => item.key === key);

  const send = useCallback((key: string, file: File) => {
    ready.current.delete(key);
    const controller = new AbortController();
    controllers.current.set(key, controller);
    update(key, { state: 'uploading', progress: 0, note: null, held: false, file });
    latest.current
      .upload(file, {
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
  }, []);

  const refuse = (key: string, refusal: NonNullable<UploadCheck>) =>
    update(key, {
      state: 'refused',
      note: null,
      reason: latest.current.t(`messages.${refusal.key}`, messageOptions(refusal.params)),
    });

  /** Prepared and checked: sent now, or held until the person signs in. */
  const settle = useCallback(
    (key: string, file: File) => {
      if (!exists(key)) return;
      const refusal = latest.current.checkPrepared?.(file) ?? null;
      if (refusal) return refuse(key, refusal);
      if (latest.current.canSend) return send(key, file);
      ready.current.set(key, file);
      update(key, { file, held: true, note: latest.current.t('complaintsFlow.reportFlow.files.held') });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [send],
  );

  const enqueue = useCallback(
    (files: File[], prepared: boolean) => {
      const { check: judge, t: translate } = latest.current;
      let accepted = current.current.filter((item) => item.state !== 'refused').length;
      const added: ReportItem[] = [];
      for (const file of files) {
        const key = `r${++sequence}`;
        const refusal = judge?.(file, accepted) ?? null;
        added.push({
          key,
          file,
          state: refusal ? 'refused' : 'waiting',
          progress: 0,
          fileId: null,
          reason: refusal ? translate(`messages.${refusal.key}`, messageOptions(refusal.params)) : null,
          note: refusal ? null : translate('complaintsFlow.reportFlow.files.preparing'),
          preview: refusal ? null : previewOf(file),
          held: false,
        });
        if (!refusal) accepted += 1;
      }
      current.current = [...current.current, ...added];
      setItems((list) => [...list, ...added]);
      for (const item of added) {
        if (item.state === 'refused') continue;
        const making =
          prepared || !latest.current.prepare
            ? Promise.resolve(item.file)
            : latest.current.prepare(item.file);
        void making.catch(() => item.file).then((file) => settle(item.key, file));
      }
    },
    [settle],
  );

  const add = useCallback((files: File[]) => enqueue(files, false), [enqueue]);
  const restore = useCallback((files: File[]) => enqueue(files, true), [enqueue]);

  // Signed in: what waited goes, in the order chosen.
  useEffect(() => {
    if (!canSend) return;
    for (const item of current.current) {
      const file = ready.current.get(item.key);
      if (file) send(item.key, file);
    }
  }, [canSend, send]);

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    ready.current.delete(key);
    current.current = current.current.filter((item) => item.key !== key);
    setItems((list) => {
      list.filter((item) => item.key === key).forEach(revoke);
      return list.filter((item) => item.key !== key);
    });
  }, []);

  const reset = useCallback(() => {
    controllers.current.forEach((controller) => controller.abort());
    ready.current.clear();
    current.current = [];
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
      restore,
      files: () => current.current.filter((item) => item.state !== 'refused').map((item) => item.file),
      fileIds: items.flatMap((item) => (item.state === 'done' && item.fileId ? [item.fileId] : [])),
      // Being prepared counts as on its way: the report waits for it.
      uploading: items.some((item) => item.state === 'uploading' || (item.state === 'waiting' && !item.held)),
      held: items.some((item) => item.state === 'waiting' && item.held),
    }),
    [items, add, remove, reset, restore],
  );
}
