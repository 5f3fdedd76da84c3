import {
  Anchor,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { answerInputModes, councilMembersPages, type UnitQuestionSetting } from '@portal/contracts';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../lib/router';
import { useBoot } from '../../../lib/boot';
import { usePhone } from '../../../lib/media';
import { usePageTitle } from '../../../lib/page-title';
import { useSave } from '../../../lib/save';
import { councilKeys } from '../keys';
import { councilCalls, useUnitSettings } from './api';
import { answerModeHint, answerModeLabel } from './labels';

/**
 * The organisational units' question settings: whether citizens may ask each unit, how it
 * answers, and how many accounts answer for it (a unit that takes questions with none would
 * leave them unread). Each unit is saved on its own. A table on a desktop, cards on a phone.
 */
export function UnitSettingsPage() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const phone = usePhone();
  const title = t('councilMembersAdmin.units.title');
  usePageTitle(title);
  const { data: units, isError } = useUnitSettings(languageId);
  const unread = units?.filter((unit) => unit.acceptsQuestions && unit.answererCount === 0).length ?? 0;
  // Remounted with the saved values after each save (the key), so a row's changes start afresh.
  const keyOf = (unit: UnitQuestionSetting) =>
    `${unit.organizationalUnitId}:${unit.acceptsQuestions}:${unit.answerInputModeId}`;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={councilMembersPages.adminMembers.path} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('councilMembersAdmin.edit.back')}
        </Group>
      </Anchor>
      <Title order={1}>{title}</Title>
      <Text>{t('councilMembersAdmin.units.intro')}</Text>
      {!phone && <ModesLegend />}
      {unread > 0 && (
        <Text c="red.9" fw={600} role="status">
          {t('councilMembersAdmin.units.unreadSummary', { count: unread })}
        </Text>
      )}
      {!units ? (
        <Text>
          {isError ? t('councilMembersAdmin.units.notLoaded') : t('councilMembersAdmin.common.loading')}
        </Text>
      ) : units.length === 0 ? (
        <Text>{t('councilMembersAdmin.units.empty')}</Text>
      ) : phone ? (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={title}>
          {units.map((unit) => (
            <UnitCard key={keyOf(unit)} unit={unit} />
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={900} type="native">
          <Table aria-label={title} verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('councilMembersAdmin.units.unit')}</Table.Th>
                <Table.Th>{t('councilMembersAdmin.units.acceptsQuestions')}</Table.Th>
                <Table.Th>{t('councilMembersAdmin.fields.answerInputMode')}</Table.Th>
                <Table.Th ta="right">{t('councilMembersAdmin.units.answerersHeader')}</Table.Th>
                <Table.Th ta="right">{t('councilMembersAdmin.list.questions')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('components.table.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {units.map((unit) => (
                <UnitRow key={keyOf(unit)} unit={unit} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** What each answer input mode means, once above the table (the cards say it under each choice). */
function ModesLegend() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fw={600} size="sm" mb={4}>
        {t('councilMembersAdmin.units.modesTitle')}
      </Text>
      <Stack gap={2} component="dl" m={0}>
        {answerInputModes.map((mode) => (
          <Text key={mode} size="sm" component="div">
            <Text span fw={600} size="sm" component="dt" display="inline">
              {answerModeLabel(t, mode)}:
            </Text>{' '}
            <Text span size="sm" component="dd" display="inline" m={0}>
              {answerModeHint(t, mode)}
            </Text>
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

/** One unit's setting as changed here, and its save. */
function useUnitSetting(unit: UnitQuestionSetting) {
  const [accepts, setAccepts] = useState(unit.acceptsQuestions);
  const [mode, setMode] = useState(unit.answerInputModeId);
  const save = useSave({
    mutationFn: (_: void, options) =>
      councilCalls.saveUnitSetting(
        {
          organizationalUnitId: unit.organizationalUnitId,
          acceptsQuestions: accepts,
          answerInputModeId: mode,
        },
        options,
      ),
    invalidate: councilKeys.all,
    successMessage: 'messages.data_saved',
  });
  return {
    accepts,
    setAccepts,
    mode,
    setMode,
    changed: accepts !== unit.acceptsQuestions || mode !== unit.answerInputModeId,
    unread: accepts && unit.answererCount === 0,
    save: () => void save.submit(undefined).catch(() => undefined),
    saving: save.isPending,
  };
}

type Setting = ReturnType<typeof useUnitSetting>;

/** A unit's control, on a card under its label (`labelled`) or in the table's row. */
type ControlProps = { unit: UnitQuestionSetting; setting: Setting; labelled: boolean };

/** On a card the control shows its label; in a row, under the column's header, it is named with the unit. */
const nameOf = (label: string, { unit, labelled }: ControlProps) =>
  labelled ? { label } : { 'aria-label': `${label}: ${unit.name}` };

function AcceptsSwitch(props: ControlProps) {
  const { t } = useTranslation();
  return (
    <Switch
      {...nameOf(t('councilMembersAdmin.units.acceptsQuestions'), props)}
      checked={props.setting.accepts}
      onChange={(event) => props.setting.setAccepts(event.currentTarget.checked)}
    />
  );
}

function ModeSelect(props: ControlProps) {
  const { t } = useTranslation();
  const { setting, labelled } = props;
  return (
    <Select
      {...nameOf(t('councilMembersAdmin.fields.answerInputMode'), props)}
      allowDeselect={false}
      data={answerInputModes.map((m) => ({ value: String(m), label: answerModeLabel(t, m) }))}
      value={String(setting.mode)}
      onChange={(value) => value && setting.setMode(Number(value))}
      description={labelled ? answerModeHint(t, setting.mode) : undefined}
    />
  );
}

/** How many accounts answer for the unit; a warning where it would take questions none receives. */
function Answerers({
  unit,
  setting,
  compact,
}: {
  unit: UnitQuestionSetting;
  setting: Setting;
  compact: boolean;
}) {
  const { t } = useTranslation();
  if (!setting.unread)
    return (
      <>
        {compact
          ? unit.answererCount
          : t('councilMembersAdmin.units.answerers', { count: unit.answererCount })}
      </>
    );
  return (
    <Group gap={4} wrap="nowrap" justify={compact ? 'flex-end' : 'flex-start'}>
      <IconAlertTriangle size={16} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" fw={600} c="red.9">
        {t('councilMembersAdmin.units.noAnswerers')}
      </Text>
    </Group>
  );
}

function SaveButton({ unit, setting }: { unit: UnitQuestionSetting; setting: Setting }) {
  const { t } = useTranslation();
  return (
    <Button
      onClick={setting.save}
      loading={setting.saving}
      disabled={!setting.changed}
      aria-label={`${t('councilMembersAdmin.common.save')}: ${unit.name}`}
    >
      {t('councilMembersAdmin.common.save')}
    </Button>
  );
}

function UnitRow({ unit }: { unit: UnitQuestionSetting }) {
  const setting = useUnitSetting(unit);
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={600} maw={280}>
        {unit.name}
      </Table.Th>
      <Table.Td>
        <AcceptsSwitch unit={unit} setting={setting} labelled={false} />
      </Table.Td>
      <Table.Td miw={260}>
        <ModeSelect unit={unit} setting={setting} labelled={false} />
      </Table.Td>
      <Table.Td ta="right">
        <Answerers unit={unit} setting={setting} compact />
      </Table.Td>
      <Table.Td ta="right">{unit.questionCount}</Table.Td>
      <Table.Td>
        <SaveButton unit={unit} setting={setting} />
      </Table.Td>
    </Table.Tr>
  );
}

function UnitCard({ unit }: { unit: UnitQuestionSetting }) {
  const { t } = useTranslation();
  const setting = useUnitSetting(unit);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {unit.name}
        </Title>
        <Text size="sm" c="dimmed">
          {t('councilMembersAdmin.units.questionCount', { count: unit.questionCount })}
        </Text>
        <AcceptsSwitch unit={unit} setting={setting} labelled />
        <ModeSelect unit={unit} setting={setting} labelled />
        <Text size="sm" component="div">
          <Answerers unit={unit} setting={setting} compact={false} />
        </Text>
        <Group justify="flex-end">
          <SaveButton unit={unit} setting={setting} />
        </Group>
      </Stack>
    </Paper>
  );
}
