import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconMessageCircle } from '../../components/icons';
import { MUTED_TEXT } from './text-colors';

/** "Still have questions?" box at the end of the FAQ and the legal pages. */
export function ContactPrompt() {
  const { t } = useTranslation('public');
  return (
    <Paper withBorder radius="md" p="xl" mt="xl">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="xl">
          {t('common.questions')}
        </Title>
        <Text c={MUTED_TEXT}>{t('common.questionsText')}</Text>
        <Button
          component={Link}
          to="/contact"
          variant="light"
          leftSection={<IconMessageCircle size={18} aria-hidden />}
        >
          {t('common.contactCta')}
        </Button>
      </Stack>
    </Paper>
  );
}
