import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// The map, its read and its chunk wait until the card nears the screen: the dashboard's first
// paint (Lighthouse-measured, decision 049) does none of it.
const MusclesCard = lazy(() =>
  import('./muscles-card.tsx').then((module) => ({ default: module.MusclesCard })),
);

/** The dashboard's « Muscles cette semaine », drawn once it comes within a screen of view. */
export function MusclesCardSlot() {
  const slotRef = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const slot = slotRef.current;
    if (!slot || isNear) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(slot);
    return () => observer.disconnect();
  }, [isNear]);
  return (
    <div ref={slotRef} className="h-full min-h-64">
      {isNear && (
        <Suspense fallback={null}>
          <MusclesCard />
        </Suspense>
      )}
    </div>
  );
}
