import type { Language } from '@littlestar/shared/i18n/language';
import {
  localText,
  recogniseEnglish,
  translate,
  type LocalText,
} from '@littlestar/shared/i18n/translate';

/** One zod issue as fastify-type-provider-zod hands it over: the issue's fields in `params`. */
export interface ValidationIssue {
  keyword: string;
  message: string;
  params?: {
    expected?: unknown;
    minimum?: unknown;
    maximum?: unknown;
    origin?: unknown;
    format?: unknown;
    keys?: unknown;
  };
}

/** zod's own English messages ('Invalid input: expected string, received undefined'). */
const ZOD_OWN = /^(Invalid|Too (small|big)|Unrecognized key)/;

/**
 * A validation message in a language. Our schemas' own messages are moved texts (found by
 * their English words); zod's built-in ones are put in words per issue code; English keeps
 * zod's message as it is, and a message not moved yet stays English.
 */
export function validationIssueIn(language: Language, issue: ValidationIssue): string {
  if (language === 'en') return issue.message;
  const moved = recogniseEnglish(issue.message);
  if (moved) return translate(language, moved);
  if (!ZOD_OWN.test(issue.message)) return issue.message;
  return translate(language, zodIssueText(issue));
}

function zodIssueText(issue: ValidationIssue): LocalText {
  const params = issue.params ?? {};
  const bound = (value: unknown) => (typeof value === 'number' ? value : Number(value));
  const isText = params.origin === 'string';
  const isList = params.origin === 'array' || params.origin === 'set';
  switch (issue.keyword) {
    case 'invalid_type':
      return /received undefined$/.test(issue.message)
        ? localText('common.validation.required')
        : localText('common.validation.invalidType', { expected: String(params.expected) });
    case 'too_small': {
      const minimum = bound(params.minimum);
      if (isText) return localText('common.validation.tooShort', { minimum });
      if (isList) return localText('common.validation.tooFewItems', { minimum });
      return localText('common.validation.tooSmall', { minimum });
    }
    case 'too_big': {
      const maximum = bound(params.maximum);
      if (isText) return localText('common.validation.tooLong', { maximum });
      if (isList) return localText('common.validation.tooManyItems', { maximum });
      return localText('common.validation.tooBig', { maximum });
    }
    case 'invalid_format':
      return params.format === 'email'
        ? localText('common.validation.invalidEmail')
        : localText('common.validation.invalidFormat');
    case 'invalid_value':
      return localText('common.validation.invalidValue');
    case 'unrecognized_keys':
      return localText('common.validation.unknownKeys', {
        keys: Array.isArray(params.keys) ? params.keys.join(', ') : '',
      });
    default:
      return localText('common.validation.invalid');
  }
}
