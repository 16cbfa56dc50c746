import { useId } from 'react';
import type { BarDatum } from '../utils/chart-data';
import { SERIES_COLOURS } from './line-chart';

/** Horizontal bars whose labels and values are plain text (the text alternative is the chart itself). */
export function BarChart({ title, bars }: { title: string; bars: BarDatum[] }) {
  const id = useId();
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <figure aria-labelledby={`${id}-caption`} className="grid gap-3">
      <figcaption id={`${id}-caption`} className="text-sm font-medium">
        {title}
      </figcaption>
      <ul className="grid gap-2.5">
        {bars.map((bar, i) => (
          <li key={bar.key} className="grid grid-cols-[minmax(7rem,auto)_1fr_auto] items-center gap-3 text-sm">
            <span>{bar.label}</span>
            <span aria-hidden="true" className="h-3 rounded-full bg-muted">
              <span
                className="block h-3 rounded-full"
                style={{
                  width: `${(100 * bar.value) / max}%`,
                  backgroundColor: SERIES_COLOURS[i % SERIES_COLOURS.length],
                }}
              />
            </span>
            <span className="font-semibold tabular-nums">{bar.value}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
