import { describe, expect, it } from '@jest/globals';
import { STANDARD_CODE } from './standard-code.js';

describe('STANDARD_CODE', () => {
  it.each([
    ' D1.1',
    ' D17.1',
    ' D1.1M',
    ' B31.3',
    ' CWI',
    ' SCWI',
    ' CWE',
    ' QC1',
    ' IX',
    ' Section IX',
    ' D1.1, AWS D17.1',
  ])("reads '%s' after an acronym as a standard's code", (rest) => expect(STANDARD_CODE.test(rest)).toBe(true));

  it.each([' S3', ' EC2', ' Lambda', ' certified', ' II', 'D1.1', ' D1.1.2', ' CWIX', ''])(
    "does not read '%s' as a standard's code",
    (rest) => expect(STANDARD_CODE.test(rest)).toBe(false),
  );
});
