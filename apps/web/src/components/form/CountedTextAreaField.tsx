import { Textarea, type TextareaProps } from '@mantine/core';
import { useTranslation } from '../../lib/translation';
import { FormField } from './FormField';
import type { Bound, FieldProps, Rules } from './useField';

/**
 * A text of several lines that shows, under it, how much of its limit is used
 * ("120 / 4.000 znakova"): a citizen's question, an answer, a comment. The limit is the
 * server's; the counter takes the place of a hint.
 */
export function CountedTextAreaField({
  name,
  label,
  labelText,
  summaryLabel,
  requiredMessage,
  id,
  rules,
  maxLength,
  ...input
}: Omit<FieldProps, 'description'> &
  Rules &
  Omit<TextareaProps, Bound | 'maxLength'> & { maxLength: number }) {
  const { t } = useTranslation();
  return (
    <FormField
      {...{ name, label, labelText, summaryLabel, requiredMessage, id, rules }}
      render={(field) => {
        const text = typeof field.value === 'string' ? field.value : '';
        return (
          <Textarea
            {...input}
            ref={field.ref}
            name={field.name}
            value={text}
            onChange={(event) => field.onChange(event.currentTarget.value)}
            onBlur={field.onBlur}
            label={field.label}
            maxLength={maxLength}
            error={field.error}
            description={t('components.textWithFiles.counter', { used: text.length, max: maxLength })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
        );
      }}
    />
  );
}
