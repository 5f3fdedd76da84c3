import { Group, Select } from '@mantine/core';
import { CategoryIcon } from '../../../components/CategoryIcon';
import { useBoot } from '../../../lib/boot';
import { useCategories } from './categories';

/** A complaint category, each drawn with its icon. */
export function CategorySelect({
  label,
  value,
  onChange,
  required = false,
  error,
  name,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  required?: boolean;
  error?: string;
  name?: string;
}) {
  const { languageId } = useBoot();
  const { data = [] } = useCategories(languageId);
  const icons = new Map(data.map((item) => [String(item.id), item.icon ?? null]));
  const chosen = value === null ? null : String(value);
  return (
    <Select
      label={label}
      name={name}
      required={required}
      clearable={!required}
      searchable
      data={data.map((item) => ({ value: String(item.id), label: item.name }))}
      value={chosen}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      error={error}
      leftSection={chosen ? <CategoryIcon name={icons.get(chosen)} size={18} /> : undefined}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <CategoryIcon name={icons.get(option.value)} size={18} />
          {option.label}
        </Group>
      )}
    />
  );
}
