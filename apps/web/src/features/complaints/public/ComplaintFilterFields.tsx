import { Select, SimpleGrid } from '@mantine/core';
import { ComplaintStatus, enumValues } from '@portal/contracts';
import { DateField } from '../../../components/DateField';
import { useTranslation } from '../../../lib/translation';
import { CategorySelect } from './CategorySelect';
import type { ComplaintFilters } from './filters';

/** The status choice, named from the catalogue. */
function StatusSelect({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('complaints.list.status')}
      clearable
      data={enumValues(ComplaintStatus).map((id) => ({
        value: String(id),
        label: t(`enums.complaintStatus.${id}`),
      }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
    />
  );
}

/** The complaint list's filters: category, status, and the days they were reported between. */
export function ComplaintFilterFields({
  filters,
  setCategory,
  setStatus,
  setDateFrom,
  setDateTo,
}: {
  filters: ComplaintFilters;
  setCategory: (id: number | null) => void;
  setStatus: (id: number | null) => void;
  setDateFrom: (date: string | null) => void;
  setDateTo: (date: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
      <CategorySelect
        label={t('complaints.list.category')}
        value={filters.categoryId}
        onChange={setCategory}
      />
      <StatusSelect value={filters.statusId} onChange={setStatus} />
      <DateField label={t('complaints.list.dateFrom')} value={filters.dateFrom} onChange={setDateFrom} />
      <DateField label={t('complaints.list.dateTo')} value={filters.dateTo} onChange={setDateTo} />
    </SimpleGrid>
  );
}
