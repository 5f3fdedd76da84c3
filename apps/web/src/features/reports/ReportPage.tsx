import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { type AnyReport, mayCall, reportsPages } from '@portal/contracts';
import { lazy, Suspense, useId, useMemo } from 'react';
import { useTranslation } from '../../lib/translation';
import { Link, useParams } from '../../lib/router';
import { callerOf, useSession } from '../../lib/auth';
import { useBoot } from '../../lib/boot';
import { useListState } from '../../lib/list-state';
import { usePageTitle } from '../../lib/page-title';
import { useReportSearch } from './api';
import { ExportButtons } from './ExportButtons';
import { useReportFilters } from './filters';
import type { ReportSearchBody } from './keys';
import { ReportFilters } from './ReportFilters';
import { ReportTable } from './ReportTable';
import { reportNamed } from './registry';

// recharts is large: it comes only once a chart is to be drawn.
const ReportChart = lazy(async () => ({ default: (await import('./ReportChart')).ReportChart }));

/** One report: its filters, the file in each format, its chart and a page of its rows. */
export function ReportPage() {
  const { name } = useParams();
  const report = reportNamed(name);
  const caller = callerOf(useSession());
  if (!report) return <Problem title="pages.notFound.title" text="pages.notFound.text" />;
  if (!mayCall(report.access, caller))
    return <Problem title="messages.forbidden" text="accounts.forbiddenText" />;
  // Keyed by name, so another report starts with its own state.
  return <Report key={report.name} report={report} />;
}

function Report({ report }: { report: AnyReport }) {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const title = t(report.title);
  usePageTitle(title);
  const state = useListState();
  const { values, setFilter, clearFilters } = useReportFilters(report);
  const body = useMemo<ReportSearchBody>(
    () => ({ ...values, languageId, pageNumber: state.pageNumber, pageSize: state.pageSize }),
    [values, languageId, state.pageNumber, state.pageSize],
  );
  const { data, isFetching } = useReportSearch(report, body);
  const chartId = useId();
  const previewId = useId();

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{title}</Title>
        <Text mt="xs">{t(report.description)}</Text>
      </div>
      <ReportFilters report={report} values={values} onChange={setFilter} onClear={clearFilters} />
      <ExportButtons report={report} filters={values} />
      {report.chart && data && data.totalCount > 0 && (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby={chartId}>
          <Title order={2} size="h4" id={chartId} mb="sm">
            {t('reports.report.chart')}
          </Title>
          {data.chart ? (
            <Suspense fallback={<Text size="sm">{t('components.table.loading')}</Text>}>
              <ReportChart chart={report.chart} data={data.chart} columns={report.columns} title={title} />
            </Suspense>
          ) : (
            <Text size="sm">{t('reports.report.chartTooMany')}</Text>
          )}
        </Paper>
      )}
      <section aria-labelledby={previewId}>
        <Title order={2} size="h4" mb="sm" id={previewId}>
          {t('reports.report.preview')}
        </Title>
        <ReportTable report={report} page={data} loading={isFetching} state={state} caption={title} />
      </section>
    </Stack>
  );
}

/** No such report, or not the caller's to run: said on the page, with the way back to the list. */
function Problem({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  usePageTitle(t(title));
  return (
    <Stack gap="md" maw={640} py="xl">
      <Title order={1}>{t(title)}</Title>
      <Text>{t(text)}</Text>
      <Anchor component={Link} to={reportsPages.list.path}>
        {t('reports.report.allReports')}
      </Anchor>
    </Stack>
  );
}
