import type { LayoutLine } from './layout-types.js';
import { logicalLines } from './logical-lines.js';

/** One-part lines of a narrow sidebar (region 1), 12 pt apart, as a two-column template draws them. */
function sidebar(rows: [text: string, width: number, bold?: boolean][]): LayoutLine[] {
  return rows.map(([text, width, bold = false], i) => ({
    parts: [{ text, x0: 50, x1: 50 + width, y: 100 + 12 * i, size: 8.5, bold, order: i }],
    y: 100 + 12 * i,
    size: 8.5,
    region: 1,
  }));
}

describe('logicalLines in a sidebar whose items and wrapped lines share one line spacing', () => {
  const texts = (rows: [string, number, boolean?][]) => logicalLines(sidebar(rows), 1).map((l) => l.text);

  it('joins a certificate wrapped inside its parenthesis, and keeps one-line items apart', () => {
    expect(
      texts([
        ['BLS (Basic Life Support)', 95],
        ['ACLS (Advanced Cardiovascular Life', 150],
        ['Support)', 32],
        ['Wound care', 42],
        ['Patient education', 68],
      ]),
    ).toEqual([
      'BLS (Basic Life Support)',
      'ACLS (Advanced Cardiovascular Life Support)',
      'Wound care',
      'Patient education',
    ]);
  });

  it('never joins a heading in capitals to the mixed-case line under it, even of the same weight', () => {
    expect(
      texts([
        ['ACLS (Advanced Cardiovascular Life', 150],
        ['Support)', 32],
        ['EDUCATION & TRAINING', 140, true],
        ['B.S., Informatics', 70, true],
        ['University of Washington', 98],
      ]),
    ).toEqual([
      'ACLS (Advanced Cardiovascular Life Support)',
      'EDUCATION & TRAINING',
      'B.S., Informatics',
      'University of Washington',
    ]);
  });

  it("joins a credential's last word wrapped onto its own line, and keeps an item closed by its parenthesis apart", () => {
    expect(
      texts([
        ['Louisiana Journeyman Electrician', 125],
        ['License', 30],
        ['DODD Medication Administration', 140],
        ['Category 1', 40],
        ['Home Improvement Contractor (HIC)', 150],
        ['Registration', 50],
        ['CPR & First Aid (American Red Cross)', 165],
        ['CPI Nonviolent Crisis Intervention', 150],
      ]),
    ).toEqual([
      'Louisiana Journeyman Electrician License',
      'DODD Medication Administration Category 1',
      'Home Improvement Contractor (HIC) Registration',
      'CPR & First Aid (American Red Cross)',
      'CPI Nonviolent Crisis Intervention',
    ]);
  });

  it('joins a list set apart by spaced slashes broken inside an item', () => {
    expect(
      texts([
        ['Email marketing / Event planning / Direct mail / Adobe Express / Sprout', 300],
        ['Social / Google Analytics', 110],
      ]),
    ).toEqual(['Email marketing / Event planning / Direct mail / Adobe Express / Sprout Social / Google Analytics']);
  });

  it('keeps an item ending on a class letter apart from the item under it', () => {
    expect(
      texts([
        ['CDL Class A', 52],
        ['4R Nutrient Stewardship', 100],
      ]),
    ).toEqual(['CDL Class A', '4R Nutrient Stewardship']);
  });

  it('joins a delimited list broken inside an item, within the width its lines reach', () => {
    expect(
      texts([
        ['Soil sampling • Crop scouting • Planter', 150],
        ['setup • Combine operation • Sprayer • John', 151],
        ['Deere Operations Center • QuickBooks', 140],
      ]),
    ).toEqual([
      'Soil sampling • Crop scouting • Planter setup • Combine operation • Sprayer • John Deere Operations Center • QuickBooks',
    ]);
  });

  it('still joins a list in capitals wrapped after a separator', () => {
    expect(
      texts([
        ['SQL, HTML, CSS,', 150],
        ['Python', 30],
      ]),
    ).toEqual(['SQL, HTML, CSS, Python']);
  });

  it('keeps a lower-case item on its own line apart from the short item above it', () => {
    expect(
      texts([
        ['sofia.lindahl@example.com', 104],
        ['Apache Airflow', 57],
        ['dbt', 12],
        ['Apache Spark', 54],
        ['Snowflake', 39],
      ]),
    ).toEqual(['sofia.lindahl@example.com', 'Apache Airflow', 'dbt', 'Apache Spark', 'Snowflake']);
  });

  it('still joins a lower-case line to a full line it continues', () => {
    expect(
      texts([
        ['Cardiac monitoring and', 150],
        ['telemetry', 36],
        ['Scheduling of home visits', 146],
        ['and referrals', 52],
      ]),
    ).toEqual(['Cardiac monitoring and telemetry', 'Scheduling of home visits and referrals']);
  });

  it('joins a line opening with a dash to the full line it finishes, and keeps dash bullets apart', () => {
    expect(
      texts([
        ['Professional Engineer (P.E.), California', 146],
        ['– Civil', 23],
        ['Qualified SWPPP Developer (QSD)', 134],
      ]),
    ).toEqual(['Professional Engineer (P.E.), California – Civil', 'Qualified SWPPP Developer (QSD)']);
    expect(
      texts([
        ['– Python', 35],
        ['– Kubernetes and Helm charts for every service', 150],
        ['– Go', 20],
      ]),
    ).toEqual(['– Python', '– Kubernetes and Helm charts for every service', '– Go']);
  });
});

