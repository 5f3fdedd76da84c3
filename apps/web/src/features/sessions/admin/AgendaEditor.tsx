import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type AgendaItemDetails, AgendaSave, DataStatus } from '@portal/contracts';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useQueryClient } from '../../../lib/queries';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import type { z } from 'zod';
import { Form, useZodForm } from '../../../components/form';
import { useBoot } from '../../../lib/boot';
import { inLanguage } from '../../../lib/language';
import { type SubmitContext, useSave } from '../../../lib/save';
import {
  type AgendaRow,
  childrenOf,
  inOrder,
  isItem,
  move,
  newItem,
  newSubItem,
  numberOf,
  rowOf,
  toSave,
} from './agenda-rows';
import { AgendaItemRow } from './AgendaItemRow';
import { sessionAdminKeys, sessionCalls, useAgenda } from './api';
import { CommentsSection } from './CommentsSection';

type Values = { sessionId: number; items: AgendaRow[] };
type Save = z.output<typeof AgendaSave>;
const schema = AgendaSave as unknown as z.ZodType<Save, Values>;

/**
 * A session's agenda: items in order with their sub-items, each edited in place, added,
 * moved and removed here and saved together by data status (as the code lists save).
 */
export function AgendaEditor({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isError } = useAgenda(sessionId);
  // A new start after each save, from the agenda as the server saved it (new rows then have ids).
  const [version, setVersion] = useState(0);
  const saved = useCallback(
    (agenda: AgendaItemDetails[]) => {
      queryClient.setQueryData(sessionAdminKeys.agenda(sessionId), agenda);
      setVersion((n) => n + 1);
    },
    [queryClient, sessionId],
  );
  const [commentsOf, setCommentsOf] = useState<number | null>(null);
  if (!data)
    return <Text>{isError ? t('sessionsAdmin.agenda.notLoaded') : t('sessionsAdmin.common.loading')}</Text>;
  const commented = data.find((item) => item.id === commentsOf);
  return (
    <Stack gap="lg">
      <AgendaForm
        key={version}
        sessionId={sessionId}
        agenda={data}
        onSaved={saved}
        onShowComments={setCommentsOf}
      />
      {commented && <ItemComments item={commented} onClose={() => setCommentsOf(null)} />}
    </Stack>
  );
}

/** The comments of one agenda item, below the agenda; its heading takes focus when opened. */
export function ItemComments({ item, onClose }: { item: AgendaItemDetails; onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = useBoot();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [item.id]);
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      aria-labelledby={`agenda-comments-${item.id}`}
    >
      <Group justify="space-between" gap="sm" mb="md">
        <Title order={3} size="h4" id={`agenda-comments-${item.id}`} ref={heading} tabIndex={-1}>
          {t('sessionsAdmin.comments.itemTitle', {
            number: numberOf({ ...item, parentKey: item.parentId }),
            name: inLanguage(item.name, language),
          })}
        </Title>
        <Button variant="subtle" leftSection={<IconX size={16} aria-hidden />} onClick={onClose}>
          {t('sessionsAdmin.comments.close')}
        </Button>
      </Group>
      <CommentsSection subject="agendaItem" id={item.id} />
    </Paper>
  );
}

