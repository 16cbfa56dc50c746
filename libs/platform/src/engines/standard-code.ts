/**
 * A standard's code or credential right after an acronym ("AWS D1.1", "AWS D17.1", "AWS CWI", "ASME IX",
 * "ASME B31.3", "ASME Section IX"): the acronym then names a standards body (the American Welding Society), not the
 * tool of the same name. Test it on the text that follows the acronym. "AWS S3" and "AWS EC2" have no dot, so they
 * stay the cloud's; a bare roman numeral other than IX is left alone ("SLP II" is a job level).
 */
export const STANDARD_CODE =
  /^\s+(?:[A-Z]{1,2}\d+\.\d+[A-Z]?|S?CWI|CWE|CWS|CAWI|CRI|QC\d+|Section\s+[IVX]+|IX)(?!\w|\.\d)/;
