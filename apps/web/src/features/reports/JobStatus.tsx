import { Group, Progress, Text } from '@mantine/core';
import { type ReportJob, ReportJobStatus } from '@portal/contracts';
import { formatNumber, messageOptions } from '@portal/i18n';
import { useTranslation } from '../../lib/translation';
import { useBoot } from '../../lib/boot';

type T = (key: string, options?: Record<string, unknown>) => string;

/** Why a job failed, in words: its message (with its values) when the catalogue has it, else a general sentence. */
export function jobError(t: T, job: Pick<ReportJob, 'error' | 'errorParams'>): string {
  const text = job.error
    ? t(`messages.${job.error}`, { ...messageOptions(job.errorParams ?? undefined), defaultValue: '' })
    : '';
  return text || t('reports.jobs.failed');
}

/**
 * Where an export stands: waiting, rows written out of how many (a progress bar), done, or
 * why it failed. The status word is a live region; the figures are the bar's value text,
 * so a screen reader is not read every count as it changes.
 */
export function JobStatus({ job, label }: { job: ReportJob; label: string }) {
  const { t } = useTranslation();
  const { language } = useBoot();
  const status = t(`reports.jobs.status.${job.status}`);
  if (job.status === ReportJobStatus.Failed) {
    return (
      <Text size="sm" c="red.9" role="status">
        {jobError(t, job)}
      </Text>
    );
  }
  if (job.status === ReportJobStatus.Done) {
    return (
      <Text size="sm" role="status">
        {status}
      </Text>
    );
  }
  const total = job.rowsTotal;
  const known = job.status === ReportJobStatus.Running && total !== null && total > 0;
  const percent = known ? Math.min(100, Math.round((job.rowsDone / total) * 100)) : 0;
  const figures = known
    ? t('reports.jobs.progress', { done: job.rowsDone, total })
    : job.status === ReportJobStatus.Running && job.rowsDone > 0
      ? formatNumber(job.rowsDone, language)
      : '';
  return (
    <div>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text size="sm" role="status">
          {status}
        </Text>
        {figures && <Text size="sm">{figures}</Text>}
      </Group>
      <Progress.Root
        size="md"
        mt={4}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={known ? percent : undefined}
        aria-valuetext={figures || status}
      >
        {/* Waiting, or the total not known yet: a moving bar says work is under way. */}
        <Progress.Section value={known ? percent : 100} animated={!known} withAria={false} />
      </Progress.Root>
    </div>
  );
}
