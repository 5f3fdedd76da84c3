import { SimpleGrid } from '@mantine/core';
import { CodeListSelect } from '../../../components/CodeListSelect';
import { DateField } from '../../../components/DateField';
import { useTranslation } from '../../../lib/translation';
import type { SessionFilters } from './filters';

/** The sessions list's filters: the convocation, and the days the sessions were held between. */
export function SessionFilterFields({
  filters,
  setConvocation,
  setDateFrom,
  setDateTo,
}: {
  filters: SessionFilters;
  setConvocation: (id: number | null) => void;
  setDateFrom: (date: string | null) => void;
  setDateTo: (date: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <CodeListSelect
        list="Convocation"
        label={t('sessions.list.convocation')}
        value={filters.convocationId}
        onChange={setConvocation}
      />
      <DateField label={t('sessions.list.dateFrom')} value={filters.dateFrom} onChange={setDateFrom} />
      <DateField label={t('sessions.list.dateTo')} value={filters.dateTo} onChange={setDateTo} />
    </SimpleGrid>
  );
}
