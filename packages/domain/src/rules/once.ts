/**
 * A value made on first use, then kept. The `Intl` formatters are built this way: the first one
 * with a time zone loads the browser's zone data (tens of milliseconds on a phone), which a screen
 * that formats no date should not pay while its module loads (decision 035).
 */
export function once<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= create();
    return value;
  };
}
