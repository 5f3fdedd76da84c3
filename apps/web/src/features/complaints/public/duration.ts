import { useTranslation } from '../../../lib/translation';

/** "2 dana i 5 sati", "21 sat", "3 dana": whole days and the hours left over, each in its plural form. */
export function useDuration() {
  const { t } = useTranslation();
  return (hours: number) => {
    const whole = Math.round(hours);
    const days = Math.floor(whole / 24);
    const rest = whole % 24;
    const daysText = t('complaints.duration.days', { count: days });
    const hoursText = t('complaints.duration.hours', { count: rest });
    if (days === 0) return hoursText;
    if (rest === 0) return daysText;
    return t('complaints.duration.daysAndHours', { days: daysText, hours: hoursText });
  };
}
