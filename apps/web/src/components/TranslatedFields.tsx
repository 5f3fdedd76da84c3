import { Fieldset, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../lib/forms';

const LANGUAGES = ['bs', 'hr', 'sr_cyr'] as const;

/**
 * One text in the three languages, side by side: Bosnian (required where `required`),
 * Croatian and Serbian Cyrillic, which the server fills from the Bosnian when left empty.
 */
export function TranslatedFields<F extends FieldValues>({
  form,
  name,
  label,
  required = false,
  multiline = false,
}: {
  form: UseFormReturn<F>;
  name: string;
  label: string;
  required?: boolean;
  multiline?: boolean;
}) {
  const { t } = useTranslation();
  const errors = form.formState.errors as Record<string, Record<string, { message?: string }> | undefined>;
  return (
    <Fieldset legend={label} variant="unstyled" styles={{ legend: { fontWeight: 700 } }}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
        {LANGUAGES.map((language) => {
          const props = {
            label: t(`admin.codeLists.languages.${language}`),
            lang: language === 'sr_cyr' ? 'sr-Cyrl' : language,
            required: required && language === 'bs',
            error: fieldError(t, errors[name]?.[language]?.message),
            ...form.register(`${name}.${language}` as Path<F>),
          };
          return multiline ? (
            <Textarea key={language} autosize minRows={2} maxRows={8} {...props} />
          ) : (
            <TextInput key={language} {...props} />
          );
        })}
      </SimpleGrid>
    </Fieldset>
  );
}
