import { Text } from '@mantine/core';
import { complaintsPages, type MapArea } from '@portal/contracts';
import { useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { ClusterMap, type ViewBounds } from '../../../components/map';
import { useBoot } from '../../../lib/boot';
import { useMapPoints } from './api';

/**
 * Public complaints on a map, clustered on the server (GetMapPoints) for the view the reader
 * has, with their count above it; a click on a problem opens its page. The public list's map
 * and the home page's map of open problems.
 */
export function ProblemsMap({
  filter,
  label,
  countText,
  height,
}: {
  /** The list's filters (or `openOnly`) the points are counted with. */
  filter: Omit<MapArea, 'languageId' | 'south' | 'west' | 'north' | 'east' | 'zoom'>;
  label: string;
  countText: (count: number) => string;
  height: number;
}) {
  const { languageId } = useBoot();
  const navigate = useNavigate();
  const [view, setView] = useState<{ bounds: ViewBounds; zoom: number } | null>(null);
  const area: MapArea | null = view ? { languageId, ...filter, ...view.bounds, zoom: view.zoom } : null;
  const points = useMapPoints(area);
  return (
    <>
      <Text size="sm" role="status">
        {points.data ? countText(points.data.totalCount) : ''}
      </Text>
      <ClusterMap
        label={label}
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
        height={height}
      />
    </>
  );
}
