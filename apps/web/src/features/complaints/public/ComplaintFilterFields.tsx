import { SimpleGrid } from '@mantine/core';
import { ComplaintStatus, enumValues } from '@portal/contracts';
import { DateField } from '../../../components/DateField';
import { FilterSelect } from '../../../components/FilterSelect';
import { useBoot } from '../../../lib/boot';
import { useTranslation } from '../../../lib/translation';
import { useCategories } from './categories';
import type { ComplaintFilters } from './filters';

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
  const { languageId } = useBoot();
  const { data: categories = [] } = useCategories(languageId);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
      <FilterSelect
        label={t('complaints.list.category')}
        choices={categories.map((category) => ({ id: category.id, name: category.name }))}
        value={filters.categoryId}
        onChange={setCategory}
      />
      <FilterSelect
        label={t('complaints.list.status')}
        choices={enumValues(ComplaintStatus).map((id) => ({ id, name: t(`enums.complaintStatus.${id}`) }))}
        value={filters.statusId}
        onChange={setStatus}
      />
      <DateField label={t('complaints.list.dateFrom')} value={filters.dateFrom} onChange={setDateFrom} />
      <DateField label={t('complaints.list.dateTo')} value={filters.dateTo} onChange={setDateTo} />
    </SimpleGrid>
  );
}
