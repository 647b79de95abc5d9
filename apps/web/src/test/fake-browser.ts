import { vi } from 'vitest';

/** A Map-backed `Storage`, for code that reads `window.localStorage` in the node test environment. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

/** Installs a minimal `window` (storage and location) and returns its parts. Undo with `vi.unstubAllGlobals()`. */
export function stubBrowser(pathname = '/dashboard') {
  const localStorage = new MemoryStorage();
  const assign = vi.fn();
  vi.stubGlobal('window', { localStorage, location: { pathname, assign } });
  return { localStorage, assign };
}
