import { BookOpenText } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function StoryPreviewPage() {
  return (
    <PagePlaceholder
      icon={BookOpenText}
      heading="Story Preview"
      description="Preview the story before sharing it with your child — the reader and PDF download are on their way."
    />
  );
}
