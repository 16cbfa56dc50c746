import type { Segment } from './layout-types.js';
import { orderPage } from './reading-order.js';

let order = 0;
const seg = (text: string, x0: number, y: number, size = 10): Segment => ({
  text,
  x0,
  // about half a point a character at 10 pt
  x1: x0 + text.length * 0.5 * size,
  y,
  size,
  bold: false,
  order: order++,
});
const read = (segments: Segment[]) =>
  orderPage(segments, [], { multiColumn: false, interleaved: false, tables: 0 }).map((l) =>
    l.parts.map((p) => p.text).join(' | '),
  );

describe('reading order', () => {
  it("a left date column is a field of each role's row, with the headings above and below it", () => {
    // the table layout: dates in a left column on their titles' baselines, 'Education' under the last date
    const lines = read([
      seg('Work Experience', 43, 208, 13),
      seg('05/2024 – Now', 45, 227),
      seg('Security Analyst II', 150, 227),
      seg('Meridian Federal Credit Union', 150, 239),
      seg('• Triage 60+ alerts a shift in Splunk Enterprise Security and escalate', 171, 265),
      seg('• Hunt for lateral movement with KQL queries in Microsoft Sentinel', 171, 288),
      seg('01/2023 – 04/2024', 45, 374),
      seg('SOC Analyst I', 150, 374),
      seg('Meridian Federal Credit Union', 150, 386),
      seg('• Monitored firewall and IDS alerts on Palo Alto NGFW', 171, 412),
      seg('08/2021 – 12/2022', 45, 452),
      seg('IT Help Desk Technician', 150, 452),
      seg('Commonwealth Health Partners', 150, 463),
      seg('• Password resets, Active Directory accounts and laptop imaging', 171, 489),
      seg('Education', 43, 595, 13),
    ]);
    expect(lines).toContain('05/2024 – Now | Security Analyst II');
    expect(lines).toContain('08/2021 – 12/2022 | IT Help Desk Technician');
    expect(lines[lines.length - 1]).toBe('Education');
  });

  it('a sidebar with its own line spacing is still a column of its own', () => {
    const sidebar = ['Skills', 'Python', 'SQL', 'Tableau', 'Excel', 'Education', 'B.S. Statistics'].map((t, i) =>
      seg(t, 40, 200 + i * 17),
    );
    const main = ['Data Analyst, Acme   2022 – Present', '• Built 40 dashboards', '• Cut report time by 30%'];
    const lines = read([...sidebar, ...main.flatMap((t, i) => [seg(t, 200, 208 + i * 23)])]);
    expect(lines.slice(0, 7)).toEqual(['Skills', 'Python', 'SQL', 'Tableau', 'Excel', 'Education', 'B.S. Statistics']);
  });
});
