import { BookOpenText } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function DemoStoryPreviewPage() {
  return (
    <PagePlaceholder
      icon={BookOpenText}
      heading="Story Preview"
      description="The demo story reader, with scroll and flipbook views, is on its way."
    />
  );
}
