import { BookOpen, UserRoundPlus } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslations } from 'use-intl';
import { paths } from '@/config/paths';
import { ChildAvatar } from '@/components/child-avatar';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDemoChild } from '../api/get-demo-child';
import { usePageIn } from '@/i18n/use-page-in';

/**
 * /demo/child/:childId/edit (product.md#demo-children). Demo children are shared by every
 * visitor, so nobody may change them: the page shows who the child is, says why the profile
 * stays as it is, and offers the two ways on (this child's books, or a child of one's own).
 */
export function DemoEditChildPage() {
  const { childId = '' } = useParams();
  const t = useTranslations('demo.editChildPage');
  const pageIn = usePageIn();
  const child = useDemoChild(childId);

  return (
    <section className="mx-auto grid w-full max-w-xl justify-items-center gap-5 px-4 py-16 text-center sm:py-24">
      {child.isPending ? (
        <Spinner className="[&_svg]:size-8" label={t('loading')} />
      ) : child.isError ? (
        <>
          <h1 className="text-3xl font-extrabold tracking-tight text-balance">
            {t('missingTitle')}
          </h1>
          <p className="text-pretty text-muted-foreground">{t('missingText')}</p>
          <Button asChild size="lg">
            <Link to={pageIn(paths.demoChildren.href())}>{t('backToDemoChildren')}</Link>
          </Button>
        </>
      ) : (
        <>
          <ChildAvatar
            name={child.data.name}
            pronouns={child.data.pronouns}
            imageUrl={child.data.avatar_url}
            alt={t('avatarAlt', { name: child.data.name })}
            className="size-20 ring-2"
          />
          <h1 className="text-3xl font-extrabold tracking-tight text-balance">
            {t('heading', { name: child.data.name, age: child.data.age })}
          </h1>
          <p className="text-pretty text-muted-foreground">{child.data.description}</p>
          <p className="text-pretty">{t('shared')}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to={paths.createChild.href()}>
                <UserRoundPlus aria-hidden="true" />
                {t('addChild')}
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.demoChildStories.href(child.data.id)}>
                <BookOpen aria-hidden="true" />
                {t('viewStories', { name: child.data.name })}
              </Link>
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
