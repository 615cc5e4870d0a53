import { BookOpenText, Download, Images } from 'lucide-react';
import { SectionHeading } from './section-heading';

/**
 * Stands in for the demo video (spec §1): the app runs offline, so instead of an external
 * embed this panel shows what a finished book offers. The tiles are darkened so their
 * white text keeps at least 4.5:1 contrast (WCAG AA) over every part of the gradient.
 */
export function DemoPreview() {
  return (
    <section aria-labelledby="demo-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading
        id="demo-title"
        eyebrow="See it in action"
        title="From a few photos to a finished book"
      >
        What every finished book gives you, ready to read and keep.
      </SectionHeading>
      <div className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 p-6 text-white shadow-xl shadow-brand-700/20 sm:p-10">
        <div
          aria-hidden="true"
          className="absolute -top-16 -right-16 size-64 rounded-full bg-white/10"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-24 -left-10 size-72 rounded-full bg-white/10"
        />
        <div className="relative grid gap-6 sm:grid-cols-3">
          {[
            {
              Icon: Images,
              title: 'Illustrated pages',
              text: 'Your child drawn into every scene.',
            },
            {
              Icon: BookOpenText,
              title: 'Flipbook reader',
              text: 'Turn the pages like a real book.',
            },
            { Icon: Download, title: 'PDF to keep', text: 'Print it, gift it, read it again.' },
          ].map(({ Icon, title, text }) => (
            <div key={title} className="rounded-3xl bg-brand-950/40 p-5 ring-1 ring-white/20">
              <Icon aria-hidden="true" className="size-7" />
              <h3 className="mt-3 text-lg font-extrabold">{title}</h3>
              <p className="mt-1 text-sm text-white">{text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
