import { SimpleGrid } from '@mantine/core';
import type { Testimonial } from '@usaha/shared';
import { TestimonialCard } from './testimonial-card';

/** The testimonials as a plain grid: one column on a phone, up to three on a wide screen. */
export function TestimonialsGrid({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      {testimonials.map((testimonial) => (
        <TestimonialCard key={testimonial.id} testimonial={testimonial} />
      ))}
    </SimpleGrid>
  );
}
