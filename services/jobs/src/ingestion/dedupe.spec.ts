import { canonicalApplyUrl, dedupeKey, normaliseCompany, normaliseTitle } from './dedupe.js';

describe('canonical apply URL', () => {
  it('strips tracking parameters, www, fragments, trailing slashes and scheme, and sorts the rest', () => {
    expect(
      canonicalApplyUrl(
        'https://www.Example.com/jobs/123/?utm_source=google_jobs_apply&utm_medium=organic&b=2&a=1#apply',
      ),
    ).toBe('example.com/jobs/123?a=1&b=2');
    expect(canonicalApplyUrl('http://example.com/jobs/123?gclid=x&ref=remotive')).toBe('example.com/jobs/123');
    expect(canonicalApplyUrl('https://example.com/jobs/123')).toBe(
      canonicalApplyUrl('http://www.example.com/jobs/123/'),
    );
  });
  it('keeps parameters that name the job, and refuses what is not a web link', () => {
    expect(canonicalApplyUrl('https://boards.example.com/apply?jobId=77&utm_campaign=x')).toBe(
      'boards.example.com/apply?jobId=77',
    );
    expect(canonicalApplyUrl('https://boards.example.com/apply?jobId=78')).not.toBe(
      canonicalApplyUrl('https://boards.example.com/apply?jobId=77'),
    );
    expect(canonicalApplyUrl('mailto:jobs@example.com')).toBeNull();
    expect(canonicalApplyUrl('not a url')).toBeNull();
    expect(canonicalApplyUrl(null)).toBeNull();
  });
});

describe('company + title + place key', () => {
  it('drops gender markers and legal forms, so one job posted twice has one key', () => {
    const a = dedupeKey('Qwist GmbH', 'Senior Sales Manager (all genders)', { cityKey: 'berlin', remote: false });
    const b = dedupeKey('QWIST', 'Senior Sales Manager (m/w/d)', { cityKey: 'berlin', remote: false });
    expect(a).toBe(b);
    expect(normaliseTitle('Kundenbetreuer m/w/d')).toBe('kundenbetreuer');
    expect(normaliseTitle('Backend Engineer (f/m/x)')).toBe('backend engineer');
    expect(normaliseTitle('Entwickler (w/m/d)*')).toBe('entwickler');
    expect(normaliseCompany('Acme, Inc.')).toBe('acme');
    expect(normaliseCompany('Müller & Söhne GmbH & Co. KG')).toBe('muller sohne');
  });
  it('keeps apart what differs: another city, another title, remote', () => {
    const base = dedupeKey('Acme', 'Data Analyst', { cityKey: 'austin', remote: false });
    expect(dedupeKey('Acme', 'Data Analyst', { cityKey: 'dallas', remote: false })).not.toBe(base);
    expect(dedupeKey('Acme', 'Senior Data Analyst', { cityKey: 'austin', remote: false })).not.toBe(base);
    expect(dedupeKey('Acme', 'Data Analyst', { cityKey: null, remote: true })).not.toBe(base);
  });
});
