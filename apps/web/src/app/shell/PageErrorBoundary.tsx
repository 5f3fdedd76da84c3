import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { LightButton } from '../../components/LightButton';
import { Link } from '../../lib/router';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/page-title';

function PageError() {
  const { t } = useTranslation();
  usePageTitle(t('pages.pageError.title'));
  return (
    <Stack gap="md" maw={640} py="xl" role="alert">
      <Title order={1}>{t('pages.pageError.title')}</Title>
      <Text>{t('pages.pageError.text')}</Text>
      <Group>
        <LightButton onClick={() => window.location.reload()}>{t('pages.pageError.reload')}</LightButton>
        <Anchor component={Link} to="/home">
          {t('pages.notFound.backHome')}
        </Anchor>
      </Group>
    </Stack>
  );
}

/**
 * What a page shows when it cannot be drawn (its code failed to load, or an error while drawing
 * it): the shell stays, with a message in the visitor's language, a way to load the page again and
 * the way home. The shell keys it by the address, so that the next page starts afresh.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PageError /> : this.props.children;
  }
}
