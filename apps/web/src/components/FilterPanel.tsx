import { Badge, Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconFilterOff } from '@tabler/icons-react';
import { type ReactNode, Suspense, useId, useState } from 'react';
import { usePhone } from '../lib/media';
import { useTranslation } from '../lib/translation';
import classes from './FilterPanel.module.css';

/**
 * A list's filters, the same on every list: open on a desktop; on a phone folded behind a
 * button that says how many filters are set, so that the list itself is in sight. Clearing
 * is offered once any filter is set. Given a function, the panel draws its fields only while
 * they are shown (a wide screen, or opened), so that a page can load their code then (a lazy
 * component): a phone's first load of the list does not wait for date pickers it does not
 * show. Meanwhile `fieldsRoom` (a class with the fields' height) keeps their place.
 */
export function FilterPanel({
  activeCount,
  onClear,
  children,
  title,
  columns,
  fieldsRoom,
}: {
  /** How many filters are set (the search text counts). */
  activeCount: number;
  onClear: () => void;
  children: ReactNode | (() => ReactNode);
  /** With fields given as a function: the class of their room while their code loads. */
  fieldsRoom?: string;
  /** The panel's heading; "Filters" when not given. */
  title?: string;
  /** Lays the fields out in a grid: this many columns on a wide screen, two on a tablet, one on a phone. */
  columns?: number;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Known at once, not after a first render as wide: a phone would fetch the fields' code.
  const folded = usePhone();
  const fields =
    typeof children !== 'function' ? (
      children
    ) : open || !folded ? (
      // The fields' room is kept while their code arrives, so the list below does not move.
      <Suspense fallback={<div className={fieldsRoom} />}>{children()}</Suspense>
    ) : null;
  const headingId = useId();
  const bodyId = useId();
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Title order={2} size="h4" id={headingId}>
          {title ?? t('components.filters.title')}
        </Title>
        <Button
          className={classes.toggle}
          variant="light"
          size="compact-md"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          rightSection={activeCount > 0 ? <Badge size="sm">{activeCount}</Badge> : undefined}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('components.filters.hide') : t('components.filters.show')}
        </Button>
      </Group>
      <Stack gap="sm" mt="sm" id={bodyId} className={classes.body} data-open={open}>
        {columns ? <SimpleGrid cols={{ base: 1, sm: 2, md: columns }}>{fields}</SimpleGrid> : fields}
        {activeCount > 0 && (
          <Group justify="flex-end">
            <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
              {t('components.filters.clear')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
