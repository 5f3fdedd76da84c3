import { Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import {
  type AnyReport,
  REPORT_EXPORT_FORMATS,
  type ReportExportFormat,
  ReportJobStatus,
  reportsPages,
} from '@portal/contracts';
import {
  IconDownload,
  IconFileTypeCsv,
  IconFileTypeDocx,
  IconFileTypePdf,
  IconFileTypeXls,
} from '@tabler/icons-react';
import { useQueryClient } from '../../lib/queries';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { Link } from '../../lib/router';
import { useBoot } from '../../lib/boot';
import { isActive, reportCalls, useJob } from './api';
import type { FilterValues } from './filters';
import { JobStatus } from './JobStatus';
import { reportKeys } from './keys';

const icons = {
  pdf: IconFileTypePdf,
  docx: IconFileTypeDocx,
  xlsx: IconFileTypeXls,
  csv: IconFileTypeCsv,
} as const;

type Started = { id: string; format: ReportExportFormat };

/**
 * The report as a file: a button per format starts an export job with the filters shown,
 * its progress is followed here and the file is downloaded when it is ready. The job is
 * the server's, so leaving the page loses nothing: it is under "my reports" for a day.
 */
export function ExportButtons({ report, filters }: { report: AnyReport; filters: FilterValues }) {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [started, setStarted] = useState<Started[]>([]);
  const [starting, setStarting] = useState<ReportExportFormat | null>(null);

  const start = async (format: ReportExportFormat) => {
    setStarting(format);
    try {
      const job = await reportCalls.startExport(report, { ...filters, languageId, format });
      queryClient.setQueryData(reportKeys.job(job.id), job);
      setStarted((list) => [{ id: job.id, format }, ...list]);
      void queryClient.invalidateQueries({ queryKey: reportKeys.jobs(), exact: true });
    } catch {
      // A refusal (too many rows, say) has been shown by the central handler.
    } finally {
      setStarting(null);
    }
  };

  const latest = (format: ReportExportFormat) => started.find((job) => job.format === format)?.id;

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('reports.report.exportTitle')}
        </Title>
        <Text size="sm">{t('reports.report.exportHint')}</Text>
        <Group gap="sm" wrap="wrap">
          {REPORT_EXPORT_FORMATS.map((format) => (
            <FormatButton
              key={format}
              format={format}
              jobId={latest(format)}
              starting={starting === format}
              onStart={() => void start(format)}
            />
          ))}
        </Group>
        {started.length > 0 && (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {started.map((job) => (
              <li key={job.id}>
                <StartedJob id={job.id} format={job.format} />
              </li>
            ))}
          </Stack>
        )}
        <Anchor component={Link} to={`${reportsPages.list.path}#my-reports`} size="sm">
          {t('reports.report.myReports')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/** A format's button: busy while its latest export is being started or made. */
function FormatButton({
  format,
  jobId,
  starting,
  onStart,
}: {
  format: ReportExportFormat;
  jobId: string | undefined;
  starting: boolean;
  onStart: () => void;
}) {
  const { t } = useTranslation();
  const Icon = icons[format];
  const job = useJob(jobId ?? '', jobId !== undefined).data;
  const busy = starting || (job !== undefined && isActive(job));
  // The format's name stays on the button while it is busy (Mantine's `loading` would hide it).
  return (
    <Button
      variant="light"
      leftSection={busy ? <Loader size={16} aria-hidden /> : <Icon size={18} aria-hidden />}
      disabled={busy}
      aria-busy={busy}
      onClick={onStart}
    >
      {t(`reports.format.${format}`)}
    </Button>
  );
}

/** An export started here: its progress, then its file, downloaded once when ready and offered again. */
function StartedJob({ id, format }: Started) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const job = useJob(id).data;
  const downloaded = useRef(false);
  const done = job?.status === ReportJobStatus.Done;
  const finished = done || job?.status === ReportJobStatus.Failed;

  useEffect(() => {
    if (!finished) return;
    void queryClient.invalidateQueries({ queryKey: reportKeys.jobs(), exact: true });
    if (done && !downloaded.current) {
      downloaded.current = true;
      void reportCalls.download(id);
    }
  }, [finished, done, id, queryClient]);

  const name = t(`reports.format.${format}`);
  return (
    <Paper withBorder radius="sm" p="sm">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <div style={{ flex: '1 1 12rem' }}>
          <Text size="sm" fw={600}>
            {name}
          </Text>
          {job && <JobStatus job={job} label={`${t('reports.jobs.progressLabel')}: ${name}`} />}
        </div>
        {done && (
          <Button
            variant="subtle"
            size="compact-md"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void reportCalls.download(id)}
            aria-label={`${t('reports.jobs.download')}: ${name}`}
          >
            {t('reports.jobs.download')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
