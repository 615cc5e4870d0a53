import {
  FEEDBACK_MESSAGE_MAX_LENGTH,
  FEEDBACK_TYPES,
  feedbackInputSchema,
  feedbackMessages,
  type FeedbackInput,
} from '@littlestar/shared/feedback';
import { useMemo } from 'react';
import { useTranslations } from 'use-intl';
import { z } from 'zod';
import { ChoiceField } from '@/components/choice-field';
import { FormTextareaField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { useZodForm } from '@/lib/use-zod-form';

type FeedbackValues = z.input<typeof feedbackInputSchema>;

type MessageError = 'messageTooShort' | 'messageTooLong' | 'messageInvalid' | 'messageMarkup';

/** The shared schema's English messages for the message field, by their key in feedback.form. */
const MESSAGE_ERRORS = new Map<string, MessageError>([
  [feedbackMessages.messageTooShort, 'messageTooShort'],
  [`Message must be at most ${FEEDBACK_MESSAGE_MAX_LENGTH} characters`, 'messageTooLong'],
  ['Message must not contain control characters', 'messageInvalid'],
  ['Message must be plain text, not markup', 'messageMarkup'],
]);

/**
 * Message type and message (product.md#feedback), checked by the shared schema so the messages are
 * the spec's and the payload is what the server takes.
 */
export function FeedbackForm({
  onSubmit,
}: {
  /** Resolves when the message is sent (or has failed and said so). */
  onSubmit: (input: FeedbackInput) => Promise<void>;
}) {
  const t = useTranslations('feedback.form');
  // The shared schema (also the server's) with the type's message in the interface's language:
  // the choice field shows its own error, which the form cannot translate on the way.
  const schema = useMemo(
    () =>
      feedbackInputSchema.extend({ type: z.enum(FEEDBACK_TYPES, { error: t('typeRequired') }) }),
    [t],
  );
  const form = useZodForm<FeedbackValues, FeedbackInput>(schema, {
    defaultValues: { message: '' },
  });
  const typeOptions = FEEDBACK_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }));
  const messageField = form.field('message');
  const messageError = messageField.error && MESSAGE_ERRORS.get(messageField.error);
  const { isSubmitting } = form.formState;
  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
    >
      <ChoiceField
        control={form.control}
        name="type"
        label={t('type')}
        placeholder={t('typePlaceholder')}
        options={typeOptions}
        disabled={form.sending}
      />
      <FormTextareaField
        label={t('message')}
        rows={6}
        maxLength={FEEDBACK_MESSAGE_MAX_LENGTH}
        placeholder={t('messagePlaceholder')}
        className="resize-y"
        {...messageField}
        error={messageError ? t(messageError) : messageField.error}
      />
      <Button type="submit" size="lg" disabled={isSubmitting} className="justify-self-end">
        {isSubmitting ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
