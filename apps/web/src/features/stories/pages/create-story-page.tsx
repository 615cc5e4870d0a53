import { WandSparkles } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function CreateStoryPage() {
  return (
    <PagePlaceholder
      icon={WandSparkles}
      heading="Create a New Story"
      description="Soon you will pick a title, theme and setting, add an optional conflict and moral, and watch the story appear."
    />
  );
}
