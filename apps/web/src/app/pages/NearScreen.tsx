import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Shows its children once its box comes within `margin` of the screen, and keeps `minHeight`
 * until then, so nothing below moves. For what is heavy and below the fold (the home page's
 * map and its library): a visitor who never scrolls to it never downloads it. Without
 * IntersectionObserver, at once.
 */
export function NearScreen({
  minHeight,
  margin = 100,
  children,
}: {
  minHeight: number;
  margin?: number;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
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
      {near && children}
    </div>
  );
}
