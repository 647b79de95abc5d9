import { z } from 'zod';
import { strictNumber } from '../api/primitives.ts';

/** Comments on a completion (issues 32 and 34, decision 111). */
export const COMMENT_LIMITS = {
  /** Characters (code points, as PostgreSQL's `char_length` counts them) after cleaning. */
  textMax: 500,
  /** A thread is read in pages, oldest first. */
  defaultLimit: 50,
  maxLimit: 100,
  maxOffset: 10_000,
} as const;

/** The server's French errors for the comment routes. */
export const COMMENT_MESSAGES = {
  textRequired: 'Le commentaire est obligatoire',
  textEmpty: 'Le commentaire ne peut pas être vide',
  textTooLong: 'Le commentaire ne doit pas dépasser 500 caractères',
  limitRange: 'La limite doit être comprise entre 1 et 100',
  offsetRange: 'Le décalage doit être compris entre 0 et 10000',
  forbidden:
    'Seuls l’auteur de la séance, son coach et ses amis du cercle peuvent voir et écrire ses commentaires',
  commentNotFound: 'Commentaire introuvable',
  deleteForbidden: 'Seuls l’auteur du commentaire et celui de la séance peuvent le supprimer',
} as const;

// Every C0 and C1 control character but the newline (a tab became a space before), DEL, and
// the bidirectional embeddings, overrides and isolates that reorder how the text reads.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/**
 * A comment as it is stored (decision 111): line ends made `\n`, a tab a space, every other control
 * character removed, no more than one blank line in a row, no space or blank line at either end.
 */
export function cleanCommentText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(CONTROL, '')
    .replace(/\n[^\S\n]*\n(?:[^\S\n]*\n)+/g, '\n\n')
    .trim();
}

/** Characters as the limit counts them (an emoji is one). */
export const commentLength = (text: string) => [...text].length;

/** POST /api/completions/{id}/comments `{text}`: 1–500 characters once cleaned. */
export const commentBody = z.object(
  {
    text: z
      .string({ error: COMMENT_MESSAGES.textRequired })
      .transform(cleanCommentText)
      .refine((text) => text.length > 0, { error: COMMENT_MESSAGES.textEmpty })
      .refine((text) => commentLength(text) <= COMMENT_LIMITS.textMax, {
        error: COMMENT_MESSAGES.textTooLong,
      }),
  },
  { error: COMMENT_MESSAGES.textRequired },
);
export type CommentBody = z.input<typeof commentBody>;

/** GET /api/completions/{id}/comments: a page of the thread, oldest first. */
export const commentListQuery = z.object({
  limit: strictNumber(
    z.coerce
      .number({ error: COMMENT_MESSAGES.limitRange })
      .int({ error: COMMENT_MESSAGES.limitRange })
      .min(1, { error: COMMENT_MESSAGES.limitRange })
      .max(COMMENT_LIMITS.maxLimit, { error: COMMENT_MESSAGES.limitRange })
      .default(COMMENT_LIMITS.defaultLimit),
  ),
  offset: strictNumber(
    z.coerce
      .number({ error: COMMENT_MESSAGES.offsetRange })
      .int({ error: COMMENT_MESSAGES.offsetRange })
      .min(0, { error: COMMENT_MESSAGES.offsetRange })
      .max(COMMENT_LIMITS.maxOffset, { error: COMMENT_MESSAGES.offsetRange })
      .default(0),
  ),
});
export type CommentListQuery = z.input<typeof commentListQuery>;

/**
 * A comment as its readers get it: its writer (`user_id`, names, `is_coach` when the writer is the
 * completion author's coach) and whether the caller may delete it (writer or completion author).
 */
export const completionCommentSchema = z.object({
  id: z.number(),
  completion_id: z.number(),
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  is_coach: z.boolean(),
  text: z.string(),
  created_at: z.string(),
  can_delete: z.boolean(),
});
export type CompletionComment = z.infer<typeof completionCommentSchema>;
