import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  categoryIcons,
  type CodeListDefinition,
  type CodeListItem,
  type CodeListName,
  type CodeListSave,
  codeListEndpoints,
  codeLists,
  DataStatus,
  hasFeature,
  languageKeyById,
  RESPONSE_DAYS_MAX,
  RESPONSE_DAYS_MIN,
} from '@portal/contracts';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { useNavigate, useParams } from '../../../lib/router';
import type { z } from 'zod';
import { CategoryIcon } from '../../../components/CategoryIcon';
import { Form, NumberField, SelectField, SwitchField, TextField, useZodForm } from '../../../components/form';
import { DateField } from '../../../components/form/DateField';
import { FormActions } from '../../../components/FormParts';
import { TranslatedFields } from '../../../components/TranslatedFields';
import { useBoot } from '../../../lib/boot';
import { usePageTitle } from '../../../lib/page-title';
import { useSave } from '../../../lib/save';
import { codeListCalls, codeListKeys, useEntries, useEntry } from '../api';
import { codeListRoutes } from '../routes';

const blank = { bs: '', hr: '', sr_cyr: '' };

function initialValues(name: CodeListName, entry: CodeListItem | undefined, parentId: number): CodeListSave {
  const values: CodeListSave = {
    id: entry?.id ?? 0,
    dataStatus: entry ? DataStatus.Updated : DataStatus.Created,
    code: entry?.code ?? '',
    name: entry?.name ?? blank,
    description: entry?.description ?? blank,
    order: entry?.order ?? 0,
    active: entry ? entry.active : true,
  };
  if (hasFeature(name, 'tree')) values.parentId = entry ? (entry.parentId ?? null) : parentId || null;
  if (hasFeature(name, 'icon')) values.icon = (entry?.icon ?? 'other') as CodeListSave['icon'];
  if (hasFeature(name, 'deadline')) values.responseDays = entry?.responseDays ?? null;
  if (hasFeature(name, 'person')) {
    values.position = entry?.position ?? blank;
    values.phone = entry?.phone ?? '';
    values.email = entry?.email ?? '';
  }
  if (hasFeature(name, 'convocation')) {
    values.startDate = entry?.startDate ?? '';
    values.endDate = entry?.endDate ?? '';
    values.isCurrent = entry?.isCurrent ?? false;
  }
  if (hasFeature(name, 'party')) values.shortName = entry?.shortName ?? blank;
  return values;
}

/** Add or edit one entry of a code list: its texts in the three languages side by side. */
export function CodeListFormPage({ name }: { name: CodeListName }) {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params['id']) || null;
  const parentId = Number(params['parentId']) || 0;
  const entry = useEntry(name, id);
  const list = t(`admin.codeLists.${codeLists[name].key}.title`);
  const title = t(id ? 'admin.codeLists.editTitle' : 'admin.codeLists.addTitle', { list });
  usePageTitle(title);
  if (id && !entry.data) return <Text>{t('common.shell.loading')}</Text>;
  return (
    <CodeListForm
      key={entry.data?.id ?? 0}
      name={name}
      title={title}
      entry={entry.data}
      parentId={parentId}
    />
  );
}

