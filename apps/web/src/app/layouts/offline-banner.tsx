import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconWifiOff } from '../../components/icons';
import { useOnline } from '../../lib/online';
import classes from './offline-banner.module.css';

/**
 * Above every apps page while the device has no network: said at once and calmly, so a save that
 * waits is not mistaken for one that hangs (a save's own state is beside its button).
 */
export function OfflineBanner() {
  const { t } = useTranslation('apps');
  const online = useOnline();
  return (
    // The live region is there before it has anything to say, so the change is announced. It has
    // no name: a named status is a loader, which the end-to-end tests wait to be gone.
    <div role="status" className={classes.holder}>
      {!online && (
        <Alert
          color="gray"
          variant="filled"
          radius="md"
          icon={<IconWifiOff size={18} aria-hidden />}
          data-testid="offline-banner"
          className={classes.banner}
        >
          <Text size="sm" fw={600} c="inherit">
            {t('offline.title')}
          </Text>
          <Text size="sm" c="inherit">
            {t('offline.text')}
          </Text>
        </Alert>
      )}
    </div>
  );
}
