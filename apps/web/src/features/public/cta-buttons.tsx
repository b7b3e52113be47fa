import { Button, Flex } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconArrowRight } from '../../components/icons';

type CtaButtonsProps = {
  justify?: 'flex-start' | 'center';
};

/** Register (primary) and log in (secondary): stacked full width on a phone, side by side above. */
export function CtaButtons({ justify = 'flex-start' }: CtaButtonsProps) {
  const { t } = useTranslation('public');
  return (
    <Flex direction={{ base: 'column', xs: 'row' }} gap="sm" justify={justify}>
      <Button
        component={Link}
        to="/auth/register"
        size="lg"
        rightSection={<IconArrowRight size={18} aria-hidden />}
      >
        {t('common.register')}
      </Button>
      <Button component={Link} to="/auth/login" size="lg" variant="default">
        {t('common.login')}
      </Button>
    </Flex>
  );
}
