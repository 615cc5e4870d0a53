import {
  ArrowLeft,
  ChevronDown,
  CircleHelp,
  Clock,
  FileText,
  Mail,
  RotateCcw,
  ShieldCheck,
} from 'lucide-react';
import type { SiteFacts } from '@littlestar/shared/site-facts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths, type DetailsSection } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { useSiteFacts } from '@/lib/site-facts-query';
import { faceReferenceText, photoCareText, timingText } from '../lib/site-facts-texts';

const CONTACT_EMAIL = 'hello@littlestar.app';

function PolicySection({
  id,
  title,
  icon,
  children,
}: {
  id: DetailsSection;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="rounded-3xl border bg-card p-6 shadow-sm sm:p-8"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-2xl bg-brand-100 text-brand-600 dark:bg-brand-900/60 dark:text-brand-300 [&_svg]:size-5">
          {icon}
        </span>
        <h2 id={`${id}-title`} className="text-2xl font-extrabold tracking-tight">
          {title}
        </h2>
      </div>
      <div className="mt-5 space-y-4 text-base leading-relaxed text-foreground/85 [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_ul]:space-y-2">
        {children}
      </div>
    </section>
  );
}

/** The questions parents ask; two answers depend on how this server is configured. */
function faqs(facts: SiteFacts | undefined): { question: string; answer: string }[] {
  return [
    {
      question: 'How long does it take to get my story?',
      answer: timingText(facts),
    },
    {
      question: 'What photos should I upload?',
      answer:
        'Upload 5 to 10 clear photos of your child alone — no one else in the picture — with varied backgrounds. JPEG, PNG and WebP files work; up to 10 photos per child.',
    },
    {
      question: 'What happens to my child’s photos?',
      answer: photoCareText(facts),
    },
    {
      question: 'Can I try it for free?',
      answer:
        'Yes. The free trial lets you pick a demo child and create 1 free story — no card needed.',
    },
    {
      question: 'What are credits?',
      answer:
        'Credits come with our plans, priced in US dollars or Indian rupees. You spend them when you add a child or create a story, and you can see every credit you earn or spend on the Credit Usage page.',
    },
    {
      question: 'Can I read the story on my phone?',
      answer:
        'Yes. Stories open as a scrolling page on small screens and as a page-flip book on larger ones — you can switch views at any time — and you can download the PDF to print or share.',
    },
  ];
}

/** The questions, each a closed `<details>` so the page stays short. */
function FaqSection({ facts }: { facts: SiteFacts | undefined }) {
  return (
    <PolicySection
      id="faqs"
      title="Frequently Asked Questions"
      icon={<CircleHelp aria-hidden="true" />}
    >
      <div className="divide-y rounded-2xl border">
        {faqs(facts).map((faq) => (
          <details
            key={faq.question}
            className="group px-4 py-1 [&_summary::-webkit-details-marker]:hidden"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl py-3 font-bold">
              {faq.question}
              <ChevronDown
                aria-hidden="true"
                className="size-4 shrink-0 text-brand-500 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="pb-4 text-muted-foreground">{faq.answer}</p>
          </details>
        ))}
      </div>
    </PolicySection>
  );
}

export function DetailsPage() {
  const facts = useSiteFacts();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Button asChild variant="link" className="h-auto min-h-6 px-0">
        <Link to={paths.home.href()}>
          <ArrowLeft aria-hidden="true" />
          Return to Home
        </Link>
      </Button>
      <h1 className="mt-4 text-4xl font-black tracking-tight">Information & Policies</h1>
      <p className="mt-3 text-lg text-muted-foreground">
        How to reach us, how orders and refunds work, and how we look after your family’s data.
      </p>

      <div className="mt-10 space-y-6">
        <PolicySection id="contact" title="Contact Us" icon={<Mail aria-hidden="true" />}>
          <p>
            We are happy to help with orders, stories and anything else. Write to us at{' '}
            <a
              href={`mailto:${CONTACT_EMAIL}`}
              className="font-bold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
            >
              {CONTACT_EMAIL}
            </a>
            .
          </p>
          <p className="flex items-start gap-2">
            <Clock aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-500" />
            <span>
              Business hours: Monday to Saturday, 10:00 to 18:00 IST. We answer messages received
              outside these hours on the next business day.
            </span>
          </p>
        </PolicySection>

        <PolicySection
          id="refunds"
          title="Refunds & Cancellations"
          icon={<RotateCcw aria-hidden="true" />}
        >
          <ul>
            <li>
              You may cancel an order within 1 hour of placing it, as long as personalisation of
              your story has not begun. Once personalisation begins, the order can no longer be
              cancelled.
            </li>
            <li>Your storybook PDF is e-mailed to you within a few hours of your order.</li>
            <li>Refunds are given only if the PDF was not delivered or is defective.</li>
            <li>
              Please report any issue within 5 days of your order by writing to {CONTACT_EMAIL}, so
              we can put it right.
            </li>
          </ul>
        </PolicySection>

        <PolicySection id="terms" title="Terms & Conditions" icon={<FileText aria-hidden="true" />}>
          <p>By using Littlestar you agree to these terms.</p>
          <ul>
            <li>
              You must be the child’s parent or guardian, or have their permission, to upload the
              child’s photos and create stories about them.
            </li>
            <li>
              Credits are bought through our plans and spent on creating child profiles and stories.
              Prices are shown in US dollars or Indian rupees before you pay.
            </li>
            <li>
              Stories and illustrations are created for your family’s personal, non-commercial use.
              You may print and share them with family and friends.
            </li>
            <li>
              Please do not upload photos you do not have the right to use, or ask for content that
              is harmful or inappropriate for children.
            </li>
            <li>Cancellations and refunds follow the policy above.</li>
          </ul>
        </PolicySection>

        <PolicySection
          id="privacy"
          title="Privacy Policy"
          icon={<ShieldCheck aria-hidden="true" />}
        >
          <ul>
            <li>
              We collect what we need to make your stories: your name and e-mail address, your
              child’s name, age and pronouns, the photos you upload, and the story details you
              choose.
            </li>
            <li>{photoCareText(facts)}</li>
            <li>{faceReferenceText(facts)}</li>
            <li>
              We never sell your data or share it for advertising. Payments are handled by our
              payment provider; we do not see or store your card details.
            </li>
            <li>
              We record which pages are visited to improve the product, without advertising
              trackers.
            </li>
            <li>
              You can ask us at any time to see or delete your data by writing to {CONTACT_EMAIL}.
            </li>
          </ul>
        </PolicySection>

        <FaqSection facts={facts} />
      </div>
    </div>
  );
}
