import { Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { type FieldValues, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../lib/translation';
import { FieldScope, TextAreaField, TextField } from './form';

const LANGUAGES = ['bs', 'hr', 'sr_cyr'] as const;

/**
 * One text in the three languages, side by side: Bosnian (required where `required`),
 * Croatian and Serbian Cyrillic, which the server fills from the Bosnian when left empty.
 * The fields are `<name>.bs`, `<name>.hr` and `<name>.sr_cyr` of the kit `<Form>` around
 * them (or of `form`); a message names the text and the language ("Naziv – Bosanski").
 */
export function TranslatedFields<F extends FieldValues>({
  form,
  name,
  label,
  required = false,
  multiline = false,
  maxLength,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form?: UseFormReturn<F, any, any>;
  name: string;
  /** Catalogue key of the text's name, the group's legend. */
  label: string;
  required?: boolean;
  multiline?: boolean;
  /** The most characters each language takes; a multi-line text then counts them as one types. */
  maxLength?: number;
}) {
  const { t } = useTranslation();
  const legend = t(label);
  return (
    <FieldScope form={form}>
      <Fieldset legend={legend} variant="unstyled" styles={{ legend: { fontWeight: 700 } }}>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
          {LANGUAGES.map((language) => {
            const languageLabel = `admin.codeLists.languages.${language}`;
            const props = {
              name: `${name}.${language}`,
              label: languageLabel,
              summaryLabel: t('components.form.translatedLabel', {
                field: legend,
                language: t(languageLabel),
              }),
              lang: language === 'sr_cyr' ? 'sr-Cyrl' : language,
              required: required && language === 'bs',
              maxLength,
            };
            if (!multiline) return <TextField key={language} {...props} />;
            const area = <TextAreaField key={language} autosize minRows={2} maxRows={8} {...props} />;
            if (maxLength === undefined) return area;
            return (
              <Stack key={language} gap={2}>
                {area}
                <Counter name={props.name} max={maxLength} />
              </Stack>
            );
          })}
        </SimpleGrid>
      </Fieldset>
    </FieldScope>
  );
}

/** How many characters of `max` the text `name` of the form holds. */
function Counter({ name, max }: { name: string; max: number }) {
  const { t } = useTranslation();
  const value: unknown = useWatch({ name });
  const used = typeof value === 'string' ? value.length : 0;
  return (
    <Text size="xs" c="dimmed" ta="right">
      {t('components.textWithFiles.counter', { used, max })}
    </Text>
  );
}
