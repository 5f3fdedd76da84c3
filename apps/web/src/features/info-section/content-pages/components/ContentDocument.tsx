import { Button, Stack, Text, Title } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/translation';
import { RichText } from '../../../../components/RichText';
import { usePageTitle } from '../../../../lib/page-title';

const SECTION_TITLE = /^s(\d+)_title$/;

/**
 * A long document from the catalogue: `<name>.title`, `.intro` and numbered sections
 * `sNN_title` / `sNN_body`. `aside` is shown after the introduction; `onDownload`
 * offers the text as the municipality's document.
 */
export function ContentDocument({
  name,
  aside,
  onDownload,
}: {
  name: 'terms' | 'privacy' | 'helpContacts';
  aside?: ReactNode;
  onDownload?: () => void;
}) {
  const { t } = useTranslation();
  const prefix = `content.${name}`;
  const keys = Object.keys(t(prefix, { returnObjects: true }) as Record<string, string>);
  const sections = keys
    .map((key) => SECTION_TITLE.exec(key)?.[1])
    .filter((n): n is string => Boolean(n))
    .sort((a, b) => Number(a) - Number(b));
  const title = t(`${prefix}.title`);
  usePageTitle(title);
  return (
    <Stack gap="md" maw={820}>
      <Title order={1}>{title}</Title>
      <Text size="lg">{t(`${prefix}.intro`)}</Text>
      {onDownload && (
        <Button
          variant="light"
          leftSection={<IconFileDownload size={18} aria-hidden />}
          onClick={onDownload}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('infoSection.footer.download')}
        </Button>
      )}
      {aside}
      {sections.map((n) => (
        <section key={n} aria-labelledby={`${name}-s${n}`}>
          <Title order={2} size="h3" id={`${name}-s${n}`} mb="xs">
            {t(`${prefix}.s${n}_title`)}
          </Title>
          <RichText text={t(`${prefix}.s${n}_body`)} />
        </section>
      ))}
    </Stack>
  );
}
