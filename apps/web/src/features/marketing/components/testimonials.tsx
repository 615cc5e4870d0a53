import { Quote, Star } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { SectionHeading } from './section-heading';

const TESTIMONIALS = [
  {
    quote:
      'My daughter squealed when she saw herself on the cover. We have read her space adventure every night for two weeks.',
    name: 'Priya S.',
    role: 'Mother of Anaya, 5',
  },
  {
    quote:
      'The moral about sharing landed better than any lecture from me. He asks for “his” book by name now.',
    name: 'Daniel M.',
    role: 'Father of Leo, 4',
  },
  {
    quote:
      'I made one for each of my grandchildren as a birthday gift and printed the PDFs. Easily the most loved present.',
    name: 'Margaret O.',
    role: 'Grandmother of three',
  },
];

export function Testimonials() {
  return (
    <section
      aria-labelledby="testimonials-title"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20"
    >
      <SectionHeading
        id="testimonials-title"
        eyebrow="Happy families"
        title="Bedtime, but brighter"
      />
      <ul className="grid gap-5 md:grid-cols-3">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name}>
            <Card className="flex h-full flex-col p-6">
              <Quote aria-hidden="true" className="size-8 text-brand-300 dark:text-brand-700" />
              <div
                className="mt-3 flex gap-0.5 text-amber-400"
                aria-label="5 out of 5 stars"
                role="img"
              >
                {Array.from({ length: 5 }, (_, index) => (
                  <Star key={index} aria-hidden="true" className="size-4 fill-current" />
                ))}
              </div>
              <blockquote className="mt-3 flex-1 text-base leading-relaxed">
                “{testimonial.quote}”
              </blockquote>
              <p className="mt-5 text-sm">
                <span className="font-extrabold">{testimonial.name}</span>
                <span className="text-muted-foreground"> · {testimonial.role}</span>
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
