import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  agendaVoteChoices,
  CouncilDecision,
  type SessionStatistics,
  type SessionStatisticsRequest,
} from '@portal/contracts';
import { formatDate, formatNumber } from '@portal/i18n';
import { useTranslation } from '../../../lib/translation';
import {
  Bars,
  ChartCard,
  ChartTextsProvider,
  monthLabel,
  type Row,
} from '../../../components/charts/StatisticsCharts';
import { MatrixCard } from '../../../components/charts/MatrixCard';
import { CodeListSelect } from '../../../components/CodeListSelect';
import { DateField } from '../../../components/DateField';
import { FilterPanel } from '../../../components/FilterPanel';
import { useBoot } from '../../../lib/boot';
import { usePageTitle } from '../../../lib/page-title';
import { useSessionFilters } from './filters';
import { sessionStatusColors } from './SessionStatusBadge';
import { useSessionStatistics } from './statistics-api';
import { AgreementCard, ParticipantsCard } from './StatisticsParts';

const decisionColors: Record<number, string> = {
  [CouncilDecision.Adopted]: '#1e6b34',
  [CouncilDecision.Rejected]: 'red.9',
  [CouncilDecision.Withdrawn]: 'yellow.4',
};
const voteColors = { for: '#1e6b34', against: 'red.9', abstained: 'yellow.4', absent: 'gray.7' } as const;

