import { Checkbox, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { ComplaintStatus, enumValues, workQueueGroups } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { CodeListSelect } from '../../../components/CodeListSelect';
import { SEARCH_DELAY_MS } from '../../../components/DataTable';
import { DateField } from '../../../components/DateField';
import { FilterPanel } from '../../../components/FilterPanel';
import { UnitTreeSelect } from '../../../components/UnitTreeSelect';
import { useBoot } from '../../../lib/boot';
import { useAssignableUnits } from './api';
import type { ComplaintFilters } from './filters';

type Props = {
  filters: ComplaintFilters;
  onChange: <K extends keyof ComplaintFilters>(name: K, value: ComplaintFilters[K]) => void;
  onClear: () => void;
};

/** The staff list's filters: number, category, status, unit, dates, unassigned, inappropriate and overdue only. */
export function ComplaintFiltersPanel({ filters, onChange, onClear }: Props) {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const units = useAssignableUnits(languageId);
  return (
    <FilterPanel activeCount={activeFilters(filters)} onClear={onClear}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <NumberFilter value={filters.number} onChange={(value) => onChange('number', value)} />
        <CodeListSelect
          list="Category"
          label={t('complaintsAdmin.fields.category')}
          value={filters.categoryId}
          onChange={(value) => onChange('categoryId', value)}
        />
        <Select
          label={t('complaintsAdmin.fields.status')}
          clearable
          data={enumValues(ComplaintStatus).map((s) => ({
            value: String(s),
            label: t(`enums.complaintStatus.${s}`),
          }))}
          value={filters.statusId === null ? null : String(filters.statusId)}
          onChange={(value) =>
            onChange('statusId', value === null ? null : (Number(value) as ComplaintStatus))
          }
        />
        <UnitTreeSelect
          units={units.data ?? []}
          label={t('complaintsAdmin.fields.unit')}
          clearable
          disabled={filters.unassigned}
          value={filters.organizationalUnitId}
          onChange={(value) => onChange('organizationalUnitId', value)}
        />
        <Select
          label={t('complaintsAdmin.workQueue.filter')}
          clearable
          data={workQueueGroups.map((group) => ({
            value: group,
            label: t(`complaintsAdmin.workQueue.groups.${group}.title`),
          }))}
          value={filters.queue || null}
          onChange={(value) => onChange('queue', (value ?? '') as ComplaintFilters['queue'])}
        />
        <DateField
          label={t('complaintsAdmin.list.dateFrom')}
          value={filters.dateFrom}
          onChange={(value) => onChange('dateFrom', value)}
        />
        <DateField
          label={t('complaintsAdmin.list.dateTo')}
          value={filters.dateTo}
          onChange={(value) => onChange('dateTo', value)}
        />
      </SimpleGrid>
      <Group gap="lg">
        <Checkbox
          label={t('complaintsAdmin.list.unassignedOnly')}
          checked={filters.unassigned}
          onChange={(event) => onChange('unassigned', event.currentTarget.checked)}
        />
        <Checkbox
          label={t('complaintsAdmin.list.inappropriateOnly')}
          checked={filters.inappropriate}
          onChange={(event) => onChange('inappropriate', event.currentTarget.checked)}
        />
        <Checkbox
          label={t('complaintsAdmin.deadline.overdueOnly')}
          checked={filters.overdue}
          onChange={(event) => onChange('overdue', event.currentTarget.checked)}
        />
      </Group>
    </FilterPanel>
  );
}

/** How many of the filters are set. */
function activeFilters(filters: ComplaintFilters): number {
  return Object.values(filters).filter((value) => value !== null && value !== '' && value !== false).length;
}

/** The number field filters once typing pauses, or at once on Enter. */
function NumberFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  const apply = useDebouncedCallback(onChange, SEARCH_DELAY_MS);
  // Changed from elsewhere (back button, clear filters): show the address's value.
  if (value !== applied) {
    setApplied(value);
    if (value !== text.trim()) setText(value);
  }
  return (
    <TextInput
      label={t('complaintsAdmin.fields.number')}
      placeholder={t('complaintsAdmin.list.numberPlaceholder')}
      value={text}
      maxLength={20}
      onChange={(event) => {
        setText(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply.flush();
      }}
    />
  );
}
