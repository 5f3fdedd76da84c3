import { Group, Paper, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ComplaintStatistics } from '@portal/contracts';
import { formatNumber } from '@portal/i18n';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { complaintStatusColors } from '../../../components/ComplaintStatusBadge';
import { DateField } from '../../../components/DateField';
import { useBoot } from '../../../lib/boot';
import { usePhone } from '../../../lib/media';
import { usePageTitle } from '../../../lib/page-title';
import { useComplaintStatistics } from './api';
import { useDuration } from './duration';
import classes from './complaints.module.css';

type Row = { name: string; count: number; color?: string };

const BAR = '#1c5d99';

/** "03.2026." from "2026-03", as dates are written here. */
export const monthLabel = (month: string) => `${month.slice(5, 7)}.${month.slice(0, 4)}.`;

const themeColor = (color: string | undefined) => {
  if (!color) return BAR;
  if (color.startsWith('#')) return color;
  const [name, shade] = color.split('.');
  return `var(--mantine-color-${name}-${shade ?? 6})`;
};

/**
 * A chart with its heading; the numbers are also in a table that only assistive
 * technology reads, since a drawing says nothing to a screen reader. The drawing is
 * hidden from it, so its charts leave out recharts' keyboard layer (a focusable
 * element inside an aria-hidden box).
 */
function ChartCard({
  title,
  rows,
  nameHeader,
  legend = false,
  children,
}: {
  title: string;
  rows: Row[];
  nameHeader: string;
  /** A key under the chart: each row's colour, name and count (for charts coloured by row). */
  legend?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { language } = useBoot();
  const id = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text>{t('complaints.statistics.empty')}</Text>
      ) : (
        <>
          <div aria-hidden>
            {children}
            {legend && (
              <ul className={classes.legend}>
                {rows.map((row) => (
                  <li key={row.name}>
                    <span className={classes.swatch} style={{ background: themeColor(row.color) }} />
                    {row.name}: {formatNumber(row.count, language)}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <VisuallyHidden>
            <Table>
              <caption>{title}</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{nameHeader}</Table.Th>
                  <Table.Th scope="col">{t('complaints.statistics.count')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.name}>
                    <Table.Th scope="row">{row.name}</Table.Th>
                    <Table.Td>{formatNumber(row.count, language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </VisuallyHidden>
        </>
      )}
    </Paper>
  );
}

function Bars({ rows, vertical = false }: { rows: Row[]; vertical?: boolean }) {
  const { t } = useTranslation();
  const number = useNumber();
  // Names beside horizontal bars wrap within this width; a phone leaves the bars the rest.
  const phone = usePhone();
  // A phone's narrow names wrap onto up to five lines: each bar gets the height for them.
  const height = vertical ? Math.max(200, rows.length * (phone ? 76 : 48) + 40) : 280;
  return (
    <ResponsiveContainer width="100%" height={height}>
      {vertical ? (
        <BarChart data={rows} layout="vertical" margin={{ left: 8, right: 16 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tickFormatter={number} />
          <YAxis
            type="category"
            dataKey="name"
            width={phone ? 112 : 190}
            tick={{ fontSize: 12 }}
            interval={0}
          />
          <Tooltip formatter={number} />
          <Bar
            dataKey="count"
            name={t('complaints.statistics.count')}
            fill={BAR}
            isAnimationActive={false}
            barSize={phone ? 28 : undefined}
          >
            {rows.map((row) => (
              <Cell key={row.name} fill={themeColor(row.color)} />
            ))}
          </Bar>
        </BarChart>
      ) : (
        <BarChart data={rows} margin={{ right: 16 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} width={40} tickFormatter={number} />
          <Tooltip formatter={number} />
          <Bar dataKey="count" name={t('complaints.statistics.count')} fill={BAR} isAnimationActive={false}>
            {rows.map((row) => (
              <Cell key={row.name} fill={themeColor(row.color)} />
            ))}
          </Bar>
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}

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
          {t('complaints.statistics.total')}
        </Text>
        <Text fz={36} fw={700} lh={1.2}>
          {formatNumber(data.total, language)}
        </Text>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Text size="sm" fw={600}>
          {t('complaints.statistics.average')}
        </Text>
        {hours === null ? (
          <Text mt={6}>{t('complaints.statistics.averageNone')}</Text>
        ) : (
          <Group gap="xs" align="baseline">
            <Text fz={36} fw={700} lh={1.2}>
              {duration(whole)}
            </Text>
            <Text size="sm">{t('complaints.statistics.averageHours', { count: whole })}</Text>
          </Group>
        )}
      </Paper>
    </SimpleGrid>
  );
}

/** Chart figures as the page's language writes numbers ("1.250"). */
function useNumber() {
  const { language } = useBoot();
  return (value: unknown) => formatNumber(Number(value), language);
}

/** Counts of public complaints by category, status, month and unit, for a chosen period. */
export function StatisticsPage() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const number = useNumber();
  const title = t('complaints.statistics.title');
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
    name: u.id === null ? t('complaints.statistics.unassigned') : u.name,
    count: u.count,
  }));

  return (
    <Stack gap="lg" py="md">
      <div>
        <Title order={1}>{title}</Title>
        <Text mt="xs">{t('complaints.statistics.intro')}</Text>
      </div>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="statistics-period">
        <Title order={2} size="h4" id="statistics-period" mb="sm">
          {t('complaints.statistics.period')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" maw={560}>
          <DateField label={t('complaints.statistics.dateFrom')} value={dateFrom} onChange={setDateFrom} />
          <DateField label={t('complaints.statistics.dateTo')} value={dateTo} onChange={setDateTo} />
        </SimpleGrid>
        {!dateFrom && !dateTo && (
          <Text size="sm" mt="xs">
            {t('complaints.statistics.defaultPeriod')}
          </Text>
        )}
      </Paper>
      {!data ? (
        <Text role="status">{t('complaints.common.loading')}</Text>
      ) : (
        <>
          <Figures data={data} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <ChartCard
              title={t('complaints.statistics.byCategory')}
              rows={byCategory}
              nameHeader={t('complaints.statistics.name')}
            >
              <Bars rows={byCategory} vertical />
            </ChartCard>
            <ChartCard
              title={t('complaints.statistics.byStatus')}
              rows={byStatus}
              legend
              nameHeader={t('complaints.common.status')}
            >
              <Bars rows={byStatus} vertical />
            </ChartCard>
            <ChartCard
              title={t('complaints.statistics.byMonth')}
              rows={byMonth}
              nameHeader={t('complaints.statistics.month')}
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
                    name={t('complaints.statistics.count')}
                    stroke={BAR}
                    strokeWidth={2}
                    isAnimationActive={false}
                  />
                </LineChart>
              </ResponsiveContainer>
            </ChartCard>
            <ChartCard
              title={t('complaints.statistics.byUnit')}
              rows={byUnit}
              nameHeader={t('complaints.statistics.name')}
            >
              <Bars rows={byUnit} vertical />
            </ChartCard>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
