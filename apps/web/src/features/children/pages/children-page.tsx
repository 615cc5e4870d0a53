import { Users } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function ChildrenPage() {
  return (
    <PagePlaceholder
      icon={Users}
      heading="Your Little Stars"
      description="Your children’s profiles, their training status and their stories will live here."
    />
  );
}
