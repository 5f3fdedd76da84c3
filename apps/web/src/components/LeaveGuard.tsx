import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * Asks before leaving a form with unsaved changes (within the app). After a successful
 * save, call `allowLeave()` before navigating away.
 */
export function useLeaveGuard(dirty: boolean): { dialog: ReactNode; allowLeave: () => void } {
  const { t } = useTranslation();
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const dialog = (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={t('components.leave.title')}
      message={t('components.leave.message')}
      confirmLabel={t('components.leave.confirm')}
      cancelLabel={t('components.leave.cancel')}
      danger
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
  return {
    dialog,
    allowLeave: () => {
      allowed.current = true;
    },
  };
}
