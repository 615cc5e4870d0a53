import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

/** What a control needs to be tied to its label and its message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: string;
  /** The field's validation message, shown under it and announced. */
  error?: string | undefined;
  /**
   * A live note under the field (a word count), tied to it by aria-describedby and read out
   * politely as it changes.
   */
  hint?: ReactNode;
}

/**
 * A label, any control, and the control's validation message tied to it by aria-describedby.
 * The inputs below are built on it; a custom control (a Radix select, a slider) can be too:
 * `<Field label="Theme" error={error}>{(aria) => <MyControl {...aria} />}</Field>`.
 */
export function Field({
  label,
  error,
  hint,
  children,
}: FieldProps & { children: (control: FieldControlProps) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : undefined, hint ? hintId : undefined].filter(Boolean);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
      })}
      {hint ? (
        <p id={hintId} aria-live="polite" className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-semibold text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface FormFieldProps extends FieldProps, Omit<ComponentProps<'input'>, 'id'> {}

/** A labelled input; spread `form.field(name)` of `useZodForm` (or `register`) into it. */
export function FormField({ label, error, hint, ...inputProps }: FormFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <Input {...control} {...inputProps} />}
    </Field>
  );
}

/** The look of an Input, for the other native controls. */
const controlClass =
  'w-full min-w-0 rounded-2xl border-2 bg-background px-4 text-base text-foreground transition-colors placeholder:text-muted-foreground/70 hover:border-brand-200 focus-visible:border-brand-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive sm:text-sm dark:bg-muted/40 dark:hover:border-brand-800';

export interface FormTextareaFieldProps
  extends FieldProps, Omit<ComponentProps<'textarea'>, 'id'> {}

/** A labelled textarea, bound like `FormField`. */
export function FormTextareaField({
  label,
  error,
  hint,
  className,
  ...textareaProps
}: FormTextareaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <textarea
          className={cn(controlClass, 'min-h-24 py-2.5', className)}
          {...control}
          {...textareaProps}
        />
      )}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  /** Shown but not choosable; the field's hint says why. */
  disabled?: boolean;
}

export interface FormSelectFieldProps extends FieldProps, Omit<ComponentProps<'select'>, 'id'> {
  options: readonly SelectOption[];
  /** A first, empty choice ('Select a theme'): the field starts unanswered. */
  placeholder?: string;
}

/**
 * A labelled native select, bound like `FormField`. With a `placeholder` and no default for
 * the field, it starts unanswered ('') and the schema's required message shows until a
 * choice is made.
 */
export function FormSelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  className,
  ...selectProps
}: FormSelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <select className={cn(controlClass, 'h-11', className)} {...control} {...selectProps}>
          {placeholder !== undefined ? (
            // Not disabled: a select picks its first enabled option when none is chosen.
            <option value="">{placeholder}</option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
