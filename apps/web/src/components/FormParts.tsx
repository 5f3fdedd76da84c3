import { Button, Group, Switch, type SwitchProps } from '@mantine/core';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** A yes/no field of a form (active, current, ...) as a switch. */
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

/** The end of an administration form: cancel (back without saving) and save. */
export function FormActions({ onCancel, submitting }: { onCancel: () => void; submitting: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('admin.cancel')}
      </Button>
      <Button type="submit" loading={submitting}>
        {t('admin.save')}
      </Button>
    </Group>
  );
}
