import { ActionIcon, Group } from '@mantine/core';
import type { Testimonial } from '@usaha/shared';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconChevronLeft, IconChevronRight } from '../../components/icons';
import { TestimonialCard } from './testimonial-card';
import classes from './testimonials.module.css';

/**
 * The testimonials as a row of cards that snaps to each one: swiped on a phone, or moved by the
 * arrows (React in the app; the server-rendered page's script by their `data-carousel`).
 */
export function TestimonialsCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const { t } = useTranslation('public');
  const id = useId();
  const track = useRef<HTMLElement>(null);
  const move = (direction: 1 | -1) => {
    const element = track.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth * 0.9 });
  };
  return (
    <div>
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
      <section
        id={id}
        ref={track}
        className={classes.track}
        // A row that scrolls must be reachable by keyboard (axe: scrollable-region-focusable).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys scroll it once focused.
        tabIndex={0}
        aria-roledescription={t('testimonials.carousel')}
        aria-label={t('testimonials.title')}
      >
        {testimonials.map((testimonial) => (
          <TestimonialCard key={testimonial.id} testimonial={testimonial} />
        ))}
      </section>
    </div>
  );
}
