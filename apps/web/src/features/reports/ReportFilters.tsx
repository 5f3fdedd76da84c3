import { Select, SimpleGrid } from '@mantine/core';
import type { AnyEndpoint, AnyReport, ReportFilter } from '@portal/contracts';
import { useTranslation } from '../../lib/translation';
import { CodeListSelect } from '../../components/CodeListSelect';
import { DateField } from '../../components/DateField';
import { FilterPanel } from '../../components/FilterPanel';
import { useBoot } from '../../lib/boot';
import { useLookupChoices } from './api';
import { type FilterValue, type FilterValues, filtersOf } from './filters';

type Change = (name: string, value: FilterValue | null) => void;

/**
 * A report's filters, drawn from its declaration: a date field, a choice from a code list
 * or from the module's own call, an enumeration, a yes/no. Folded on a phone (FilterPanel).
 */
export function ReportFilters({
  report,
  values,
  onChange,
  onClear,
}: {
  report: AnyReport;
  values: FilterValues;
  onChange: Change;
  onClear: () => void;
}) {
  const filters = filtersOf(report);
  if (filters.length === 0) return null;
  return (
    <FilterPanel activeCount={Object.keys(values).length} onClear={onClear}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {filters.map(([name, filter]) => (
          <FilterField key={name} name={name} filter={filter} value={values[name]} onChange={onChange} />
        ))}
      </SimpleGrid>
    </FilterPanel>
  );
}

function FilterField({
  name,
  filter,
  value,
  onChange,
}: {
  name: string;
  filter: ReportFilter;
  value: FilterValue | undefined;
  onChange: Change;
}) {
  const { t } = useTranslation();
  const label = t(filter.label);
  switch (filter.kind) {
    case 'date':
      return (
        <DateField
          label={label}
          name={name}
          value={typeof value === 'string' ? value : null}
          onChange={(day) => onChange(name, day)}
        />
      );
    case 'boolean':
      return (
        <Select
          label={label}
          clearable
          data={[
            { value: '1', label: t('reports.yes') },
            { value: '0', label: t('reports.no') },
          ]}
          value={value === undefined ? null : value ? '1' : '0'}
          onChange={(chosen) => onChange(name, chosen === null ? null : chosen === '1')}
        />
      );
    case 'enum':
      return (
        <Select
          label={label}
          clearable
          data={filter.values.map((v) => ({ value: String(v), label: t(`enums.${filter.catalogue}.${v}`) }))}
          value={value === undefined ? null : String(value)}
          onChange={(chosen) => onChange(name, chosen === null ? null : Number(chosen))}
        />
      );
    case 'lookup':
      return 'codeList' in filter.options ? (
        <CodeListSelect
          list={filter.options.codeList}
          label={label}
          value={typeof value === 'number' ? value : null}
          onChange={(id) => onChange(name, id)}
        />
      ) : (
        <LookupSelect
          endpoint={filter.options.endpoint}
          label={label}
          value={typeof value === 'number' ? value : null}
          onChange={(id) => onChange(name, id)}
        />
      );
  }
}

/** A choice read from the module's own call in the reader's language (the units one may see, say). */
function LookupSelect({
  endpoint,
  label,
  value,
  onChange,
}: {
  endpoint: AnyEndpoint;
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { languageId } = useBoot();
  const { data = [] } = useLookupChoices(endpoint, languageId);
  return (
    <Select
      label={label}
      clearable
      searchable
      data={data.map((item) => ({ value: String(item.id), label: item.name }))}
      value={value === null ? null : String(value)}
      onChange={(chosen) => onChange(chosen === null ? null : Number(chosen))}
    />
  );
}
