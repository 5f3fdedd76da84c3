import { Gender } from '@portal/contracts';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../lib/translation';
import { FieldScope, PasswordField, SelectField, TextField } from './form';

/**
 * Name, e-mail, telephone, birth year and sex, as every account form asks for them
 * (to be placed in a grid). `required` marks the ones the form requires. Inside a kit
 * `<Form>` the fields take its form; elsewhere give `form`.
 */
export function PersonFields<T extends FieldValues>({
  form,
  required = {},
  hints = false,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form?: UseFormReturn<T, any, any>;
  required?: { email?: boolean; phone?: boolean; birthYear?: boolean };
  /** Shows the example under the telephone field. */
  hints?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FieldScope form={form}>
      <TextField
        name="firstName"
        label="accounts.fields.firstName"
        requiredMessage="components.form.enter.firstName"
        autoComplete="given-name"
        required
      />
      <TextField
        name="lastName"
        label="accounts.fields.lastName"
        requiredMessage="components.form.enter.lastName"
        autoComplete="family-name"
        required
      />
      <TextField
        name="email"
        label="accounts.fields.email"
        requiredMessage="components.form.enter.email"
        type="email"
        autoComplete="email"
        required={required.email}
      />
      <TextField
        name="phone"
        label="accounts.fields.phone"
        requiredMessage="components.form.enter.phone"
        description={hints ? 'accounts.register.phoneHint' : undefined}
        type="tel"
        autoComplete="tel"
        required={required.phone}
      />
      <TextField
        name="birthYear"
        label="accounts.fields.birthYear"
        requiredMessage="components.form.enter.birthYear"
        inputMode="numeric"
        maxLength={4}
        required={required.birthYear}
      />
      <SelectField
        name="sex"
        label="accounts.fields.sex"
        numeric
        clearable
        data={Object.values(Gender).map((id) => ({ value: String(id), label: t(`enums.gender.${id}`) }))}
      />
    </FieldScope>
  );
}

/**
 * A new password and its repetition (fields `password` and `confirmPassword`); the
 * second is refused when it differs (by the form's schema, or by these rules without one).
 */
export function NewPasswordFields<T extends FieldValues>({
  form,
  label = 'accounts.fields.newPassword',
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form?: UseFormReturn<T, any, any>;
  /** Catalogue key of the first field's label. */
  label?: string;
}) {
  return (
    <FieldScope form={form}>
      <PasswordField
        name="password"
        label={label}
        requiredMessage={
          label === 'accounts.fields.password'
            ? 'components.form.enter.password'
            : 'components.form.enter.newPassword'
        }
        description="accounts.register.passwordHint"
        autoComplete="new-password"
        required
        rules={{ required: 'validation_required' }}
      />
      <PasswordField
        name="confirmPassword"
        label="accounts.fields.confirmPassword"
        requiredMessage="components.form.enter.confirmPassword"
        autoComplete="new-password"
        required
        rules={{
          required: 'validation_required',
          validate: (value, values) => value === values['password'] || 'validation_must_match',
        }}
      />
    </FieldScope>
  );
}
