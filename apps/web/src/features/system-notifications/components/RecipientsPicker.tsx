import { ActionIcon, Button, Checkbox, Group, List, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { SystemNotificationRecipient } from '@portal/contracts';
import { compareText } from '@portal/i18n';
import { IconChecks, IconTrash, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { useBoot } from '../../../lib/boot';
import { useListState } from '../../../lib/list-state';
import { systemNotificationCalls, useStaffSearch } from '../api';

type Recipient = SystemNotificationRecipient;
/** Pages of 50 read to name the staff "select all" chose: up to a thousand people. */
const NAME_PAGE_SIZE = 50;
const MAX_NAME_PAGES = 20;

/**
 * Choosing the recipients of a kind: staff found by text a page at a time with a
 * checkbox each, "select all" of what the search finds, and the chosen ones with remove.
 */
export function RecipientsPicker({
  chosen,
  known,
  onChosen,
  onKnown,
}: {
  chosen: readonly number[];
  /** Staff whose names the page has seen, by id. */
  known: ReadonlyMap<number, Recipient>;
  onChosen: (ids: number[]) => void;
  onKnown: (people: readonly Recipient[]) => void;
}) {
  const { t } = useTranslation();
  const compare = compareText(useBoot().language);
  const state = useListState();
  const [selectingAll, setSelectingAll] = useState(false);
  const { data, isFetching } = useStaffSearch({
    text: state.search || undefined,
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
  });
  const rows = data?.items ?? [];
  useEffect(() => {
    if (data?.items.length) onKnown(data.items);
  }, [data, onKnown]);

  const chosenSet = new Set(chosen);
  const toggle = (id: number, on: boolean) =>
    onChosen(on ? [...chosen, id] : chosen.filter((other) => other !== id));

  const selectAll = async () => {
    setSelectingAll(true);
    try {
      const text = state.search;
      const ids = await systemNotificationCalls.allStaffIds(text);
      onChosen([...chosen, ...ids.filter((id) => !chosenSet.has(id))]);
      // Names of the ones this page has not shown yet, for the list of the chosen.
      const missing = new Set(ids.filter((id) => !known.has(id)));
      for (let page = 1; missing.size > 0 && page <= MAX_NAME_PAGES; page += 1) {
        const found = await systemNotificationCalls.staffPage({
          text: text || undefined,
          pageNumber: page,
          pageSize: NAME_PAGE_SIZE,
        });
        onKnown(found.items);
        for (const person of found.items) missing.delete(person.id);
        if (page * NAME_PAGE_SIZE >= found.totalCount) break;
      }
    } catch {
      // shown by the central handler
    } finally {
      setSelectingAll(false);
    }
  };

  const columns: DataTableColumn<Recipient>[] = [
    {
      key: 'chosen',
      header: t('systemNotifications.edit.selectColumn'),
      width: 90,
      render: (person) => (
        <Checkbox
          checked={chosenSet.has(person.id)}
          onChange={(event) => toggle(person.id, event.currentTarget.checked)}
          aria-label={t('systemNotifications.edit.select', { name: person.name })}
        />
      ),
    },
    { key: 'name', header: t('systemNotifications.edit.name'), render: (person) => person.name },
    { key: 'username', header: t('systemNotifications.edit.username'), render: (person) => person.username },
    {
      key: 'unit',
      header: t('systemNotifications.edit.unit'),
      render: (person) => person.organizationalUnitName ?? '',
    },
    {
      key: 'contact',
      header: t('systemNotifications.edit.contact'),
      render: (person) => [person.email, person.phone].filter(Boolean).join(', '),
    },
  ];

  const chosenPeople = chosen
    .map((id) => known.get(id))
    .filter((person): person is Recipient => person !== undefined)
    .sort((a, b) => compare(a.name, b.name));
  const unnamed = chosen.length - chosenPeople.length;

  return (
    <Stack gap="md">
      <DataTable
        caption={t('systemNotifications.edit.staffTable')}
        columns={columns}
        rows={rows}
        rowKey={(person) => person.id}
        totalCount={data?.totalCount ?? 0}
        loading={isFetching}
        state={state}
        searchLabel={t('systemNotifications.edit.search')}
        minWidth={720}
      />
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconChecks size={16} aria-hidden />}
          onClick={() => void selectAll()}
          loading={selectingAll}
          disabled={!data?.totalCount}
        >
          {t('systemNotifications.edit.selectAll')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={() => onChosen([])}
          disabled={chosen.length === 0}
        >
          {t('systemNotifications.edit.clearAll')}
        </Button>
      </Group>
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h4" mb="xs">
          {t('systemNotifications.edit.chosen', { count: chosen.length })}
        </Title>
        {chosen.length === 0 ? (
          <Text size="sm">{t('systemNotifications.edit.noneChosen')}</Text>
        ) : (
          <List
            listStyleType="none"
            spacing={4}
            aria-label={t('systemNotifications.edit.chosen', { count: chosen.length })}
          >
            {chosenPeople.map((person) => (
              <List.Item key={person.id}>
                <Group gap="xs" wrap="nowrap">
                  <Tooltip label={t('systemNotifications.edit.remove')}>
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      onClick={() => toggle(person.id, false)}
                      aria-label={t('systemNotifications.edit.removeNamed', { name: person.name })}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Text size="sm">
                    {person.name} ({person.username})
                  </Text>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        {unnamed > 0 && (
          <Text size="sm" mt="xs">
            {t('systemNotifications.edit.moreChosen', { count: unnamed })}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
