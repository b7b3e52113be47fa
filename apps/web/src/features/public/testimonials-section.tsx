import { Box, Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { testimonialsQuery } from '../../api/testimonials.queries';
import { SectionHeading } from './section-heading';
import { TestimonialsCarousel } from './testimonials-carousel';

/** What customers say, from the published testimonials; absent while there are none. */
export function TestimonialsSection() {
  const { t } = useTranslation('public');
  const testimonials = useQuery(testimonialsQuery());
  if (!testimonials.data || testimonials.data.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="testimonials-title"
      py={{ base: 48, sm: 80 }}
      bg="var(--mantine-color-default-hover)"
    >
      <Container size="lg">
        <SectionHeading
          id="testimonials-title"
          title={t('testimonials.title')}
          subtitle={t('testimonials.subtitle')}
        />
        <TestimonialsCarousel testimonials={testimonials.data} />
      </Container>
    </Box>
  );
}
