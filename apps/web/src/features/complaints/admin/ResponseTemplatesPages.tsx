import { Code, List, Paper, Stack, Text, Title } from '@mantine/core';
import {
  COMPLAINT_ANSWER_MAX,
  complaintsPages,
  DataStatus,
  RESPONSE_TEMPLATE_NAME_MAX,
  type ResponseTemplate,
  ResponseTemplateSave,
  responseTemplatePlaceholders,
} from '@portal/contracts';
import { formatDate } from '@portal/i18n';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation';
import { useNavigate, useParams } from '../../../lib/router';
import type { z } from 'zod';
import { CodeListSelect } from '../../../components/CodeListSelect';
import { useConfirm } from '../../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { Form, FormField, SwitchField, TextField, useZodForm } from '../../../components/form';
import { FormActions } from '../../../components/FormParts';
import { deleteAction, RowActions } from '../../../components/RowActions';
import { StateBadge } from '../../../components/StateBadge';
import { TranslatedFields } from '../../../components/TranslatedFields';
import { UnitTreeSelect } from '../../../components/UnitTreeSelect';
import { useBoot } from '../../../lib/boot';
import { useDeleted } from '../../../lib/deletion';
import { useListState } from '../../../lib/list-state';
import { usePageTitle } from '../../../lib/page-title';
import { useSave } from '../../../lib/save';
import { complaintKeys } from '../keys';
import { useAssignableUnits } from './api';
import { templateCalls, useResponseTemplate, useResponseTemplates } from './staff-work-api';

const LIST = complaintsPages.responseTemplates.path;
const SORTS = ['name', 'category', 'unit', 'dateModified'] as const;
const editPath = (id: number) => complaintsPages.responseTemplateEdit.to({ id });

/** The answer templates: search, sort and pages, add, edit and delete (administrators and right 15). */
export function ResponseTemplatesPage() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const title = t('complaintsAdmin.templates.title');
  usePageTitle(title);
  const { confirm, dialog } = useConfirm();
  const deleted = useDeleted(complaintKeys.templates());
  const state = useListState({ defaultSort: { key: 'name', direction: 'asc' }, sortKeys: SORTS });
  const templates = useResponseTemplates({
    languageId,
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
    text: state.search || undefined,
    sort: SORTS.find((s) => s === state.sort?.key) ?? 'name',
    direction: state.sort?.direction ?? 'asc',
  });

  const remove = (template: ResponseTemplate) =>
    confirm({
      message: t('complaintsAdmin.templates.deleteConfirm', { name: template.name }),
      confirmLabel: t('complaintsAdmin.templates.delete'),
      danger: true,
      onConfirm: async () => {
        await templateCalls.remove(template.id);
        await deleted();
      },
    });

  const columns: DataTableColumn<ResponseTemplate>[] = [
    {
      key: 'name',
      header: t('complaintsAdmin.templates.name'),
      sortKey: 'name',
      card: 'title',
      render: (x) => x.name,
    },
    {
      key: 'category',
      header: t('complaintsAdmin.templates.category'),
      sortKey: 'category',
      render: (x) => x.categoryName ?? t('complaintsAdmin.templates.anyCategory'),
    },
    {
      key: 'unit',
      header: t('complaintsAdmin.templates.unit'),
      sortKey: 'unit',
      render: (x) => x.organizationalUnitName ?? t('complaintsAdmin.templates.anyUnit'),
    },
    {
      key: 'state',
      header: t('complaintsAdmin.templates.state'),
      width: 130,
      render: (x) => (
        <StateBadge
          tone={x.active ? 'active' : 'inactive'}
          label={t(x.active ? 'complaintsAdmin.templates.active' : 'complaintsAdmin.templates.inactive')}
        />
      ),
    },
    {
      key: 'modified',
      header: t('complaintsAdmin.templates.modified'),
      sortKey: 'dateModified',
      width: 130,
      render: (x) => formatDate(x.dateModified),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Text maw={760}>{t('complaintsAdmin.templates.description')}</Text>
      <DataTable
        caption={title}
        columns={columns}
        query={templates}
        rowKey={(x) => x.id}
        state={state}
        searchLabel={t('complaintsAdmin.templates.search')}
        emptyText={t('complaintsAdmin.templates.empty')}
        addAction={{ label: t('complaintsAdmin.templates.add'), to: editPath(0) }}
        minWidth={760}
        rowActions={(x) => (
          <RowActions
            name={x.name}
            actions={[
              { label: t('complaintsAdmin.templates.edit'), icon: IconPencil, to: editPath(x.id) },
              deleteAction(t('complaintsAdmin.templates.delete'), () => void remove(x)),
            ]}
          />
        )}
      />
      {dialog}
    </Stack>
  );
}

