import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconTrash, type TablerIcon } from '@tabler/icons-react';
import { Link } from '../lib/router';

/** One button of a row: a link to a page (`to`) or an action (`onClick`; `danger` in red). */
export type RowAction = { label: string; icon: TablerIcon } & (
  { to: string } | { onClick: () => void; danger?: boolean }
);

/** The delete button of a row: the bin, in red. */
export const deleteAction = (label: string, onClick: () => void): RowAction => ({
  label,
  icon: IconTrash,
  onClick,
  danger: true,
});

/**
 * The buttons in a list's "Akcije" column: icons with their label as the tooltip, each
 * named for its record ("Obriši: Amra Hodžić") so that a screen reader's list of buttons
 * tells the rows apart. Falsy entries are left out (what the caller may not do).
 */
export function RowActions({
  name,
  actions,
}: {
  /** What the record is called in the buttons' names: its name, title or number. */
  name: string;
  actions: readonly (RowAction | false | null | undefined)[];
}) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {actions.map((action) => {
        if (!action) return null;
        const { label, icon: Icon } = action;
        const named = `${label}: ${name}`;
        return (
          <Tooltip key={label} label={label}>
            {'to' in action ? (
              <ActionIcon component={Link} to={action.to} variant="subtle" aria-label={named}>
                <Icon size={18} aria-hidden />
              </ActionIcon>
            ) : (
              <ActionIcon
                variant="subtle"
                color={action.danger ? 'red.9' : undefined}
                onClick={action.onClick}
                aria-label={named}
              >
                <Icon size={18} aria-hidden />
              </ActionIcon>
            )}
          </Tooltip>
        );
      })}
    </Group>
  );
}
