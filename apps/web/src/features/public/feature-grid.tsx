import { Card, Container, Flex, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  type Icon,
  IconAddressBook,
  IconArrowsExchange,
  IconCalculator,
  IconChartBar,
  IconCoins,
  IconFileInvoice,
  IconUsersGroup,
  IconWallet,
} from '../../components/icons';
import { SectionHeading } from './section-heading';
import { MUTED_TEXT } from './text-colors';

type Area = {
  key:
    | 'cashbook'
    | 'transactions'
    | 'invoices'
    | 'debts'
    | 'contacts'
    | 'reports'
    | 'notes'
    | 'team';
  icon: Icon;
  color: string;
};

const AREAS: readonly Area[] = [
  { key: 'cashbook', icon: IconWallet, color: 'blue' },
  { key: 'transactions', icon: IconArrowsExchange, color: 'cyan' },
  { key: 'invoices', icon: IconFileInvoice, color: 'indigo' },
  { key: 'debts', icon: IconCoins, color: 'orange' },
  { key: 'contacts', icon: IconAddressBook, color: 'teal' },
  { key: 'reports', icon: IconChartBar, color: 'grape' },
  { key: 'notes', icon: IconCalculator, color: 'yellow' },
  { key: 'team', icon: IconUsersGroup, color: 'pink' },
];

/** The product's areas, one card each: icon, name, one sentence. */
export function FeatureGrid() {
  const { t } = useTranslation('public');
  return (
    <Container
      component="section"
      aria-labelledby="areas-title"
      size="lg"
      py={{ base: 48, sm: 80 }}
    >
      <SectionHeading
        id="areas-title"
        title={t('landing.areas.title')}
        subtitle={t('landing.areas.subtitle')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
        {AREAS.map(({ key, icon: AreaIcon, color }) => (
          <Card key={key} withBorder radius="md" padding="lg">
            {/* Icon beside the text on a phone (shorter page), above it in the grid. */}
            <Flex direction={{ base: 'row', xs: 'column' }} gap="md" align="flex-start">
              <ThemeIcon variant="light" color={color} size={44} radius="md" aria-hidden>
                <AreaIcon size={24} stroke={1.7} />
              </ThemeIcon>
              <div>
                <Title order={3} fz="lg" mb={6}>
                  {t(`landing.areas.${key}.title`)}
                </Title>
                <Text size="sm" c={MUTED_TEXT} lh={1.55}>
                  {t(`landing.areas.${key}.text`)}
                </Text>
              </div>
            </Flex>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
