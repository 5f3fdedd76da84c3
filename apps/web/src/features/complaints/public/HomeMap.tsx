import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { complaintsPages, type MapArea } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ClusterMap, type ViewBounds } from '../../../components/map';
import { useBoot } from '../../../lib/boot';
import { useMapPoints } from './api';

/** The map's height on the home page: a city's centre, not the whole screen of a phone. */
export const HOME_MAP_HEIGHT = 360;

/**
 * The home page's map of open problems (not resolved yet), starting at the city centre: the
 * public list's map and the same call (GetMapPoints), a click on a problem opens its page.
 */
export default function HomeMap() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const navigate = useNavigate();
  const [view, setView] = useState<{ bounds: ViewBounds; zoom: number } | null>(null);
  const area: MapArea | null = view ? { languageId, ...view.bounds, zoom: view.zoom, openOnly: true } : null;
  const points = useMapPoints(area);
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
      <Text size="sm" role="status">
        {points.data ? t('complaints.home.mapCount', { count: points.data.totalCount }) : ''}
      </Text>
      <ClusterMap
        label={t('complaints.home.mapLabel')}
        points={(points.data?.points ?? []).map((p) => ({
          key: p.key,
          latitude: p.latitude,
          longitude: p.longitude,
          count: p.count,
          id: p.id ?? undefined,
          title: p.title ?? undefined,
        }))}
        onViewChange={(bounds, zoom) => setView({ bounds, zoom })}
        onOpen={(id) => navigate(complaintsPages.details.to({ id }))}
        height={HOME_MAP_HEIGHT}
      />
    </Stack>
  );
}
