import type { ReactNode } from 'react';

export function SectionHeading({
  eyebrow,
  title,
  children,
  id,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
  id?: string;
}) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center sm:mb-14">
      <p className="text-sm font-extrabold tracking-widest text-brand-700 uppercase dark:text-brand-300">
        {eyebrow}
      </p>
      <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {children ? (
        <p className="mt-4 text-base text-pretty text-muted-foreground sm:text-lg">{children}</p>
      ) : null}
    </div>
  );
}
