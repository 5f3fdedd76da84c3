import { Loader } from '@mantine/core';
import { useTranslation } from '../../lib/translation';
import { useSpinnerReason } from '../../lib/spinner';
import classes from './shell.module.css';

/**
 * The global spinner; it appears only if waiting lasts, so quick calls do not flash it. While a
 * page loads it holds the old page still at once; while calls are under way it lets taps through
 * until it shows (shell.module.css).
 */
export function SpinnerOverlay() {
  const { t } = useTranslation();
  const reason = useSpinnerReason();
  if (!reason) return null;
  return (
    <div
      className={reason === 'page' ? `${classes.spinner} ${classes.pageLoading}` : classes.spinner}
      role="status"
      aria-live="polite"
      data-global-spinner
    >
      <Loader size="lg" aria-hidden />
      <span className={classes.visuallyHidden}>{t('common.shell.loading')}</span>
    </div>
  );
}
