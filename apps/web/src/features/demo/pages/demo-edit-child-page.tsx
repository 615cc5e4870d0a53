import { BookOpen, UserRoundPlus } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { ChildAvatar } from '@/components/child-avatar';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDemoChild } from '../api/get-demo-child';

/**
 * /demo/child/:childId/edit (product.md#demo-children). Demo children are shared by every
 * visitor, so nobody may change them: the page shows who the child is, says why the profile
 * stays as it is, and offers the two ways on (this child's books, or a child of one's own).
 */
export function DemoEditChildPage() {
  const { childId = '' } = useParams();
  const child = useDemoChild(childId);

  return (
    <section className="mx-auto grid w-full max-w-xl justify-items-center gap-5 px-4 py-16 text-center sm:py-24">
      {child.isPending ? (
        <Spinner className="[&_svg]:size-8" label="Loading the demo child" />
      ) : child.isError ? (
        <>
          <h1 className="text-3xl font-extrabold tracking-tight text-balance">
            No such demo child
          </h1>
          <p className="text-pretty text-muted-foreground">
            This demo child does not exist. Choose one from the free trial.
          </p>
          <Button asChild size="lg">
            <Link to={paths.demoChildren.href()}>Back to Demo Children</Link>
          </Button>
        </>
      ) : (
        <>
          <ChildAvatar
            name={child.data.name}
            pronouns={child.data.pronouns}
            imageUrl={child.data.avatar_url}
            alt={`Drawing of ${child.data.name}`}
            className="size-20 ring-2"
          />
          <h1 className="text-3xl font-extrabold tracking-tight text-balance">
            {child.data.name}, {child.data.age} years old
          </h1>
          <p className="text-pretty text-muted-foreground">{child.data.description}</p>
          <p className="text-pretty">
            Demo children are shared by everyone trying Littlestar, so their profiles stay as they
            are. Add your own child to choose the name, age and look yourself.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to={paths.createChild.href()}>
                <UserRoundPlus aria-hidden="true" />
                Add Your Child
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.demoChildStories.href(child.data.id)}>
                <BookOpen aria-hidden="true" />
                {`View ${child.data.name}'s stories`}
              </Link>
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
