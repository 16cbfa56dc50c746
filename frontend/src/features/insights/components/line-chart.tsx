import { useId } from 'react';
import { cn } from '@/lib/utils';
import { type LineChartData, valueScale } from '../utils/chart-data';

/** Distinct on white and on the card background, each with a 3:1 contrast or better against them (WCAG 1.4.11). */
export const SERIES_COLOURS = ['#4338ca', '#0e7490', '#be185d', '#15803d', '#b45309', '#7c3aed', '#b91c1c'];

const W = 480;
const H = 220;
const PAD = { left: 34, right: 14, top: 12, bottom: 28 };

interface LineChartProps extends LineChartData {
  title: string;
  /** Scores (0 to 100, shown with a %) or plain counts. */
  percent?: boolean;
  className?: string;
}

/** The sentence a screen reader hears for the chart: each line's first and last value. */
export function describeLines({ points, series }: LineChartData, percent = true): string {
  const unit = percent ? '%' : '';
  return series
    .map((s) => {
      const known = s.values.map((v, i) => [v, points[i]] as const).filter(([v]) => v !== null);
      if (known.length === 0) return `${s.label}: no value yet`;
      const [first, last] = [known[0]!, known.at(-1)!];
      return known.length === 1
        ? `${s.label}: ${first[0]}${unit} (${first[1]})`
        : `${s.label}: from ${first[0]}${unit} (${first[1]}) to ${last[0]}${unit} (${last[1]})`;
    })
    .join('; ');
}

/**
 * A small hand-built SVG line chart (no chart library: a few KB, see the frontend README), with its text alternative:
 * a one-sentence description for screen readers and the figures as a table behind "Show the figures".
 */
export function LineChart({ title, points, series, percent = true, className }: LineChartProps) {
  const id = useId();
  const { max, ticks } = valueScale(
    series.flatMap((s) => s.values),
    percent,
  );
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (points.length === 1 ? plotW / 2 : (plotW * i) / (points.length - 1));
  const y = (v: number) => PAD.top + plotH - (plotH * v) / max;
  // at most about six labels on the x axis, always the first and the last
  const every = Math.max(1, Math.ceil(points.length / 6));
  const labelled = (i: number) =>
    i === 0 || i === points.length - 1 || (i % every === 0 && points.length - 1 - i >= every);
  const unit = percent ? '%' : '';

  return (
    <figure aria-labelledby={`${id}-caption`} className={cn('grid gap-3', className)}>
      <figcaption id={`${id}-caption`} className="text-sm font-medium">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full overflow-visible"
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{describeLines({ points, series }, percent)}</desc>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke="currentColor" strokeOpacity={0.12} />
            <text
              x={PAD.left - 6}
              y={y(t)}
              dy="0.32em"
              textAnchor="end"
              fontSize={11}
              fill="currentColor"
              opacity={0.75}
            >
              {t}
              {unit}
            </text>
          </g>
        ))}
        {points.map((p, i) =>
          labelled(i) ? (
            <text
              key={`${p}-${i}`}
              x={x(i)}
              y={H - 8}
              textAnchor={
                points.length === 1 ? 'middle' : i === 0 ? 'start' : i === points.length - 1 ? 'end' : 'middle'
              }
              fontSize={11}
              fill="currentColor"
              opacity={0.75}
            >
              {p}
            </text>
          ) : null,
        )}
        {series.map((s, si) => {
          const colour = SERIES_COLOURS[si % SERIES_COLOURS.length];
          // a gap where a point has no value: the line is drawn in runs
          const runs: [number, number][][] = [[]];
          s.values.forEach((v, i) => {
            if (v === null) runs.push([]);
            else runs.at(-1)!.push([x(i), y(v)]);
          });
          return (
            <g key={s.key} data-series={s.key}>
              {runs
                .filter((run) => run.length > 1)
                .map((run, ri) => (
                  <polyline
                    key={ri}
                    points={run.map(([px, py]) => `${px},${py}`).join(' ')}
                    fill="none"
                    stroke={colour}
                    strokeWidth={si === 0 ? 3 : 2}
                    strokeLinejoin="round"
                  />
                ))}
              {s.values.map((v, i) =>
                v === null ? null : <circle key={i} cx={x(i)} cy={y(v)} r={si === 0 ? 4 : 3} fill={colour} />,
              )}
            </g>
          );
        })}
      </svg>
      {series.length > 1 && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-label={`${title}: legend`}>
          {series.map((s, si) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="inline-block h-1 w-4 rounded-full"
                style={{ backgroundColor: SERIES_COLOURS[si % SERIES_COLOURS.length] }}
              />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">Show the figures</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-xs">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {percent ? 'Series' : 'Count'}
                </th>
                {points.map((p, i) => (
                  <th key={`${p}-${i}`} scope="col" className="py-1 pr-3 font-medium">
                    {p}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {series.map((s) => (
                <tr key={s.key} className="border-t">
                  <th scope="row" className="py-1 pr-3 font-medium">
                    {s.label}
                  </th>
                  {s.values.map((v, i) => (
                    <td key={i} className="py-1 pr-3 tabular-nums">
                      {v === null ? '–' : `${v}${unit}`}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
