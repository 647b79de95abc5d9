/** A clock a test sets by hand, handed to `buildTestApp({ now: clock.now })`. */
export function createTestClock(initial: Date | string) {
  let current = new Date(initial);
  return {
    now: () => new Date(current),
    set(date: Date | string) {
      current = new Date(date);
    },
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
  };
}