/** The headline numbers: sessions, agenda items, citizens' votes, comments and participants. */
function Figures({ data }: { data: SessionStatistics }) {
  const { t } = useTranslation();
  const { language } = useBoot();
  const number = (n: number) => formatNumber(n, language);
  const votes = agendaVoteChoices.reduce((sum, choice) => sum + data.votes[choice], 0);
  const figures = [
    { key: 'sessions', value: data.sessions },
    { key: 'agendaItems', value: data.agendaItems },
    { key: 'votes', value: votes },
    {
      key: 'comments',
      value: data.comments.onSessions + data.comments.onAgendaItems,
      detail: t('sessionsStatistics.commentsSplit', {
        sessions: data.comments.onSessions,
        items: data.comments.onAgendaItems,
      }),
    },
    { key: 'participants', value: data.participants },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
      {figures.map((f) => (
        <Paper withBorder radius="md" p="md" key={f.key}>
          <Text size="sm" fw={600}>
            {t(`sessionsStatistics.${f.key}`)}
          </Text>
          <Text fz={32} fw={700} lh={1.2}>
            {number(f.value)}
          </Text>
          {f.detail && <Text size="sm">{f.detail}</Text>}
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The charts of the counts, each with its figures in a table. */
function Charts({ data }: { data: SessionStatistics }) {
  const { t } = useTranslation();
  const statusName = (id: number) => t(`enums.workflowStatus.${id}`);
  const byStatus: Row[] = data.byStatus.map((s) => ({
    name: statusName(s.id),
    count: s.count,
    color: sessionStatusColors[s.id],
  }));
  const byDecision: Row[] = data.byDecision.map((d) => ({
    name: d.id === null ? t('sessionsStatistics.decisionNone') : t(`sessions.council.decision.${d.id}`),
    count: d.count,
    color: d.id === null ? 'gray.7' : decisionColors[d.id],
  }));
  const votes: Row[] = agendaVoteChoices.map((choice) => ({
    name: t(`sessions.vote.result.${choice}`),
    count: data.votes[choice],
    color: voteColors[choice],
  }));
  const voted = votes.some((v) => (v.count ?? 0) > 0);
  return (
    <>
      <MatrixCard
        title={t('sessionsStatistics.byMonth')}
        rowHeader={t('sessionsStatistics.month')}
        columns={data.byStatus.map((s) => statusName(s.id))}
        colors={data.byStatus.map((s) => sessionStatusColors[s.id] ?? 'gray.7')}
        timeline
        rows={
          data.sessions === 0
            ? []
            : data.byMonth.map((m) => ({
                name: monthLabel(m.month),
                values: m.byStatus.map((s) => s.count),
              }))
        }
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ChartCard
          title={t('sessionsStatistics.byStatus')}
          rows={data.sessions === 0 ? [] : byStatus}
          legend
          nameHeader={t('sessionsStatistics.status')}
          countHeader={t('sessionsStatistics.sessionCount')}
        >
          <Bars rows={byStatus} vertical countLabel={t('sessionsStatistics.sessionCount')} />
        </ChartCard>
        <ChartCard
          title={t('sessionsStatistics.byDecision')}
          rows={data.sessions === 0 ? [] : byDecision}
          legend
          nameHeader={t('sessionsStatistics.decision')}
          countHeader={t('sessionsStatistics.itemCount')}
        >
          <Bars rows={byDecision} vertical countLabel={t('sessionsStatistics.itemCount')} />
        </ChartCard>
        <ChartCard
          title={t('sessionsStatistics.votesByOutcome')}
          rows={voted ? votes : []}
          legend
          nameHeader={t('sessionsStatistics.outcome')}
          countHeader={t('sessionsStatistics.voteCount')}
          emptyText={t('sessionsStatistics.noVotes')}
        >
          <Bars rows={votes} vertical countLabel={t('sessionsStatistics.voteCount')} />
        </ChartCard>
        <AgreementCard agreement={data.agreement} />
      </SimpleGrid>
    </>
  );
}

/** Who took part, by sex and by age group, with why small groups are hidden. */
function Participation({ data }: { data: SessionStatistics }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {t('sessionsStatistics.participation.title')}
        </Title>
        <Text mt="xs">{t('sessionsStatistics.participation.privacy', { count: data.minimumGroup })}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ParticipantsCard
          title={t('sessionsStatistics.participation.bySex')}
          nameHeader={t('sessionsStatistics.participation.sex')}
          groups={data.bySex}
          nameOf={(id) => (id === null ? t('components.statistics.sexUnknown') : t(`enums.gender.${id}`))}
        />
        <ParticipantsCard
          title={t('sessionsStatistics.participation.byAgeGroup')}
          nameHeader={t('sessionsStatistics.participation.ageGroup')}
          groups={data.byAgeGroup}
          nameOf={(id) =>
            id === null ? t('components.statistics.ageUnknown') : t(`components.statistics.ageGroup.${id}`)
          }
        />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * Statistics of the published sessions the reader may see, in a period and convocation:
 * sessions by month and status, agenda items by the council's decision, citizens' votes,
 * how often they agreed with the council, and who took part.
 */
export function StatisticsPage() {
  const { t } = useTranslation();
  const title = t('sessionsStatistics.title');
  usePageTitle(title);
  const { filters, setConvocation, setDateFrom, setDateTo, reset } = useSessionFilters();
  const request: SessionStatisticsRequest = {
    dateFrom: filters.dateFrom ?? undefined,
    dateTo: filters.dateTo ?? undefined,
    convocationId: filters.convocationId ?? undefined,
  };
  const { data } = useSessionStatistics(request);
  const activeCount = [filters.convocationId, filters.dateFrom, filters.dateTo].filter(
    (v) => v !== null,
  ).length;
  const chartTexts = {
    empty: t('sessionsStatistics.empty'),
    allHidden: t('sessionsStatistics.allHidden'),
  };

  return (
    <ChartTextsProvider value={chartTexts}>
      <Stack gap="lg" py="md">
        <div>
          <Title order={1}>{title}</Title>
          <Text mt="xs">{t('sessionsStatistics.intro')}</Text>
        </div>
        <FilterPanel activeCount={activeCount} onClear={reset} title={t('sessionsStatistics.filters')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <CodeListSelect
              list="Convocation"
              label={t('sessionsStatistics.convocation')}
              value={filters.convocationId}
              onChange={setConvocation}
            />
            <DateField
              label={t('sessionsStatistics.dateFrom')}
              value={filters.dateFrom}
              onChange={setDateFrom}
            />
            <DateField label={t('sessionsStatistics.dateTo')} value={filters.dateTo} onChange={setDateTo} />
          </SimpleGrid>
          {!filters.dateFrom && !filters.dateTo && (
            <Text size="sm">{t('sessionsStatistics.defaultPeriod')}</Text>
          )}
        </FilterPanel>
        {!data ? (
          <Text role="status">{t('sessionsStatistics.loading')}</Text>
        ) : (
          <>
            <Text fw={600}>
              {t('sessionsStatistics.counted', {
                from: formatDate(data.dateFrom),
                to: formatDate(data.dateTo),
              })}
            </Text>
            <Figures data={data} />
            <Charts data={data} />
            <Participation data={data} />
          </>
        )}
      </Stack>
    </ChartTextsProvider>
  );
}
