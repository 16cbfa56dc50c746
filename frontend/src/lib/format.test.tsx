import { avatarUrl, formatDate, formatKb, initials } from './format';

describe('avatarUrl', () => {
  it("falls back to the gateway's placeholder image of the asked size, /api/placeholder/{w}/{h}", () => {
    expect(avatarUrl(null, 80)).toBe('/api/placeholder/80/80');
    expect(avatarUrl(undefined, 150)).toBe('/api/placeholder/150/150');
    expect(avatarUrl('', 40)).toBe('/api/placeholder/40/40');
  });

  it("uses the user's own picture when there is one", () => {
    expect(avatarUrl('/api/profile/picture/u1?v=3', 80)).toBe('/api/profile/picture/u1?v=3');
  });
});

describe('initials', () => {
  it('takes the first letter of each name, upper-cased', () => {
    expect(initials('ada', 'Lovelace')).toBe('AL');
    expect(initials(' Grace ', null)).toBe('G');
  });

  it('is a question mark without any name', () => {
    expect(initials(null, undefined)).toBe('?');
    expect(initials('', ' ')).toBe('?');
  });
});

describe('formatKb', () => {
  it('shows KB with one decimal', () => {
    expect(formatKb(1536)).toBe('1.5 KB');
    expect(formatKb(0)).toBe('0.0 KB');
  });
});

describe('formatDate', () => {
  it('writes a date out in US English', () => {
    expect(formatDate(new Date(2026, 2, 5))).toBe('March 5, 2026');
  });

  it('passes an unparsable value through and shows nothing for none', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate(null)).toBe('');
  });
});
