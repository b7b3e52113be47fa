/**
 * A public link in a dialog (an invoice's customer link, a contact's statement): the link while
 * it is made or fetched, copied or opened with one tap, maybe sent another way (`extra`), and
 * revoked when it must stop working. The words are the caller's (`words('copy')`…).
 */
import { Alert, Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CopyButton } from './copy-button';
import { ErrorAlert } from './error-alert';
import { IconCheck, IconCopy, IconExternalLink } from './icons';
import { LocalLinkNotice } from './local-link-notice';
import { LoadError } from './query-state';

export type ShareWord = 'link' | 'copy' | 'copied' | 'open' | 'revokeHint' | 'revoke';

type Props = {
  link: UseQueryResult<{ url: string }>;
  revoke: UseMutationResult<void, Error, void>;
  words: (word: ShareWord) => string;
  /** Beside copy and open: another way to send the link. */
  extra?: (url: string) => ReactNode;
};

export function ShareLinkBody({ link, revoke, words, extra }: Props) {
  if (link.isPending) return <Skeleton height={60} />;
  if (link.isError) return <LoadError error={link.error} onRetry={() => void link.refetch()} />;
  const url = link.data.url;
  return (
    <Stack gap="sm">
      <TextInput
        label={words('link')}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <LocalLinkNotice text={url} />
      <Group gap="xs">
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              onClick={copy}
            >
              {copied ? words('copied') : words('copy')}
            </Button>
          )}
        </CopyButton>
        {extra?.(url)}
        <Button
          component="a"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          leftSection={<IconExternalLink size={18} aria-hidden="true" />}
        >
          {words('open')}
        </Button>
      </Group>
      <Alert variant="light" color="gray">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{words('revokeHint')}</Text>
          <Button
            size="xs"
            color="red"
            variant="light"
            loading={revoke.isPending}
            onClick={() => revoke.mutate()}
          >
            {words('revoke')}
          </Button>
        </Stack>
      </Alert>
      {revoke.isError && <ErrorAlert error={revoke.error} />}
    </Stack>
  );
}
