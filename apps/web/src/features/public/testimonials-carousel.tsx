import { ActionIcon, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { Testimonial } from '@usaha/shared';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TestimonialCard } from './testimonial-card';
import classes from './testimonials.module.css';

/**
 * The testimonials as a row of cards that snaps to each one: swiped on a phone, or moved by the
 * arrows (React in the app; the server-rendered page's script by their `data-carousel`).
 */
export function TestimonialsCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const { t } = useTranslation('public');
  const id = useId();
  const track = useRef<HTMLDivElement>(null);
  const move = (direction: 1 | -1) => {
    const element = track.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth * 0.9 });
  };
  return (
    <section aria-roledescription={t('testimonials.carousel')} aria-label={t('testimonials.title')}>
      <Group justify="flex-end" gap="xs" mb="sm">
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          aria-label={t('testimonials.previous')}
          aria-controls={id}
          data-carousel="-1"
          onClick={() => move(-1)}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          aria-label={t('testimonials.next')}
          aria-controls={id}
          data-carousel="1"
          onClick={() => move(1)}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard. */}
      <div
        id={id}
        ref={track}
        className={classes.track}
        tabIndex={0}
        role="region"
        aria-label={t('testimonials.title')}
      >
        {testimonials.map((testimonial) => (
          <TestimonialCard key={testimonial.id} testimonial={testimonial} />
        ))}
      </div>
    </section>
  );
}
