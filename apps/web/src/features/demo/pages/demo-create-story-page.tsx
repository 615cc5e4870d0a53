import { WandSparkles } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function DemoCreateStoryPage() {
  return (
    <PagePlaceholder
      icon={WandSparkles}
      heading="Create Your Free Story"
      description="Each demo child allows 1 free story; the story form is on its way."
    />
  );
}
