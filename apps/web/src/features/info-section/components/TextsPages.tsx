import { Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { DataStatus, type InfoSectionText, InfoSectionTextSave, languageKeyById } from '@portal/contracts';
import { compareText } from '@portal/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { useConfirm } from '../../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { useLeaveGuard } from '../../../components/LeaveGuard';
import { StateBadge } from '../../../components/StateBadge';
import { TranslatedFields } from '../../../components/TranslatedFields';
import { useBoot } from '../../../lib/boot';
import { fieldError, schemaResolver, showServerErrors } from '../../../lib/forms';
import { clientPage, useListState } from '../../../lib/list-state';
import { FormActions, SwitchField } from '../../../components/FormParts';
import { usePageTitle } from '../../../lib/page-title';
import { toaster } from '../../../lib/toast';
import { infoSectionCalls, infoTextKeys, useInfoText, useInfoTexts } from '../api';
import { RowActions } from './RowActions';

const SORTS = ['title', 'order'] as const;
const LIST = '/admin/info-section/text-list';
const LANGUAGES = ['bs', 'hr', 'sr_cyr'] as const;

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <StateBadge
      tone={active ? 'active' : 'inactive'}
      label={t(active ? 'infoSection.common.active' : 'infoSection.common.inactive')}
    />
  );
}

/** The texts of the info section: search, sort and pages, add, edit and delete. */
export function TextsListPage() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const language = languageKeyById[languageId];
  const compare = compareText(language);
  const title = t('infoSection.texts.title');
  usePageTitle(title);
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const state = useListState({ defaultSort: { key: 'order', direction: 'asc' }, sortKeys: SORTS });
  const { data = [], isFetching } = useInfoTexts();
  const titleOf = (text: InfoSectionText) => text.title[language] || text.title.bs;

  const { page, totalCount } = clientPage(data, state, {
    matches: (text, search) =>
      LANGUAGES.some(
        (l) => text.title[l].toLowerCase().includes(search) || text.text[l].toLowerCase().includes(search),
      ),
    compare: {
      title: (a, b) => compare(titleOf(a), titleOf(b)),
      order: (a, b) => a.order - b.order || a.id - b.id,
    },
    defaultSortKey: 'order',
  });

  const remove = (text: InfoSectionText) =>
    confirm({
      message: t('infoSection.texts.deleteConfirm', { title: titleOf(text) }),
      confirmLabel: t('infoSection.common.delete'),
      danger: true,
      onConfirm: async () => {
        await infoSectionCalls.removeText(text.id);
        await queryClient.invalidateQueries({ queryKey: infoTextKeys.all });
        toaster.show(t('messages.deletion_success'), { kind: 'success' });
      },
    });

  const columns: DataTableColumn<InfoSectionText>[] = [
    { key: 'title', header: t('infoSection.texts.titleField'), sortKey: 'title', render: titleOf },
    {
      key: 'order',
      header: t('infoSection.common.order'),
      sortKey: 'order',
      width: 130,
      render: (x) => x.order,
    },
    {
      key: 'status',
      header: t('infoSection.common.status'),
      width: 130,
      render: (x) => <ActiveBadge active={x.active} />,
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Text maw={760}>{t('infoSection.texts.description')}</Text>
      <DataTable
        caption={title}
        columns={columns}
        rows={page}
        rowKey={(x) => x.id}
        totalCount={totalCount}
        loading={isFetching}
        state={state}
        searchLabel={t('infoSection.texts.search')}
        addAction={{ label: t('infoSection.texts.add'), to: '/admin/info-section/text-add' }}
        minWidth={560}
        rowActions={(x) => (
          <RowActions
            name={titleOf(x)}
            editTo={`/admin/info-section/text-edit/${x.id}`}
            onDelete={() => void remove(x)}
          />
        )}
      />
      {dialog}
    </Stack>
  );
}

type Values = z.input<typeof InfoSectionTextSave>;
const blank = { bs: '', hr: '', sr_cyr: '' };

/** Add or edit a text: title and text in the three languages side by side, order, active. */
export function TextFormPage() {
  const { t } = useTranslation();
  const id = Number(useParams()['id']) || null;
  const text = useInfoText(id);
  const title = t(id ? 'infoSection.texts.editTitle' : 'infoSection.texts.addTitle');
  usePageTitle(title);
  if (id && !text.data) return <Text>{t('infoSection.common.loading')}</Text>;
  return <TextForm key={text.data?.id ?? 0} title={title} text={text.data} />;
}

function TextForm({ title, text }: { title: string; text: InfoSectionText | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<Values, unknown, z.output<typeof InfoSectionTextSave>>({
    defaultValues: {
      id: text?.id ?? 0,
      dataStatus: text ? DataStatus.Updated : DataStatus.Created,
      title: text?.title ?? blank,
      text: text?.text ?? blank,
      order: text?.order ?? 0,
      active: text ? text.active : true,
    },
    resolver: schemaResolver(InfoSectionTextSave),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const leave = useLeaveGuard(isDirty);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await infoSectionCalls.saveText(values);
      await queryClient.invalidateQueries({ queryKey: infoTextKeys.all });
      toaster.show(t('messages.data_saved'), { kind: 'success' });
      leave.allowLeave();
      navigate(LIST);
    } catch (failure) {
      showServerErrors(form.setError, failure, [
        ...Object.keys(values),
        ...['title', 'text'].flatMap((f) => LANGUAGES.map((l) => `${f}.${l}`)),
      ]);
      throw failure;
    }
  });

  return (
    <Stack gap="md" maw={1040}>
      <Title order={1}>{title}</Title>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate>
          <Stack gap="lg">
            <TranslatedFields form={form} name="title" label={t('infoSection.texts.titleField')} required />
            <div>
              <TranslatedFields
                form={form}
                name="text"
                label={t('infoSection.texts.textField')}
                required
                multiline
              />
              <Text size="sm" mt={4}>
                {t('infoSection.texts.textHint')}
              </Text>
            </div>
            <Group align="flex-end" gap="xl">
              <Controller
                control={form.control}
                name="order"
                render={({ field }) => (
                  <NumberInput
                    label={t('infoSection.common.order')}
                    required
                    min={0}
                    max={100_000}
                    allowDecimal={false}
                    w={160}
                    value={field.value}
                    onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
                    onBlur={field.onBlur}
                    error={fieldError(t, errors.order?.message)}
                  />
                )}
              />
              <SwitchField
                control={form.control}
                name="active"
                label={t('infoSection.common.activeLabel')}
                mb={8}
              />
            </Group>
            <FormActions onCancel={() => navigate(LIST)} submitting={isSubmitting} />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
