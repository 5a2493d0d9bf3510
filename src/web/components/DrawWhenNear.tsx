import { type ReactNode, useEffect, useRef, useState } from 'react';

/** How far below (or above) the screen a section starts drawing, so it is ready when scrolled to. */
const MARGIN = '400px';

/**
 * Draws `children` once the box comes within MARGIN of the screen, and keeps them after that; until
 * then an empty box of `minHeight` holds the place, so nothing below it moves when they appear.
 * For what only shows something (a chart) and costs a lot to draw: on a phone the planner's weight
 * chart is far below the grid, and drawing it with the page cost a long task (decision 268).
 * Browsers without IntersectionObserver draw at once.
 */
export function DrawWhenNear({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !box.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `${MARGIN} 0px` },
    );
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={box} style={{ minHeight }}>
      {near ? children : null}
    </div>
  );
}
