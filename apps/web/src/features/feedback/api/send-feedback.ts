import {
  feedbackReceiptSchema,
  type FeedbackInput,
  type FeedbackReceipt,
} from '@littlestar/shared/feedback';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export async function sendFeedback(input: FeedbackInput): Promise<FeedbackReceipt> {
  return apiClient.post<FeedbackReceipt>('/feedback', input, { schema: feedbackReceiptSchema });
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
