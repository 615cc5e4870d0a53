import {
  DEFAULT_CHILD_AGE,
  DEFAULT_PRONOUNS,
  MAX_CHILD_AGE,
  MIN_CHILD_AGE,
  PRONOUNS,
  type Pronouns,
} from '@littlestar/shared/catalog';
import { childInputSchema, type ChildInput } from '@littlestar/shared/children';
import { DEVANAGARI_NAME_MAX_LENGTH } from '@littlestar/shared/languages';
import { useId } from 'react';
import { Controller, type UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Slider } from '@/components/ui/slider';
import { cn } from '@/lib/cn';
import { useZodForm } from '@/lib/use-zod-form';

/** Each pronoun choice's text. */
const PRONOUN_KEYS = {
  'he/him': 'heHim',
  'she/her': 'sheHer',
  'they/them': 'theyThem',
  other: 'other',
} as const satisfies Record<Pronouns, string>;

/** Spec order puts the default first. */
const PRONOUN_CHOICES: Pronouns[] = [
  DEFAULT_PRONOUNS,
  ...PRONOUNS.filter((value) => value !== DEFAULT_PRONOUNS),
];

export const emptyChildDetails: ChildInput = {
  name: '',
  name_devanagari: null,
  age: DEFAULT_CHILD_AGE,
  pronouns: DEFAULT_PRONOUNS,
};

/** One pronoun as a radio button in a box, marked when chosen. */
function PronounChoice({
  value,
  isChecked,
  registration,
}: {
  value: Pronouns;
  isChecked: boolean;
  registration: UseFormRegisterReturn<'pronouns'>;
}) {
  const t = useTranslations('children.detailsForm.pronounChoices');
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center justify-center gap-2 rounded-2xl border-2 px-3 py-2.5 text-sm font-bold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        isChecked
          ? 'border-brand-500 bg-brand-50 text-brand-800 dark:bg-brand-900/50 dark:text-brand-100'
          : 'hover:border-brand-200 dark:hover:border-brand-800',
      )}
    >
      <input type="radio" value={value} className="size-4 accent-brand-600" {...registration} />
      {t(PRONOUN_KEYS[value])}
    </label>
  );
}

/** Step 1: name, the name in Devanagari (optional), age (slider 3–10) and pronouns. */
export function ChildDetailsForm({
  mode,
  initialValues,
  submitLabel,
  busyLabel,
  onSubmit,
}: {
  mode: 'create' | 'edit';
  initialValues: ChildInput;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (input: ChildInput) => Promise<void>;
}) {
  const form = useZodForm(childInputSchema, { defaultValues: initialValues });
  const { isSubmitting } = form.formState;
  const ageLabelId = useId();
  const pronouns = form.watch('pronouns');
  const submit = form.handleSubmit((input) => onSubmit(input));
  const t = useTranslations('children.detailsForm');

  return (
    <form
      noValidate
      className="grid gap-6"
      onSubmit={(event) => {
        // The edit form also says so in a toast (product.md#child-wizard).
        if (mode === 'edit' && !form.getValues('name').trim()) {
          toast.error(t('fillRequired'));
        }
        void submit(event);
      }}
    >
      <FormField
        label={t('name')}
        autoComplete="off"
        placeholder={t('namePlaceholder')}
        maxLength={60}
        {...form.field('name')}
      />

      <FormField
        label={t('nameDevanagari')}
        hint={t('nameDevanagariHint')}
        lang="hi"
        autoComplete="off"
        placeholder="आरव"
        maxLength={DEVANAGARI_NAME_MAX_LENGTH}
        {...form.field('name_devanagari')}
      />

      <div className="grid gap-2">
        <div className="flex items-baseline justify-between">
          <Label id={ageLabelId} asChild>
            <span>{t('age')}</span>
          </Label>
          <span
            className="text-sm font-extrabold text-brand-700 dark:text-brand-300"
            aria-hidden="true"
          >
            {t('ageValue', { age: form.watch('age') })}
          </span>
        </div>
        <Controller
          control={form.control}
          name="age"
          render={({ field }) => (
            <Slider
              min={MIN_CHILD_AGE}
              max={MAX_CHILD_AGE}
              step={1}
              value={[field.value]}
              disabled={form.sending}
              onValueChange={([value]) => {
                if (value !== undefined) field.onChange(value);
              }}
              onBlur={field.onBlur}
              thumbLabel={t('age')}
              thumbProps={{ 'aria-valuetext': t('ageValue', { age: field.value }) }}
            />
          )}
        />
        <div
          className="flex justify-between text-xs font-semibold text-muted-foreground"
          aria-hidden="true"
        >
          <span>{MIN_CHILD_AGE}</span>
          <span>{MAX_CHILD_AGE}</span>
        </div>
      </div>

      <fieldset className="grid gap-2" disabled={form.sending}>
        <legend className="mb-2 text-sm font-bold">{t('pronouns')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {PRONOUN_CHOICES.map((value) => (
            <PronounChoice
              key={value}
              value={value}
              isChecked={pronouns === value}
              registration={form.register('pronouns')}
            />
          ))}
        </div>
      </fieldset>

      <Button type="submit" size="lg" disabled={isSubmitting} className="justify-self-end">
        {isSubmitting ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
