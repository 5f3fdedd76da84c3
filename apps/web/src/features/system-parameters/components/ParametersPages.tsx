import { Button, Checkbox, Divider, Group, Paper, Radio, Stack, Switch, Text, Title } from '@mantine/core';
import { LoginType } from '@portal/contracts';
import { useQueryClient } from '../../../lib/queries';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { useBoot } from '../../../lib/boot';
import { usePageTitle } from '../../../lib/page-title';
import { toaster } from '../../../lib/toast';
import { systemParameterCalls, useConfirmationTypes, useLoginTypes, useRegistrationFields } from '../api';
import { systemParameterKeys } from '../keys';
import { ParticipationParameters } from './ParticipationParameters';

function ParameterPage({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: React.ReactNode;
}) {
  usePageTitle(title);
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{title}</Title>
      <Text>{text}</Text>
      <Paper withBorder p="lg" radius="md">
        {children}
      </Paper>
    </Stack>
  );
}

/** Which sign-in types are open (sign-in with an account always is), and what anonymous citizens may do. */
export function LoginTypesPage() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const queryClient = useQueryClient();
  const { data = [] } = useLoginTypes(languageId);
  const toggle = async (id: 1 | 2, active: boolean) => {
    try {
      await systemParameterCalls.saveLoginType(id, active);
      await queryClient.invalidateQueries({ queryKey: systemParameterKeys.loginTypes(languageId) });
      toaster.show(t('messages.data_saved'), { kind: 'success' });
    } catch {
      // shown by the central handler
    }
  };
  return (
    <ParameterPage title={t('admin.parameters.loginTypesTitle')} text={t('admin.parameters.loginTypesText')}>
      <Stack gap="md">
        {data.map((type) => (
          <Switch
            key={type.id}
            label={type.name}
            description={
              type.id === LoginType.RegisteredUser ? t('admin.parameters.registeredAlwaysOn') : undefined
            }
            checked={type.active}
            disabled={type.id === LoginType.RegisteredUser}
            onChange={(event) => void toggle(type.id as 1 | 2, event.currentTarget.checked)}
          />
        ))}
        <Divider />
        <ParticipationParameters />
      </Stack>
    </ParameterPage>
  );
}

/** Which registration fields are mandatory. */
export function RegistrationFieldsPage() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const { data } = useRegistrationFields(languageId);
  return (
    <ParameterPage
      title={t('admin.parameters.registrationFieldsTitle')}
      text={t('admin.parameters.registrationFieldsText')}
    >
      {data ? (
        <RegistrationFieldsForm key={JSON.stringify(data)} fields={data} />
      ) : (
        <Text>{t('common.shell.loading')}</Text>
      )}
    </ParameterPage>
  );
}

function RegistrationFieldsForm({ fields }: { fields: { id: number; name: string; mandatory: boolean }[] }) {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const queryClient = useQueryClient();
  const [mandatory, setMandatory] = useState(fields.filter((f) => f.mandatory).map((f) => String(f.id)));
  const save = async () => {
    try {
      await systemParameterCalls.saveRegistrationFields(
        fields.map((f) => ({ id: f.id as 1 | 2 | 3, mandatory: mandatory.includes(String(f.id)) })),
      );
      await queryClient.invalidateQueries({ queryKey: systemParameterKeys.registrationFields(languageId) });
      toaster.show(t('messages.data_saved'), { kind: 'success' });
    } catch {
      // shown by the central handler
    }
  };
  return (
    <Stack gap="md">
      <Checkbox.Group label={t('admin.parameters.mandatory')} value={mandatory} onChange={setMandatory}>
        <Stack gap="xs" mt="xs">
          {fields.map((f) => (
            <Checkbox key={f.id} value={String(f.id)} label={f.name} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Group justify="flex-end">
        <Button onClick={save}>{t('admin.save')}</Button>
      </Group>
    </Stack>
  );
}

/** How new accounts are confirmed: e-mail link or SMS code. */
export function ConfirmationTypePage() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const queryClient = useQueryClient();
  const { data = [] } = useConfirmationTypes(languageId);
  const active = data.find((type) => type.active)?.id;
  const choose = async (value: string) => {
    try {
      await systemParameterCalls.saveConfirmationType(Number(value) as 1 | 2);
      await queryClient.invalidateQueries({ queryKey: systemParameterKeys.confirmationTypes(languageId) });
      toaster.show(t('messages.data_saved'), { kind: 'success' });
    } catch {
      // shown by the central handler
    }
  };
  return (
    <ParameterPage
      title={t('admin.parameters.confirmationTitle')}
      text={t('admin.parameters.confirmationText')}
    >
      <Radio.Group
        label={t('admin.parameters.confirmationLabel')}
        value={active ? String(active) : null}
        onChange={choose}
      >
        <Stack gap="xs" mt="xs">
          {data.map((type) => (
            <Radio key={type.id} value={String(type.id)} label={type.name} />
          ))}
        </Stack>
      </Radio.Group>
    </ParameterPage>
  );
}
