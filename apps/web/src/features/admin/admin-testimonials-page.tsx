/**
 * /admin/testimonials (issue 18): what customers said, as the public site shows it once
 * published: staff add, edit, order, publish, give a photo and delete.
 */
import { Badge, Button, Card, FileButton, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffTestimonial } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createTestimonial,
  deleteTestimonial,
  updateTestimonial,
  uploadTestimonialPhoto,
} from '../../api/testimonials.api';
import { staffTestimonialsQuery, testimonialKeys } from '../../api/testimonials.queries';
import { ErrorAlert } from '../../components/error-alert';
import { IconMessageCircle, IconPhotoUp, IconPlus } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ListSkeleton, LoadError } from '../../components/query-state';
import { fieldErrors } from '../../lib/error-message';
import { TestimonialForm } from './components/testimonial-form';

type Editing = { row: StaffTestimonial | null } | null;

export function AdminTestimonialsPage() {
  const { t } = useTranslation(['admin', 'common']);
  const client = useQueryClient();
  const list = useQuery(staffTestimonialsQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const refresh = () => client.invalidateQueries({ queryKey: testimonialKeys.all });

  const save = useMutation({
    mutationFn: (draft: Parameters<typeof createTestimonial>[0]) =>
      editing?.row
        ? updateTestimonial(editing.row.id, { version: editing.row.version, ...draft })
        : createTestimonial(draft),
    onSuccess: async () => {
      setEditing(null);
      await refresh();
    },
  });
  const photo = useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => uploadTestimonialPhoto(id, file),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: deleteTestimonial, onSuccess: refresh });

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('testimonials.title')}
        subtitle={t('testimonials.subtitle')}
        actions={
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => {
              save.reset();
              setEditing({ row: null });
            }}
          >
            {t('testimonials.add')}
          </Button>
        }
      />
      {photo.isError ? <ErrorAlert error={photo.error} /> : null}
      {remove.isError ? <ErrorAlert error={remove.error} /> : null}
      {list.isPending ? <ListSkeleton rows={3} /> : null}
      {list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data?.length === 0 ? (
        <EmptyState
          icon={IconMessageCircle}
          title={t('testimonials.none')}
          body={t('testimonials.noneBody')}
        />
      ) : null}
      <Stack gap="sm">
        {list.data?.map((row) => (
          <Card key={row.id} withBorder radius="md" padding="md" data-testid="staff-testimonial">
            <Stack gap="xs">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Title order={2} fz="md">
                  {row.name}
                  {row.business ? ` · ${row.business}` : ''}
                </Title>
                <Badge color={row.published ? 'teal' : 'gray'} variant="light" radius="sm">
                  {row.published ? t('testimonials.shown') : t('testimonials.hidden')}
                </Badge>
              </Group>
              <Text size="sm">“{row.quote}”</Text>
              <Text size="xs" c="dimmed">
                {t('testimonials.meta', {
                  rating: row.rating,
                  position: row.position,
                  language: row.language.toUpperCase(),
                })}
                {row.photo ? ` · ${t('testimonials.withPhoto')}` : ''}
              </Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => {
                    save.reset();
                    setEditing({ row });
                  }}
                >
                  {t('common:edit')}
                </Button>
                <FileButton
                  accept="image/png,image/jpeg,image/webp"
                  onChange={(file) => file && photo.mutate({ id: row.id, file })}
                >
                  {(props) => (
                    <Button
                      {...props}
                      size="xs"
                      variant="default"
                      leftSection={<IconPhotoUp size={16} aria-hidden />}
                    >
                      {row.photo ? t('testimonials.replacePhoto') : t('testimonials.addPhoto')}
                    </Button>
                  )}
                </FileButton>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  loading={remove.isPending && remove.variables === row.id}
                  onClick={() => remove.mutate(row.id)}
                >
                  {t('common:delete')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.row ? t('testimonials.editTitle') : t('testimonials.newTitle')}
        size="lg"
      >
        {editing ? (
          <Stack gap="sm">
            {save.isError && Object.keys(fieldErrors(t, save.error)).length === 0 ? (
              <ErrorAlert error={save.error} />
            ) : null}
            <TestimonialForm
              row={editing.row}
              saving={save.isPending}
              errors={fieldErrors(t, save.error)}
              onSave={(draft) => save.mutate(draft)}
            />
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
