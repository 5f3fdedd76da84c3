import { Paper, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { type ComplaintStatistics, SEX_GROUPS } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Bars, ChartCard, type Row, useCount } from '../../../components/charts/StatisticsCharts';
import { MatrixCard, type MatrixRow } from '../../../components/charts/MatrixCard';
import { useDuration } from './duration';

/** Resolved complaints per category: a bar each, and a table with the average time to resolve. */
function ResolvedCard({ data }: { data: ComplaintStatistics }) {
  const { t } = useTranslation();
  const count = useCount();
  const duration = useDuration();
  const id = useId();
  const title = t('complaintsStatistics.resolvedByCategory');
  const rows: Row[] = data.resolvedByCategory.map((r) => ({ name: r.name, count: r.count }));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text>{t('complaintsStatistics.resolvedNone')}</Text>
      ) : (
        <>
          <div aria-hidden>
            <Bars rows={rows} vertical />
          </div>
          {/* Scrolled sideways on a narrow phone; focusable, so a keyboard scrolls it too. */}
          <ScrollArea type="auto" mt="sm" viewportProps={{ tabIndex: 0 }}>
            <Table striped withTableBorder horizontalSpacing="xs" fz="sm" aria-labelledby={id}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('complaintsStatistics.category')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('complaintsStatistics.resolved')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('complaintsStatistics.averageTime')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.resolvedByCategory.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Th scope="row" fw={400}>
                      {r.name}
                    </Table.Th>
                    <Table.Td ta="right">{count(r.count)}</Table.Td>
                    <Table.Td ta="right">{r.averageHours === null ? '' : duration(r.averageHours)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </>
      )}
    </Paper>
  );
}

/** Category per year and resolved by category. */
export function CategoryBreakdowns({ data }: { data: ComplaintStatistics }) {
  const { t } = useTranslation();
  const years = [...new Set(data.byCategoryPerYear.map((r) => r.year))].sort((a, b) => a - b);
  const perYear = new Map<number, MatrixRow>();
  for (const r of data.byCategoryPerYear) {
    const row = perYear.get(r.id) ?? { name: r.name, values: years.map(() => 0) };
    row.values[years.indexOf(r.year)] = r.count;
    perYear.set(r.id, row);
  }
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <MatrixCard
        title={t('complaintsStatistics.byCategoryPerYear')}
        rowHeader={t('complaintsStatistics.category')}
        columns={years.map(String)}
        rows={[...perYear.values()]}
      />
      <ResolvedCard data={data} />
    </SimpleGrid>
  );
}

/**
 * Who reported the complaints: by sex, age group and sensitive category, and each category
 * by sex. Groups too small to show without pointing at a person come hidden from the server.
 */
export function ReporterBreakdowns({ data }: { data: ComplaintStatistics }) {
  const { t } = useTranslation();
  const sexName = (id: number | null) =>
    id === null ? t('components.statistics.sexUnknown') : t(`enums.gender.${id}`);
  const bySex: Row[] = data.bySex.map((r) => ({ name: sexName(r.id), count: r.count }));
  const byAge: Row[] = data.byAgeGroup.map((r) => ({
    name: r.id === null ? t('components.statistics.ageUnknown') : t(`components.statistics.ageGroup.${r.id}`),
    count: r.count,
  }));
  const bySensitive: Row[] = data.bySensitiveCategory.map((r) => ({
    name: r.id === null ? t('complaintsStatistics.groups.sensitiveNotNamed') : r.name,
    count: r.count,
  }));
  const noneYet = data.total === 0;
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {t('complaintsStatistics.reporters')}
        </Title>
        <Text mt="xs">{t('complaintsStatistics.privacy', { count: data.minimumGroup })}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ChartCard
          title={t('complaintsStatistics.bySex')}
          legend
          rows={noneYet ? [] : bySex}
          nameHeader={t('complaintsStatistics.sex')}
        >
          <Bars rows={bySex} vertical />
        </ChartCard>
        <ChartCard
          title={t('complaintsStatistics.byAgeGroup')}
          legend
          rows={noneYet ? [] : byAge}
          nameHeader={t('complaintsStatistics.ageGroup')}
        >
          <Bars rows={byAge} vertical />
        </ChartCard>
        <ChartCard
          title={t('complaintsStatistics.bySensitiveCategory')}
          legend
          rows={noneYet ? [] : bySensitive}
          nameHeader={t('complaintsStatistics.sensitiveCategory')}
        >
          <Bars rows={bySensitive} vertical />
        </ChartCard>
        <MatrixCard
          title={t('complaintsStatistics.byCategoryAndSex')}
          rowHeader={t('complaintsStatistics.category')}
          columns={SEX_GROUPS.map(sexName)}
          rows={data.byCategoryAndSex.map((r) => ({
            name: r.name,
            // A hidden count stays null ("hidden"), a sex not counted is 0.
            values: SEX_GROUPS.map((id) => {
              const cell = r.bySex.find((s) => s.id === id);
              return cell ? cell.count : 0;
            }),
          }))}
        />
      </SimpleGrid>
    </Stack>
  );
}
