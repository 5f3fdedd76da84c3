import { Anchor, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  AddresseeKind,
  type AddresseeQuestionCounts,
  type AnswerTimeBucket,
  councilMembersPages,
  type QuestionStatistics,
  type QuestionStatisticsRequest,
} from '@portal/contracts';
import { formatDate, formatNumber, formatValue } from '@portal/i18n';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../lib/router';
import {
  Bars,
  ChartCard,
  ChartTextsProvider,
  monthLabel,
  type Row,
} from '../../../components/charts/StatisticsCharts';
import { MatrixCard } from '../../../components/charts/MatrixCard';
import { DateField } from '../../../components/DateField';
import { FilterPanel } from '../../../components/FilterPanel';
import { dayFilter, enumFilter, useAddressFilters } from '../../../lib/address-filters';
import { useBoot } from '../../../lib/boot';
import { usePageTitle } from '../../../lib/page-title';
import { useQuestionStatistics } from './statistics-api';

const kinds = [AddresseeKind.CouncilMember, AddresseeKind.Mayor, AddresseeKind.OrganizationalUnit] as const;

/** The filters in the address, so that the back button and a shared link keep them. */
const filterSpec = {
  addresseeKind: enumFilter('addresseeKind', kinds),
  dateFrom: dayFilter('dateFrom'),
  dateTo: dayFilter('dateTo'),
};

/** Of the council members and of the units, the charts show this many with the most questions. */
export const TOP_ADDRESSEES = 15;

const ANSWERED = '#1e6b34';
const UNANSWERED = 'gray.7';
const bucketColors: Record<AnswerTimeBucket, string> = {
  within24: '#1e6b34',
  within48: '#0072b2',
  within72: '#e69f00',
  over72: 'red.9',
  unanswered: 'gray.7',
};

const key = (name: string) => `questionsStatistics.statistics.${name}`;

