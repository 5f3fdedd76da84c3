import { Loader } from '@mantine/core';
import { useTranslation } from '../../lib/translation';
import { useSpinnerVisible } from '../../lib/spinner';
import classes from './shell.module.css';

/** The global spinner; it appears only if waiting lasts, so quick calls do not flash it. */
export function SpinnerOverlay() {
  const { t } = useTranslation();
  const visible = useSpinnerVisible();
  if (!visible) return null;
  return (
    <div className={classes.spinner} role="status" aria-live="polite" data-global-spinner>
      <Loader size="lg" aria-hidden />
      <span className={classes.visuallyHidden}>{t('common.shell.loading')}</span>
    </div>
  );
}
