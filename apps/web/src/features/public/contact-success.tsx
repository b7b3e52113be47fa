import { Button, Flex, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconCircleCheck } from '../../components/icons';
import { MUTED_TEXT } from './text-colors';

type ContactSuccessProps = {
  email: string;
  onAgain: () => void;
};

/** The thank-you state after a message was accepted; takes the focus so it is announced. */
export function ContactSuccess({ email, onAgain }: ContactSuccessProps) {
  const { t } = useTranslation('public');
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon color="teal" variant="light" size={64} radius="xl" aria-hidden>
          <IconCircleCheck size={36} />
        </ThemeIcon>
        <Title order={2} fz="xl" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
          {t('contact.success.title')}
        </Title>
        <Text c={MUTED_TEXT}>{t('contact.success.text', { email })}</Text>
        <Flex direction={{ base: 'column', xs: 'row' }} gap="sm">
          <Button variant="default" onClick={onAgain}>
            {t('contact.success.again')}
          </Button>
          <Button component={Link} to="/faq" variant="light">
            {t('contact.success.faq')}
          </Button>
        </Flex>
      </Stack>
    </Paper>
  );
}