function AgendaForm({
  sessionId,
  agenda,
  onSaved,
  onShowComments,
}: {
  sessionId: number;
  agenda: AgendaItemDetails[];
  onSaved: (agenda: AgendaItemDetails[]) => void;
  onShowComments: (itemId: number) => void;
}) {
  const { t } = useTranslation();
  // What was loaded: a kept row that still equals it is sent as Unchanged.
  const [originals] = useState(() => new Map(agenda.map((item) => [item.id, rowOf(item)])));
  const form = useZodForm(schema, { sessionId, items: agenda.map(rowOf) });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'items' });
  const rows = (useWatch({ control: form.control, name: 'items' }) ?? []) as AgendaRow[];
  const details = new Map((useAgenda(sessionId).data ?? agenda).map((item) => [item.id, item]));
  const [uploading, setUploading] = useState<ReadonlySet<number>>(new Set());
  const [adding, setAdding] = useState(false);
  const save = useSave({
    mutationFn: (body: AgendaSave, options) => sessionCalls.saveAgenda(body, options),
    invalidate: sessionAdminKeys.all,
    successMessage: 'messages.data_saved',
  });

  const current = () => form.getValues('items');
  const dirty = { shouldDirty: true } as const;

  const addRow = async (make: () => Promise<AgendaRow>) => {
    setAdding(true);
    try {
      const row = await make();
      append(row, { focusName: `items.${current().length}.name.bs` });
    } catch {
      // The call's failure has been shown.
    } finally {
      setAdding(false);
    }
  };
  const addItem = () =>
    addRow(async () => newItem(current(), (await sessionCalls.nextNumber(sessionId, 0)).ordinalNumber));
  const addSubItem = (parent: AgendaRow) =>
    addRow(async () => {
      // The server proposes under a saved item; under a new one the next after its own sub-items.
      const proposed =
        parent.key > 0
          ? (await sessionCalls.nextNumber(sessionId, parent.key)).subNumber
          : Math.max(0, ...childrenOf(current(), parent.key).map((row) => row.subNumber)) + 1;
      return newSubItem(current(), parent, proposed);
    });

  const moveRow = (row: AgendaRow, direction: -1 | 1) => {
    for (const { index, row: changed } of move(current(), row.key, direction)) {
      form.setValue(`items.${index}.ordinalNumber`, changed.ordinalNumber, dirty);
      form.setValue(`items.${index}.subNumber`, changed.subNumber, dirty);
    }
  };

  /** A new row goes at once; a kept one, with its sub-items, is deleted by the save. */
  const removeRow = (row: AgendaRow) => {
    const gone: number[] = [];
    current().forEach((candidate, index) => {
      if (candidate.key !== row.key && candidate.parentKey !== row.key) return;
      if (candidate.key < 0) gone.push(index);
      else form.setValue(`items.${index}.dataStatus`, DataStatus.Deleted, dirty);
    });
    if (gone.length) remove(gone);
  };

  const setRowUploading = useCallback((key: number, busy: boolean) => {
    setUploading((keys) => {
      if (keys.has(key) === busy) return keys;
      const next = new Set(keys);
      if (busy) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const submit = async (values: Save, context: SubmitContext) => {
    if (uploading.size > 0) throw new Error('A file is still being sent.');
    const { items } = toSave(values.items as AgendaRow[], originals);
    onSaved(await save.submit({ sessionId, items }, context));
  };

  const ordered = inOrder(rows);
  const deleted = rows.filter((row) => row.key > 0 && row.dataStatus === DataStatus.Deleted).length;
  const siblingsOf = (row: AgendaRow) =>
    ordered.filter(({ row: other }) => other.parentKey === row.parentKey).map(({ row: other }) => other.key);

  return (
    <Form form={form} onSubmit={submit}>
      <Stack gap="md">
        {ordered.length === 0 && <Text>{t('sessionsAdmin.agenda.empty')}</Text>}
        {ordered.map(({ row, index }) => {
          const siblings = siblingsOf(row);
          const place = siblings.indexOf(row.key);
          return (
            <AgendaItemRow
              key={fields[index]?.id ?? row.key}
              index={index}
              row={row}
              details={row.key > 0 ? details.get(row.key) : undefined}
              first={place === 0}
              last={place === siblings.length - 1}
              adding={adding}
              onMove={(direction) => moveRow(row, direction)}
              onRemove={() => removeRow(row)}
              onAddSubItem={isItem(row) ? () => void addSubItem(row) : undefined}
              onUploading={setRowUploading}
              onShowComments={() => onShowComments(row.key)}
            />
          );
        })}
        {deleted > 0 && (
          <Text size="sm" role="status">
            {t('sessionsAdmin.agenda.deletedOnSave', { count: deleted })}
          </Text>
        )}
        <Group justify="space-between" gap="sm">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => void addItem()}
            loading={adding}
          >
            {t('sessionsAdmin.agenda.addItem')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={uploading.size > 0}>
            {t('sessionsAdmin.agenda.save')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
