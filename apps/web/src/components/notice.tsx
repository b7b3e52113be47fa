import { Alert } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../lib/error-message';
import { IconAlertTriangle, IconCircleCheck } from './icons';
import { isPlanLimit, UpgradeAfter } from './plan-limit-action';

export type NoticeValue = {
  kind: 'success' | 'warning';
  text: string;
  /** A plan's limit was reached: the way to a bigger plan goes with the text. */
  upgrade?: boolean;
};

/** A failed action as a notice, in the user's words (a plan's limit with its way out). */
export function warningOf(t: TFunction, error: unknown): NoticeValue {
  return { kind: 'warning', text: errorMessage(t, error), upgrade: isPlanLimit(error) };
}

/** A dismissible message at the top of a page: what the last action did. */
export function Notice({ notice, onClose }: { notice: NoticeValue; onClose: () => void }) {
  const { t } = useTranslation();
  const success = notice.kind === 'success';
  return (
    <Alert
      color={success ? 'teal' : 'yellow'}
      variant="light"
      icon={success ? <IconCircleCheck size={18} /> : <IconAlertTriangle size={18} />}
      role={success ? 'status' : 'alert'}
      withCloseButton
      closeButtonLabel={t('close')}
      onClose={onClose}
      data-testid="notice"
    >
      {notice.text}
      <UpgradeAfter show={notice.upgrade === true} />
    </Alert>
  );
}

function isNotice(value: unknown): value is NoticeValue {
  const notice = value as Partial<NoticeValue> | null;
  return (
    typeof notice?.text === 'string' && (notice.kind === 'success' || notice.kind === 'warning')
  );
}

/** A notice handed over by the page before (navigate(…, { state: { notice } })). */
export function useRouteNotice(): [NoticeValue | null, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as { notice?: unknown } | null;
  const notice = isNotice(state?.notice) ? state.notice : null;
  const clear = () =>
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  return [notice, clear];
}
