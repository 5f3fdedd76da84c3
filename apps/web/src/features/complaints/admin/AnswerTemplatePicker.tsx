import { Group, Select, Text } from '@mantine/core';
import {
  type FilledResponseTemplate,
  type LanguageKey,
  languageKeyById,
  languageKeys,
} from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { useConfirm } from '../../../components/ConfirmDialog';
import { useBoot } from '../../../lib/boot';
import { useTemplatesFor } from './staff-work-api';

const isLanguageKey = (value: string | null): value is LanguageKey =>
  (languageKeys as readonly string[]).includes(value ?? '');

/**
 * "Predložak" in the answer form: the active templates for the complaint's category and unit and
 * the general ones, filled in for it by the server. Choosing one (or another language for it) puts
 * its text in the answer, to be edited before sending; text the clerk typed is replaced only
 * after asking. The language is the reporter's when known, else the page's. Nothing shows when no
 * template fits.
 */
export function AnswerTemplatePicker({ complaintId }: { complaintId: number }) {
  const { t } = useTranslation();
  const boot = useBoot();
  const { data } = useTemplatesFor(complaintId);
  const form = useFormContext<{ text: string }>();
  const text = useWatch({ control: form.control, name: 'text' });
  const { confirm, dialog } = useConfirm();
  const [chosen, setChosen] = useState<FilledResponseTemplate | null>(null);
  const [language, setLanguage] = useState<LanguageKey | null>(null);
  /** The text last put in from a template: replacing it needs no question. */
  const filled = useRef('');

  // After sending (the form empties) or clearing the text, the choice starts afresh.
  useEffect(() => {
    if (text === '' && filled.current !== '') {
      filled.current = '';
      setChosen(null);
    }
  }, [text]);

  if (!data || data.templates.length === 0) return null;
  const reporterLanguage =
    data.reporterLanguageId === null
      ? undefined
      : languageKeyById[data.reporterLanguageId as keyof typeof languageKeyById];
  const answerLanguage: LanguageKey = language ?? reporterLanguage ?? boot.language;

  const apply = async (template: FilledResponseTemplate | null, inLanguage: LanguageKey) => {
    if (template) {
      const current = form.getValues('text');
      const typed = current.trim() !== '' && current !== filled.current;
      const replace =
        !typed ||
        (await confirm({
          title: t('complaintsAdmin.templates.picker.replaceTitle'),
          message: t('complaintsAdmin.templates.picker.replaceQuestion', { name: template.name }),
          confirmLabel: t('complaintsAdmin.templates.picker.replaceConfirm'),
        }));
      // Declined: the typed text, the template and the language stay as they were.
      if (!replace) return;
    }
    setChosen(template);
    setLanguage(inLanguage);
    if (!template) return;
    const next = template.text[inLanguage];
    filled.current = next;
    form.setValue('text', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };

  return (
    <>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('complaintsAdmin.templates.picker.label')}
          placeholder={t('complaintsAdmin.templates.picker.placeholder')}
          clearable
          searchable
          style={{ flex: '1 1 16rem' }}
          data={data.templates.map((x) => ({ value: String(x.id), label: x.name }))}
          value={chosen ? String(chosen.id) : null}
          onChange={(value) =>
            void apply(data.templates.find((x) => String(x.id) === value) ?? null, answerLanguage)
          }
        />
        <Select
          label={t('complaintsAdmin.templates.picker.language')}
          allowDeselect={false}
          style={{ flex: '0 1 12rem' }}
          data={languageKeys.map((key) => ({
            value: key,
            label: t(`complaintsAdmin.templates.languages.${key}`),
          }))}
          value={answerLanguage}
          onChange={(value) => {
            if (isLanguageKey(value)) void apply(chosen, value);
          }}
        />
      </Group>
      {chosen && (
        <Text size="sm" c="dimmed">
          {t('complaintsAdmin.templates.picker.hint')}
        </Text>
      )}
      {dialog}
    </>
  );
}