/** Add (id 0) or edit a template. */
export function ResponseTemplateFormPage() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const id = Number(useParams()['id']) || 0;
  const template = useResponseTemplate(id, languageId);
  const title = t(id ? 'complaintsAdmin.templates.editTitle' : 'complaintsAdmin.templates.addTitle');
  usePageTitle(title);
  if (id && !template.data) {
    return (
      <Text>
        {template.isError ? t('messages.record_not_found') : t('complaintsAdmin.templates.loading')}
      </Text>
    );
  }
  return <TemplateForm key={template.data?.id ?? 0} title={title} template={template.data} />;
}

const blank = { bs: '', hr: '', sr_cyr: '' };
type Save = z.output<typeof ResponseTemplateSave>;

function TemplateForm({ title, template }: { title: string; template: ResponseTemplate | undefined }) {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const navigate = useNavigate();
  const units = useAssignableUnits(languageId);
  const form = useZodForm(ResponseTemplateSave, {
    id: template?.id ?? 0,
    dataStatus: template ? DataStatus.Updated : DataStatus.Created,
    name: template?.name ?? '',
    categoryId: template?.categoryId ?? null,
    organizationalUnitId: template?.organizationalUnitId ?? null,
    text: template?.text ?? blank,
    active: template ? template.active : true,
  });
  const save = useSave({
    mutationFn: (values: Save, options) => templateCalls.save(values, options),
    invalidate: complaintKeys.templates(),
    successMessage: 'messages.data_saved',
    navigateTo: LIST,
  });

  return (
    <Stack gap="md" maw={1040}>
      <Title order={1}>{title}</Title>
      <Paper withBorder p="lg" radius="md">
        <Form form={form} onSubmit={save.submit}>
          <Stack gap="lg">
            <TextField
              name="name"
              label="complaintsAdmin.templates.name"
              required
              maxLength={RESPONSE_TEMPLATE_NAME_MAX}
            />
            <FormField
              name="categoryId"
              label="complaintsAdmin.templates.category"
              description="complaintsAdmin.templates.categoryHint"
              kind="choice"
              render={(field) => (
                <CodeListSelect
                  list="Category"
                  label={field.label}
                  description={field.description}
                  value={field.value as number | null}
                  onChange={field.onChange}
                  error={field.error}
                />
              )}
            />
            <FormField
              name="organizationalUnitId"
              label="complaintsAdmin.templates.unit"
              description="complaintsAdmin.templates.unitHint"
              kind="choice"
              render={(field) => (
                <UnitTreeSelect
                  units={units.data ?? []}
                  label={field.label}
                  description={field.description}
                  clearable
                  value={field.value as number | null}
                  onChange={field.onChange}
                  error={field.error}
                  inputRef={field.ref}
                />
              )}
            />
            <div>
              <TranslatedFields
                name="text"
                label="complaintsAdmin.templates.text"
                required
                multiline
                maxLength={COMPLAINT_ANSWER_MAX}
              />
              <Text size="sm" mt={4}>
                {t('complaintsAdmin.templates.textHint')}
              </Text>
            </div>
            <Placeholders />
            <SwitchField
              name="active"
              label="complaintsAdmin.templates.active"
              description="complaintsAdmin.templates.activeHint"
            />
            <FormActions onCancel={() => navigate(LIST)} />
          </Stack>
        </Form>
      </Paper>
    </Stack>
  );
}

/** What a text may say in double braces, and what each becomes. */
function Placeholders() {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('complaintsAdmin.templates.placeholdersTitle')}
      </Text>
      <List size="sm" spacing={2}>
        {responseTemplatePlaceholders.map((name) => (
          <List.Item key={name}>
            <Code>{`{{${name}}}`}</Code> – {t(`complaintsAdmin.templates.placeholders.${name}`)}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
