import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormProps,
} from 'react-hook-form';
import type { z } from 'zod';

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
  const form = useForm<Input, unknown, Output>({
    ...options,
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { formState } = form;
  // Fields lock only while a valid form is being sent. A submit that ends in messages (the
  // validation takes a moment on a busy phone) must not lock them, or the characters typed
  // meanwhile are lost.
  const sending = formState.isSubmitting && Object.keys(formState.errors).length === 0;

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

  return { ...form, field };
}
