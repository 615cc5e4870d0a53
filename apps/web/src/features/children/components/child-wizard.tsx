import { childMessages, type Child, type ChildInput } from '@littlestar/shared/children';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/app/paths';
import { Card } from '@/components/ui/card';
import { useCreateChild } from '../api/create-child';
import { useUpdateChild } from '../api/update-child';
import { usePhotoSelection } from '../hooks/use-photo-selection';
import { errorText, isPaymentRequired } from '../utils/error-text';
import { ChildDetailsForm, emptyChildDetails } from './child-details-form';
import { PhotoStep } from './photo-step';
import { StepIndicator } from './step-indicator';

/**
 * The two-step wizard of /create-child and /child/:childId/edit (spec §2, §4): details are
 * saved (POST or PUT) before the photos step. A child left at step 2 stays not_started and
 * can be finished later from its card's Edit Profile.
 */
export function ChildWizard({
  mode,
  child: initialChild,
}: {
  mode: 'create' | 'edit';
  /** The child being edited (edit mode). */
  child?: Child;
}) {
  const [step, setStep] = useState<1 | 2>(1);
  const [child, setChild] = useState<Child | undefined>(initialChild);
  const selection = usePhotoSelection();
  const createChild = useCreateChild();
  const updateChild = useUpdateChild();
  const navigate = useNavigate();

  const saveDetails = async (input: ChildInput) => {
    try {
      // Create mode saves once; going on from there edits what was created.
      const saved = child
        ? await updateChild.mutateAsync({ childId: child.id, input })
        : await createChild.mutateAsync(input);
      toast.success(mode === 'create' ? childMessages.created : childMessages.updated);
      setChild(saved);
      setStep(2);
    } catch (error) {
      const fallback = child ? childMessages.updateFailed : childMessages.createFailed;
      toast.error(errorText(error, fallback), {
        ...(isPaymentRequired(error)
          ? {
              action: {
                label: 'Add credits',
                onClick: () => void navigate(paths.addCredits.href()),
              },
            }
          : {}),
      });
    }
  };

  const details: ChildInput = child
    ? { name: child.name, age: child.age, pronouns: child.pronouns }
    : emptyChildDetails;

  return (
    <Card className="grid gap-6 p-5 sm:p-8">
      <StepIndicator step={step} />
      {step === 1 ? (
        <>
          <div className="grid gap-1">
            <h2 className="text-xl font-extrabold">Tell us about your child</h2>
            {mode === 'create' ? (
              <p className="text-sm text-muted-foreground">
                Creating a profile uses a credit from your balance.
              </p>
            ) : null}
          </div>
          <ChildDetailsForm
            // A fresh form when the saved child changes (back from step 2).
            key={child?.id ?? 'new'}
            mode={mode}
            initialValues={details}
            submitLabel={mode === 'create' ? 'Create Profile' : 'Update Profile'}
            busyLabel={mode === 'create' ? 'Creating...' : 'Updating...'}
            onSubmit={saveDetails}
          />
        </>
      ) : (
        <>
          <div className="grid gap-1">
            <h2 className="text-xl font-extrabold">Photos of {child?.name ?? 'your child'}</h2>
            <p className="text-sm text-muted-foreground">
              Training takes about 10 to 20 minutes; we will e-mail you when{' '}
              {child?.name ?? 'your child'} is ready.
            </p>
          </div>
          <PhotoStep
            childId={child?.id}
            childName={child?.name ?? ''}
            photos={selection.photos}
            onAdd={selection.add}
            onRemove={selection.remove}
            onBack={mode === 'edit' ? () => setStep(1) : undefined}
          />
        </>
      )}
    </Card>
  );
}
