import type { LeafletKeyboardEvent } from 'leaflet';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../lib/translation';
import { Marker, Popup, useMap } from 'react-leaflet';
import { useBoot } from '../../lib/boot';
import { debounce } from '../../lib/debounce';
import { clusterIcon, markerIcon } from './icons';
import { MapFrame } from './MapFrame';
import { allWithin, firstViewBounds, type ViewBounds, viewBounds } from './view-bounds';

/** Quiet time after the last move or zoom before the view is reported. */
export const VIEW_CHANGE_DELAY_MS = 250;
/** How many levels a click on a cluster zooms in. */
const CLUSTER_ZOOM_STEP = 2;

/** A point of the server's clustering: one complaint (count 1 with its id) or a cluster of `count`. */
export type ClusterPoint = {
  key: string;
  latitude: number;
  longitude: number;
  count: number;
  id?: number;
  title?: string;
};

const isEnter = (event: LeafletKeyboardEvent) => event.originalEvent.key === 'Enter';

/**
 * Reports the view once the map is ready and after every move or zoom has settled. The
 * first report asks for as much as a desk's map would show (firstViewBounds), so that a
 * phone's map can be fitted to the markers around its middle.
 */
function ViewReporter({ onViewChange }: { onViewChange: (bounds: ViewBounds, zoom: number) => void }) {
  const map = useMap();
  const latest = useRef(onViewChange);
  useEffect(() => {
    latest.current = onViewChange;
  });
  useEffect(() => {
    const report = debounce(
      () => latest.current(viewBounds(map.getBounds()), map.getZoom()),
      VIEW_CHANGE_DELAY_MS,
    );
    map.on('moveend', report);
    map.whenReady(() => {
      const size = map.getSize();
      latest.current(
        firstViewBounds(viewBounds(map.getBounds()), { width: size.x, height: size.y }),
        map.getZoom(),
      );
    });
    return () => {
      map.off('moveend', report);
      report.cancel();
    };
  }, [map]);
  return null;
}

/**
 * Once, when the first markers arrive: if some lie outside the view (a phone's narrow
 * map), the map zooms out just enough to show them all, never in past its start.
 */
function FitToPoints({ points }: { points: ClusterPoint[] }) {
  const map = useMap();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || points.length === 0) return;
    done.current = true;
    if (allWithin(viewBounds(map.getBounds()), points)) return;
    map.fitBounds(
      points.map((p) => [p.latitude, p.longitude] as [number, number]),
      { padding: [24, 24], maxZoom: map.getZoom(), animate: false },
    );
  }, [map, points]);
  return null;
}

function ClusterMarker({ point }: { point: ClusterPoint }) {
  const map = useMap();
  const { t } = useTranslation();
  const icon = useMemo(() => clusterIcon(point.count), [point.count]);
  const zoomIn = () =>
    map.flyTo(
      [point.latitude, point.longitude],
      Math.min(map.getZoom() + CLUSTER_ZOOM_STEP, map.getMaxZoom()),
    );
  return (
    <Marker
      position={[point.latitude, point.longitude]}
      icon={icon}
      title={t('map.clusters.clusterTitle', { count: point.count })}
      eventHandlers={{ click: zoomIn, keypress: (event) => isEnter(event) && zoomIn() }}
    />
  );
}

function ComplaintMarker({
  point,
  id,
  renderPopup,
  onOpen,
}: {
  point: ClusterPoint;
  id: number;
  renderPopup?: (point: ClusterPoint) => ReactNode;
  onOpen?: (id: number) => void;
}) {
  const { t } = useTranslation();
  const title = point.title?.trim() || t('map.clusters.complaintTitle');
  // With a popup, Leaflet opens it on a click and on Enter by itself.
  const open = () => onOpen?.(id);
  return (
    <Marker
      position={[point.latitude, point.longitude]}
      icon={markerIcon}
      title={title}
      alt={title}
      eventHandlers={renderPopup ? {} : { click: open, keypress: (event) => isEnter(event) && open() }}
    >
      {renderPopup && <Popup>{renderPopup(point)}</Popup>}
    </Marker>
  );
}

export type ClusterMapProps = {
  points: ClusterPoint[];
  /** The visible area and zoom, on load and after each move or zoom (debounced), to fetch points for. */
  onViewChange: (bounds: ViewBounds, zoom: number) => void;
  /** The popup of a single complaint; without it a click calls onOpen. */
  renderPopup?: (point: ClusterPoint) => ReactNode;
  onOpen?: (id: number) => void;
  /** The map region's accessible name; "Mapa prijavljenih problema" by default. */
  label?: string;
  height?: number | string;
};

/**
 * Complaints on a map as the server clustered them for the visible area: a pin per
 * complaint, a numbered circle per cluster that zooms in when clicked. Starts at the
 * municipality's centre and zoom from the hosting configuration, fitted to the markers
 * of that area when the map is narrower than a desk's.
 */
export function ClusterMap({
  points,
  onViewChange,
  renderPopup,
  onOpen,
  label,
  height = 480,
}: ClusterMapProps) {
  const { t } = useTranslation();
  const { hosting } = useBoot();
  return (
    <MapFrame
      label={label ?? t('map.clusters.label')}
      center={[hosting.gpsy, hosting.gpsx]}
      zoom={hosting.map.zoom}
      height={height}
    >
      <ViewReporter onViewChange={onViewChange} />
      <FitToPoints points={points} />
      {points.map((point) =>
        point.count <= 1 && point.id !== undefined ? (
          <ComplaintMarker
            key={point.key}
            point={point}
            id={point.id}
            renderPopup={renderPopup}
            onOpen={onOpen}
          />
        ) : (
          <ClusterMarker key={point.key} point={point} />
        ),
      )}
    </MapFrame>
  );
}
