import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  DataStatus,
  documentExtensions,
  extensionsFor,
  type InfoSectionDocument,
  InfoSectionDocumentSave,
  languageKeyById,
  type LanguageId,
  type UploadedDocumentFile,
  infoSectionPages,
} from '@portal/contracts';
import { compareText, formatDate } from '@portal/i18n';
import { useQueryClient } from '../../../lib/queries';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { useNavigate, useParams } from '../../../lib/router';
import type { z } from 'zod';
import { CodeListSelect } from '../../../components/CodeListSelect';
import { useConfirm } from '../../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { FileUploadField } from '../../../components/attachments';
import {
  Form,
  FormField,
  NumberField,
  SelectField,
  SwitchField,
  TextField,
  useZodForm,
} from '../../../components/form';
import { useBoot } from '../../../lib/boot';
import { showServerErrors } from '../../../lib/forms';
import { clientPage, useListState } from '../../../lib/list-state';
import { FormActions } from '../../../components/FormParts';
import { usePageTitle } from '../../../lib/page-title';
import { useSave } from '../../../lib/save';
import { toaster } from '../../../lib/toast';
import { infoDocumentKeys, infoSectionCalls, useInfoDocument, useInfoDocuments } from '../api';
import { formatFileSize } from '../file-size';
import { RowActions } from './RowActions';
import { ActiveBadge } from './TextsPages';

const SORTS = ['name', 'type', 'uploaded', 'order'] as const;
const LIST = infoSectionPages.documentList.path;
const ALL = 'all';
/** The spec's formats, offered in the browser's file dialog; the server judges the content. */
const ACCEPT = documentExtensions.map((e) => `.${e}`).join(',');

function useLanguageName() {
  const { t } = useTranslation();
  return (languageId: number | null) =>
    languageId === null
      ? t('infoSection.documents.allLanguages')
      : t(`infoSection.common.languages.${languageKeyById[languageId as LanguageId]}`);
}

