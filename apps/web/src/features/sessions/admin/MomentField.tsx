import { Fieldset, Group, Input } from '@mantine/core';
import { TimePicker } from '@mantine/dates';
import { IconClock } from '@tabler/icons-react';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { DateField } from '../../../components/DateField';
import { type FieldProps, splitFieldProps, useField } from '../../../components/form/useField';
import { fromLocalMoment, type LocalMoment, toLocalMoment } from './moment';

/**
 * A moment bound to the form as the contracts take it (ISO with the Sarajevo offset): the
 * portal's date field and a time field, grouped under the field's label. The form holds
 * an empty string until both are given, so a missing half is refused as required.
 */
export function MomentField(props: FieldProps & { required?: boolean }) {
  const { t } = useTranslation();
  const { field, rest } = splitFieldProps(props);
  const bound = useField(field, 'date');
  const {
    field: { ref, value, onChange, onBlur },
  } = useController({ name: field.name, control: bound.form.control });
  const [local, setLocal] = useState<LocalMoment>(() => toLocalMoment(value as string));
  // Changed from outside (the form reset to what was saved): show the form's value.
  const [shown, setShown] = useState(value as string);
  if (value !== shown) {
    setShown(value as string);
    if (value !== fromLocalMoment(local)) setLocal(toLocalMoment(value as string));
  }
  const change = (next: LocalMoment) => {
    setLocal(next);
    const moment = fromLocalMoment(next);
    setShown(moment);
    onChange(moment);
  };
  const errorId = `${bound.id}-error`;
  return (
    <Fieldset
      id={bound.id}
      legend={bound.label + (rest.required ? ' *' : '')}
      variant="unstyled"
      styles={{ legend: { fontWeight: 500, fontSize: 'var(--mantine-font-size-sm)' } }}
      aria-describedby={bound.error ? errorId : undefined}
    >
      <Group gap="sm" align="flex-start" wrap="wrap">
        <DateField
          ref={ref}
          label={t('sessionsAdmin.edit.day')}
          required={rest.required}
          value={local.day}
          onChange={(day) => change({ ...local, day })}
          onBlur={onBlur}
          error={Boolean(bound.error)}
        />
        {/* Hours and minutes of their own, 24-hour whatever the browser's language (a native time field follows the browser's). */}
        <TimePicker
          label={t('sessionsAdmin.edit.time')}
          required={rest.required}
          value={local.time}
          onChange={(time) => change({ ...local, time: time.slice(0, 5) })}
          onBlur={onBlur}
          error={Boolean(bound.error)}
          hoursInputLabel={t('sessionsAdmin.edit.hours')}
          minutesInputLabel={t('sessionsAdmin.edit.minutes')}
          leftSection={<IconClock size={18} aria-hidden />}
          w={140}
        />
      </Group>
      {bound.error && (
        <Input.Error id={errorId} mt={4}>
          {bound.error}
        </Input.Error>
      )}
    </Fieldset>
  );
}
