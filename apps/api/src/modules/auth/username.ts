/** CONTRACT: lowercase ASCII from the names, digits appended on collision. */
export function usernameBase(firstName: string, lastName: string): string {
  const ascii = (value: string) =>
    value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '');
  const base = [ascii(firstName), ascii(lastName)].filter(Boolean).join('.').slice(0, 24);
  return base || 'membre';
}

export function firstFreeUsername(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}
