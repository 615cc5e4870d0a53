import { SETTINGS, THEMES, toDisplayLabel } from '@littlestar/shared/catalog';
import {
  STORY_FREE_TEXT_MAX_LENGTH,
  storyInputSchema,
  type Story,
  type StoryInput,
  type StoryInputValues,
} from '@littlestar/shared/stories';
import { STORY_TITLE_MAX_LENGTH } from '@littlestar/shared/story';
import type { DefaultValues } from 'react-hook-form';
import { ChoiceField } from '@/components/choice-field';
import { FormField, FormTextareaField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { useZodForm } from '@/lib/use-zod-form';

/** The form's starting values: blank for a new story, the saved ones when editing. */
export function storyFormValues(story?: Story): DefaultValues<StoryInputValues> {
  // No theme or setting yet: the selects show their 'Select a …' prompt.
  if (!story) return { title: '', conflict: '', moral: '' };
  return {
    title: story.title,
    theme: story.theme,
    setting: story.setting,
    conflict: story.conflict ?? '',
    moral: story.moral ?? '',
  };
}

/** Shown capitalised, sent lowercase (product.md#story-form). */
const THEME_OPTIONS = THEMES.map((value) => ({ value, label: toDisplayLabel(value) }));
const SETTING_OPTIONS = SETTINGS.map((value) => ({ value, label: toDisplayLabel(value) }));

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
}: {
  defaultValues: DefaultValues<StoryInputValues>;
  submitLabel: string;
  busyLabel: string;
  /** Resolves when the save is done (or has failed and said so). */
  onSubmit: (input: StoryInput) => Promise<void>;
}) {
  const form = useZodForm<StoryInputValues, StoryInput>(storyInputSchema, { defaultValues });
  const { isSubmitting } = form.formState;

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
    >
      <FormField
        label="Story Title"
        autoComplete="off"
        placeholder="Maya and the Moonlit Forest"
        maxLength={STORY_TITLE_MAX_LENGTH}
        {...form.field('title')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <ChoiceField
          control={form.control}
          name="theme"
          label="Theme"
          placeholder="Select a theme"
          options={THEME_OPTIONS}
          disabled={isSubmitting}
        />
        <ChoiceField
          control={form.control}
          name="setting"
          label="Setting"
          placeholder="Select a setting"
          options={SETTING_OPTIONS}
          disabled={isSubmitting}
        />
      </div>
      <FormField
        label="Conflict (optional)"
        autoComplete="off"
        placeholder="Afraid of the dark"
        maxLength={STORY_FREE_TEXT_MAX_LENGTH}
        {...form.field('conflict')}
      />
      <FormTextareaField
        label="Moral of the Story (optional)"
        rows={2}
        maxLength={STORY_FREE_TEXT_MAX_LENGTH}
        placeholder="Being brave means trying even when you feel scared"
        className="min-h-20 resize-y"
        {...form.field('moral')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting} className="justify-self-end">
        {isSubmitting ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
