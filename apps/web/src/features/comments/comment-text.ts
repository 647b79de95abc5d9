/** A piece of a comment: plain words, or an address shown as text (never a link, decision 111). */
export type CommentSegment = { kind: 'text' | 'address'; value: string };

const ADDRESS = /\b(?:https?:\/\/|www\.)\S+/gi;

/**
 * A comment's text cut where an address starts and ends, so that a long address may break
 * anywhere on a phone while the words around it break between words. Nothing becomes a link:
 * a comment is plain text, and a link from a stranger's words is how phishing travels.
 */
export function commentSegments(text: string): CommentSegment[] {
  const segments: CommentSegment[] = [];
  let at = 0;
  for (const match of text.matchAll(ADDRESS)) {
    if (match.index > at) segments.push({ kind: 'text', value: text.slice(at, match.index) });
    segments.push({ kind: 'address', value: match[0] });
    at = match.index + match[0].length;
  }
  if (at < text.length) segments.push({ kind: 'text', value: text.slice(at) });
  return segments;
}
