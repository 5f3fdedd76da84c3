import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Shows its children once its box comes within `margin` of the screen, and keeps `minHeight`
 * (or shows `fallback`) until then, so nothing below moves. For what is heavy and below the
 * fold (the home page's map, a complaint's location map, and their library): a visitor who
 * never scrolls to it never downloads it. Without IntersectionObserver, at once; a page the
 * server draws (`prerender`) has the fallback.
 */
export function NearScreen({
  minHeight,
  margin = 100,
  fallback = null,
  children,
}: {
  minHeight?: number;
  margin?: number;
  /** What stands in its place until then (a map's room and its caption). */
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    if (near || !box.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [near, margin]);
  return (
    <div ref={box} style={{ minHeight }}>
      {near ? children : fallback}
    </div>
  );
}
