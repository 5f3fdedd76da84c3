import { ActionIcon, Button, Group, NumberInput, Stack, Text, Title, Tooltip } from '@mantine/core';
import { type ComplaintParameterSetting, complaintsPages, SaveComplaintParameter } from '@portal/contracts';
import { formatNumber } from '@portal/i18n';
import { IconPencil } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link, useNavigate, useParams } from '../../../lib/router';
import { z } from 'zod';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { Form, FormField, useZodForm } from '../../../components/form';
import { FormPage } from '../../../components/FormPage';
import { useBoot } from '../../../lib/boot';
import { clientPage, useListState } from '../../../lib/list-state';
import { usePageTitle } from '../../../lib/page-title';
import { useSave } from '../../../lib/save';
import { complaintKeys } from '../keys';
import { complaintCalls, useComplaintParameter, useComplaintParameters } from './api';

export const PARAMETERS_PATH = complaintsPages.parameters.path;
const editPath = (id: number) => complaintsPages.parameterEdit.to({ id });

/** The complaint configuration parameters: photos per complaint and the size limit of one. */
export function ComplaintParametersListPage() {
  const { t } = useTranslation();
  const { languageId, language } = useBoot();
  const title = t('complaintsAdmin.parameters.title');
  usePageTitle(title);
  const state = useListState();
  const { data = [], isFetching } = useComplaintParameters(languageId);
  const { page, totalCount } = clientPage(data, state, {
    matches: (p, text) => p.name.toLowerCase().includes(text),
    compare: { id: (a, b) => a.id - b.id },
    defaultSortKey: 'id',
  });
  const columns: DataTableColumn<ComplaintParameterSetting>[] = [
    { key: 'name', header: t('complaintsAdmin.parameters.name'), render: (p) => p.name },
    {
      key: 'value',
      header: t('complaintsAdmin.parameters.value'),
      width: 140,
      render: (p) => formatNumber(p.value, language),
    },
    {
      key: 'bounds',
      header: t('complaintsAdmin.parameters.bounds'),
      width: 200,
      render: (p) => t('complaintsAdmin.parameters.boundsValue', { min: p.min, max: p.max }),
    },
  ];
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Text maw={760}>{t('complaintsAdmin.parameters.description')}</Text>
      <DataTable
        caption={title}
        columns={columns}
        rows={page}
        rowKey={(p) => p.id}
        totalCount={totalCount}
        loading={isFetching}
        state={state}
        minWidth={560}
        rowActions={(p) => (
          <Tooltip label={t('complaintsAdmin.parameters.edit')}>
            <ActionIcon
              component={Link}
              to={editPath(p.id)}
              variant="subtle"
              aria-label={t('complaintsAdmin.parameters.editNamed', { name: p.name })}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      />
    </Stack>
  );
}

/** One parameter: a whole number within its bounds; the server checks again. */
export function ComplaintParameterFormPage() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const id = Number(useParams()['id']) || 0;
  const { data } = useComplaintParameter(id, languageId);
  if (!data) return <Text>{t('complaintsAdmin.parameters.loading')}</Text>;
  return <ParameterForm key={data.id} parameter={data} />;
}

function ParameterForm({ parameter }: { parameter: ComplaintParameterSetting }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const schema = useMemo(
    () =>
      SaveComplaintParameter.extend({
        value: z
          // Only a missing value is "required" (the form names the field then); the bounds keep their own messages.
          .number({ error: (issue) => (issue.input == null ? 'validation_required' : undefined) })
          .int()
          .min(parameter.min)
          .max(parameter.max),
      }),
    [parameter.min, parameter.max],
  );
  type Values = z.input<typeof schema>;
  const form = useZodForm(schema, { id: parameter.id as Values['id'], value: parameter.value });
  const save = useSave({
    mutationFn: (body: z.output<typeof schema>, options) => complaintCalls.saveParameter(body, options),
    invalidate: complaintKeys.all,
    successMessage: 'messages.data_saved',
    navigateTo: PARAMETERS_PATH,
  });
  const hint = t('complaintsAdmin.parameters.valueHint', { min: parameter.min, max: parameter.max });

  return (
    <FormPage title={t('complaintsAdmin.parameters.editTitle', { name: parameter.name })}>
      {/* A refused value stays in the field, with the server's reason under it and in the summary. */}
      <Form form={form} onSubmit={save.submit}>
        <Stack gap="md">
          {/* The label is the parameter's own name and the hint carries its bounds: texts the
              kit's NumberField takes only as catalogue keys, so the number input is bound here. */}
          <FormField
            name="value"
            label="complaintsAdmin.parameters.value"
            labelText={parameter.name}
            kind="number"
            // The parameter itself has no field: a refusal of it is shown on its value.
            serverNames={['id']}
            render={(field) => (
              <NumberInput
                label={field.label}
                description={hint}
                required
                // The bounds are checked, not enforced while typing: a value outside them is
                // shown with its reason rather than silently changed.
                allowDecimal={false}
                allowNegative={false}
                ref={field.ref}
                name={field.name}
                value={(field.value as number | null | undefined) ?? ''}
                onChange={(value) => field.onChange(value === '' ? null : Number(value))}
                onBlur={field.onBlur}
                error={field.error}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(PARAMETERS_PATH)}>
              {t('complaintsAdmin.parameters.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('complaintsAdmin.parameters.save')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </FormPage>
  );
}
