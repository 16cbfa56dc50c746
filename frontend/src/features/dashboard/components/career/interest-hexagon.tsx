import { useId } from 'react';
import { formatScore, rankAreas, type AreaScore } from './riasec';

const SIZE = 320;
const CENTER = SIZE / 2;
const RADIUS = 108;
const RINGS = [2, 3, 4, 5];
const LABEL_ROOM = 84;

/** The point of an area's axis at a 1-5 score: 1 at the centre, 5 on the outer ring; areas clockwise from the top. */
function point(index: number, score: number): [number, number] {
  const angle = ((index * 60 - 90) * Math.PI) / 180;
  const r = (RADIUS * (Math.min(5, Math.max(1, score)) - 1)) / 4;
  return [CENTER + r * Math.cos(angle), CENTER + r * Math.sin(angle)];
}

const toPoints = (coords: Array<[number, number]>) =>
  coords.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

/**
 * The user's interests on Holland's hexagon (neighbouring areas are alike, opposite ones differ), drawn by hand as
 * SVG. It is an image with a text alternative; the ranked list beside it says the same in words.
 */
export function InterestHexagon({ scores }: { scores: AreaScore[] }) {
  const titleId = useId();
  const descId = useId();
  const top = new Set(
    rankAreas(scores)
      .slice(0, 3)
      .map((s) => s.area.letter),
  );
  const summary = rankAreas(scores)
    .map((s) => `${s.area.name} ${formatScore(s.score)} of 5`)
    .join(', ');

  return (
    <svg
      // Wider than the hexagon so the area names beside its left and right corners fit.
      viewBox={`${-LABEL_ROOM} 0 ${SIZE + 2 * LABEL_ROOM} ${SIZE}`}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      className="mx-auto h-auto w-full max-w-[24rem]"
    >
      <title id={titleId}>Your interest profile on the Holland hexagon</title>
      <desc id={descId}>{`Average rating per interest area, highest first: ${summary}.`}</desc>
      <g aria-hidden="true">
        {RINGS.map((ring) => (
          <polygon
            key={ring}
            points={toPoints(scores.map((_, i) => point(i, ring)))}
            className={ring === 5 ? 'fill-secondary/40 stroke-border' : 'fill-none stroke-border'}
            strokeWidth={1}
          />
        ))}
        {scores.map((_, i) => {
          const [x, y] = point(i, 5);
          return <line key={i} x1={CENTER} y1={CENTER} x2={x} y2={y} className="stroke-border" strokeWidth={1} />;
        })}
        <polygon
          points={toPoints(scores.map((s, i) => point(i, s.score)))}
          className="fill-primary/20 stroke-primary"
          strokeWidth={2.5}
          strokeLinejoin="round"
        />
        {scores.map((s, i) => {
          const [x, y] = point(i, s.score);
          const strong = top.has(s.area.letter);
          return (
            <circle
              key={s.area.letter}
              cx={x}
              cy={y}
              r={strong ? 5 : 3.5}
              className={strong ? 'fill-primary stroke-card' : 'fill-card stroke-primary'}
              strokeWidth={2}
            />
          );
        })}
        {scores.map((s, i) => {
          const angle = i * 60 - 90;
          const [x, y] = point(i, 5);
          const dx = Math.cos((angle * Math.PI) / 180) * 18;
          const dy = Math.sin((angle * Math.PI) / 180) * 18;
          const anchor = Math.abs(dx) < 1 ? 'middle' : dx > 0 ? 'start' : 'end';
          const baseY = y + dy + (dy > 1 ? 10 : dy < -1 ? -10 : 0);
          const strong = top.has(s.area.letter);
          return (
            <text key={s.area.letter} x={x + dx} y={baseY} textAnchor={anchor} className="text-[15px]">
              <tspan className={strong ? 'fill-foreground font-semibold' : 'fill-muted-foreground font-medium'}>
                {s.area.name}
              </tspan>
              <tspan x={x + dx} dy={16} className="fill-muted-foreground text-[13px] tabular-nums">
                {formatScore(s.score)}
              </tspan>
            </text>
          );
        })}
      </g>
    </svg>
  );
}
