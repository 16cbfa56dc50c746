import { tagListItems } from './tag-lists.js';

describe('tagListItems', () => {
  it("reads a recruiter's tag list in a summary as its phrases", () => {
    expect(
      tagListItems('Bilingual payroll lead. Multi-State Payroll | Garnishments | Year-End Close | UKG Pro'),
    ).toEqual(['Multi-State Payroll', 'Garnishments', 'Year-End Close', 'UKG Pro']);
    expect(tagListItems('Skills I bring: Wound care • Telemetry • Patient education • Epic')).toEqual([
      'Wound care',
      'Telemetry',
      'Patient education',
      'Epic',
    ]);
  });

  it('leaves headlines and sentences alone', () => {
    expect(tagListItems('BSN, RN · Cardiac Step-Down / Telemetry')).toEqual([]);
    expect(tagListItems('Logistics Coordinator | U.S. Army Veteran | Secret clearance')).toEqual([]);
    expect(
      tagListItems('I run the floor | I train the new hires on every station we have | I close | I count'),
    ).toEqual([]);
  });
});
