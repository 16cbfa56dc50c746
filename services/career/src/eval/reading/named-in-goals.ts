/**
 * Careers people name in the goals answer in everyday words (abbreviations, fields, "get my CDL"), each with the
 * O*NET occupations a counsellor would take it to name (any listed counts as read). Written in one go before the
 * goals reader was measured on them (issue 14, reading round); every third entry is held out (`split`).
 */
export interface NamedInGoals {
  goals: string;
  accept: string[];
}

const RAW: Array<[string, ...string[]]> = [
  ['I want to become an RN.', '29-1141.00'],
  ['Maybe go back to school for nursing.', '29-1141.00', '29-2061.00'],
  ['Become a CNA first, then see.', '31-1131.00'],
  ['Get my CDL and drive trucks.', '53-3032.00'],
  ['Something in HVAC.', '49-9021.00'],
  ['I would love to be a vet tech.', '29-2056.00'],
  ['dental hygienist', '29-1292.00'],
  ['something like a medical assistant', '31-9092.00'],
  ['Become an electrician.', '47-2111.00'],
  ['get into welding', '51-4121.00'],
  ['maybe plumbing or hvac', '47-2152.00', '49-9021.00'],
  ["I'd like to be a paralegal.", '23-2011.00'],
  ['bookkeeping from home', '43-3031.00'],
  ['become a pharmacy tech', '29-2052.00'],
  ['help desk or IT support', '15-1232.00'],
  ['I want to become a software developer.', '15-1252.00'],
  ['web design', '15-1255.00'],
  ['graphic design or illustration', '27-1024.00', '27-1013.00'],
  ['phlebotomy', '31-9097.00'],
  ['x-ray tech', '29-2034.00'],
  ['ultrasound tech', '29-2032.00'],
  ['physical therapy assistant', '31-2021.00'],
  ['occupational therapy', '29-1122.00'],
  ['become a cop', '33-3051.00'],
  ['join the fire department as a firefighter', '33-2011.00'],
  ['paramedic', '29-2043.00'],
  ['EMT then paramedic', '29-2042.00', '29-2043.00'],
  ['get my real estate license', '41-9022.00'],
  ['insurance agent', '41-3021.00'],
  ['social work', '21-1021.00', '21-1022.00', '21-1023.00'],
  ['move into HR', '13-1071.00'],
  ['human resources', '13-1071.00'],
  ['accounting', '13-2011.00'],
  ['project management', '13-1082.00'],
  ['data analyst', '15-2051.00', '15-2051.01', '13-1111.00'],
  ['cybersecurity', '15-1212.00'],
  ['medical billing and coding', '29-2072.00'],
  ['truck driving', '53-3032.00'],
  ['forklift driver in a warehouse', '53-7051.00'],
  ['become a dispatcher', '43-5032.00'],
  ['massage therapy school', '31-9011.00'],
  ['cosmetology school', '39-5012.00'],
  ['barber school', '39-5011.00'],
  ['culinary school and become a chef', '35-1011.00'],
  ['become a lineman', '49-9051.00'],
  ['surgical tech program', '29-2055.00'],
  ['respiratory therapy', '29-1126.00'],
  ['LPN program', '29-2061.00'],
  ['become an NP', '29-1171.00'],
  ['PA school', '29-1071.00'],
  ['dental assistant', '31-9091.00'],
  ['carpentry apprenticeship', '47-2031.00'],
  ['pest control', '37-2021.00'],
  ['auto mechanic', '49-3023.00'],
  ['diesel mechanic', '49-3031.00'],
  ['CNC machining', '51-9161.00', '51-4041.00'],
  ['start a landscaping business', '37-3011.00', '37-1012.00'],
  ['dog grooming', '39-2021.00'],
  ['event planning', '13-1121.00'],
  ['interior design', '27-1025.00'],
  ['nail tech', '39-5092.00'],
  ['UX design', '15-1255.00'],
  ['court reporter', '27-3092.00'],
  ['loan officer', '13-2072.00'],
  ['flight attendant', '53-2031.00'],
  ['become a pilot', '53-2011.00', '53-2012.00'],
  ['air traffic control', '53-2021.00'],
  ['game design', '15-1255.01'],
  ['sonographer', '29-2032.00'],
  ['become a teacher aide', '25-9042.00'],
  ['personal trainer', '39-9031.00'],
  ['mental health counselor', '21-1014.00'],
];

/**
 * Added to the dev part on the night of 2026-11-24 (issue 14, second reading round), written before the reader was
 * changed or run on them: apps, stores' managers, credentials, informal words, farm owners.
 */
const ADDED_DEV: Array<[string, ...string[]]> = [
  ['drive for uber or lyft', '53-3054.00', '53-3053.00'],
  ['work my way up to store manager', '41-1011.00'],
  ['become an assistant store manager', '41-1011.00'],
  ['STNA then LPN', '31-1131.00', '29-2061.00'],
  ['be the IT guy for a company', '15-1232.00'],
  ['become a line cook', '35-2014.00'],
  ['take over the family dairy farm', '11-9013.00'],
  ['run my own farm', '11-9013.00'],
  ['become an HVAC guy', '49-9021.00'],
  ['maybe a delivery driver for amazon', '53-3033.00', '43-5021.00', '53-3031.00'],
  ['get my CNA and work in a nursing home', '31-1131.00'],
  ['customer service rep from home', '43-4051.00'],
];

export const NAMED_IN_GOALS: Array<NamedInGoals & { split: 'dev' | 'heldout'; added?: true }> = [
  ...RAW.map(([goals, ...accept], i) => ({
    goals,
    accept,
    split: i % 3 === 2 ? ('heldout' as const) : ('dev' as const),
  })),
  ...ADDED_DEV.map(([goals, ...accept]) => ({ goals, accept, split: 'dev' as const, added: true as const })),
];
