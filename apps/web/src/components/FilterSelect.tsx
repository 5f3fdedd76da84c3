import { NativeSelect } from '@mantine/core';
import { useTranslation } from '../lib/translation';

/**
 * A list's filter by one of a few named choices, "Sve" (no filter) first: the browser's own
 * select, with its own picker on a phone and typing to a choice at a desk, and no popover code
 * for a list page to load (decision 0017). A value not (yet) among the choices shows as "Sve"
 * until they come.
 */
export function FilterSelect({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: { id: number; name: string }[];
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={label}
      data={[
        { value: '', label: t('components.filters.any') },
        ...choices.map((choice) => ({ value: String(choice.id), label: choice.name })),
      ]}
      value={value === null ? '' : String(value)}
      onChange={(event) => {
        const next = event.currentTarget.value;
        onChange(next === '' ? null : Number(next));
      }}
    />
  );
}
