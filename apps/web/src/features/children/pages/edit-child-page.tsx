import { UserRoundPen } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function EditChildPage() {
  return (
    <PagePlaceholder
      icon={UserRoundPen}
      heading="Edit Child Profile"
      description="Editing a child’s name, age, pronouns and photos is on its way."
    />
  );
}
