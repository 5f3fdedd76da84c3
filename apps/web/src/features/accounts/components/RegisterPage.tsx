import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ConfirmationRegistrationType, RegisterRequest, RegistrationField } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useLeaveGuard } from '../../../components/LeaveGuard';
import { NewPasswordFields, PersonFields } from '../../../components/AccountFields';
import { FormPage } from '../../../components/FormPage';
import { useBoot } from '../../../lib/boot';
import { fieldError, schemaResolver, showServerErrors } from '../../../lib/forms';
import { toaster } from '../../../lib/toast';
import { accountCalls, useRegistrationSettings } from '../api';

const FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'firstName',
  'lastName',
  'email',
  'phone',
  'birthYear',
  'sex',
];

type Values = z.input<typeof RegisterRequest>;

/**
 * Registration with the fields the municipality requires; the account is then
 * confirmed by the code or link sent by e-mail or SMS.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { languageId } = useBoot();
  const settings = useRegistrationSettings().data;
  const form = useForm<Values, unknown, z.output<typeof RegisterRequest>>({
    defaultValues: {
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
    },
    resolver: schemaResolver(RegisterRequest),
  });
  const { errors, isSubmitting } = form.formState;
  const error = (name: keyof Values) => fieldError(t, errors[name]?.message);
  const leave = useLeaveGuard(form.formState.isDirty);

  const needs = (field: number) => settings?.mandatoryFields.includes(field as 1 | 2 | 3) ?? false;
  const bySms = settings?.confirmationType === ConfirmationRegistrationType.Sms;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await accountCalls.register(values);
      if (!result.delivered) toaster.show(t('messages.activation_code_not_sent'), { kind: 'warning' });
      leave.allowLeave();
      navigate(`/register/confirm/${result.userId}`, {
        state: { destination: result.destination, confirmationType: result.confirmationType },
      });
    } catch (failure) {
      showServerErrors(form.setError, failure, FIELDS);
    }
  });

  return (
    <FormPage
      title={t('accounts.register.title')}
      description={t('accounts.register.description')}
      width={640}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('accounts.fields.username')}
            description={t('accounts.register.usernameHint')}
            autoComplete="username"
            required
            error={error('username')}
            {...form.register('username')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NewPasswordFields form={form} label="accounts.fields.password" />
            <PersonFields
              form={form}
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
            <Button type="submit" loading={isSubmitting}>
              {t('accounts.register.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormPage>
  );
}
