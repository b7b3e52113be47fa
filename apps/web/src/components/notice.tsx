import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

export type NoticeValue = { kind: 'success' | 'warning'; text: string };

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
