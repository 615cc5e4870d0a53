import { PencilLine } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function EditStoryPage() {
  return (
    <PagePlaceholder
      icon={PencilLine}
      heading="Edit Story"
      description="Update your story details and generate a new version."
    />
  );
}
