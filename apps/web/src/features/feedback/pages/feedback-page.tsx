import { MessageSquareHeart } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function FeedbackPage() {
  return (
    <PagePlaceholder
      icon={MessageSquareHeart}
      heading="Feedback"
      description="Soon you can send us feedback, suggestions, complaints or advice from here."
    />
  );
}
