import { Select, TextInput } from '@mantine/core';
import { Gender } from '@portal/contracts';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../lib/forms';
import { PasswordField } from './PasswordField';

function useFieldError<T extends FieldValues>(form: UseFormReturn<T>) {
  const { t } = useTranslation();
  return (name: string) => fieldError(t, form.formState.errors[name]?.message as string | undefined);
}

/**
 * Name, e-mail, telephone, birth year and sex, as every account form asks for them
 * (to be placed in a grid). `required` marks the ones the form requires.
 */
export function PersonFields<T extends FieldValues>({
  form,
  required = {},
  hints = false,
}: {
  form: UseFormReturn<T>;
  required?: { email?: boolean; phone?: boolean; birthYear?: boolean };
  /** Shows the example under the telephone field. */
  hints?: boolean;
}) {
  const { t } = useTranslation();
  const error = useFieldError(form);
  const field = (name: string) => form.register(name as Path<T>);
  return (
    <>
      <TextInput
        label={t('accounts.fields.firstName')}
        autoComplete="given-name"
        required
        error={error('firstName')}
        {...field('firstName')}
      />
      <TextInput
        label={t('accounts.fields.lastName')}
        autoComplete="family-name"
        required
        error={error('lastName')}
        {...field('lastName')}
      />
      <TextInput
        type="email"
        label={t('accounts.fields.email')}
        autoComplete="email"
        required={required.email}
        error={error('email')}
        {...field('email')}
      />
      <TextInput
        type="tel"
        label={t('accounts.fields.phone')}
        description={hints ? t('accounts.register.phoneHint') : undefined}
        autoComplete="tel"
        required={required.phone}
        error={error('phone')}
        {...field('phone')}
      />
      <TextInput
        label={t('accounts.fields.birthYear')}
        inputMode="numeric"
        maxLength={4}
        required={required.birthYear}
        error={error('birthYear')}
        {...field('birthYear')}
      />
      <Controller
        control={form.control}
        name={'sex' as Path<T>}
        render={({ field: sex }) => (
          <Select
            label={t('accounts.fields.sex')}
            clearable
            withScrollArea={false}
            data={Object.values(Gender).map((id) => ({ value: String(id), label: t(`enums.gender.${id}`) }))}
            value={sex.value == null ? null : String(sex.value)}
            onChange={sex.onChange}
            error={error('sex')}
          />
        )}
      />
    </>
  );
}

/**
 * A new password and its repetition (fields `password` and `confirmPassword`); the
 * second is refused when it differs.
 */
export function NewPasswordFields<T extends FieldValues>({
  form,
  label = 'accounts.fields.newPassword',
}: {
  form: UseFormReturn<T>;
  /** Catalogue key of the first field's label. */
  label?: string;
}) {
  const { t } = useTranslation();
  const error = useFieldError(form);
  return (
    <>
      <PasswordField
        label={t(label)}
        description={t('accounts.register.passwordHint')}
        autoComplete="new-password"
        required
        error={error('password')}
        {...form.register('password' as Path<T>, { required: 'validation_required' })}
      />
      <PasswordField
        label={t('accounts.fields.confirmPassword')}
        autoComplete="new-password"
        required
        error={error('confirmPassword')}
        {...form.register('confirmPassword' as Path<T>, {
          required: 'validation_required',
          validate: (value, values) => value === values['password'] || 'validation_must_match',
        })}
      />
    </>
  );
}
