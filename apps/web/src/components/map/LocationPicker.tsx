import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCurrentLocation, IconFocusCentered } from '@tabler/icons-react';
import type { LeafletMouseEvent, Map as LeafletMap, Marker as LeafletMarker } from 'leaflet';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import { useBoot } from '../../lib/boot';
import { reverseGeocode } from './geocoder';
import { markerIcon } from './icons';
import { MapFrame } from './MapFrame';
import { formatCoordinate, geocoderLanguage, type Position, samePosition } from './position';

/** How close the map comes to a position it moves to (street level). */
const FOCUS_ZOOM = 17;

type Lookup = 'idle' | 'pending' | 'found' | 'failed';
type LocateError = 'locationDenied' | 'locationUnavailable' | 'locationUnsupported';

/** Six decimals (about 10 cm) are more than any complaint needs. */
function rounded(latitude: number, longitude: number): Position {
  return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
}

/**
 * The position at the middle of the map's view. A pan still under way (an arrow key
 * pressed just before) is stopped first, so the mark lands where the middle is seen.
 */
function centreOf(map: LeafletMap): Position {
  map.stop();
  const { lat, lng } = map.getCenter().wrap();
  return rounded(lat, lng);
}

/**
 * Clicks choose a position, and so do Enter and Space while the map itself has the focus
 * (its centre, after panning with the arrow keys); a position chosen elsewhere (my
 * location, a photo) is brought into view.
 */
function PickerEvents({
  value,
  onPick,
  fromMap,
}: {
  value: Position | null;
  onPick: (position: Position) => void;
  fromMap: { current: Position | null };
}) {
  const map = useMap();
  useMapEvents({
    click(event: LeafletMouseEvent) {
      const { lat, lng } = event.latlng.wrap();
      onPick(rounded(lat, lng));
    },
  });
  const onPickRef = useRef(onPick);
  useEffect(() => {
    onPickRef.current = onPick;
  });
  useEffect(() => {
    const container = map.getContainer();
    const onKeyDown = (event: KeyboardEvent) => {
      // Keys on the marker, the zoom buttons or the credits' links are theirs.
      if (event.target !== container || (event.key !== 'Enter' && event.key !== ' ')) return;
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      onPickRef.current(centreOf(map));
    };
    container.addEventListener('keydown', onKeyDown);
    return () => container.removeEventListener('keydown', onKeyDown);
  }, [map]);
  const latitude = value?.latitude;
  const longitude = value?.longitude;
  useEffect(() => {
    if (latitude === undefined || longitude === undefined) return;
    if (samePosition(fromMap.current, { latitude, longitude })) return;
    map.setView([latitude, longitude], Math.max(map.getZoom(), FOCUS_ZOOM));
  }, [map, latitude, longitude, fromMap]);
  return null;
}

export type LocationPickerProps = {
  value: Position | null;
  onChange: (position: Position) => void;
  /**
   * The address at each newly chosen position, from the reverse geocoder; null when it
   * cannot be reached or knows none there, so the form lets the user type it. The
   * position the picker is mounted with is taken as already addressed.
   */
  onAddress?: (address: string | null) => void;
  /** The field's label; "Lokacija na mapi" by default. */
  label?: string;
  required?: boolean;
  error?: string;
  height?: number | string;
};

/**
 * Where a complaint is: chosen by a click on the map, by dragging the marker, from the
 * device's location, or given from outside (the position in a photo). Keyboard users pan
 * with the arrow keys and mark the map's centre (Enter or Space on the map, or the
 * button), or take their location; the chosen coordinates are always shown as text.
 */