function CodeListForm({
  name,
  title,
  entry,
  parentId,
}: {
  name: CodeListName;
  title: string;
  entry: CodeListItem | undefined;
  parentId: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const definition: CodeListDefinition = codeLists[name];
  // Every list's Save has its own schema; all of them take the common record.
  const schema = codeListEndpoints[name].save.body as unknown as z.ZodType<CodeListSave, CodeListSave>;
  const form = useZodForm(schema, initialValues(name, entry, parentId));
  const routes = codeListRoutes(name);
  const back = () => routes.list(hasFeature(name, 'tree') ? (form.getValues('parentId') ?? 0) : undefined);
  const save = useSave({
    mutationFn: (values: CodeListSave, options) => codeListCalls.save(name, values, options),
    invalidate: codeListKeys.list(name),
    successMessage: 'messages.data_saved',
    navigateTo: back,
  });

  return (
    <Stack gap="md" maw={1040}>
      <Title order={1}>{title}</Title>
      {definition.fixed && <Text maw={760}>{t('admin.codeLists.fixedHint')}</Text>}
      <Paper withBorder p="lg" radius="md">
        <Form form={form} onSubmit={save.submit}>
          <Stack gap="md">
            <Text size="sm">{t('admin.codeLists.translationHint')}</Text>
            <TranslatedFields name="name" label="admin.codeLists.name" required />
            {hasFeature(name, 'party') && (
              <TranslatedFields name="shortName" label="admin.codeLists.shortName" required />
            )}
            <TranslatedFields name="description" label="admin.codeLists.description" multiline />
            {hasFeature(name, 'person') && (
              <>
                <TranslatedFields name="position" label="admin.codeLists.position" />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextField name="phone" label="admin.codeLists.phone" type="tel" autoComplete="off" />
                  <TextField name="email" label="admin.codeLists.email" type="email" autoComplete="off" />
                </SimpleGrid>
              </>
            )}
            {hasFeature(name, 'convocation') && (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <DateField name="startDate" label="admin.codeLists.startDate" required emptyValue="" />
                <DateField name="endDate" label="admin.codeLists.endDate" required emptyValue="" />
              </SimpleGrid>
            )}
            {hasFeature(name, 'tree') && <ParentSelect name={name} entryId={entry?.id ?? 0} />}
            {hasFeature(name, 'icon') && <IconSelect />}
            {hasFeature(name, 'deadline') && (
              <NumberField
                name="responseDays"
                label="admin.codeLists.responseDays"
                description="admin.codeLists.responseDaysHint"
                min={RESPONSE_DAYS_MIN}
                max={RESPONSE_DAYS_MAX}
                allowDecimal={false}
                maw={240}
              />
            )}
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextField name="code" label="admin.codeLists.code" />
              <NumberField name="order" label="admin.codeLists.order" required min={0} allowDecimal={false} />
            </SimpleGrid>
            <SwitchField name="active" label="admin.codeLists.activeLabel" />
            {hasFeature(name, 'convocation') && (
              <SwitchField name="isCurrent" label="admin.codeLists.isCurrent" />
            )}
            <FormActions onCancel={() => navigate(back())} />
          </Stack>
        </Form>
      </Paper>
    </Stack>
  );
}

/** The entry above, from the whole tree; the entry itself and what is below it are not offered. */
function ParentSelect({ name, entryId }: { name: CodeListName; entryId: number }) {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const language = languageKeyById[languageId];
  const { data = [] } = useEntries(name);
  const below = new Set<number>([entryId]);
  for (let grew = true; grew;) {
    grew = false;
    for (const e of data) {
      if (e.parentId && below.has(e.parentId) && !below.has(e.id)) {
        below.add(e.id);
        grew = true;
      }
    }
  }
  const options = data
    .filter((e) => !below.has(e.id))
    .map((e) => ({ value: String(e.id), label: e.name[language] || e.name.bs }));
  return (
    <SelectField
      name="parentId"
      label="admin.codeLists.parent"
      placeholder={t('admin.codeLists.topLevel')}
      data={options}
      numeric
      searchable
      clearable
    />
  );
}

function IconSelect() {
  const { t } = useTranslation();
  const options = categoryIcons.map((icon) => ({ value: icon, label: t(`admin.codeLists.icons.${icon}`) }));
  const icon = useWatch<CodeListSave, 'icon'>({ name: 'icon' });
  return (
    <SelectField
      name="icon"
      label="admin.codeLists.icon"
      required
      data={options}
      allowDeselect={false}
      leftSection={<CategoryIcon name={icon} size={18} />}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <CategoryIcon name={option.value} size={18} />
          <span>{option.label}</span>
        </Group>
      )}
    />
  );
}
