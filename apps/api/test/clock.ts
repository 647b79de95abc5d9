/**
 * A clock a test sets by hand, handed to `buildTestApp({ now: clock.now })`. A file that moves it
 * puts it back in `afterEach(clock.reset)`, so a failing test never leaves the next one at its hour.
 */
export function createTestClock(initial: Date | string) {
  let current = new Date(initial);
  return {
    reset() {
      current = new Date(initial);
    },
    now: () => new Date(current),
    set(date: Date | string) {
      current = new Date(date);
    },
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
  };
}