/** The documents of the info section: search, sort and pages, download, add, edit and delete. */
export function DocumentsListPage() {
  const { t } = useTranslation();
  const { languageId, language } = useBoot();
  const compare = compareText(language);
  const title = t('infoSection.documents.title');
  usePageTitle(title);
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const languageName = useLanguageName();
  const state = useListState({ defaultSort: { key: 'type', direction: 'asc' }, sortKeys: SORTS });
  const { data = [], isFetching } = useInfoDocuments();
  const typeOf = (d: InfoSectionDocument) =>
    d.documentTypeName[languageKeyById[languageId]] || d.documentTypeName.bs;

  const byType = (a: InfoSectionDocument, b: InfoSectionDocument) =>
    compare(typeOf(a), typeOf(b)) || a.order - b.order || compare(a.name, b.name);
  const { page, totalCount } = clientPage(data, state, {
    matches: (d, search) =>
      d.name.toLowerCase().includes(search) ||
      d.fileName.toLowerCase().includes(search) ||
      typeOf(d).toLowerCase().includes(search),
    compare: {
      name: (a, b) => compare(a.name, b.name),
      uploaded: (a, b) => a.dateUploaded.localeCompare(b.dateUploaded),
      order: (a, b) => a.order - b.order,
      type: byType,
    },
    defaultSortKey: 'type',
  });

  const remove = (d: InfoSectionDocument) =>
    confirm({
      message: t('infoSection.documents.deleteConfirm', { name: d.name }),
      confirmLabel: t('infoSection.common.delete'),
      danger: true,
      onConfirm: async () => {
        await infoSectionCalls.removeDocument(d.id);
        await queryClient.invalidateQueries({ queryKey: infoDocumentKeys.all });
        toaster.show(t('messages.deletion_success'), { kind: 'success' });
      },
    });

  const columns: DataTableColumn<InfoSectionDocument>[] = [
    { key: 'name', header: t('infoSection.documents.name'), sortKey: 'name', render: (d) => d.name },
    { key: 'type', header: t('infoSection.documents.type'), sortKey: 'type', render: typeOf },
    {
      key: 'language',
      header: t('infoSection.documents.language'),
      render: (d) => languageName(d.languageId),
    },
    {
      key: 'file',
      header: t('infoSection.documents.file'),
      render: (d) => `${d.extension.toUpperCase()}, ${formatFileSize(d.size, t)}`,
    },
    {
      key: 'uploaded',
      header: t('infoSection.documents.uploadedAt'),
      sortKey: 'uploaded',
      render: (d) => formatDate(d.dateUploaded),
    },
    {
      key: 'order',
      header: t('infoSection.common.order'),
      sortKey: 'order',
      width: 120,
      render: (d) => d.order,
    },
    {
      key: 'status',
      header: t('infoSection.common.status'),
      width: 120,
      render: (d) => <ActiveBadge active={d.active} />,
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Text maw={760}>{t('infoSection.documents.description')}</Text>
      <Alert color="blue" variant="light" maw={760}>
        {t('infoSection.documents.footerHint')}
      </Alert>
      <DataTable
        caption={title}
        columns={columns}
        rows={page}
        rowKey={(d) => d.id}
        totalCount={totalCount}
        loading={isFetching}
        state={state}
        searchLabel={t('infoSection.documents.search')}
        addAction={{ label: t('infoSection.documents.add'), to: infoSectionPages.documentAdd.path }}
        minWidth={900}
        rowActions={(d) => (
          <RowActions
            name={d.name}
            editTo={infoSectionPages.documentEdit.to({ id: d.id })}
            onDownload={() => void infoSectionCalls.download(d.id)}
            onDelete={() => void remove(d)}
          />
        )}
      />
      {dialog}
    </Stack>
  );
}

/** The form's values: the save body, with the choices that may still be empty. */
type Values = Omit<InfoSectionDocumentSave, 'documentTypeId' | 'extension'> & {
  documentTypeId: number | null;
  extension: string;
};

/** Add or edit a document: name, type, language, the file (uploaded at once), its extension, order, active. */
export function DocumentFormPage() {
  const { t } = useTranslation();
  const id = Number(useParams()['id']) || null;
  const document = useInfoDocument(id);
  const title = t(id ? 'infoSection.documents.editTitle' : 'infoSection.documents.addTitle');
  usePageTitle(title);
  if (id && !document.data) return <Text>{t('infoSection.common.loading')}</Text>;
  return <DocumentForm key={document.data?.id ?? 0} title={title} document={document.data} />;
}

function DocumentForm({ title, document }: { title: string; document: InfoSectionDocument | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const languageName = useLanguageName();
  const [uploaded, setUploaded] = useState<UploadedDocumentFile | null>(null);
  // The form holds the choices that may still be empty; the schema refuses them so.
  const schema = InfoSectionDocumentSave as unknown as z.ZodType<
    z.output<typeof InfoSectionDocumentSave>,
    Values
  >;
  const form = useZodForm(schema, {
    id: document?.id ?? 0,
    dataStatus: document ? DataStatus.Updated : DataStatus.Created,
    name: document?.name ?? '',
    documentTypeId: document?.documentTypeId ?? null,
    languageId: document?.languageId ?? null,
    extension: document?.extension ?? '',
    fileId: null,
    order: document?.order ?? 0,
    active: document ? document.active : true,
  });
  const save = useSave({
    mutationFn: (values: z.output<typeof InfoSectionDocumentSave>, options) =>
      infoSectionCalls.saveDocument(values, options),
    invalidate: infoDocumentKeys.all,
    successMessage: 'messages.data_saved',
    navigateTo: LIST,
  });
  const extensions = uploaded?.extensions ?? (document ? extensionsFor(document.contentType) : []);
  const size = (bytes: number) => formatFileSize(bytes, t);
  const status = uploaded
    ? t('infoSection.documents.newFile', { name: uploaded.fileName, size: size(uploaded.size) })
    : document
      ? t('infoSection.documents.currentFile', { name: document.fileName, size: size(document.size) })
      : undefined;

  /** The file goes to the server at once; its refusal (type, size) is shown under the field. */
  const upload = async (file: File) => {
    form.clearErrors('fileId');
    try {
      const result = await infoSectionCalls.upload(file);
      setUploaded(result);
      form.setValue('fileId', result.fileId, { shouldDirty: true });
      form.setValue('extension', result.extensions[0] ?? '', {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
      if (!form.getValues('name').trim()) {
        form.setValue('name', file.name.replace(/\.[^.]+$/, ''), { shouldDirty: true });
      }
    } catch (failure) {
      showServerErrors(form.setError, failure, ['fileId'], { file: 'fileId' });
      throw failure;
    }
  };

  return (
    <Stack gap="md" maw={840}>
      <Title order={1}>{title}</Title>
      <Paper withBorder p="lg" radius="md">
        <Form form={form} onSubmit={save.submit}>
          <Stack gap="md">
            <FormField
              name="fileId"
              label="infoSection.documents.file"
              description="infoSection.documents.fileHint"
              kind="file"
              serverNames={['file']}
              render={(field) => (
                <FileUploadField
                  label={field.label}
                  description={field.description}
                  placeholder={t(
                    document ? 'infoSection.documents.replaceFile' : 'infoSection.documents.chooseFile',
                  )}
                  accept={ACCEPT}
                  required={!document}
                  error={field.error}
                  status={status}
                  busyText={t('infoSection.documents.uploading')}
                  onFile={upload}
                />
              )}
            />
            <TextField name="name" label="infoSection.documents.name" required />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <FormField
                name="documentTypeId"
                label="infoSection.documents.type"
                kind="choice"
                render={(field) => (
                  <CodeListSelect
                    list="AdminInfoSectionDocumentType"
                    label={field.label}
                    required
                    value={field.value as number | null}
                    onChange={field.onChange}
                    error={field.error}
                  />
                )}
              />
              <SelectField
                name="languageId"
                label="infoSection.documents.language"
                numeric
                nullValue={ALL}
                allowDeselect={false}
                data={[
                  { value: ALL, label: languageName(null) },
                  ...([1, 3, 2] as const).map((id) => ({ value: String(id), label: languageName(id) })),
                ]}
              />
              <SelectField
                name="extension"
                label="infoSection.documents.extension"
                required
                emptyValue=""
                allowDeselect={false}
                data={extensions.map((e) => ({ value: e, label: e }))}
              />
            </SimpleGrid>
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
