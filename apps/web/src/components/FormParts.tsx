import { Button, Group, Switch, type SwitchProps } from '@mantine/core';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Controller, useFormState } from 'react-hook-form';
import { useTranslation } from '../lib/translation';
import { useFormKit } from './form/context';

/** A yes/no field of a form (active, current, ...) as a switch. In a kit `<Form>`, use components/form's SwitchField. */
export function SwitchField<T extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<T>; name: FieldPath<T> } & Omit<SwitchProps, 'checked' | 'onChange' | 'name'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          {...props}
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
        />
      )}
    />
  );
}

/**
 * The end of an administration form: cancel (back without saving) and save. In a kit
 * `<Form>` the save button shows the form's own submitting state unless `submitting` is given.
 */
export function FormActions({ onCancel, submitting }: { onCancel: () => void; submitting?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('admin.cancel')}
      </Button>
      {submitting === undefined ? (
        <KitSaveButton label={t('admin.save')} />
      ) : (
        <Button type="submit" loading={submitting}>
          {t('admin.save')}
        </Button>
      )}
    </Group>
  );
}

function KitSaveButton({ label }: { label: string }) {
  const { isSubmitting } = useFormState({ control: useFormKit().form.control });
  return (
    <Button type="submit" loading={isSubmitting}>
      {label}
    </Button>
  );
}
