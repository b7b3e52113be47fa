import { Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Testimonial } from '@usaha/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { testimonialsQuery } from '../../api/testimonials.queries';
import { ErrorAlert } from '../../components/error-alert';
import { PageLoader } from '../../components/page-loader';
import { TestimonialsCarousel } from './testimonials-carousel';
import { TestimonialsGrid } from './testimonials-grid';
import { MUTED_TEXT } from './text-colors';

function TestimonialsPage({
  kind,
  children,
}: {
  kind: 'demo' | 'simple';
  children: (testimonials: Testimonial[]) => ReactNode;
}) {
  const { t } = useTranslation('public');
  const testimonials = useQuery(testimonialsQuery());
  return (
    <Container size="lg" py={{ base: 32, sm: 64 }}>
      <title>{t(`testimonials.${kind}MetaTitle`)}</title>
      <meta name="description" content={t('testimonials.metaDescription')} />
      <Stack gap="xs" mb="xl">
        <Title order={1} fz={{ base: 28, sm: 40 }}>
          {t('testimonials.title')}
        </Title>
        <Text c={MUTED_TEXT} size="lg">
          {t('testimonials.subtitle')}
        </Text>
      </Stack>
      {testimonials.isPending ? <PageLoader /> : null}
      {testimonials.isError ? <ErrorAlert error={testimonials.error} /> : null}
      {testimonials.data?.length === 0 ? (
        <Text c={MUTED_TEXT} ta="center" py="xl">
          {t('testimonials.empty')}
        </Text>
      ) : null}
      {testimonials.data && testimonials.data.length > 0 ? children(testimonials.data) : null}
    </Container>
  );
}

/** `/testimonials-demo`: the testimonials as a carousel with photos. */
export function TestimonialsDemoPage() {
  return (
    <TestimonialsPage kind="demo">
      {(testimonials) => <TestimonialsCarousel testimonials={testimonials} />}
    </TestimonialsPage>
  );
}

/** `/testimonials-simple`: the same testimonials as a plain grid. */
export function TestimonialsSimplePage() {
  return (
    <TestimonialsPage kind="simple">
      {(testimonials) => <TestimonialsGrid testimonials={testimonials} />}
    </TestimonialsPage>
  );
}
