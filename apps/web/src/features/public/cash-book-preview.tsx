import { Badge, Divider, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconArrowDownLeft, IconArrowUpRight, IconWallet } from '../../components/icons';
import { MUTED_TEXT } from './text-colors';

type PreviewEntry = { key: 'entrySale' | 'entryStock' | 'entryCredit'; amount: number };

// Illustrative amounts in whole rupiah for the picture in the hero; not anyone's real data.
const ENTRIES: readonly PreviewEntry[] = [
  { key: 'entrySale', amount: 350_000 },
  { key: 'entryStock', amount: -120_000 },
  { key: 'entryCredit', amount: 75_000 },
];
const BALANCE = 2_450_000;
// Darker shades in light mode, lighter in dark mode, so small amounts keep a 4.5:1 contrast.
const IN_TEXT = 'light-dark(var(--mantine-color-teal-9), var(--mantine-color-teal-4))';
const OUT_TEXT = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))';

/** A drawn cash book card: shows what the product looks like without a screenshot image. */
export function CashBookPreview() {
  const { t, i18n } = useTranslation('public');
  const money = new Intl.NumberFormat(`${i18n.language}-ID`, {
    style: 'currency',
    currency: 'IDR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });

  return (
    <Paper
      component="figure"
      aria-label={t('landing.preview.label')}
      withBorder
      shadow="md"
      radius="lg"
      p="lg"
      m={0}
      w="100%"
      maw={380}
      mx="auto"
    >
      <Group justify="space-between" mb="md">
        <Group gap="xs">
          <ThemeIcon variant="light" radius="md" size="lg" aria-hidden>
            <IconWallet size={20} />
          </ThemeIcon>
          <Text fw={600}>{t('landing.preview.title')}</Text>
        </Group>
        <Badge variant="light" color="gray">
          {t('landing.preview.today')}
        </Badge>
      </Group>
      <Text size="sm" c={MUTED_TEXT}>
        {t('landing.preview.balance')}
      </Text>
      <Text fz={28} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {money.format(BALANCE)}
      </Text>
      <Divider my="md" />
      <Stack gap="sm">
        {ENTRIES.map((entry) => {
          const incoming = entry.amount > 0;
          return (
            <Group key={entry.key} justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon
                  variant="light"
                  color={incoming ? 'teal' : 'red'}
                  radius="xl"
                  aria-hidden
                >
                  {incoming ? <IconArrowDownLeft size={16} /> : <IconArrowUpRight size={16} />}
                </ThemeIcon>
                <div>
                  <Text size="sm" fw={500} lh={1.3}>
                    {t(`landing.preview.${entry.key}`)}
                  </Text>
                  <Text size="xs" c={MUTED_TEXT}>
                    {t(incoming ? 'landing.preview.moneyIn' : 'landing.preview.moneyOut')}
                  </Text>
                </div>
              </Group>
              <Text
                size="sm"
                fw={600}
                c={incoming ? IN_TEXT : OUT_TEXT}
                ta="right"
                style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
              >
                {incoming ? '+' : '−'}
                {money.format(Math.abs(entry.amount))}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
