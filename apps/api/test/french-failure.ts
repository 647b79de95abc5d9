import * as domain from '@elan/domain';

/** Every sentence of the domain's message tables (MESSAGES, BODY_MESSAGES, SOCIAL_MESSAGES, …). */
const KNOWN = new Set(
  Object.entries(domain)
    .filter(([name, value]) => name.endsWith('MESSAGES') && value && typeof value === 'object')
    .flatMap(([, table]) => Object.values(table as object))
    .filter((value): value is string => typeof value === 'string'),
);

/** A French accent or apostrophe, or one of the small words every French sentence here has. */
const FRENCH =
  /[àâçéèêëîïôûùüÿœæ’«»]|\b(le|la|les|des|du|de|une|un|est|doit|pas|ce|cette|au|aux|en|ou|et)\b/i;
/** What only a leak looks like: a stack, an English error, SQL or a JavaScript value. */
const LEAK =
  /\b(error|exception|undefined|null|NaN|select|insert|violates|stack|expected|received|invalid input)\b|\sat\s\S+:\d+/i;

/** The text is a domain message, or reads as French and carries nothing from the server's insides. */
export function isFrenchText(text: string): boolean {
  if (KNOWN.has(text)) return true;
  return text.length > 0 && text.length <= 300 && FRENCH.test(text) && !LEAK.test(text);
}

/** The CONTRACT's error envelope with one French sentence in `error` and `message`. */
export function isFrenchFailure(response: { json: () => unknown }): boolean {
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return false;
  }
  if (!body || typeof body !== 'object') return false;
  const { success, error, message, ...rest } = body as Record<string, unknown>;
  return (
    success === false &&
    typeof message === 'string' &&
    error === message &&
    Object.keys(rest).length === 0 &&
    isFrenchText(message)
  );
}
