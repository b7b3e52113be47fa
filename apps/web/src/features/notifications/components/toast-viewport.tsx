/** Where live toasts appear: top right on a wide screen, across the top on a phone. */
import { Box, Portal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dismissToast, useToasts } from '../toasts';
import { useMarkOpened } from '../use-open-notification';
import { NotificationToast } from './notification-toast';

export function ToastViewport() {
  const { t } = useTranslation('notifications');
  const toasts = useToasts();
  const markOpened = useMarkOpened();
  return (
    <Portal>
      <Box
        role="region"
        aria-label={t('toast.region')}
        aria-live="polite"
        pos="fixed"
        top={68}
        right={8}
        w="min(380px, calc(100vw - 16px))"
        style={{ zIndex: 400, pointerEvents: toasts.length > 0 ? 'auto' : 'none' }}
      >
        <Stack gap="xs">
          {toasts.map((toast) => (
            <NotificationToast
              key={toast.id}
              notification={toast}
              onOpen={(opened) => {
                markOpened(opened);
                dismissToast(opened.id);
              }}
              onClose={() => dismissToast(toast.id)}
            />
          ))}
        </Stack>
      </Box>
    </Portal>
  );
}
