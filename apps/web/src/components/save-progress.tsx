/**
 * What a save is doing, said beside its button (issue 13, "honest on a weak signal"): still
 * sending on a slow signal, waiting offline for a connection (TanStack Query pauses the save and
 * sends it once when the device is back online), or not saved and why. Failures leave the form
 * as it was (the submission keeps its Idempotency-Key: lib/use-save.ts), and the first field in
 * error is brought into view (lib/use-error-focus.ts). A version conflict is the form's own
 * alert, with its reload button.
 */
import { Box, Group, Loader, Text } from '@mantine/core';
import { AppError } from '@usaha/shared';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NETWORK_ERROR_STATUS } from '../lib/api-client';
import { errorMessage } from '../lib/error-message';
import { useErrorFocus } from '../lib/use-error-focus';
import { FormAlert } from './form-alert';
import { IconWifiOff } from './icons';
import { isPlanLimit, UpgradeAfter } from './plan-limit-action';

/** After this long without an answer, a save says that it is still going. */
export const SLOW_SAVE_MS = 3000;

export type SaveState = {
  isPending: boolean;
  /** Pending, but held back until the device is online (TanStack Query's networkMode 'online'). */
  isPaused: boolean;
  error: Error | null;
};

type Props = {
  save: SaveState;
  /** The form's field errors, its own checks' and the server's. */
  errors: Record<string, string | undefined>;
};

function useSlow(sending: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!sending) return;
    const timer = setTimeout(() => setSlow(true), SLOW_SAVE_MS);
    return () => clearTimeout(timer);
  }, [sending]);
  return slow && sending;
}

/** Closing the tab would lose a save still on its way: the browser asks first. */
function useLeaveWarning(pending: boolean): void {
  useEffect(() => {
    if (!pending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending]);
}

function Progress({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" role="status" data-testid="save-progress">
      {/* A long text would squeeze the icon away. */}
      <Box display="flex" mt={2} style={{ flex: 'none' }}>
        {icon}
      </Box>
      <Text size="sm">{children}</Text>
    </Group>
  );
}

export function SaveProgress({ save, errors }: Props) {
  const { t } = useTranslation(['common', 'errors']);
  const here = useRef<HTMLDivElement>(null);
  const slow = useSlow(save.isPending && !save.isPaused);
  useLeaveWarning(save.isPending);
  const unplaced = useErrorFocus(here, errors, save.error);
  const { error } = save;
  const fieldMessage = Object.values(errors).find(Boolean);

  let shown: ReactNode = null;
  if (save.isPending && save.isPaused) {
    shown = (
      <Progress icon={<IconWifiOff size={18} aria-hidden />}>
        <strong>{t('saving.waitingTitle')}</strong> {t('saving.waiting')}
      </Progress>
    );
  } else if (slow) {
    shown = <Progress icon={<Loader size={16} />}>{t('saving.slow')}</Progress>;
  } else if (save.isPending) {
    shown = null;
  } else if (fieldMessage) {
    shown = (
      <FormAlert kind="error">
        {unplaced ? t('saving.failed', { message: fieldMessage }) : t('saving.checkFields')}
      </FormAlert>
    );
  } else if (error instanceof AppError && error.code === 'VERSION_CONFLICT') {
    shown = null;
  } else if (error instanceof AppError && error.code === 'IDEMPOTENCY_KEY_REUSED') {
    shown = <FormAlert kind="error">{t('saving.earlierSaved')}</FormAlert>;
  } else if (error instanceof AppError && error.status === NETWORK_ERROR_STATUS) {
    shown = <FormAlert kind="error">{t('saving.noConnection')}</FormAlert>;
  } else if (error) {
    shown = (
      <FormAlert kind="error">
        {t('saving.failed', { message: errorMessage(t, error) })} {t('saving.kept')}
        <UpgradeAfter show={isPlanLimit(error)} />
      </FormAlert>
    );
  }
  return <div ref={here}>{shown}</div>;
}
