import { Anchor, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { buildPath, downloadInfoSectionDocument, type PublicInfoDocument } from '@portal/contracts';
import { IconFileDownload } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation';
import { RichText } from '../../../components/RichText';
import { useBoot } from '../../../lib/boot';
import { usePageTitle } from '../../../lib/page-title';
import { usePublishedDocuments, usePublishedTexts } from '../api';
import { formatFileSize } from '../file-size';

type Group = { typeId: number; typeName: string; documents: PublicInfoDocument[] };

/** The documents by type, in the order the server gives (type, then the documents' order). */
function byType(documents: readonly PublicInfoDocument[]): Group[] {
  const groups: Group[] = [];
  for (const document of documents) {
    const last = groups[groups.length - 1];
    if (last?.typeId === document.documentTypeId) last.documents.push(document);
    else
      groups.push({
        typeId: document.documentTypeId,
        typeName: document.documentTypeName,
        documents: [document],
      });
  }
  return groups;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" aria-hidden />
      <Text size="sm">{t('infoSection.common.loading')}</Text>
    </Group>
  );
}

/** The info section for everyone: the active texts in the chosen language and the documents to download. */
export function InfoSectionPage() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const title = t('infoSection.public.title');
  usePageTitle(title);
  const texts = usePublishedTexts(languageId);
  const documents = usePublishedDocuments(languageId);

  return (
    <Stack gap="xl" maw={900}>
      <div>
        <Title order={1}>{title}</Title>
        <Text size="lg" mt="xs">
          {t('infoSection.public.intro')}
        </Text>
      </div>

      <section aria-labelledby="info-texts">
        <Title order={2} size="h3" id="info-texts" mb="sm">
          {t('infoSection.public.textsTitle')}
        </Title>
        {!texts.data ? (
          <Loading />
        ) : texts.data.length === 0 ? (
          <Text>{t('infoSection.public.noTexts')}</Text>
        ) : (
          <Stack gap="md">
            {texts.data.map((text) => (
              <Paper
                key={text.id}
                component="article"
                withBorder
                radius="md"
                p="lg"
                aria-labelledby={`text-${text.id}`}
              >
                <Title order={3} size="h4" id={`text-${text.id}`} mb="xs">
                  {text.title}
                </Title>
                <RichText text={text.text} />
              </Paper>
            ))}
          </Stack>
        )}
      </section>

      <section aria-labelledby="info-documents">
        <Title order={2} size="h3" id="info-documents" mb="sm">
          {t('infoSection.public.documentsTitle')}
        </Title>
        {!documents.data ? (
          <Loading />
        ) : documents.data.length === 0 ? (
          <Text>{t('infoSection.public.noDocuments')}</Text>
        ) : (
          <Stack gap="lg">
            {byType(documents.data).map((group) => (
              <div key={group.typeId}>
                <Title order={3} size="h4" mb="xs">
                  {group.typeName}
                </Title>
                <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {group.documents.map((document) => {
                    const size = formatFileSize(document.size, t);
                    const extension = document.extension.toUpperCase();
                    return (
                      <li key={document.id}>
                        <Group gap="sm" wrap="nowrap" align="center">
                          <IconFileDownload size={20} aria-hidden style={{ flexShrink: 0 }} />
                          <Anchor
                            href={buildPath(downloadInfoSectionDocument.path, { id: document.id })}
                            download
                            aria-label={t('infoSection.public.documentLabel', {
                              name: document.name,
                              extension,
                              size,
                            })}
                          >
                            {document.name}
                          </Anchor>
                          <Badge variant="light" color="gray" radius="sm" aria-hidden>
                            {extension}
                          </Badge>
                          <Text size="sm" c="dimmed" aria-hidden>
                            {size}
                          </Text>
                        </Group>
                      </li>
                    );
                  })}
                </Stack>
              </div>
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
