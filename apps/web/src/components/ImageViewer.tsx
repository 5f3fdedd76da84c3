import { Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { COMPLAINT_IMAGE_DISPLAY } from '@portal/contracts';
import { type KeyboardEvent, type MouseEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '../lib/translation';
import classes from './ImageViewer.module.css';

export type ViewerImage = {
  key: string | number;
  /** Absent while the photo is still being fetched: its frame keeps the place meanwhile. */
  src?: string;
  /** A smaller copy for the strip; `src` when absent. */
  thumbnailSrc?: string;
  alt: string;
  /** The stored size in pixels, to fit it without waiting for it to load. */
  width: number;
  height: number;
};

export type ImageViewerProps = {
  images: readonly ViewerImage[];
  /** The viewer's accessible name ("Fotografije prijave"). */
  label: string;
  /** The box a photo is fitted into (the spec's 800 x 600); never enlarged beyond its own size. */
  maxWidth?: number;
  maxHeight?: number;
  /** How much the magnifier enlarges (the spec's 2). */
  magnifier?: number;
};

/** Diameter of the magnifier lens in CSS pixels. */
export const LENS_SIZE = 180;
/** How far one arrow key press moves the lens, as a share of the photo. */
const KEY_STEP = 0.05;

/** The size a photo is shown at: fitted into the box, keeping its proportions. */
export function fittedSize(image: { width: number; height: number }, maxWidth: number, maxHeight: number) {
  const scale = Math.min(1, maxWidth / Math.max(image.width, 1), maxHeight / Math.max(image.height, 1));
  return { width: Math.round(image.width * scale), height: Math.round(image.height * scale) };
}

type Lens = { x: number; y: number };

const clamp = (value: number) => Math.min(Math.max(value, 0), 1);

/**
 * Photos one at a time, fitted to 800 x 600, with a strip of thumbnails to choose from.
 * Hovering a photo, or focusing it and moving with the arrow keys, shows it enlarged
 * (x2) under a round lens; Escape hides the lens.
 */
export function ImageViewer({
  images,
  label,
  maxWidth = COMPLAINT_IMAGE_DISPLAY.width,
  maxHeight = COMPLAINT_IMAGE_DISPLAY.height,
  magnifier = COMPLAINT_IMAGE_DISPLAY.magnifier,
}: ImageViewerProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [index, setIndex] = useState(0);
  const [lens, setLens] = useState<Lens | null>(null);
  const [box, setBox] = useState<{ width: number; height: number } | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const image = images[Math.min(index, images.length - 1)];
  if (!image) return null;
  const fitted = fittedSize(image, maxWidth, maxHeight);

  /** The photo's size on screen now (smaller than fitted on a narrow screen). */
  const measure = () => {
    const rect = frame.current?.getBoundingClientRect();
    const size = rect && rect.width > 0 ? { width: rect.width, height: rect.height } : fitted;
    setBox(size);
    return { rect, size };
  };

  const onMouseMove = (event: MouseEvent<HTMLDivElement>) => {
    const { rect, size } = measure();
    const left = rect?.left ?? 0;
    const top = rect?.top ?? 0;
    setLens({ x: clamp((event.clientX - left) / size.width), y: clamp((event.clientY - top) / size.height) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-KEY_STEP, 0],
      ArrowRight: [KEY_STEP, 0],
      ArrowUp: [0, -KEY_STEP],
      ArrowDown: [0, KEY_STEP],
    };
    if (event.key === 'Escape') {
      setLens(null);
      return;
    }
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    measure();
    setLens((current) => {
      const from = current ?? { x: 0.5, y: 0.5 };
      return { x: clamp(from.x + move[0]), y: clamp(from.y + move[1]) };
    });
  };

  const shown = box ?? fitted;
  const lensStyle = lens
    ? {
        width: LENS_SIZE,
        height: LENS_SIZE,
        left: lens.x * shown.width - LENS_SIZE / 2,
        top: lens.y * shown.height - LENS_SIZE / 2,
        backgroundImage: `url("${image.src}")`,
        backgroundSize: `${shown.width * magnifier}px ${shown.height * magnifier}px`,
        backgroundPosition: `${LENS_SIZE / 2 - lens.x * shown.width * magnifier}px ${
          LENS_SIZE / 2 - lens.y * shown.height * magnifier
        }px`,
      }
    : undefined;

  const choose = (next: number) => {
    setIndex(next);
    setLens(null);
    setBox(null);
  };

  return (
    <section className={classes.viewer} aria-label={label}>
      <div
        ref={frame}
        className={classes.frame}
        style={{ maxWidth: fitted.width, aspectRatio: `${fitted.width} / ${fitted.height}` }}
        tabIndex={0}
        role="group"
        aria-roledescription={t('complaints.viewer.roleDescription')}
        aria-label={image.alt}
        aria-describedby={hintId}
        onMouseEnter={onMouseMove}
        onMouseMove={onMouseMove}
        onMouseLeave={() => setLens(null)}
        onFocus={() => {
          measure();
          setLens((current) => current ?? { x: 0.5, y: 0.5 });
        }}
        onBlur={() => setLens(null)}
        onKeyDown={onKeyDown}
      >
        {image.src && <img src={image.src} alt={image.alt} className={classes.image} draggable={false} />}
        {lensStyle && image.src && (
          <div className={classes.lens} style={lensStyle} aria-hidden data-magnifier={magnifier} />
        )}
      </div>
      <VisuallyHidden id={hintId}>{t('complaints.viewer.hint', { factor: magnifier })}</VisuallyHidden>
      {images.length > 1 && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('complaints.viewer.position', { current: index + 1, total: images.length })}
          </Text>
          <ul className={classes.strip} aria-label={t('complaints.viewer.thumbnails')}>
            {images.map((item, i) => (
              <li key={item.key}>
                <UnstyledButton
                  className={classes.thumb}
                  aria-pressed={i === index}
                  aria-label={t('complaints.viewer.show', { current: i + 1, alt: item.alt })}
                  onClick={() => choose(i)}
                >
                  {(item.thumbnailSrc ?? item.src) && <img src={item.thumbnailSrc ?? item.src} alt="" />}
                </UnstyledButton>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
