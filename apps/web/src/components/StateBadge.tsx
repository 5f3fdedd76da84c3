import { Badge } from '@mantine/core';

/** A darker green than the theme's, so white text reads at 6.5:1. */
const colors = { active: '#1e6b34', inactive: 'gray.3', pending: 'yellow.4', current: 'blue.9' } as const;

/** The state of a record in a list: active, inactive, waiting, current. */
export function StateBadge({ tone, label }: { tone: keyof typeof colors; label: string }) {
  return (
    <Badge variant="filled" color={colors[tone]} autoContrast>
      {label}
    </Badge>
  );
}