describe('logicalLines in a list wrapped inside its last item', () => {
  const line = (text: string, width: number, i: number): LayoutLine => ({
    parts: [{ text, x0: 43, x1: 43 + width, y: 100 + 13 * i, size: 10, bold: false, order: i }],
    y: 100 + 13 * i,
    size: 10,
    region: 0,
  });

  it('joins the wrapped rest of an item to a delimited list that fills its line', () => {
    const lines = [
      line('OSHA 10 General Industry • Certified Forklift Operator (sit-down, reach, order picker) • Lean Six', 347, 0),
      line('Sigma Yellow Belt', 66, 1),
      line('Run 2nd shift outbound for a 400,000 sq ft building, 45 associates and 18,000 orders a night', 404, 2),
    ];
    expect(logicalLines(lines, 1).map((l) => l.text)).toEqual([
      'OSHA 10 General Industry • Certified Forklift Operator (sit-down, reach, order picker) • Lean Six Sigma Yellow Belt',
      'Run 2nd shift outbound for a 400,000 sq ft building, 45 associates and 18,000 orders a night',
    ]);
  });

  it('joins a bullet wrapped before a sum, and keeps a date line under a bullet apart', () => {
    // the first line stops short of the column's edge (pdfkit wrapped it by its own measure), so only the sum says
    // that it goes on
    const lines = [
      line('• Plan 5 association conferences a year; registration and housing in Cvent, badges printed', 400, 0),
      line('• Negotiated hotel room blocks and food and beverage minimums: saved', 300, 1),
      line('$182K against the 2024 budget', 120, 2),
      line('• Booked weddings and corporate lunches', 170, 3),
      line('05/2019 – Present', 70, 4),
    ];
    expect(logicalLines(lines, 1).map((l) => l.text)).toEqual([
      '• Plan 5 association conferences a year; registration and housing in Cvent, badges printed',
      '• Negotiated hotel room blocks and food and beverage minimums: saved $182K against the 2024 budget',
      '• Booked weddings and corporate lunches',
      '05/2019 – Present',
    ]);
  });

  it('joins a bullet ending in a colon to the sum that finishes it', () => {
    const lines = [
      line('• Originate conventional, FHA, VA and USDA purchase loans:', 310, 0),
      line('$31M funded in 2025 across 104 loans', 190, 1),
      line('• Borrower pre-qualification: credit review and asset documentation', 330, 2),
    ];
    expect(logicalLines(lines, 1).map((l) => l.text)).toEqual([
      '• Originate conventional, FHA, VA and USDA purchase loans: $31M funded in 2025 across 104 loans',
      '• Borrower pre-qualification: credit review and asset documentation',
    ]);
  });

  it('keeps a short delimited list apart from the item under it', () => {
    const lines = [line('Excel • Word • Outlook', 110, 0), line('Data entry', 45, 1), line('x'.repeat(80), 404, 2)];
    expect(logicalLines(lines, 1).map((l) => l.text)).toEqual(['Excel • Word • Outlook', 'Data entry', 'x'.repeat(80)]);
  });
});
