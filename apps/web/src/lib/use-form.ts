import { useState, type ChangeEvent, type FormEvent } from 'react';
import { fieldErrorsFrom, type FieldErrors, type FieldIssue } from './form-errors';

type SafeParseResult<Output> =
  { success: true; data: Output } | { success: false; error: { issues: readonly FieldIssue[] } };

/** Any zod schema: the forms only need `safeParse`. */
export interface FormSchema<Output> {
  safeParse: (input: unknown) => SafeParseResult<Output>;
}

/**
 * A plain controlled form validated by a shared zod schema on submit. After the first
 * submit every change re-validates, so a message disappears as soon as it is fixed.
 */
export function useForm<Values extends Record<string, string>, Output>({
  schema,
  initialValues,
}: {
  schema: FormSchema<Output>;
  initialValues: Values;
}) {
  type Field = keyof Values & string;
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const errorsFor = (candidate: Values): FieldErrors<Field> => {
    const result = schema.safeParse(candidate);
    return result.success ? {} : fieldErrorsFrom<Field>(result.error.issues);
  };

  const setValue = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (hasTriedSubmit) setErrors(errorsFor(next));
  };

  /** Props for a FormField bound to `field`. */
  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    disabled: isSubmitting,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
  });

  const handleSubmit =
    (onValid: (data: Output) => Promise<void> | void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (isSubmitting) return;
      setHasTriedSubmit(true);
      const result = schema.safeParse(values);
      if (!result.success) {
        const nextErrors = fieldErrorsFrom<Field>(result.error.issues);
        setErrors(nextErrors);
        const firstInvalid = Object.keys(values).find((name) => nextErrors[name as Field]);
        const element = firstInvalid ? event.currentTarget.elements.namedItem(firstInvalid) : null;
        if (element instanceof HTMLElement) element.focus();
        return;
      }
      setErrors({});
      setIsSubmitting(true);
      void Promise.resolve(onValid(result.data)).finally(() => setIsSubmitting(false));
    };

  const reset = () => {
    setValues(initialValues);
    setErrors({});
    setHasTriedSubmit(false);
  };

  return { values, errors, isSubmitting, field, setValue, handleSubmit, reset };
}
