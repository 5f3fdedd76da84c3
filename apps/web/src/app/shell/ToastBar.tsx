import { CloseButton, Text } from '@mantine/core';
import { useTranslation } from '../../lib/translation';
import { toaster, useToast } from '../../lib/toast';
import classes from './shell.module.css';

/**
 * The toast bar at the bottom of the screen. Errors are announced at once, other
 * messages politely; both live regions stay in the page so that announcements are
 * not lost.
 */
export function ToastBar() {
  const { t } = useTranslation();
  const toast = useToast();
  const urgent = toast.kind === 'danger';
  const content = toast.present ? (
    <div className={classes.toast} data-kind={toast.kind} data-visible={toast.visible || undefined}>
      <div className={classes.toastText}>
        {toast.title && <Text fw={700}>{toast.title}</Text>}
        <Text>{toast.message}</Text>
      </div>
      <CloseButton
        onClick={toaster.hide}
        aria-label={t('common.shell.close')}
        variant="transparent"
        c="inherit"
      />
    </div>
  ) : null;
  return (
    <div className={`${classes.toastRegion} on-dark-ground`}>
      <div role="alert">{urgent ? content : null}</div>
      <div role="status">{urgent ? null : content}</div>
    </div>
  );
}
