import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Sparkles } from 'lucide-react';

/** Body of a page whose feature has not landed yet: the spec's heading and one sentence. */
export function PagePlaceholder({
  heading,
  description,
  icon: Icon = Sparkles,
  children,
}: {
  heading: string;
  description: string;
  icon?: LucideIcon;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="mb-6 grid size-16 place-items-center rounded-3xl bg-brand-100 text-brand-600 shadow-sm dark:bg-brand-900/50 dark:text-brand-300">
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{heading}</h1>
      <p className="mt-3 max-w-xl text-base text-pretty text-muted-foreground sm:text-lg">
        {description}
      </p>
      {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </section>
  );
}
