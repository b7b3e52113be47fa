import { Box, Button, Card, Container, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { plansQuery } from '../../api/billing.queries';
import { PlanSummary } from '../../components/plan-summary';
import { SectionHeading } from './section-heading';

/**
 * The plans and their prices as the billing API gives them (the same figures as the
 * subscription page); absent when the plans cannot be read.
 */
export function PricingSection() {
  const { t } = useTranslation('public');
  const plans = useQuery(plansQuery());
  if (!plans.data || plans.data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="pricing-title" py={{ base: 48, sm: 80 }}>
      <Container size="lg">
        <SectionHeading
          id="pricing-title"
          title={t('pricing.title')}
          subtitle={t('pricing.subtitle')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {plans.data.map((plan) => (
            <Card key={plan.code} withBorder radius="lg" padding="lg" data-testid="public-plan">
              <Stack gap="xs" h="100%">
                <Title order={3} fz="lg">
                  {plan.name}
                </Title>
                <PlanSummary plan={plan} />
                <Button
                  component={Link}
                  to="/auth/register"
                  variant={plan.monthly_price === 0 ? 'filled' : 'light'}
                  mt="auto"
                  fullWidth
                >
                  {plan.monthly_price === 0
                    ? t('pricing.startFree')
                    : t('pricing.try', { plan: plan.name })}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
