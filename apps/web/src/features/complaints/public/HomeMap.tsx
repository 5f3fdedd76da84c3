import { Anchor, Group, Stack, Title } from '@mantine/core';
import { complaintsPages } from '@portal/contracts';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../lib/router';
import { ProblemsMap } from './ProblemsMap';

/** The map's height on the home page: a city's centre, not the whole screen of a phone. */
export const HOME_MAP_HEIGHT = 360;

/**
 * The home page's map of open problems (not resolved yet), starting at the city centre: the
 * public list's map and the same call (GetMapPoints), a click on a problem opens its page.
 */
export default function HomeMap() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-labelledby="home-map">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h3" id="home-map">
          {t('complaints.home.mapTitle')}
        </Title>
        <Anchor component={Link} to={complaintsPages.all.path}>
          {t('complaints.home.latestAll')}
        </Anchor>
      </Group>
      <ProblemsMap
        filter={{ openOnly: true }}
        label={t('complaints.home.mapLabel')}
        countText={(count) => t('complaints.home.mapCount', { count })}
        height={HOME_MAP_HEIGHT}
      />
    </Stack>
  );
}
