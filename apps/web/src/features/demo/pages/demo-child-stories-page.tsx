import { BookHeart } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function DemoChildStoriesPage() {
  return (
    <PagePlaceholder
      icon={BookHeart}
      heading="Demo Stories"
      description="Stories that other families made for this demo child will appear here."
    />
  );
}
