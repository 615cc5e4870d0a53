import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormSelectField, type SelectOption } from '@/components/form-field';

/**
 * A select bound as a controlled field, so it always shows the form's value. A registered
 * (uncontrolled) select can lose its default: react-hook-form takes the DOM's choice instead
 * when it thinks the select was changed before the form was ready (and under happy-dom, which
 * lacks `select.size` and `option.defaultSelected`, it always thinks so).
 */
export function ChoiceField<Values extends FieldValues, Output extends FieldValues>({
  control,
  name,
  label,
  placeholder,
  options,
  disabled,
  hint,
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: string;
  /** A first, empty choice; absent for a field that always has a value (its default). */
  placeholder?: string;
  options: readonly SelectOption[];
  disabled: boolean;
  /** A note under the select, tied to it (why an option cannot be chosen). */
  hint?: string | undefined;
}) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  return (
    <FormSelectField
      label={label}
      {...(placeholder === undefined ? {} : { placeholder })}
      options={options}
      error={fieldState.error?.message}
      hint={hint}
      disabled={disabled}
      ref={ref}
      name={name}
      value={value ?? ''}
      onChange={onChange}
      onBlur={onBlur}
      className="cursor-pointer px-3"
    />
  );
}
