import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  type Resolver,
  useForm,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormProps,
} from 'react-hook-form';
import { useState } from 'react';
import type { z } from 'zod';
import { useLanguage } from '@/i18n/language-context';
import type { Language } from '@/i18n/language';

/**
 * The shared schemas' messages are English. In another language each is put in it where the
 * shared texts know it (`inLanguage`); the translator loads only then, never for English pages.
 */
async function translateErrors(errors: FieldErrors, language: Language): Promise<void> {
  const { inLanguage } = await import('@littlestar/shared/i18n/translate');
  const walk = (node: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(node)) {
      // A field error's `ref` is its DOM element: nothing to translate in there.
      if (key === 'ref') continue;
      if (key === 'message' && typeof value === 'string') node[key] = inLanguage(language, value);
      else if (typeof value === 'object' && value !== null) walk(value as Record<string, unknown>);
    }
  };
  walk(errors);
}

/**
 * A react-hook-form form validated by a shared zod schema. Nothing is said before the first
 * submit; after it every change re-validates, so a message disappears as soon as it is fixed.
 * The form holds the schema's input (strings, numbers, enums as the controls give them) and
 * `handleSubmit` hands over its output (trimmed, lower-cased...).
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver' | 'mode' | 'reValidateMode'>,
) {
  const { language } = useLanguage();
  const resolveEnglish = zodResolver(schema);
  // react-hook-form takes each render's options: a language switched meanwhile is the one used.
  const resolver: Resolver<Input, unknown, Output> = async (values, context, resolverOptions) => {
    const result = await resolveEnglish(values, context, resolverOptions);
    if (language !== 'en' && Object.keys(result.errors).length > 0)
      await translateErrors(result.errors, language);
    return result;
  };
  const form = useForm<Input, unknown, Output>({
    ...options,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // react-hook-form focuses the first invalid field twice: at once and again a timer later
    // (its fields could be locked at the first try). The late one took the caret from a field the
    // parent had already moved to, so what they typed next landed in the wrong field. The form
    // focuses it once, below, and never locks a field while it is only being checked.
    shouldFocusError: false,
  });
  const { formState } = form;
  // Fields lock only while a valid form is being sent. A submit that ends in messages (the
  // validation takes a moment on a busy phone) must not lock them, or the characters typed
  // meanwhile are lost.
  const [sending, setSending] = useState(false);

  /**
   * Props for a `FormField`, `FormTextareaField` or `FormSelectField` bound to `name`: the
   * registration, its message, and disabled while the form is submitting (product.md#validation).
   */
  const field = <Name extends FieldPath<Input>>(
    name: Name,
    rules?: Pick<RegisterOptions<Input, Name>, 'deps'>,
  ) => ({
    ...form.register(name, rules),
    error: form.getFieldState(name, formState).error?.message,
    disabled: sending,
  });

  /** `handleSubmit` that locks the fields while sending, and otherwise moves the focus to the first invalid field on the page. */
  const handleSubmit: typeof form.handleSubmit = (onValid, onInvalid) =>
    form.handleSubmit(
      async (values, event) => {
        setSending(true);
        try {
          return await onValid(values, event);
        } finally {
          setSending(false);
        }
      },
      async (errors, event) => {
        const first = firstInvalidControl(event?.target, errors);
        if (first instanceof HTMLElement && isFocusable(first)) first.focus();
        else if (first) form.setFocus(first.getAttribute('name') as FieldPath<Input>);
        await onInvalid?.(errors, event);
      },
    );

  /** `sending` locks a form's other controls (selects, sliders) as `field` locks its fields. */
  return { ...form, handleSubmit, field, sending };
}

/** The submitted form's first control, in the order the parent sees them, that has an error. */
function firstInvalidControl(form: unknown, errors: FieldErrors): Element | undefined {
  if (!(form instanceof HTMLFormElement)) return undefined;
  return Array.from(form.elements).find((control) => {
    const name = control.getAttribute('name');
    return name !== null && get(errors, name) !== undefined;
  });
}

/**
 * A control the parent can reach. A custom select's hidden native `<select>` carries the field's
 * name but not the focus: react-hook-form's own `setFocus` focuses its trigger, a moment later.
 */
function isFocusable(control: HTMLElement) {
  return (
    !control.hasAttribute('disabled') &&
    control.getAttribute('type') !== 'hidden' &&
    control.closest('[aria-hidden="true"]') === null
  );
}
