import { Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
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
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { CategoryIcon } from '../../../components/CategoryIcon';
import { DateField } from '../../../components/DateField';
import { useLeaveGuard } from '../../../components/LeaveGuard';
import { TranslatedFields } from '../../../components/TranslatedFields';
import { useBoot } from '../../../lib/boot';
import { fieldError, schemaResolver, showServerErrors } from '../../../lib/forms';
import { FormActions, SwitchField } from '../../../components/FormParts';
import { usePageTitle } from '../../../lib/page-title';
import { toaster } from '../../../lib/toast';
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
  const queryClient = useQueryClient();
  const definition: CodeListDefinition = codeLists[name];
  const form = useForm<CodeListSave, unknown, CodeListSave>({
    defaultValues: initialValues(name, entry, parentId),
    resolver: schemaResolver(codeListEndpoints[name].save.body as never) as unknown as Resolver<
      CodeListSave,
      unknown,
      CodeListSave
    >,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const leave = useLeaveGuard(isDirty);
  const error = (field: keyof CodeListSave) => fieldError(t, errors[field]?.message);
  const routes = codeListRoutes(name);
  const back = () => routes.list(hasFeature(name, 'tree') ? (form.getValues('parentId') ?? 0) : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await codeListCalls.save(name, values);
      await queryClient.invalidateQueries({ queryKey: codeListKeys.list(name) });
      toaster.show(t('messages.data_saved'), { kind: 'success' });
      leave.allowLeave();
      navigate(back());
    } catch (failure) {
      showServerErrors(form.setError, failure, [
        ...Object.keys(values),
        ...['name', 'description', 'position', 'shortName'].flatMap((f) =>
          ['bs', 'hr', 'sr_cyr'].map((l) => `${f}.${l}`),
        ),
      ]);
      throw failure;
    }
  });

  return (
    <Stack gap="md" maw={1040}>
      <Title order={1}>{title}</Title>
      {definition.fixed && <Text maw={760}>{t('admin.codeLists.fixedHint')}</Text>}
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('admin.codeLists.translationHint')}</Text>
            <TranslatedFields form={form} name="name" label={t('admin.codeLists.name')} required />
            {hasFeature(name, 'party') && (
              <TranslatedFields
                form={form}
                name="shortName"
                label={t('admin.codeLists.shortName')}
                required
              />
            )}
            <TranslatedFields
              form={form}
              name="description"
              label={t('admin.codeLists.description')}
              multiline
            />
            {hasFeature(name, 'person') && (
              <>
                <TranslatedFields form={form} name="position" label={t('admin.codeLists.position')} />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label={t('admin.codeLists.phone')}
                    type="tel"
                    autoComplete="off"
                    error={error('phone')}
                    {...form.register('phone')}
                  />
                  <TextInput
                    label={t('admin.codeLists.email')}
                    type="email"
                    autoComplete="off"
                    error={error('email')}
                    {...form.register('email')}
                  />
                </SimpleGrid>
              </>
            )}
            {hasFeature(name, 'convocation') && (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {(
                  [
                    ['startDate', t('admin.codeLists.startDate')],
                    ['endDate', t('admin.codeLists.endDate')],
                  ] as const
                ).map(([date, label]) => (
                  <Controller
                    key={date}
                    control={form.control}
                    name={date}
                    render={({ field }) => (
                      <DateField
                        label={label}
                        required
                        ref={field.ref}
                        value={field.value || null}
                        onChange={(value) => field.onChange(value ?? '')}
                        onBlur={field.onBlur}
                        error={error(date)}
                      />
                    )}
                  />
                ))}
              </SimpleGrid>
            )}
            {hasFeature(name, 'tree') && <ParentSelect name={name} form={form} entryId={entry?.id ?? 0} />}
            {hasFeature(name, 'icon') && <IconSelect form={form} />}
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label={t('admin.codeLists.code')} error={error('code')} {...form.register('code')} />
              <Controller
                control={form.control}
                name="order"
                render={({ field }) => (
                  <NumberInput
                    label={t('admin.codeLists.order')}
                    required
                    min={0}
                    allowDecimal={false}
                    value={field.value}
                    onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
                    onBlur={field.onBlur}
                    error={error('order')}
                  />
                )}
              />
            </SimpleGrid>
            <SwitchField control={form.control} name="active" label={t('admin.codeLists.activeLabel')} />
            {hasFeature(name, 'convocation') && (
              <SwitchField
                control={form.control}
                name="isCurrent"
                label={t('admin.codeLists.isCurrent')}
                error={error('isCurrent')}
              />
            )}
            <FormActions onCancel={() => navigate(back())} submitting={isSubmitting} />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}

type FormProps = { form: UseFormReturn<CodeListSave, unknown, CodeListSave> };

/** The entry above, from the whole tree; the entry itself and what is below it are not offered. */
function ParentSelect({ name, form, entryId }: FormProps & { name: CodeListName; entryId: number }) {
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
    <Controller
      control={form.control}
      name="parentId"
      render={({ field }) => (
        <Select
          label={t('admin.codeLists.parent')}
          placeholder={t('admin.codeLists.topLevel')}
          data={options}
          searchable
          clearable
          value={field.value ? String(field.value) : null}
          onChange={(value) => field.onChange(value ? Number(value) : null)}
          error={fieldError(t, form.formState.errors.parentId?.message)}
        />
      )}
    />
  );
}

function IconSelect({ form }: FormProps) {
  const { t } = useTranslation();
  const options = categoryIcons.map((icon) => ({ value: icon, label: t(`admin.codeLists.icons.${icon}`) }));
  return (
    <Controller
      control={form.control}
      name="icon"
      render={({ field }) => (
        <Select
          label={t('admin.codeLists.icon')}
          required
          data={options}
          value={field.value ?? null}
          onChange={(value) => field.onChange(value)}
          leftSection={<CategoryIcon name={field.value} size={18} />}
          renderOption={({ option }) => (
            <Group gap="xs" wrap="nowrap">
              <CategoryIcon name={option.value} size={18} />
              <span>{option.label}</span>
            </Group>
          )}
          error={fieldError(t, form.formState.errors.icon?.message)}
        />
      )}
    />
  );
}
