import type { DemoChild } from '@littlestar/shared/demo';
import { BookOpen } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { paths } from '@/config/paths';
import { ChildAvatar } from '@/components/child-avatar';
import { StoryImage } from '@/components/story-image';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { pronounKey } from '../utils/pronoun-words';

/** One demo child: a book cover starring them, who they are, and a way to their shelf. */
export function DemoChildCard({ child, first = false }: { child: DemoChild; first?: boolean }) {
  const nameId = useId();
  const t = useTranslations('demo.childCard');
  return (
    <Card
      role="article"
      aria-labelledby={nameId}
      data-child-id={child.id}
      className="flex flex-col overflow-hidden"
    >
      <div className="relative aspect-[4/3] overflow-hidden border-b bg-brand-50 dark:bg-brand-950">
        <StoryImage
          src={child.imageUrl}
          alt={t('coverAlt', { name: child.name })}
          className="size-full"
          priority={first}
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-center gap-3">
          {/* Drawn as the covers draw them, not a generic face. */}
          <ChildAvatar
            name={child.name}
            pronouns={child.pronouns}
            imageUrl={child.avatar_url}
            alt={t('avatarAlt', { name: child.name })}
            className="size-12 ring-2"
          />
          <div className="grid min-w-0">
            <h2 id={nameId} className="truncate text-xl font-extrabold">
              {child.name}
            </h2>
            <p className="text-sm font-semibold text-muted-foreground">
              {t('age', { age: child.age })}
            </p>
          </div>
        </div>
        <p className="text-sm text-pretty text-muted-foreground">{child.description}</p>
        <p className="text-sm font-semibold text-pretty">
          {t('readThen', { pronoun: pronounKey(child.pronouns), name: child.name })}
        </p>
        <div className="mt-auto pt-1">
          <Button asChild size="sm">
            <Link
              to={paths.demoChildStories.href(child.id)}
              aria-label={t('viewStoriesLabel', { name: child.name })}
            >
              <BookOpen aria-hidden="true" />
              {t('viewStories')}
            </Link>
          </Button>
        </div>
      </div>
    </Card>
  );
}
