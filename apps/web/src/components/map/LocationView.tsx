import { Stack } from '@mantine/core';
import type { Map as LeafletMap } from 'leaflet';
import { useTranslation } from '../../lib/translation';
import { Marker } from 'react-leaflet';
import { markerIcon } from './icons';
import { LOCATION_VIEW_HEIGHT } from './LocationCaption';
import { LocationCaption } from './LocationCaption';
import { MapFrame } from './MapFrame';
import { type LocationViewProps, VIEW_ZOOM } from './location-view';

export type { LocationViewProps } from './location-view';

/** Gives the keyboard's focus to a map as soon as it is there. */
function focusMap(map: LeafletMap | null) {
  map?.getContainer().focus();
}

/** A small map with one marker, to show where something is (a complaint's location). */
export function LocationView({
  position,
  caption,
  label,
  height = LOCATION_VIEW_HEIGHT,
  zoom = VIEW_ZOOM,
  autoFocus = false,
}: LocationViewProps) {
  const { t } = useTranslation();
  const at: [number, number] = [position.latitude, position.longitude];
  return (
    <Stack gap={4}>
      {/* Keyed by the position: the map's centre is only read when it is created. */}
      <MapFrame
        key={at.join()}
        ref={autoFocus ? focusMap : undefined}
        label={label ?? t('map.view.label')}
        center={at}
        zoom={zoom}
        height={height}
      >
        <Marker
          position={at}
          icon={markerIcon}
          title={t('map.view.markerTitle')}
          alt={t('map.view.markerTitle')}
          keyboard={false}
        />
      </MapFrame>
      <LocationCaption caption={caption} />
    </Stack>
  );
}
