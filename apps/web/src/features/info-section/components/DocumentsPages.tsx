import {
  Alert,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  DataStatus,
  documentExtensions,
  extensionsFor,
  type InfoSectionDocument,
  InfoSectionDocumentSave,
  languageKeyById,
  type LanguageId,
  type UploadedDocumentFile,
} from '@portal/contracts';
import { compareText, formatDate } from '@portal/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { CodeListSelect } from '../../../components/CodeListSelect';
import { useConfirm } from '../../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { FileUploadField } from '../../../components/FileUploadField';
import { useLeaveGuard } from '../../../components/LeaveGuard';
import { useBoot } from '../../../lib/boot';
import { fieldError, schemaResolver, showServerErrors } from '../../../lib/forms';
import { clientPage, useListState } from '../../../lib/list-state';
import { FormActions, SwitchField } from '../../../components/FormParts';
import { usePageTitle } from '../../../lib/page-title';
import { toaster } from '../../../lib/toast';
import { infoDocumentKeys, infoSectionCalls, useInfoDocument, useInfoDocuments } from '../api';
import { formatFileSize } from '../file-size';
import { RowActions } from './RowActions';
import { ActiveBadge } from './TextsPages';

const SORTS = ['name', 'type', 'uploaded', 'order'] as const;
const LIST = '/admin/info-section/document-list';
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
        addAction={{ label: t('infoSection.documents.add'), to: '/admin/info-section/document-add' }}
        minWidth={900}
        rowActions={(d) => (
          <RowActions
            name={d.name}
            editTo={`/admin/info-section/document-edit/${d.id}`}
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
  const queryClient = useQueryClient();
  const languageName = useLanguageName();
  const [uploaded, setUploaded] = useState<UploadedDocumentFile | null>(null);
  const form = useForm<Values, unknown, z.output<typeof InfoSectionDocumentSave>>({
    defaultValues: {
      id: document?.id ?? 0,
      dataStatus: document ? DataStatus.Updated : DataStatus.Created,
      name: document?.name ?? '',
      documentTypeId: document?.documentTypeId ?? null,
      languageId: document?.languageId ?? null,
      extension: document?.extension ?? '',
      fileId: null,
      order: document?.order ?? 0,
      active: document ? document.active : true,
    },
    resolver: schemaResolver(InfoSectionDocumentSave) as unknown as Resolver<
      Values,
      unknown,
      z.output<typeof InfoSectionDocumentSave>
    >,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const leave = useLeaveGuard(isDirty);
  const error = (field: keyof Values) => fieldError(t, errors[field]?.message);
  const extensions = uploaded?.extensions ?? (document ? extensionsFor(document.contentType) : []);
  const size = (bytes: number) => formatFileSize(bytes, t);
  const status = uploaded
    ? t('infoSection.documents.newFile', { name: uploaded.fileName, size: size(uploaded.size) })
    : document
      ? t('infoSection.documents.currentFile', { name: document.fileName, size: size(document.size) })
      : undefined;

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

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await infoSectionCalls.saveDocument(values);
      await queryClient.invalidateQueries({ queryKey: infoDocumentKeys.all });
      toaster.show(t('messages.data_saved'), { kind: 'success' });
      leave.allowLeave();
      navigate(LIST);
    } catch (failure) {
      showServerErrors(form.setError, failure, Object.keys(values), { file: 'fileId' });
      throw failure;
    }
  });

  return (
    <Stack gap="md" maw={840}>
      <Title order={1}>{title}</Title>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate>
          <Stack gap="md">
            <FileUploadField
              label={t('infoSection.documents.file')}
              description={t('infoSection.documents.fileHint')}
              placeholder={t(
                document ? 'infoSection.documents.replaceFile' : 'infoSection.documents.chooseFile',
              )}
              accept={ACCEPT}
              required={!document}
              error={error('fileId')}
              status={status}
              busyText={t('infoSection.documents.uploading')}
              onFile={upload}
            />
            <TextInput
              label={t('infoSection.documents.name')}
              required
              error={error('name')}
              {...form.register('name')}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Controller
                control={form.control}
                name="documentTypeId"
                render={({ field }) => (
                  <CodeListSelect
                    list="AdminInfoSectionDocumentType"
                    label={t('infoSection.documents.type')}
                    required
                    value={field.value}
                    onChange={field.onChange}
                    error={error('documentTypeId')}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="languageId"
                render={({ field }) => (
                  <Select
                    label={t('infoSection.documents.language')}
                    data={[
                      { value: ALL, label: languageName(null) },
                      ...([1, 3, 2] as const).map((id) => ({ value: String(id), label: languageName(id) })),
                    ]}
                    value={field.value == null ? ALL : String(field.value)}
                    onChange={(value) => field.onChange(!value || value === ALL ? null : Number(value))}
                    allowDeselect={false}
                    error={error('languageId')}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="extension"
                render={({ field }) => (
                  <Select
                    label={t('infoSection.documents.extension')}
                    required
                    data={extensions.map((e) => ({ value: e, label: e }))}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    allowDeselect={false}
                    error={error('extension')}
                  />
                )}
              />
            </SimpleGrid>
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
                    error={error('order')}
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
