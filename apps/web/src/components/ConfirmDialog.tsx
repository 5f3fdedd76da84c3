import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../lib/translation';
import { ApiError } from '../lib/api-client';

/** How long "Veza je kopirana" stays after a copy. */
export const LINK_COPIED_MS = 2000;

export type ConfirmDialogProps = {
  opened: boolean;
  /** Escape, a click outside and the cancel button call this. */
  onCancel: () => void;
  /**
   * May return a promise: the confirm button shows loading while it runs, and the
   * dialog stays open if it rejects. The caller closes the dialog (sets `opened`).
   */
  onConfirm: () => unknown;
  /** Default: "Potvrda". */
  title?: ReactNode;
  /** The question; for deletes, `t('components.dialog.deleteMessage')`. */
  message: ReactNode;
  /** Default: "Potvrdi". */
  confirmLabel?: string;
  /** Default: "Odustani". */
  cancelLabel?: string;
  /** A red confirm button, for deletes and other actions that cannot be undone. */
  danger?: boolean;
  /** Shows a "Kopiraj vezu" button that copies this link. */
  copyLink?: string;
};

/**
 * Asks before an action. Focus starts on the cancel button, so a hasty Enter does
 * not delete anything; Escape cancels, except while the action runs.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  const { opened, onCancel, onConfirm, message, danger = false, copyLink } = props;
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
    } catch {
      // Whoever failed has told the user (the API client shows refusals); the dialog
      // stays open to try again or cancel.
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => !pending && onCancel()}
      title={props.title ?? t('components.dialog.title')}
      withCloseButton={false}
      centered
    >
      <Stack gap="md">
        {typeof message === 'string' ? <Text>{message}</Text> : message}
        {copyLink && <CopyLink link={copyLink} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending} data-autofocus>
            {props.cancelLabel ?? t('components.dialog.cancel')}
          </Button>
          <Button color={danger ? 'red.9' : undefined} onClick={confirm} loading={pending}>
            {props.confirmLabel ?? t('components.dialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Copies a link with the Clipboard API. Where that is missing or refused (a page
 * not served over HTTPS, say), shows the link selected in a field to copy by hand.
 */
function CopyLink({ link }: { link: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const [manual, setManual] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), LINK_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  // Focusing the field selects the link (its onFocus).
  useEffect(() => {
    if (manual) field.current?.focus();
  }, [manual]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setManual(true);
      field.current?.focus();
    }
  };

  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          onClick={copy}
        >
          {t('components.dialog.copyLink')}
        </Button>
        <Text size="sm" role="status">
          {copied ? t('components.dialog.linkCopied') : ''}
        </Text>
      </Group>
      {manual && (
        <TextInput
          ref={field}
          readOnly
          value={link}
          label={t('components.dialog.link')}
          description={t('components.dialog.copyManually')}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </Stack>
  );
}

export type ConfirmOptions = Omit<ConfirmDialogProps, 'opened' | 'onCancel' | 'onConfirm'> & {
  /**
   * Runs on confirm with the dialog still open (loading). A refusal of the server closes
   * it; any other rejection keeps it open.
   */
  onConfirm?: () => unknown;
};

/**
 * The dialog for imperative use: `if (await confirm({ message, danger: true })) …`.
 * `confirm` resolves true once confirmed (after `onConfirm`, when given, succeeds)
 * and false on cancel; render `dialog` once in the component.
 */
export function useConfirm(): { confirm: (options: ConfirmOptions) => Promise<boolean>; dialog: ReactNode } {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [opened, setOpened] = useState(false);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);

  const settle = useCallback((confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = null;
    setOpened(false);
  }, []);

  const confirm = useCallback((next: ConfirmOptions) => {
    answer.current?.(false);
    setOptions(next);
    setOpened(true);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
  }, []);

  // The options stay after closing, so the dialog keeps its texts while it fades out.
  const dialog = options ? (
    <ConfirmDialog
      {...options}
      opened={opened}
      onCancel={() => settle(false)}
      onConfirm={async () => {
        try {
          await options.onConfirm?.();
        } catch (failure) {
          // A refusal (deletion not possible, say) is final: the dialog closes on its
          // message. A failed connection leaves it open to try again.
          if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500) settle(false);
          throw failure;
        }
        settle(true);
      }}
    />
  ) : null;
  return { confirm, dialog };
}
