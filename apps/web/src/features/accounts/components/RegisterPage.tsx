import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  accountsPages,
  ConfirmationRegistrationType,
  isReturnPath,
  RegisterRequest,
  RegistrationField,
} from '@portal/contracts';
import { useTranslation } from '../../../lib/translation';
import { useSearchParams } from '../../../lib/router';
import type { z } from 'zod';
import { NewPasswordFields, PersonFields } from '../../../components/AccountFields';
import { Form, TextField, useZodForm } from '../../../components/form';
import { FormPage } from '../../../components/FormPage';
import { useBoot } from '../../../lib/boot';
import { useSave } from '../../../lib/save';
import { toaster } from '../../../lib/toast';
import { accountCalls, useRegistrationSettings } from '../api';
import { withReturn } from './LoginPage';

/**
 * Registration with the fields the municipality requires; the account is then
 * confirmed by the code or link sent by e-mail or SMS.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const settings = useRegistrationSettings().data;
  // Registering at a report's submit: the confirmation (code or link) brings the person back to it.
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  const form = useZodForm(RegisterRequest, {
    username: '',
    password: '',
    confirmPassword: '',
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    birthYear: '',
    sex: null,
    languageId,
  });
  const save = useSave({
    mutationFn: (values: z.output<typeof RegisterRequest>, options) =>
      accountCalls.register(isReturnPath(returnTo) ? { ...values, returnTo } : values, options),
    onSuccess: (result) => {
      if (!result.delivered) toaster.show(t('messages.activation_code_not_sent'), { kind: 'warning' });
    },
    navigateTo: (result) => ({
      to: withReturn(accountsPages.confirm.to({ userId: result.userId }), params),
      options: { state: { destination: result.destination, confirmationType: result.confirmationType } },
    }),
  });

  const needs = (field: number) => settings?.mandatoryFields.includes(field as 1 | 2 | 3) ?? false;
  const bySms = settings?.confirmationType === ConfirmationRegistrationType.Sms;

  return (
    <FormPage
      title={t('accounts.register.title')}
      description={t('accounts.register.description')}
      width={640}
    >
      <Form form={form} onSubmit={save.submit}>
        <Stack gap="md">
          <TextField
            name="username"
            label="accounts.fields.username"
            requiredMessage="components.form.enter.username"
            description="accounts.register.usernameHint"
            autoComplete="username"
            required
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NewPasswordFields label="accounts.fields.password" />
            <PersonFields
              hints
              required={{
                email: needs(RegistrationField.Email) || !bySms,
                phone: needs(RegistrationField.Sms) || bySms,
                birthYear: needs(RegistrationField.BirthYear),
              }}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {bySms ? t('accounts.register.confirmBySms') : t('accounts.register.confirmByEmail')}
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('accounts.register.submit')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </FormPage>
  );
}
