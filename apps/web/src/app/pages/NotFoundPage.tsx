import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from '../../lib/router';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/page-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.notFound.title'));
  return (
    <Stack gap="md" maw={640} py="xl">
      <Title order={1}>{t('pages.notFound.title')}</Title>
      <Text>{t('pages.notFound.text')}</Text>
      <Anchor component={Link} to="/home">
        {t('pages.notFound.backHome')}
      </Anchor>
    </Stack>
  );
}
