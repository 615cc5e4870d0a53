import { z } from 'zod';
import { plainText } from './plain-text.js';

/** product.md#feedback: the kinds of message, capitalised as they are sent. */
export const FEEDBACK_TYPES = ['Feedback', 'Suggestion', 'Complaint', 'Advice'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_MESSAGE_MIN_LENGTH = 10;
export const FEEDBACK_MESSAGE_MAX_LENGTH = 2000;

/** product.md#feedback, word for word. */
export const feedbackMessages = {
  typeRequired: 'Please select a message type.',
  messageTooShort: 'Message must be at least 10 characters.',
  sent: "Thank you for your feedback! We'll get back to you soon.",
  failed: 'Failed to submit feedback. Please try again later.',
} as const;

/** How long the thank-you stays before the page goes to / (product.md#feedback). */
export const FEEDBACK_SUCCESS_TOAST_MS = 5000;

export const feedbackInputSchema = z.object({
  type: z.enum(FEEDBACK_TYPES, { error: feedbackMessages.typeRequired }),
  message: plainText('Message', {
    max: FEEDBACK_MESSAGE_MAX_LENGTH,
    min: { length: FEEDBACK_MESSAGE_MIN_LENGTH, message: feedbackMessages.messageTooShort },
  }),
});
export type FeedbackInput = z.infer<typeof feedbackInputSchema>;

/** What the form holds before a type is chosen. */
export type FeedbackForm = { type: FeedbackType | ''; message: string };

export const feedbackReceiptSchema = z.object({ id: z.string(), created_at: z.string() });
export type FeedbackReceipt = z.infer<typeof feedbackReceiptSchema>;
