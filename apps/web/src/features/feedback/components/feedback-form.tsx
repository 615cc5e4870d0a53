import {
  FEEDBACK_MESSAGE_MAX_LENGTH,
  FEEDBACK_TYPES,
  feedbackInputSchema,
  type FeedbackInput,
} from '@littlestar/shared/feedback';
import type { z } from 'zod';
import { ChoiceField } from '@/components/choice-field';
import { FormTextareaField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { useZodForm } from '@/lib/use-zod-form';

type FeedbackValues = z.input<typeof feedbackInputSchema>;

const TYPE_OPTIONS = FEEDBACK_TYPES.map((type) => ({ value: type, label: type }));

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
  const form = useZodForm<FeedbackValues, FeedbackInput>(feedbackInputSchema, {
    defaultValues: { message: '' },
  });
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
        label="Message Type"
        placeholder="Select a message type"
        options={TYPE_OPTIONS}
        disabled={form.sending}
      />
      <FormTextareaField
        label="Message"
        rows={6}
        maxLength={FEEDBACK_MESSAGE_MAX_LENGTH}
        placeholder="Tell us what you liked, what could be better, or what went wrong."
        className="resize-y"
        {...form.field('message')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting} className="justify-self-end">
        {isSubmitting ? 'Submitting...' : 'Submit Feedback'}
      </Button>
    </form>
  );
}
