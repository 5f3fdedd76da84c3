import { Box, Stack } from '@mantine/core';
import { type ComponentType, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { NearScreen } from '../NearScreen';
import { LOCATION_VIEW_HEIGHT, LocationCaption } from './LocationCaption';
import { type LocationViewProps, VIEW_ZOOM } from './location-view';
import { StaticMap } from './StaticMap';

type Live = { View: ComponentType<LocationViewProps>; focus: boolean };

/**
 * A location's map that costs the page no map library (decision 0017). Until it comes near the
 * screen, its room and caption; then a still picture of the same tiles and pin (StaticMap); when
 * the visitor reaches for it (a pointer over it, a touch, the keyboard's focus), the interactive
 * map loads and takes the picture's place at the same view, with the focus if the picture had it.
 * If its code cannot load, the picture stays and the next reach tries again.
 */
export function LazyLocationView(props: LocationViewProps) {
  const { t } = useTranslation();
  const [live, setLive] = useState<Live | null>(null);
  const loading = useRef(false);
  const height = props.height ?? LOCATION_VIEW_HEIGHT;
  const reach = (focus: boolean) => {
    if (loading.current) return;
    loading.current = true;
    import('./LocationView').then(
      (module) => setLive({ View: module.LocationView, focus }),
      () => {
        loading.current = false;
      },
    );
  };
  if (live) return <live.View {...props} autoFocus={live.focus} />;
  return (
    <NearScreen
      fallback={
        <Stack gap={4}>
          <Box h={height} />
          <LocationCaption caption={props.caption} />
        </Stack>
      }
    >
      <Stack gap={4}>
        <StaticMap
          label={props.label ?? t('map.view.label')}
          markerTitle={t('map.view.markerTitle')}
          position={props.position}
          zoom={props.zoom ?? VIEW_ZOOM}
          height={height}
          onReach={reach}
        />
        <LocationCaption caption={props.caption} />
      </Stack>
    </NearScreen>
  );
}
