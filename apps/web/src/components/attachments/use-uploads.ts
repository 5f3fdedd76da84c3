import { messageOptions } from '@portal/i18n';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { refusalText, type UploadOptions } from '../../lib/upload';

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
   * A courtesy check before sending (type, how many): `accepted` counts the files not
   * refused. The server judges again.
   */
  check?: (file: File, accepted: number) => UploadCheck;
  /** The file as it is sent (a photo scaled down in the browser); the file itself by default. */
  prepare?: (file: File) => Promise<File>;
  /** A check of the prepared file (its size). */
  checkPrepared?: (file: File) => UploadCheck;
  /**
   * Whether files may be sent now (true by default). A form a visitor fills before signing
   * in keeps its files prepared and waiting, and sends them, in the order chosen, once this
   * turns true: nothing is sent for an account that does not exist yet, nothing is lost.
   */
  canSend?: boolean;
  /** The words under a file being prepared ("Pripremam fotografiju…"). */
  preparingNote?: string;
  /** The words under a file that waits for the sign-in. */
  heldNote?: string;
};

export type UploadQueue = {
  items: UploadItem[];
  /** Prepares and sends each file; a file the check refuses is listed with the reason. */
  add: (files: File[]) => void;
  /** Files kept before (a draft): added as chosen, without preparing them again. */
  restore: (files: File[]) => void;
  /** Forgets a file (stopping its upload). */
  remove: (key: string) => void;
  /** Forgets every file (after a save). */
  reset: () => void;
  /** The files not refused, as they will be (or were) sent, in the order chosen: what a draft keeps. */
  files: () => File[];
  /** The ids of the files the server took, in the order chosen. */
  fileIds: string[];
  /** Some file is still being prepared or sent. */
  uploading: boolean;
  /** Some file waits for the person to sign in. */
  held: boolean;
};

let sequence = 0;

const previewOf = (file: File) =>
  file.type.startsWith('image/') && typeof URL.createObjectURL === 'function'
    ? URL.createObjectURL(file)
    : null;
const revoke = (item: UploadItem) => {
  if (item.preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(item.preview);
};

type Item = UploadItem & { held: boolean };

/**
 * Files sent as soon as they are chosen, each with its progress or its refusal; optionally
 * prepared first (a photo scaled), and held until the person may send them.
 */
export function useUploads(options: UseUploadsOptions): UploadQueue {
  const { canSend = true } = options;
  const { t } = useTranslation();
  const [items, setItems] = useState<Item[]>([]);
  const current = useRef(items);
  const controllers = useRef(new Map<string, AbortController>());
  /** Files prepared and checked, waiting for the sign-in, by key. */
  const ready = useRef(new Map<string, File>());
  const latest = useRef({ ...options, canSend, t });
  useEffect(() => {
    current.current = items;
    latest.current = { ...options, canSend, t };
  });

  const update = (key: string, change: Partial<Item>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  const exists = (key: string) => current.current.some((item) => item.key === key);
  const refusalOf = (refusal: NonNullable<UploadCheck>) =>
    latest.current.t(`messages.${refusal.key}`, messageOptions(refusal.params));

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

  /** Prepared: checked again, then sent now or held until the person may send. */
  const settle = useCallback(
    (key: string, file: File) => {
      if (!exists(key)) return;
      const refusal = latest.current.checkPrepared?.(file) ?? null;
      if (refusal) return update(key, { state: 'refused', note: null, reason: refusalOf(refusal) });
      if (latest.current.canSend) return send(key, file);
      ready.current.set(key, file);
      update(key, { file, held: true, note: latest.current.heldNote ?? null });
    },

    [send],
  );

  const enqueue = useCallback(
    (files: File[], prepared: boolean) => {
      const { check, prepare, preparingNote } = latest.current;
      let accepted = current.current.filter((item) => item.state !== 'refused').length;
      const added: Item[] = [];
      for (const file of files) {
        const refusal = check?.(file, accepted) ?? null;
        added.push({
          key: `u${++sequence}`,
          file,
          state: refusal ? 'refused' : 'waiting',
          progress: 0,
          fileId: null,
          reason: refusal ? refusalOf(refusal) : null,
          note: refusal ? null : (preparingNote ?? null),
          preview: refusal ? null : previewOf(file),
          held: false,
        });
        if (!refusal) accepted += 1;
      }
      current.current = [...current.current, ...added];
      setItems((list) => [...list, ...added]);
      for (const item of added) {
        if (item.state === 'refused') continue;
        if (prepared || !prepare) {
          settle(item.key, item.file);
          continue;
        }
        void prepare(item.file)
          .catch(() => item.file)
          .then((file) => settle(item.key, file));
      }
    },

    [settle],
  );

  const add = useCallback((files: File[]) => enqueue(files, false), [enqueue]);
  const restore = useCallback((files: File[]) => enqueue(files, true), [enqueue]);

  // Allowed now (signed in): what waited goes, in the order chosen.
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
      restore,
      remove,
      reset,
      files: () => current.current.filter((item) => item.state !== 'refused').map((item) => item.file),
      fileIds: items.flatMap((item) => (item.state === 'done' && item.fileId ? [item.fileId] : [])),
      // Being prepared counts as on its way: a form waits for it.
      uploading: items.some((item) => item.state === 'uploading' || (item.state === 'waiting' && !item.held)),
      held: items.some((item) => item.state === 'waiting' && item.held),
    }),
    [items, add, restore, remove, reset],
  );
}
