import { UserRoundPen } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function DemoEditChildPage() {
  return (
    <PagePlaceholder
      icon={UserRoundPen}
      heading="Edit Demo Child"
      description="Editing a demo child’s profile is on its way."
    />
  );
}
