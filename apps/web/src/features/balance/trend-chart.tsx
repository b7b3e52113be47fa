/**
 * Month-end balances of one currency as bars, drawn in SVG at the container's width. The SVG is
 * one image with a title and a summary; the numbers themselves are in a table for screen readers.
 */
import { Box, Table, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { currencyExponent, isCurrencyCode } from '@usaha/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../components/money-text';
import { formatMonth } from '../../lib/date-format';
import { useMoneyLocale } from '../../lib/locale';
import { bands, barRect, compactMoney, valueScale, yOf } from './chart-scale';

/** `balance` is null for a month before the first book of the currency started: no bar. */
export type TrendPoint = { date: string; balance: number | null };

type Props = { points: TrendPoint[]; currency: string; title: string };

const HEIGHT = 220;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 64 };
const FALLBACK_WIDTH = 600;

export function TrendChart({ points, currency, title }: Props) {
  const { t } = useTranslation('balance');
  const locale = useMoneyLocale();
  const format = useFormatMoney();
  const { ref, width: measured } = useElementSize();
  const id = useId();
  const width = measured > 0 ? measured : FALLBACK_WIDTH;
  const unit = isCurrencyCode(currency) ? 10 ** currencyExponent(currency) : 1;
  const shown = points.filter(
    (point): point is { date: string; balance: number } => point.balance !== null,
  );
  const values = shown.map((point) => point.balance);
  const scale = valueScale(values, 4, unit);
  const plotWidth = Math.max(40, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const slots = bands(points.length, plotWidth, MARGIN.left, 0.35);
  // Month names need about 44 px each; on a phone every other one is shown.
  const every = plotWidth / Math.max(1, points.length) < 44 ? 2 : 1;
  const first = shown[0];
  const last = shown.at(-1);
  const lowest = values.length > 0 ? Math.min(...values) : 0;
  const highest = values.length > 0 ? Math.max(...values) : 0;
  const summary =
    first && last
      ? t('trend.summary', {
          from: formatMonth(first.date, locale),
          to: formatMonth(last.date, locale),
          last: format(last.balance, currency),
          lowest: format(lowest, currency),
          highest: format(highest, currency),
        })
      : t('trend.empty');

  return (
    <Box ref={ref} w="100%">
      <svg
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        style={{ display: 'block', maxWidth: '100%', overflow: 'visible' }}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {scale.ticks.map((tick) => {
          const y = yOf(tick, scale, plotHeight, MARGIN.top);
          return (
            <g key={tick}>
              <line
                x1={MARGIN.left}
                x2={MARGIN.left + plotWidth}
                y1={y}
                y2={y}
                stroke="var(--mantine-color-default-border)"
                strokeWidth={tick === 0 ? 1.5 : 1}
                strokeDasharray={tick === 0 ? undefined : '3 3'}
              />
              <text
                x={MARGIN.left - 6}
                y={y}
                dy="0.32em"
                textAnchor="end"
                fontSize={11}
                fill="var(--mantine-color-dimmed)"
                style={{ fontVariantNumeric: 'tabular-nums' }}
              >
                {compactMoney(tick, currency, locale)}
              </text>
            </g>
          );
        })}
        {points.map((point, index) => {
          const slot = slots[index];
          if (!slot) return null;
          const current = index === points.length - 1;
          const rect =
            point.balance === null ? null : barRect(point.balance, scale, plotHeight, MARGIN.top);
          return (
            <g key={point.date}>
              {rect && (
                <rect
                  data-testid="trend-bar"
                  x={slot.x}
                  y={rect.y}
                  width={slot.width}
                  height={rect.height}
                  rx={Math.min(4, slot.width / 4)}
                  fill={
                    (point.balance ?? 0) < 0
                      ? 'var(--mantine-color-red-filled)'
                      : 'var(--mantine-primary-color-filled)'
                  }
                  fillOpacity={current ? 1 : 0.55}
                />
              )}
              {index % every === (points.length - 1) % every && (
                <text
                  x={slot.center}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  fontSize={11}
                  fill="var(--mantine-color-dimmed)"
                >
                  {formatMonth(point.date, locale, false)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <VisuallyHidden>
        <Table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('trend.month')}</th>
              <th scope="col">{t('trend.balance')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date}>
                <th scope="row">{formatMonth(point.date, locale)}</th>
                <td>
                  {point.balance === null ? t('trend.notStarted') : format(point.balance, currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Box>
  );
}
