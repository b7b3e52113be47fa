import {
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type CreateTestimonialInput,
  type StaffTestimonial,
  TESTIMONIAL_LANGUAGES,
  TESTIMONIAL_QUOTE_MAX,
} from '@usaha/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Draft = Required<Omit<CreateTestimonialInput, 'rating' | 'position'>> & {
  rating: number;
  position: number;
};

function draftOf(row: StaffTestimonial | null): Draft {
  return {
    name: row?.name ?? '',
    business: row?.business ?? '',
    city: row?.city ?? '',
    quote: row?.quote ?? '',
    rating: row?.rating ?? 5,
    language: row?.language ?? 'id',
    published: row?.published ?? false,
    position: row?.position ?? 0,
  };
}

/** A testimonial's words, who said them, stars, language, order and whether it is shown. */
export function TestimonialForm({
  row,
  saving,
  errors,
  onSave,
}: {
  row: StaffTestimonial | null;
  saving: boolean;
  errors: Record<string, string>;
  onSave: (draft: Draft) => void;
}) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState(() => draftOf(row));
  const change = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave({ ...draft, name: draft.name.trim(), quote: draft.quote.trim() });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('testimonials.name')}
          required
          maxLength={100}
          value={draft.name}
          onChange={(event) => change('name', event.currentTarget.value)}
          error={errors.name}
        />
        <Group grow gap="sm" align="flex-start">
          <TextInput
            label={t('testimonials.business')}
            maxLength={120}
            value={draft.business}
            onChange={(event) => change('business', event.currentTarget.value)}
          />
          <TextInput
            label={t('testimonials.city')}
            maxLength={80}
            value={draft.city}
            onChange={(event) => change('city', event.currentTarget.value)}
          />
        </Group>
        <Textarea
          label={t('testimonials.quote')}
          required
          autosize
          minRows={3}
          maxLength={TESTIMONIAL_QUOTE_MAX}
          value={draft.quote}
          onChange={(event) => change('quote', event.currentTarget.value)}
          error={errors.quote}
        />
        <Group gap="md" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="testimonial-rating">
              {t('testimonials.rating')}
            </Text>
            <SegmentedControl
              aria-labelledby="testimonial-rating"
              value={String(draft.rating)}
              onChange={(value) => change('rating', Number(value))}
              data={['1', '2', '3', '4', '5']}
            />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="testimonial-language">
              {t('testimonials.language')}
            </Text>
            <SegmentedControl
              aria-labelledby="testimonial-language"
              value={draft.language}
              onChange={(value) => change('language', value === 'en' ? 'en' : 'id')}
              data={TESTIMONIAL_LANGUAGES.map((value) => ({ value, label: value.toUpperCase() }))}
            />
          </Stack>
          <NumberInput
            label={t('testimonials.position')}
            description={t('testimonials.positionHint')}
            min={0}
            max={10_000}
            allowDecimal={false}
            value={draft.position}
            onChange={(value) => change('position', typeof value === 'number' ? value : 0)}
            w={160}
          />
        </Group>
        <Switch
          label={t('testimonials.published')}
          checked={draft.published}
          onChange={(event) => change('published', event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {row ? t('testimonials.save') : t('testimonials.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
