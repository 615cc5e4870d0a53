/**
 * Another language's texts, shaped as the English ones: every key, each a string (its own
 * words, its own grammar), so a missing or extra text fails the type check.
 */
export type MessagesOf<English> = {
  readonly [Key in keyof English]: English[Key] extends string ? string : MessagesOf<English[Key]>;
};
