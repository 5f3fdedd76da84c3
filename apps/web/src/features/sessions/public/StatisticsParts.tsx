import { Paper, ScrollArea, Table, Text, Title } from '@mantine/core';
import type { SessionStatistics } from '@portal/contracts';
import { formatNumber, formatValue } from '@portal/i18n';
import { useId } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Bars, type Row, useCount } from '../../../components/charts/StatisticsCharts';
import { useBoot } from '../../../lib/boot';

type Agreement = SessionStatistics['agreement'];
type Group = SessionStatistics['bySex'][number];

const outcomes = [
  { key: 'agreed', color: '#1e6b34' },
  { key: 'disagreed', color: 'red.9' },
  { key: 'tied', color: 'gray.7' },
] as const;

/** How often the citizens' majority agreed with the council: the share, a bar each, and the table. */
export function AgreementCard({ agreement }: { agreement: Agreement }) {
  const { t } = useTranslation();
  const { language } = useBoot();
  const id = useId();
  const share = (n: number) => formatValue((n * 100) / agreement.compared, 'percentage', language);
  const rows: Row[] = outcomes.map((o) => ({
    name: t(`sessionsStatistics.agreement.${o.key}`),
    count: agreement[o.key],
    color: o.color,
  }));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {t('sessionsStatistics.agreement.title')}
      </Title>
      <Text size="sm" mb="sm">
        {t('sessionsStatistics.agreement.intro')}
      </Text>
      {agreement.compared === 0 ? (
        <Text>{t('sessionsStatistics.agreement.none')}</Text>
      ) : (
        <>
          <Text fz={24} fw={700} lh={1.2}>
            {t('sessionsStatistics.agreement.headline', { percent: share(agreement.agreed) })}
          </Text>
          <Text size="sm" mb="xs">
            {t('sessionsStatistics.agreement.compared', { count: agreement.compared })}
          </Text>
          <div aria-hidden>
            <Bars rows={rows} vertical countLabel={t('sessionsStatistics.itemCount')} />
          </div>
          <Table striped withTableBorder horizontalSpacing="xs" fz="sm" mt="sm" aria-labelledby={id}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('sessionsStatistics.agreement.result')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('sessionsStatistics.itemCount')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('sessionsStatistics.agreement.share')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {outcomes.map((o, i) => (
                <Table.Tr key={o.key}>
                  <Table.Th scope="row" fw={400}>
                    {rows[i]!.name}
                  </Table.Th>
                  <Table.Td ta="right">{formatNumber(agreement[o.key], language)}</Table.Td>
                  <Table.Td ta="right">{share(agreement[o.key])}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Paper>
  );
}

/**
 * Participants by sex or age group: a bar of people each, and a table of their people, votes
 * and comments; a group too small to show comes hidden from the server.
 */
export function ParticipantsCard({
  title,
  nameHeader,
  groups,
  nameOf,
}: {
  title: string;
  nameHeader: string;
  groups: Group[];
  nameOf: (id: number | null) => string;
}) {
  const { t } = useTranslation();
  const count = useCount();
  const id = useId();
  const rows: Row[] = groups.map((g) => ({ name: nameOf(g.id), count: g.people }));
  const anyone = groups.some((g) => g.people !== 0);
  const shown = rows.some((r) => (r.count ?? 0) > 0);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {!anyone ? (
        <Text>{t('sessionsStatistics.participation.none')}</Text>
      ) : (
        <>
          {shown ? (
            <div aria-hidden>
              <Bars rows={rows} vertical countLabel={t('sessionsStatistics.participation.people')} />
            </div>
          ) : (
            <Text mb="xs">{t('sessionsStatistics.allHidden')}</Text>
          )}
          {/* Scrolled sideways on a narrow phone; focusable, so a keyboard scrolls it too. */}
          <ScrollArea type="auto" mt="sm" viewportProps={{ tabIndex: 0 }}>
            <Table striped withTableBorder horizontalSpacing="xs" fz="sm" aria-labelledby={id}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{nameHeader}</Table.Th>
                  {(['people', 'votes', 'comments'] as const).map((key) => (
                    <Table.Th scope="col" ta="right" key={key}>
                      {t(`sessionsStatistics.participation.${key}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {groups.map((g, i) => (
                  <Table.Tr key={String(g.id)}>
                    <Table.Th scope="row" fw={400}>
                      {rows[i]!.name}
                    </Table.Th>
                    <Table.Td ta="right">{count(g.people)}</Table.Td>
                    <Table.Td ta="right">{count(g.votes)}</Table.Td>
                    <Table.Td ta="right">{count(g.comments)}</Table.Td>
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
