import { type FocusEvent, useEffect, useRef, useState } from 'react';
import { useBoot } from '../../lib/boot';
import classes from './map.module.css';
import { PIN } from './marker-images';
import type { Position } from './position';
import { TILE_ATTRIBUTION, TILE_SIZE, tilesInView } from './tiles';

export type StaticMapProps = {
  /** The region's accessible name, as the interactive map has it. */
  label: string;
  markerTitle: string;
  position: Position;
  zoom: number;
  height: number | string;
  /**
   * The visitor reaches for the map: a pointer comes over it or touches it (`focus` false),
   * or the keyboard brings the focus to it (true).
   */
  onReach: (focus: boolean) => void;
};

/**
 * A still picture of a location's map: the configured tiles around the position and a pin on
 * it, laid out as Leaflet lays out the same centre and zoom, with the tiles' credit. No map
 * library: the interactive map takes its place when the visitor reaches for it (decision 0017).
 * Its tiles appear once its box has a width (a ResizeObserver reports it); the tiles then come
 * from the browser's cache when the interactive map shows the same view.
 */
export function StaticMap({ label, markerTitle, position, zoom, height, onReach }: StaticMapProps) {
  const { hosting } = useBoot();
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // A ResizeObserver reports the box's size once at the start, then at every change.
    const observer = new ResizeObserver(() =>
      setSize({ width: element.clientWidth, height: element.clientHeight }),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const view =
    size && size.width > 0 && size.height > 0
      ? tilesInView(hosting.map.tileUrl, position, zoom, size.width, size.height)
      : null;
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    // The credit's link takes the focus for itself.
    if (event.target === event.currentTarget) onReach(true);
  };
  const [anchorX, anchorY] = PIN.iconAnchor;
  return (
    <div
      ref={box}
      role="region"
      aria-label={label}
      // As the interactive map's region is: the keyboard's user reaches it to move it.
      tabIndex={0}
      className={`${classes.map} ${classes.picture}`}
      style={{ height }}
      onPointerEnter={() => onReach(false)}
      onPointerDown={() => onReach(false)}
      onFocus={onFocus}
    >
      {view?.tiles.map((tile) => (
        <img
          key={tile.key}
          src={tile.url}
          alt=""
          width={TILE_SIZE}
          height={TILE_SIZE}
          draggable={false}
          className={classes.tile}
          style={{ left: tile.left, top: tile.top }}
        />
      ))}
      {view && (
        <>
          <img
            src={PIN.shadowUrl}
            alt=""
            width={PIN.shadowSize[0]}
            height={PIN.shadowSize[1]}
            draggable={false}
            className={classes.tile}
            style={{ left: view.point.x - anchorX, top: view.point.y - anchorY }}
          />
          <img
            src={PIN.iconUrl}
            srcSet={`${PIN.iconRetinaUrl} 2x`}
            alt={markerTitle}
            title={markerTitle}
            width={PIN.iconSize[0]}
            height={PIN.iconSize[1]}
            draggable={false}
            className={classes.tile}
            style={{ left: view.point.x - anchorX, top: view.point.y - anchorY }}
          />
        </>
      )}
      {/* The project's own constant: the credit Leaflet shows on the interactive map. */}
      <div className={classes.credit} dangerouslySetInnerHTML={{ __html: TILE_ATTRIBUTION }} />
    </div>
  );
}
