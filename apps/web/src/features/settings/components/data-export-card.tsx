/** "Download my data": a ZIP of everything the user may see, prepared by the server. */
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { AppError } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportMyData } from '../../../api/privacy.api';
import { FormAlert } from '../../../components/form-alert';
import { IconDownload } from '../../../components/icons';
import { saveFile } from '../../../lib/download';
import { errorMessage } from '../../../lib/error-message';

type State =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'done' }
  | { kind: 'error'; text: string };

export function DataExportCard() {
  const { t } = useTranslation(['settings', 'errors']);
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function download() {
    setState({ kind: 'working' });
    try {
      saveFile(await exportMyData());
      setState({ kind: 'done' });
    } catch (error) {
      const throttled = error instanceof AppError && error.code === 'RATE_LIMITED';
      setState({
        kind: 'error',
        text: throttled ? t('privacy.exportWait') : errorMessage(t, error),
      });
    }
  }

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="export-title">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="lg" id="export-title">
            {t('privacy.exportTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('privacy.exportBody')}
          </Text>
        </Stack>
        {state.kind === 'working' && (
          <Text size="sm" role="status">
            {t('privacy.exportWorking')}
          </Text>
        )}
        {state.kind === 'done' && <FormAlert kind="success">{t('privacy.exportDone')}</FormAlert>}
        {state.kind === 'error' && <FormAlert kind="error">{state.text}</FormAlert>}
        <Group justify="flex-end">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={state.kind === 'working'}
            onClick={() => void download()}
          >
            {t('privacy.exportButton')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
