import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * A chart's box (decorative: `aria-hidden`, the figure's text says what it shows). Its chart is
 * drawn only while the box has a size: in a hidden tab it has none, and recharts' container,
 * measuring 0 × 0 there, would warn in the console and draw nothing anyway.
 */
export function ChartBox({ className, children }: { className: string; children: ReactNode }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [hasSize, setHasSize] = useState(false);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => {
      const size = entry?.contentRect;
      setHasSize(Boolean(size && size.width > 0 && size.height > 0));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={boxRef} aria-hidden="true" className={className}>
      {hasSize && children}
    </div>
  );
}
