import { Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { type Testimonial, testimonialPhotoUrl } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { IconStarFilled } from '../../components/icons';
import classes from './testimonials.module.css';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** One customer's words: their photo (or initials), name, business and city, and stars. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { t } = useTranslation('public');
  const { photo } = testimonial;
  const where = [testimonial.business, testimonial.city].filter(Boolean).join(' · ');
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.card} component="figure">
      <Stack gap="md" h="100%">
        <Group
          gap={2}
          role="img"
          aria-label={t('testimonials.rating', { count: testimonial.rating })}
        >
          {[1, 2, 3, 4, 5].map((star) => (
            <IconStarFilled
              key={star}
              size={16}
              aria-hidden
              className={star <= testimonial.rating ? classes.star : classes.starOff}
            />
          ))}
        </Group>
        <blockquote className={classes.quote} lang={testimonial.language}>
          “{testimonial.quote}”
        </blockquote>
        <Group gap="sm" wrap="nowrap" mt="auto" component="figcaption">
          {photo ? (
            <picture>
              <source
                type="image/webp"
                srcSet={photo.widths
                  .map((w) => `${testimonialPhotoUrl(photo, w, 'webp')} ${w}w`)
                  .join(', ')}
                sizes="48px"
              />
              <img
                className={classes.photo}
                src={testimonialPhotoUrl(photo, photo.widths[0] ?? 128, 'jpg')}
                width={48}
                height={48}
                alt=""
                loading="lazy"
                decoding="async"
              />
            </picture>
          ) : (
            <Avatar radius="xl" size={48} color="teal" aria-hidden>
              {initials(testimonial.name)}
            </Avatar>
          )}
          <Stack gap={0} miw={0}>
            <Text fw={600}>{testimonial.name}</Text>
            {where ? (
              <Text size="sm" c="dimmed">
                {where}
              </Text>
            ) : null}
          </Stack>
        </Group>
      </Stack>
    </Card>
  );
}
