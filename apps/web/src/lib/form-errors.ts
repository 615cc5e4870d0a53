/** The part of a validation issue the forms read (zod's issues have this shape). */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message for each top-level field, in the order the schema reported them. */
export function fieldErrorsFrom<Field extends string>(
  issues: readonly FieldIssue[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const [field] = issue.path;
    if (typeof field !== 'string') continue;
    const key = field as Field;
    errors[key] ??= issue.message;
  }
  return errors;
}