export function LocationPicker({
  value,
  onChange,
  onAddress,
  label,
  required = false,
  error,
  height = 320,
}: LocationPickerProps) {
  const { t } = useTranslation();
  const { hosting, language } = useBoot();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<LocateError | null>(null);
  const hintId = useId();
  const name = label ?? t('map.picker.label');

  // A position the map itself reported is already in view: do not move the map to it.
  const fromMap = useRef<Position | null>(null);
  const pick = (position: Position) => {
    fromMap.current = position;
    setLocateError(null);
    onChange(position);
  };

  // The latest callback, so that a new function on every render does not restart the lookup.
  const onAddressRef = useRef(onAddress);
  useEffect(() => {
    onAddressRef.current = onAddress;
  });

  // The position the picker is mounted with is taken as addressed; later ones are looked up.
  const [initial] = useState(value);
  const [result, setResult] = useState<{ at: Position; address: string | null } | null>(null);
  const addressed = result ? result.at : initial;
  const latitude = value?.latitude;
  const longitude = value?.longitude;
  const geocoderUrl = hosting.map.geocoderUrl;
  useEffect(() => {
    if (latitude === undefined || longitude === undefined || !onAddressRef.current) return;
    const position = { latitude, longitude };
    if (samePosition(position, addressed)) return;
    // Aborted when the position changes again before the answer, or on unmount.
    const controller = new AbortController();
    void reverseGeocode(geocoderUrl, position, geocoderLanguage[language], controller.signal).then(
      (address) => {
        if (controller.signal.aborted) return;
        setResult({ at: position, address });
        onAddressRef.current?.(address);
      },
    );
    return () => controller.abort();
  }, [latitude, longitude, addressed, geocoderUrl, language]);
  let lookup: Lookup = 'idle';
  if (value && onAddress) {
    if (result && samePosition(value, result.at)) lookup = result.address ? 'found' : 'failed';
    else if (!samePosition(value, addressed)) lookup = 'pending';
  }

  const locate = () => {
    setLocateError(null);
    if (!('geolocation' in navigator)) {
      setLocateError('locationUnsupported');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onChange(rounded(coords.latitude, coords.longitude));
      },
      (failure) => {
        setLocating(false);
        setLocateError(failure.code === failure.PERMISSION_DENIED ? 'locationDenied' : 'locationUnavailable');
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const markCentre = () => {
    if (map) pick(centreOf(map));
  };

  const centre: [number, number] = value ? [value.latitude, value.longitude] : [hosting.gpsy, hosting.gpsx];
  const zoom = value ? Math.max(hosting.map.zoom, FOCUS_ZOOM) : hosting.map.zoom;

  return (
    <Stack gap={6}>
      <div>
        <Text component="div" size="sm" fw={500}>
          {name}
          {required && (
            <Text component="span" c="var(--mantine-color-error)" aria-hidden="true">
              {' *'}
            </Text>
          )}
        </Text>
        <Text id={hintId} size="xs" c="dimmed">
          {t('map.picker.hint')}
        </Text>
      </div>
      <MapFrame ref={setMap} label={name} describedBy={hintId} center={centre} zoom={zoom} height={height}>
        <PickerEvents value={value} onPick={pick} fromMap={fromMap} />
        {value && (
          <Marker
            position={[value.latitude, value.longitude]}
            icon={markerIcon}
            draggable
            title={t('map.picker.markerTitle')}
            alt={t('map.picker.markerTitle')}
            eventHandlers={{
              dragend(event) {
                const { lat, lng } = (event.target as LeafletMarker).getLatLng().wrap();
                pick(rounded(lat, lng));
              },
            }}
          />
        )}
      </MapFrame>
      <Group gap="xs">
        <Button
          variant="light"
          size="sm"
          leftSection={<IconCurrentLocation size={18} aria-hidden="true" />}
          onClick={locate}
          loading={locating}
        >
          {t('map.picker.useMyLocation')}
        </Button>
        <Button
          variant="subtle"
          size="sm"
          leftSection={<IconFocusCentered size={18} aria-hidden="true" />}
          onClick={markCentre}
          disabled={!map}
        >
          {t('map.picker.useMapCentre')}
        </Button>
      </Group>
      <div aria-live="polite">
        <Text size="sm">
          {value
            ? t('map.picker.coordinates', {
                latitude: formatCoordinate(value.latitude, language),
                longitude: formatCoordinate(value.longitude, language),
              })
            : t('map.picker.noPosition')}
        </Text>
        {locating && (
          <Text size="sm" c="dimmed">
            {t('map.picker.locating')}
          </Text>
        )}
        {lookup === 'pending' && (
          <Text size="sm" c="dimmed">
            {t('map.picker.lookingUp')}
          </Text>
        )}
        {lookup === 'failed' && (
          <Text size="sm" c="dimmed">
            {t('map.picker.addressNotFound')}
          </Text>
        )}
      </div>
      {locateError && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {t(`map.picker.${locateError}`)}
        </Text>
      )}
      {error && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
