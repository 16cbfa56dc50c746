import { render, screen, within } from '@testing-library/react';
import { describeLines, LineChart } from './line-chart';

describe('LineChart', () => {
  const data = {
    points: ['Nov 1', 'Nov 8', 'Nov 15'],
    series: [
      { key: 'overall', label: 'Overall', values: [50, null, 70] },
      { key: 'delivery', label: 'Delivery', values: [null, null, null] },
    ],
  };

  it('draws a line per series, broken where a point has no value, with a legend', () => {
    const { container } = render(<LineChart title="Scores" {...data} />);
    const overall = container.querySelector('[data-series="overall"]')!;
    // 50 and 70 are not neighbours (the middle point is missing): two dots, no line between them
    expect(overall.querySelectorAll('circle')).toHaveLength(2);
    expect(overall.querySelectorAll('polyline')).toHaveLength(0);
    expect(within(screen.getByRole('list', { name: 'Scores: legend' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('has a name, a description and its figures as a table', () => {
    render(<LineChart title="Scores" {...data} />);
    const img = screen.getByRole('img', { name: 'Scores' });
    expect(img).toHaveAccessibleDescription('Overall: from 50% (Nov 1) to 70% (Nov 15); Delivery: no value yet');
    const table = screen.getByRole('table', { name: 'Scores' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Series', 'Nov 1', 'Nov 8', 'Nov 15']);
    expect(within(table).getByRole('row', { name: /Overall/ })).toHaveTextContent('Overall50%–70%');
  });

  it('describes a single point, and counts without a percent sign', () => {
    expect(describeLines({ points: ['v1'], series: [{ key: 'a', label: 'ATS', values: [61] }] })).toBe('ATS: 61% (v1)');
    expect(describeLines({ points: ['a', 'b'], series: [{ key: 'n', label: 'Jobs', values: [1, 4] }] }, false)).toBe(
      'Jobs: from 1 (a) to 4 (b)',
    );
  });
});
