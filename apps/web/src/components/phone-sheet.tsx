/**
 * A dialog that fills the screen on a phone (up to 36em) and floats over the page on a wider
 * one: forms and wizards that need the room. Its close button is named in the reader's language.
 */
import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

export function PhoneSheet(props: Omit<ModalProps, 'fullScreen' | 'closeButtonProps'>) {
  const { t } = useTranslation('common');
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return <Modal {...props} fullScreen={phone} closeButtonProps={{ 'aria-label': t('close') }} />;
}
