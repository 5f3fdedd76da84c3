import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  AGENDA_TEXT_MAX,
  type AgendaItemDetails,
  CouncilDecision,
  enumValues,
  SessionStatus,
} from '@portal/contracts';
import { IconArrowDown, IconArrowUp, IconMessages, IconSubtask, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { NumberField, SelectField } from '../../../components/form';
import { TranslatedFields } from '../../../components/TranslatedFields';
import { useBoot } from '../../../lib/boot';
import { inLanguage } from '../../../lib/language';
import { type AgendaRow, isItem, numberOf } from './agenda-rows';
import { DocumentsField, useDocumentUploads } from './DocumentsField';

const decisions = Object.values(CouncilDecision);

/**
 * One row of the agenda editor: its number, texts in three languages, status, documents and
 * the council's decision and votes, with the citizens' votes and comments beside (read only).
 */
export function AgendaItemRow({
  index,
  row,
  details,
  first,
  last,
  adding,
  onMove,
  onRemove,
  onAddSubItem,
  onUploading,
  onShowComments,
}: {
  index: number;
  row: AgendaRow;
  /** The saved item as the server has it; none for a new row. */
  details: AgendaItemDetails | undefined;
  first: boolean;
  last: boolean;
  adding: boolean;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
  /** Items only: adds a sub-item under this one. */
  onAddSubItem?: () => void;
  onUploading: (key: number, busy: boolean) => void;
  /** Opens the saved item's comments (below the agenda's form, which a comment's own form cannot be in). */
  onShowComments: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useBoot();
  const { setValue } = useFormContext();
  const queue = useDocumentUploads();
  const path = `items.${index}`;
  const number = numberOf(row);
  const item = isItem(row);
  const { fileIds, uploading } = queue;
  useEffect(() => {
    setValue(`${path}.documentIds`, fileIds, { shouldDirty: fileIds.length > 0 });
  }, [fileIds, path, setValue]);
  useEffect(() => onUploading(row.key, uploading), [onUploading, row.key, uploading]);
  useEffect(() => () => onUploading(row.key, false), [onUploading, row.key]);

  const action = (label: string, icon: ReactNode, onClick: () => void, props: object = {}) => (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" onClick={onClick} aria-label={`${label}: ${number}`} {...props}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );

  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      ml={item ? 0 : { base: 'sm', sm: 'xl' }}
      aria-label={t(item ? 'sessionsAdmin.agenda.itemLabel' : 'sessionsAdmin.agenda.subItemLabel', {
        number,
      })}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Title order={3} size="h4">
              {number} {inLanguage(row.name, language)}
            </Title>
            {row.key < 0 && <Badge variant="light">{t('sessionsAdmin.agenda.new')}</Badge>}
          </Group>
          <Group gap={4} wrap="nowrap">
            {action(
              t('sessionsAdmin.agenda.moveUp'),
              <IconArrowUp size={18} aria-hidden />,
              () => onMove(-1),
              {
                disabled: first,
              },
            )}
            {action(
              t('sessionsAdmin.agenda.moveDown'),
              <IconArrowDown size={18} aria-hidden />,
              () => onMove(1),
              {
                disabled: last,
              },
            )}
            {onAddSubItem &&
              action(
                t('sessionsAdmin.agenda.addSubItem'),
                <IconSubtask size={18} aria-hidden />,
                onAddSubItem,
                {
                  disabled: adding,
                },
              )}
            {action(t('sessionsAdmin.common.delete'), <IconTrash size={18} aria-hidden />, onRemove, {
              color: 'red.9',
            })}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          {item ? (
            <NumberField
              name={`${path}.ordinalNumber`}
              label="sessionsAdmin.agenda.ordinalNumber"
              required
              min={1}
              max={999}
            />
          ) : (
            <NumberField
              name={`${path}.subNumber`}
              label="sessionsAdmin.agenda.subNumber"
              required
              min={1}
              max={99}
            />
          )}
          <SelectField
            name={`${path}.statusId`}
            label="sessionsAdmin.fields.status"
            required
            numeric
            allowDeselect={false}
            data={enumValues(SessionStatus).map((s) => ({
              value: String(s),
              label: t(`enums.workflowStatus.${s}`),
            }))}
          />
        </SimpleGrid>
        <TranslatedFields
          name={`${path}.name`}
          label="sessionsAdmin.agenda.name"
          required
          maxLength={AGENDA_TEXT_MAX}
        />
        <TranslatedFields
          name={`${path}.description`}
          label="sessionsAdmin.agenda.description"
          multiline
          maxLength={AGENDA_TEXT_MAX}
        />
        <DocumentsField
          label={t('sessionsAdmin.agenda.documents')}
          kept={details?.documents ?? []}
          removed={row.removedDocumentIds}
          onRemove={(id) =>
            setValue(`${path}.removedDocumentIds`, [...row.removedDocumentIds, id], { shouldDirty: true })
          }
          queue={queue}
        />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <SelectField
            name={`${path}.council.decisionId`}
            label="sessionsAdmin.agenda.decision"
            numeric
            clearable
            data={decisions.map((d) => ({ value: String(d), label: t(`sessionsAdmin.decision.${d}`) }))}
          />
          <NumberField name={`${path}.council.for`} label="sessionsAdmin.agenda.councilFor" min={0} />
          <NumberField name={`${path}.council.against`} label="sessionsAdmin.agenda.councilAgainst" min={0} />
          <NumberField
            name={`${path}.council.abstained`}
            label="sessionsAdmin.agenda.councilAbstained"
            min={0}
          />
        </SimpleGrid>
        {details && (
          <Stack gap="xs">
            <Text size="sm">
              {t('sessionsAdmin.agenda.citizensVotes', {
                for: details.votes.for,
                against: details.votes.against,
                abstained: details.votes.abstained,
                absent: details.votes.absent,
              })}
            </Text>
            <Button
              variant="subtle"
              w="fit-content"
              leftSection={<IconMessages size={16} aria-hidden />}
              onClick={onShowComments}
              aria-label={`${t('sessionsAdmin.agenda.showComments', { total: details.commentCount })}: ${number}`}
            >
              {t('sessionsAdmin.agenda.showComments', { total: details.commentCount })}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
