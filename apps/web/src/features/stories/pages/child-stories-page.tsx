import { BookOpen } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function ChildStoriesPage() {
  return (
    <PagePlaceholder
      icon={BookOpen}
      heading="Stories"
      description="Every story you create for this child will be listed here."
    />
  );
}
