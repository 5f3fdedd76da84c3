import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReportJob, ReportJobStatus } from '@portal/contracts';
import { formatDateTime } from '@portal/i18n';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '../../lib/queries';
import { useId } from 'react';
import { useTranslation } from '../../lib/translation';
import { useConfirm } from '../../components/ConfirmDialog';
import { toaster } from '../../lib/toast';
import { reportCalls, useMyJobs } from './api';
import { JobStatus } from './JobStatus';
import { reportKeys } from './keys';
import { reportNamed } from './registry';

/**
 * "My reports": the files the caller had made in the last day, newest first, with their
 * progress (asked again while any is being made), a download for each finished one and a
 * delete that asks first. Each is a card, so the list reads the same on a phone.
 */
export function MyReports({ id }: { id?: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data: jobs, isPending } = useMyJobs();
  const { confirm, dialog } = useConfirm();
  const queryClient = useQueryClient();

  const remove = (job: ReportJob, title: string) =>
    confirm({
      message: t('reports.jobs.deleteConfirm', { title, format: t(`reports.format.${job.format}`) }),
      confirmLabel: t('reports.jobs.delete'),
      danger: true,
      onConfirm: async () => {
        await reportCalls.remove(job.id);
        await queryClient.invalidateQueries({ queryKey: reportKeys.jobs() });
        toaster.show(t('messages.deletion_success'), { kind: 'success' });
      },
    });

  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId} id={id}>
      <Title order={2} id={headingId}>
        {t('reports.jobs.title')}
      </Title>
      <Text size="sm">{t('reports.jobs.intro')}</Text>
      {isPending ? (
        <Text size="sm" role="status">
          {t('components.table.loading')}
        </Text>
      ) : !jobs || jobs.length === 0 ? (
        <Text size="sm">{t('reports.jobs.empty')}</Text>
      ) : (
        <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {jobs.map((job) => (
            <JobCard key={job.id} job={job} onDelete={(title) => void remove(job, title)} />
          ))}
        </Stack>
      )}
      {dialog}
    </Stack>
  );
}

function JobCard({ job, onDelete }: { job: ReportJob; onDelete: (title: string) => void }) {
  const { t } = useTranslation();
  const report = reportNamed(job.report);
  const title = report ? t(report.title) : (job.fileName ?? job.report);
  const format = t(`reports.format.${job.format}`);
  const done = job.status === ReportJobStatus.Done;
  const named = (action: string) => `${action}: ${title} (${format})`;
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group gap="xs" justify="space-between" align="flex-start" wrap="wrap">
          <Text fw={600} style={{ flex: '1 1 14rem' }}>
            {title}
          </Text>
          <Badge variant="light">{format}</Badge>
        </Group>
        <Text size="sm">
          {t('reports.jobs.created', { time: formatDateTime(job.createdAt) })}
          {done && ` · ${t('reports.jobs.expires', { time: formatDateTime(job.expiresAt) })}`}
        </Text>
        <JobStatus job={job} label={named(t('reports.jobs.progressLabel'))} />
        <Group gap="sm" wrap="wrap">
          {done && (
            <Button
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void reportCalls.download(job.id)}
              aria-label={named(t('reports.jobs.download'))}
            >
              {t('reports.jobs.download')}
            </Button>
          )}
          <Button
            variant="subtle"
            color="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onDelete(title)}
            aria-label={named(t('reports.jobs.delete'))}
          >
            {t('reports.jobs.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
