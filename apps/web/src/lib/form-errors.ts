import type { ZodError } from 'zod';

/** Field path (`title`, `exercises.0.sets`) → its first French message; `''` holds form-level issues. */
export type FieldErrors = Record<string, string>;

export function fieldErrorsFrom(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/** `errors` without the given fields (the member is fixing them). */
export function withoutErrors(errors: FieldErrors, ...paths: string[]): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => !paths.includes(path)));
}
