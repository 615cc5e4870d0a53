import { childMessages, type Child, type ChildInput } from '@littlestar/shared/children';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { Card } from '@/components/ui/card';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useUpdateChild } from '../api/update-child';
import { ChildDetailsForm } from './child-details-form';

/**
 * A ready child's name, age and pronouns, corrected in place: no steps and no photos (those
 * trained the likeness, which stays as it is), so a typo costs one save.
 */
export function TrainedChildDetails({ child }: { child: Child }) {
  const updateChild = useUpdateChild();
  const navigate = useNavigate();

  const save = async (input: ChildInput) => {
    try {
      await updateChild.mutateAsync({ childId: child.id, input });
      toast.success(childMessages.updated);
      await navigate(paths.children.href());
    } catch (error) {
      toast.error(apiErrorMessage(error, childMessages.updateFailed));
    }
  };

  return (
    <Card className="grid gap-6 p-5 sm:p-8">
      <div className="grid gap-1">
        <h2 className="text-xl font-extrabold">About {child.name}</h2>
        <p className="text-sm text-pretty text-muted-foreground">
          Correct the name, age or pronouns at any time. {child.name}’s photos and look stay as they
          are, so every picture still looks like {child.name}.
        </p>
      </div>
      <ChildDetailsForm
        mode="edit"
        initialValues={{
          name: child.name,
          name_devanagari: child.name_devanagari,
          age: child.age,
          pronouns: child.pronouns,
        }}
        submitLabel="Save Changes"
        busyLabel="Saving..."
        onSubmit={save}
      />
    </Card>
  );
}
