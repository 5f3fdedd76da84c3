import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  DataStatus,
  type InfoSectionText,
  InfoSectionTextSave,
  languageKeyById,
  infoSectionPages,
} from '@portal/contracts';
import { compareText } from '@portal/i18n';
import { useQueryClient } from '../../../lib/queries';
import { useTranslation } from '../../../lib/translation';
import { useNavigate, useParams } from '../../../lib/router';
import type { z } from 'zod';
import { useConfirm } from '../../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { Form, NumberField, SwitchField, useZodForm } from '../../../components/form';
import { StateBadge } from '../../../components/StateBadge';
import { TranslatedFields } from '../../../components/TranslatedFields';
import { useBoot } from '../../../lib/boot';
import { clientPage, useListState } from '../../../lib/list-state';
import { FormActions } from '../../../components/FormParts';
import { usePageTitle } from '../../../lib/page-title';
import { useSave } from '../../../lib/save';
import { toaster } from '../../../lib/toast';
import { infoSectionCalls, infoTextKeys, useInfoText, useInfoTexts } from '../api';
import { RowActions } from './RowActions';

const SORTS = ['title', 'order'] as const;
const LIST = infoSectionPages.textList.path;
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
        addAction={{ label: t('infoSection.texts.add'), to: infoSectionPages.textAdd.path }}
        minWidth={560}
        rowActions={(x) => (
          <RowActions
            name={titleOf(x)}
            editTo={infoSectionPages.textEdit.to({ id: x.id })}
            onDelete={() => void remove(x)}
          />
        )}
      />
      {dialog}
    </Stack>
  );
}

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
  const form = useZodForm(InfoSectionTextSave, {
    id: text?.id ?? 0,
    dataStatus: text ? DataStatus.Updated : DataStatus.Created,
    title: text?.title ?? blank,
    text: text?.text ?? blank,
    order: text?.order ?? 0,
    active: text ? text.active : true,
  });
  const save = useSave({
    mutationFn: (values: z.output<typeof InfoSectionTextSave>, options) =>
      infoSectionCalls.saveText(values, options),
    invalidate: infoTextKeys.all,
    successMessage: 'messages.data_saved',
    navigateTo: LIST,
  });

  return (
    <Stack gap="md" maw={1040}>
      <Title order={1}>{title}</Title>
      <Paper withBorder p="lg" radius="md">
        <Form form={form} onSubmit={save.submit}>
          <Stack gap="lg">
            <TranslatedFields name="title" label="infoSection.texts.titleField" required />
            <div>
              <TranslatedFields name="text" label="infoSection.texts.textField" required multiline />
              <Text size="sm" mt={4}>
                {t('infoSection.texts.textHint')}
              </Text>
            </div>
            <Group align="flex-end" gap="xl">
              <NumberField
                name="order"
                label="infoSection.common.order"
                required
                min={0}
                max={100_000}
                allowDecimal={false}
                w={160}
              />
              <SwitchField name="active" label="infoSection.common.activeLabel" mb={8} />
            </Group>
            <FormActions onCancel={() => navigate(LIST)} />
          </Stack>
        </Form>
      </Paper>
    </Stack>
  );
}
