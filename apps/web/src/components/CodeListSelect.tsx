import { Select } from '@mantine/core';
import { type CodeListName, codeListEndpoints } from '@portal/contracts';
import { useQuery } from '../lib/queries';
import { call } from '../lib/api-client';
import { useBoot } from '../lib/boot';
import { codeListKeys } from '../lib/code-list-keys';

/**
 * A choice from a code list, in the reader's language: its active entries, and the
 * entry already chosen even when it is no longer active.
 */
export function CodeListSelect({
  list,
  label,
  value,
  onChange,
  error,
  description,
  required = false,
}: {
  list: CodeListName;
  label: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  error?: string;
  /** A hint under the label. */
  description?: string;
  required?: boolean;
}) {
  const { languageId } = useBoot();
  const includeId = value ?? 0;
  const { data = [] } = useQuery({
    queryKey: codeListKeys.dropdown(list, languageId, includeId),
    queryFn: () =>
      call(codeListEndpoints[list].dropdown, { params: { id: includeId, onlyActive: true, languageId } }),
  });
  return (
    <Select
      label={label}
      description={description}
      required={required}
      clearable={!required}
      searchable
      data={data.map((item) => ({ value: String(item.id), label: item.name }))}
      value={value == null ? null : String(value)}
      onChange={(chosen) => onChange(chosen === null ? null : Number(chosen))}
      error={error}
    />
  );
}
