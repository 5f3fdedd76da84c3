import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ComplaintStatistics } from '@portal/contracts';
import { formatNumber } from '@portal/i18n';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import {
  BAR,
  Bars,
  ChartCard,
  ChartTextsProvider,
  monthLabel,
  type Row,
  useNumber,
} from '../../../components/charts/StatisticsCharts';
import { complaintStatusColors } from '../../../components/ComplaintStatusBadge';
import { DateField } from '../../../components/DateField';
import { useBoot } from '../../../lib/boot';
import { usePageTitle } from '../../../lib/page-title';
import { useComplaintStatistics } from './api';
import { useDuration } from './duration';
import { CategoryBreakdowns, ReporterBreakdowns } from './StatisticsBreakdowns';
import { StatisticsShares } from './StatisticsShares';

function Figures({ data }: { data: ComplaintStatistics }) {
  const { t } = useTranslation();
  const { language } = useBoot();
  const duration = useDuration();
  const hours = data.averageResolutionHours;
  const whole = hours === null ? 0 : Math.round(hours);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Paper withBorder radius="md" p="md">
        <Text size="sm" fw={600}>
          {t('complaintsStatistics.total')}
        </Text>
        <Text fz={36} fw={700} lh={1.2}>
          {formatNumber(data.total, language)}
        </Text>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Text size="sm" fw={600}>
          {t('complaintsStatistics.average')}
        </Text>
        {hours === null ? (
          <Text mt={6}>{t('complaintsStatistics.averageNone')}</Text>
        ) : (
          <Group gap="xs" align="baseline">
            <Text fz={36} fw={700} lh={1.2}>
              {duration(whole)}
            </Text>
            <Text size="sm">{t('complaintsStatistics.averageHours', { count: whole })}</Text>
          </Group>
        )}
      </Paper>
    </SimpleGrid>
  );
}

/**
 * Counts of public complaints by category, status, month and unit, category per year,
 * resolved by category, and by who reported them, for a chosen period.
 */
export function StatisticsPage() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const number = useNumber();
  const title = t('complaintsStatistics.title');
  usePageTitle(title);
  const [dateFrom, setDateFrom] = useState<string | null>(null);
  const [dateTo, setDateTo] = useState<string | null>(null);
  const query = useComplaintStatistics(languageId, dateFrom ?? '', dateTo ?? '');
  const data = query.data;

  const byCategory: Row[] = (data?.byCategory ?? []).map((c) => ({ name: c.name, count: c.count }));
  const byStatus: Row[] = (data?.byStatus ?? []).map((s) => ({
    name: t(`enums.complaintStatus.${s.id}`),
    count: s.count,
    color: complaintStatusColors[s.id ?? 0],
  }));
  const byMonth: Row[] = (data?.byMonth ?? []).map((m) => ({ name: monthLabel(m.month), count: m.count }));
  const byUnit: Row[] = (data?.byOrganizationalUnit ?? []).map((u) => ({
    name: u.id === null ? t('complaintsStatistics.unassigned') : u.name,
    count: u.count,
  }));

  const chartTexts = {
    count: t('complaintsStatistics.count'),
    empty: t('complaintsStatistics.empty'),
    allHidden: t('complaintsStatistics.allHidden'),
  };

  return (
    <ChartTextsProvider value={chartTexts}>
      <Stack gap="lg" py="md">
        <div>
          <Title order={1}>{title}</Title>
          <Text mt="xs">{t('complaintsStatistics.intro')}</Text>
        </div>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="statistics-period">
          <Title order={2} size="h4" id="statistics-period" mb="sm">
            {t('complaintsStatistics.period')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" maw={560}>
            <DateField label={t('complaintsStatistics.dateFrom')} value={dateFrom} onChange={setDateFrom} />
            <DateField label={t('complaintsStatistics.dateTo')} value={dateTo} onChange={setDateTo} />
          </SimpleGrid>
          {!dateFrom && !dateTo && (
            <Text size="sm" mt="xs">
              {t('complaintsStatistics.defaultPeriod')}
            </Text>
          )}
        </Paper>
        {!data ? (
          <Text role="status">{t('complaints.common.loading')}</Text>
        ) : (
          <>
            <Figures data={data} />
            <StatisticsShares data={data} />
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
              <ChartCard
                title={t('complaintsStatistics.byCategory')}
                rows={byCategory}
                nameHeader={t('complaintsStatistics.name')}
              >
                <Bars rows={byCategory} vertical />
              </ChartCard>
              <ChartCard
                title={t('complaintsStatistics.byStatus')}
                rows={byStatus}
                legend
                nameHeader={t('complaints.common.status')}
              >
                <Bars rows={byStatus} vertical />
              </ChartCard>
              <ChartCard
                title={t('complaintsStatistics.byMonth')}
                rows={byMonth}
                nameHeader={t('complaintsStatistics.month')}
              >
                <ResponsiveContainer width="100%" height={280}>
                  <LineChart data={byMonth} margin={{ right: 16 }} accessibilityLayer={false}>
                    <CartesianGrid strokeDasharray="3 3" />
                    <XAxis dataKey="name" tick={{ fontSize: 12 }} />
                    <YAxis allowDecimals={false} width={40} tickFormatter={number} />
                    <Tooltip formatter={number} />
                    <Line
                      type="linear"
                      dataKey="count"
                      name={t('complaintsStatistics.count')}
                      stroke={BAR}
                      strokeWidth={2}
                      isAnimationActive={false}
                    />
                  </LineChart>
                </ResponsiveContainer>
              </ChartCard>
              <ChartCard
                title={t('complaintsStatistics.byUnit')}
                rows={byUnit}
                nameHeader={t('complaintsStatistics.name')}
              >
                <Bars rows={byUnit} vertical />
              </ChartCard>
            </SimpleGrid>
            <CategoryBreakdowns data={data} />
            <ReporterBreakdowns data={data} />
          </>
        )}
      </Stack>
    </ChartTextsProvider>
  );
}
