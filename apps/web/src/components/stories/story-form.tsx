import { SETTINGS, THEMES, type Setting } from '@littlestar/shared/catalog';
import {
  STORY_FREE_TEXT_MAX_LENGTH,
  storyInputSchema,
  type Story,
  type StoryInput,
  type StoryInputValues,
} from '@littlestar/shared/stories';
import { STORY_TITLE_MAX_LENGTH } from '@littlestar/shared/story';
import {
  STORY_LANGUAGE_NAMES,
  STORY_LANGUAGES,
  type StoryLanguage,
} from '@littlestar/shared/languages';
import type { Control, DefaultValues, UseFormReturn } from 'react-hook-form';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import type { CastMember } from '@littlestar/shared/cast';
import { ChoiceField } from '@/components/choice-field';
import { FormField, FormTextareaField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/i18n/language-context';
import { useZodForm } from '@/lib/use-zod-form';
import {
  CastPicker,
  castEntriesOf,
  castInputOf,
  castRowSelector,
  type CastChildChoice,
  type CastEntry,
} from './cast-picker';

/** The form's starting values: blank for a new story, the saved ones when editing. */
export function storyFormValues(story?: Story): DefaultValues<StoryInputValues> {
  // No theme or setting yet: the selects show their 'Select a …' prompt.
  if (!story) return { title: '', conflict: '', moral: '' };
  return {
    language: story.language,
    title: story.title,
    theme: story.theme,
    setting: story.setting,
    conflict: story.conflict ?? '',
    moral: story.moral ?? '',
  };
}

/** A setting's key in `stories.catalog.settings` ('magical kingdom' → 'magicalKingdom'). */
const SETTING_KEYS = {
  forest: 'forest',
  ocean: 'ocean',
  space: 'space',
  'magical kingdom': 'magicalKingdom',
  city: 'city',
  mountain: 'mountain',
  jungle: 'jungle',
  desert: 'desert',
  school: 'school',
  underwater: 'underwater',
} as const satisfies Record<Setting, string>;

/** Themes and settings in the interface's language ('Magical Kingdom'), sent lowercase (product.md#story-form). */
function useCatalogOptions() {
  const t = useTranslations('stories.catalog');
  return {
    themes: THEMES.map((value) => ({ value, label: t(`themes.${value}`) })),
    settings: SETTINGS.map((value) => ({ value, label: t(`settings.${SETTING_KEYS[value]}`) })),
  };
}

/**
 * product.md#story-language: a new story's language. The shared rule (`defaultStoryLanguage`)
 * is English; the form starts at the interface's language where this server writes it, so a
 * parent reading Littlestar in Hindi is offered a Hindi book, else at English.
 */
function useDefaultStoryLanguage(languages: readonly StoryLanguage[] | undefined): StoryLanguage {
  const { language } = useLanguage();
  return languages?.includes(language) ? language : 'en';
}

/**
 * The languages are every one until the site facts arrive: a new story's language the parent
 * has not changed follows its start, so it never stays on one this server turns out not to write.
 */
function useStartFollowsLanguages(
  {
    getValues,
    setValue,
  }: Pick<UseFormReturn<StoryInputValues, unknown, StoryInput>, 'getValues' | 'setValue'>,
  startLanguage: StoryLanguage,
  isNew: boolean,
) {
  const startedAt = useRef(startLanguage);
  useEffect(() => {
    if (!isNew || startedAt.current === startLanguage) return;
    if (getValues('language') === startedAt.current) setValue('language', startLanguage);
    startedAt.current = startLanguage;
  }, [isNew, startLanguage, getValues, setValue]);
}

/**
 * product.md#story-language: every language, those this server cannot write shown but not
 * choosable, with the sentence that says why (the offline writer writes English only). A form
 * that asks starts at the interface's language where offered (`useDefaultStoryLanguage`).
 */
function LanguageField({
  control,
  languages,
  disabled,
}: {
  control: Control<StoryInputValues, unknown, StoryInput>;
  languages: readonly StoryLanguage[];
  disabled: boolean;
}) {
  const t = useTranslations('stories.form');
  const options = STORY_LANGUAGES.map((value) => ({
    value,
    label: STORY_LANGUAGE_NAMES[value],
    disabled: !languages.includes(value),
  }));
  return (
    <ChoiceField
      control={control}
      name="language"
      label={t('language')}
      options={options}
      hint={languages.includes('hi') ? undefined : t('hindiUnavailable')}
      disabled={disabled}
    />
  );
}

/**
 * Title, theme, setting and the optional conflict and moral (product.md#story-form), checked by the
 * shared `storyInputSchema`, so the messages are the spec's and the payload is what the
 * server accepts: themes and settings lowercase, blank optional text left out.
 * Used by /child/:childId/create-story and /story/:storyId/edit.
 */
export function StoryForm({
  defaultValues,
  submitLabel,
  busyLabel,
  onSubmit,
  cast,
  languages,
}: {
  defaultValues: DefaultValues<StoryInputValues>;
  submitLabel: string;
  busyLabel: string;
  /** Resolves when the save is done (or has failed and said so). */
  onSubmit: (input: StoryInput) => Promise<void>;
  /**
   * product.md#cast: offers "Who else is in this story?" with these of the parent's other
   * ready children (the demo's form has no cast). `saved` is the story's cast when editing.
   */
  cast?: { choices: readonly CastChildChoice[]; saved?: readonly CastMember[] };
  /** The languages this server writes books in; absent, the form asks for none (English). */
  languages?: readonly StoryLanguage[];
}) {
  const t = useTranslations('stories.form');
  const catalog = useCatalogOptions();
  const startLanguage = useDefaultStoryLanguage(languages);
  const form = useZodForm<StoryInputValues, StoryInput>(storyInputSchema, {
    // A form that asks for the language starts at the interface's, where it is offered.
    defaultValues: languages ? { language: startLanguage, ...defaultValues } : defaultValues,
  });
  useStartFollowsLanguages(form, startLanguage, languages !== undefined && !defaultValues.language);
  const { isSubmitting } = form.formState;
  const [castEntries, setCastEntries] = useState<CastEntry[]>(() => castEntriesOf(cast?.saved));
  const [castErrors, setCastErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const formRef = useRef<HTMLFormElement>(null);
  const hadCast = (cast?.saved?.length ?? 0) > 0;
  // Once the parent has changed the cast, it is always sent: a second submit on the create page
  // updates the story it saved, where a cast left out would keep the companions removed since.
  const [castTouched, setCastTouched] = useState(false);
  const focusCastRow = useRef<string | null>(null);
  useEffect(() => {
    if (isSubmitting || !focusCastRow.current) return;
    formRef.current?.querySelector<HTMLElement>(castRowSelector(focusCastRow.current))?.focus();
    focusCastRow.current = null;
  }, [isSubmitting, castErrors]);

  const changeCast = (entries: CastEntry[]) => {
    setCastEntries(entries);
    setCastTouched(true);
    // A message goes as soon as its row is fixed (or removed), as the other fields' do.
    if (castErrors.size > 0) {
      const checked = castInputOf(entries);
      setCastErrors('errors' in checked ? checked.errors : new Map());
    }
  };

  const submit = async (input: StoryInput) => {
    if (!cast) return onSubmit(input);
    const checked = castInputOf(castEntries);
    if ('errors' in checked) {
      setCastErrors(checked.errors);
      // Focused once the submit is over: the fields are locked until then.
      focusCastRow.current = checked.errors.keys().next().value ?? null;
      return;
    }
    setCastErrors(new Map());
    // A parent who never touched the cast sends exactly what the form sent before it.
    return onSubmit(
      checked.cast.length > 0 || hadCast || castTouched ? { ...input, cast: checked.cast } : input,
    );
  };

  return (
    <form
      ref={formRef}
      noValidate
      className="grid gap-5"
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      <FormField
        label={t('title')}
        autoComplete="off"
        placeholder={t('titlePlaceholder')}
        maxLength={STORY_TITLE_MAX_LENGTH}
        {...form.field('title')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <ChoiceField
          control={form.control}
          name="theme"
          label={t('theme')}
          placeholder={t('themePlaceholder')}
          options={catalog.themes}
          disabled={form.sending}
        />
        <ChoiceField
          control={form.control}
          name="setting"
          label={t('setting')}
          placeholder={t('settingPlaceholder')}
          options={catalog.settings}
          disabled={form.sending}
        />
      </div>
      <FormField
        label={t('conflict')}
        autoComplete="off"
        placeholder={t('conflictPlaceholder')}
        maxLength={STORY_FREE_TEXT_MAX_LENGTH}
        {...form.field('conflict')}
      />
      <FormTextareaField
        label={t('moral')}
        rows={2}
        maxLength={STORY_FREE_TEXT_MAX_LENGTH}
        placeholder={t('moralPlaceholder')}
        className="min-h-20 resize-y"
        {...form.field('moral')}
      />
      {languages ? (
        <LanguageField control={form.control} languages={languages} disabled={form.sending} />
      ) : null}
      {cast ? (
        <CastPicker
          entries={castEntries}
          onChange={changeCast}
          choices={cast.choices}
          errors={castErrors}
          disabled={form.sending}
        />
      ) : null}
      <Button type="submit" size="lg" disabled={isSubmitting} className="justify-self-end">
        {isSubmitting ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
