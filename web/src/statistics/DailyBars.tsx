// A list's daily series as bars, drawn as SVG: light enough for a phone, no chart library.
import { Text } from '@mantine/core';
import { formatInteger } from '../format/format.ts';

interface DailyBarsProps {
  label: string;
  series: readonly { day: string; value: number }[];
}

const WIDTH = 300;
const HEIGHT = 80;

const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

export function DailyBars({ label, series }: DailyBarsProps) {
  const max = Math.max(1, ...series.map((point) => point.value));
  const slot = WIDTH / Math.max(1, series.length);
  const first = series[0];
  const last = series.at(-1);
  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" height={HEIGHT} role="img" aria-label={label}>
        <line x1={0} y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} stroke="var(--mantine-color-gray-4)" />
        {series.map((point, index) => {
          const height = (point.value / max) * (HEIGHT - 4);
          return (
            <rect
              key={point.day}
              x={index * slot + slot * 0.15}
              y={HEIGHT - height}
              width={Math.max(1, slot * 0.7)}
              height={height}
              rx={1}
              fill="var(--mantine-color-premium-6, var(--mantine-color-blue-6))"
            >
              <title>{`${dayLabel(point.day)}: ${formatInteger(point.value)}`}</title>
            </rect>
          );
        })}
      </svg>
      {first && last ? (
        <Text component="figcaption" size="xs" c="dimmed" style={{ display: 'flex', justifyContent: 'space-between' }}>
          <span>{dayLabel(first.day)}</span>
          <span>{dayLabel(last.day)}</span>
        </Text>
      ) : null}
    </figure>
  );
}
