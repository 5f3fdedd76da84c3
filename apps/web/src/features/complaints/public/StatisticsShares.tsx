import { Paper, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ComplaintStatistics } from '@portal/contracts';
import { formatValue } from '@portal/i18n';
import { useId } from 'react';
import { useTranslation } from '../../../lib/translation';
import { useBoot } from '../../../lib/boot';

/** A share (0–1) as the language writes a percentage: "71,4 %"; empty for none. */
function usePercent() {
  const { language } = useBoot();
  return (share: number | null) => (share === null ? '' : formatValue(share * 100, 'percentage', language));
}

function Share({
  title,
  share,
  of,
}: {
  title: string;
  share: number | null;
  /** "3 od 9 prijava": what the share is of. */
  of: string;
}) {
  const { t } = useTranslation();
  const percent = usePercent();
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {share === null ? (
        <Text mt={6}>{t('complaintsStatistics.shares.noData')}</Text>
      ) : (
        <>
          <Text fz={36} fw={700} lh={1.2}>
            {percent(share)}
          </Text>
          <Text size="sm">{of}</Text>
        </>
      )}
    </Paper>
  );
}

/**
 * Resolved by staff beside confirmed fixed by the reporters asked "was it fixed?", and the
 * share responded to within the category's deadline, overall and per unit.
 */
export function StatisticsShares({ data }: { data: ComplaintStatistics }) {
  const { t } = useTranslation();
  const percent = usePercent();
  const { language } = useBoot();
  const id = useId();
  const { fixed, deadlines } = data;
  const of = (key: string, part: number, count: number) =>
    t(`complaintsStatistics.shares.${key}`, { part, count });
  const number = (n: number) => formatValue(n, 'number', language);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={id}>
            {t('complaintsStatistics.shares.title')}
          </Title>
          <Text size="sm" mt="xs">
            {t('complaintsStatistics.shares.intro')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Share
            title={t('complaintsStatistics.shares.resolvedByStaff')}
            share={fixed.resolvedShare}
            of={of('resolvedOf', fixed.resolved, fixed.total)}
          />
          <Share
            title={t('complaintsStatistics.shares.confirmedByReporters')}
            share={fixed.confirmedShare}
            of={of('confirmedOf', fixed.confirmed, fixed.asked)}
          />
          <Share
            title={t('complaintsStatistics.shares.inTime')}
            share={deadlines.share}
            of={of('inTimeOf', deadlines.inTime, deadlines.counted)}
          />
        </SimpleGrid>
        <div>
          <Title order={3} size="h5" mb="xs" id={`${id}-units`}>
            {t('complaintsStatistics.shares.byUnit')}
          </Title>
          {deadlines.byUnit.length === 0 ? (
            <Text size="sm">{t('complaintsStatistics.shares.byUnitNone')}</Text>
          ) : (
            // Scrolled sideways on a narrow phone; focusable, so a keyboard scrolls it too.
            <ScrollArea type="auto" viewportProps={{ tabIndex: 0 }}>
              <Table striped withTableBorder horizontalSpacing="xs" fz="sm" aria-labelledby={`${id}-units`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('complaintsStatistics.shares.unit')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('complaintsStatistics.shares.counted')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('complaintsStatistics.shares.inTimeCount')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('complaintsStatistics.shares.share')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {deadlines.byUnit.map((u) => (
                    <Table.Tr key={u.id ?? 'none'}>
                      <Table.Th scope="row" fw={400}>
                        {u.id === null ? t('complaintsStatistics.unassigned') : u.name}
                      </Table.Th>
                      <Table.Td ta="right">{number(u.counted)}</Table.Td>
                      <Table.Td ta="right">{number(u.inTime)}</Table.Td>
                      <Table.Td ta="right">{percent(u.share)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