/** The headline numbers: received, answered, unanswered, and the share answered. */
function Figures({ data }: { data: QuestionStatistics }) {
  const { t } = useTranslation();
  const { language } = useBoot();
  const figures = [
    { key: 'received', value: formatNumber(data.received, language) },
    { key: 'answered', value: formatNumber(data.answered, language) },
    { key: 'unanswered', value: formatNumber(data.received - data.answered, language) },
    {
      key: 'answeredShare',
      value:
        data.received === 0
          ? '–'
          : formatValue((data.answered * 100) / data.received, 'percentage', language),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {figures.map((f) => (
        <Paper withBorder radius="md" p="md" key={f.key}>
          <Text size="sm" fw={600}>
            {t(key(f.key))}
          </Text>
          <Text fz={32} fw={700} lh={1.2}>
            {f.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** "Amra Hodžić (SDP)", or a unit's name. */
const labelOf = (a: AddresseeQuestionCounts) => (a.party ? `${a.name} (${a.party})` : a.name);

/** The addressees with the most questions, answered and not, with where to see them all. */
function AddresseesCard({
  title,
  header,
  rows,
}: {
  title: string;
  header: string;
  rows: AddresseeQuestionCounts[];
}) {
  const { t } = useTranslation();
  const shown = rows.slice(0, TOP_ADDRESSEES);
  return (
    <Stack gap="xs">
      <MatrixCard
        title={title}
        rowHeader={header}
        columns={[t(key('answered')), t(key('unanswered'))]}
        colors={[ANSWERED, UNANSWERED]}
        emptyText={t(key('noneAsked'))}
        rows={shown.map((a) => ({ name: labelOf(a), values: [a.answered, a.received - a.answered] }))}
      />
      {rows.length > TOP_ADDRESSEES && (
        <Text size="sm">
          {t(key('topShown'), { count: TOP_ADDRESSEES })}{' '}
          <Anchor component={Link} to={councilMembersPages.responsiveness.path}>
            {t(key('allInResponsiveness'))}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

/** The charts of the counts, each with its figures in a table. */
function Charts({ data }: { data: QuestionStatistics }) {
  const { t } = useTranslation();
  const none = data.received === 0;
  const byKind: Row[] = data.byAddresseeKind.map((k) => ({
    name: t(key(`kind.${k.id}`)),
    count: k.received,
  }));
  const byTime: Row[] = data.byAnswerTime.map((b) => ({
    name: t(key(`bucket.${b.bucket}`)),
    count: b.count,
    color: bucketColors[b.bucket],
  }));
  return (
    <>
      <MatrixCard
        title={t(key('byMonth'))}
        rowHeader={t(key('month'))}
        columns={[t(key('answered')), t(key('unanswered'))]}
        colors={[ANSWERED, UNANSWERED]}
        timeline
        rows={
          none
            ? []
            : data.byMonth.map((m) => ({
                name: monthLabel(m.month),
                values: [m.answered, m.received - m.answered],
              }))
        }
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ChartCard
          title={t(key('byKind'))}
          rows={none ? [] : byKind}
          nameHeader={t(key('kindHeader'))}
          countHeader={t(key('questionCount'))}
        >
          <Bars rows={byKind} vertical countLabel={t(key('questionCount'))} />
        </ChartCard>
        <ChartCard
          title={t(key('byAnswerTime'))}
          rows={none ? [] : byTime}
          legend
          nameHeader={t(key('answerTimeHeader'))}
          countHeader={t(key('questionCount'))}
        >
          <Bars rows={byTime} vertical countLabel={t(key('questionCount'))} />
        </ChartCard>
      </SimpleGrid>
      <Text size="sm">{t(key('answerTimeIntro'))}</Text>
      <AddresseesCard
        title={t(key('byCouncilMember'))}
        header={t(key('memberHeader'))}
        rows={data.byCouncilMember}
      />
      <AddresseesCard title={t(key('byUnit'))} header={t(key('unitHeader'))} rows={data.byUnit} />
    </>
  );
}

/**
 * Statistics of citizens' questions in a period, of an addressee kind: how many were asked
 * and answered, by whom they were asked, by month, how long answers took, and per council
 * member (the spec's council member statistics) and per unit (its organisational unit
 * question statistics).
 */
export function QuestionStatisticsPage() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const title = t(key('title'));
  usePageTitle(title);
  const { filters, setFilter, clearFilters, activeCount } = useAddressFilters(filterSpec);
  const request: QuestionStatisticsRequest = {
    dateFrom: filters.dateFrom ?? undefined,
    dateTo: filters.dateTo ?? undefined,
    addresseeKind: filters.addresseeKind ?? undefined,
    languageId,
  };
  const { data } = useQuestionStatistics(request);

  return (
    <ChartTextsProvider value={{ empty: t(key('empty')), count: t(key('questionCount')) }}>
      <Stack gap="lg" py="md">
        <div>
          <Title order={1}>{title}</Title>
          <Text mt="xs">{t(key('intro'))}</Text>
        </div>
        <FilterPanel activeCount={activeCount} onClear={clearFilters} title={t(key('filters'))}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Select
              label={t(key('addresseeKind'))}
              placeholder={t(key('allKinds'))}
              data={kinds.map((id) => ({ value: String(id), label: t(key(`kind.${id}`)) }))}
              value={filters.addresseeKind === null ? null : String(filters.addresseeKind)}
              onChange={(value) =>
                setFilter('addresseeKind', value === null ? null : (Number(value) as 1 | 2 | 3))
              }
              clearable
            />
            <DateField
              label={t(key('dateFrom'))}
              value={filters.dateFrom}
              onChange={(value) => setFilter('dateFrom', value)}
            />
            <DateField
              label={t(key('dateTo'))}
              value={filters.dateTo}
              onChange={(value) => setFilter('dateTo', value)}
            />
          </SimpleGrid>
          {!filters.dateFrom && !filters.dateTo && <Text size="sm">{t(key('defaultPeriod'))}</Text>}
        </FilterPanel>
        {!data ? (
          <Text role="status">{t(key('loading'))}</Text>
        ) : (
          <>
            <Text fw={600}>
              {t(key('counted'), { from: formatDate(data.dateFrom), to: formatDate(data.dateTo) })}
            </Text>
            <Figures data={data} />
            <Charts data={data} />
          </>
        )}
      </Stack>
    </ChartTextsProvider>
  );
}
