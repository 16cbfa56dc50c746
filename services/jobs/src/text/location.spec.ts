import { formatLocation, parseLocation } from './location.js';

it.each([
  ['Austin, TX', { city: 'Austin', region: 'TX', country: 'US', remote: false }],
  ['austin, texas', { city: 'austin', cityKey: 'austin', region: 'TX', country: 'US' }],
  ['Austin', { city: 'Austin', region: null }],
  ['Texas', { city: null, region: 'TX', country: 'US' }],
  ['New York', { city: 'New York', region: 'NY' }],
  ['New York, New York', { city: 'New York', region: 'NY' }],
  ['NYC', { city: 'New York', region: 'NY' }],
  ['Washington DC, District of Columbia', { city: 'Washington', region: 'DC' }],
  ['St. Louis, MO', { cityKey: 'st louis', region: 'MO' }],
  ['Remote', { remote: true, city: null }],
  ['Remote (USA)', { remote: true, country: 'US', city: null }],
  ['Berlin, Germany', { city: 'Berlin', country: 'DE' }],
  ['München', { city: 'Munich', cityKey: 'munich' }],
])('reads %s', (input, expected) => {
  expect(parseLocation(input)).toMatchObject(expected);
});

it('writes a parsed place back the way the index shows it', () => {
  expect(formatLocation(parseLocation('austin, texas'))).toBe('austin, TX');
  expect(formatLocation(parseLocation('Remote (USA)'))).toBe('Remote (US)');
  expect(formatLocation(parseLocation('Berlin, Germany'))).toBe('Berlin, DE');
});
