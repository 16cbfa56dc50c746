import type { Persona } from '../persona.js';

/**
 * Dev people in the broad everyday fields served worst (issue 14, 2026-11-25): agriculture, food service, call
 * centres, construction trades, personal care, public service and transport. Written and labelled before the engine
 * was run on them, by the rules of EVAL.md ("The set"): O*NET Related Occupations and Job Zones, the reach of the
 * person's education, related experience and the preparation they would add. Dev: the engine may be tuned on them.
 */
export const DEV_BROAD_FIELDS: Persona[] = [
  {
    id: 'dairy-herdsman-stay',
    split: 'dev',
    who: 'Herdsman on a 600-cow dairy, high school, twelve years, wants to manage a herd or a farm',
    jobTitle: 'herdsman at a 600 cow dairy',
    jobCode: '45-2093.00',
    intent: 'stay',
    interests: { R: 4.5, I: 2.5, A: 1.5, S: 2, E: 3, C: 3 },
    likes: ['Raise fish in a fish hatchery', 'Start your own business', 'Set up and operate machines'],
    dislikes: ['Perform jazz', 'Write books', 'Sing in a band'],
    education: 'highschool',
    years: 12,
    willing: 'short',
    settings: ['outdoors', 'workshop'],
    values: ['Independence', 'Achievement', 'Working Conditions'],
    skills: ['mechanical', 'leadership'],
    tools: 'DairyComp 305, skid steer, parlor equipment, AI gun',
    goals: 'I know cows. Want to move up to herd manager or run a farm of my own someday.',
    target: { phrase: 'herd manager', codes: ['11-9013.00', '45-1011.00'] },
    accept: [
      '45-2093.00', // Farmworkers, Farm, Ranch, and Aquacultural Animals (own job: staying)
      '45-1011.00', // First-Line Supervisors of Farming, Fishing, and Forestry Workers (z3, the step up)
      '11-9013.00', // Farmers, Ranchers, and Other Agricultural Managers (z4, Related; twelve years: named)
      '45-2021.00', // Animal Breeders (z2, Related: the breeding side of herd work)
      '19-4012.00', // Agricultural Technicians (z3, Related: herd health and records)
    ],
    why: 'Farmworkers, animals 45-2093 (z2), high school, twelve years: related work reaches z4. Staying and advancing: the own job, the farming supervisors (z3) and farm managers (z4, the herd or farm manager named), and the Related Occupations that are the senior side of herd work (breeders, agricultural technicians). Not the meat plant, packing or freight relations: a step aside, not up.',
  },
  {
    id: 'vegetable-picker-machines',
    split: 'dev',
    who: 'Crop farmworker with no diploma, six years picking vegetables, tired of the field, unsure',
    jobTitle: 'farm worker (picking vegetables)',
    jobCode: '45-2092.00',
    intent: 'unsure',
    interests: { R: 4, I: 1.5, A: 1.5, S: 2, E: 1.5, C: 2.5 },
    likes: ['Set up and operate machines', 'Drive a truck'],
    dislikes: ['Write books', 'Give career guidance', 'Negotiate business contracts'],
    style: 'harsh',
    education: 'none',
    years: 6,
    willing: 'short',
    settings: ['workshop', 'vehicle', 'outdoors'],
    values: ['Working Conditions', 'Support', 'Relationships'],
    skills: ['mechanical'],
    tools: 'tractor a little, hand tools, picking knife',
    goals: 'not sure. tired of picking in the heat bent over all day, maybe something with machines',
    accept: [
      '45-2091.00', // Agricultural Equipment Operators (z1, Related: machines)
      '45-2093.00', // Farmworkers, Farm, Ranch, and Aquacultural Animals (z2, Related)
      '45-2041.00', // Graders and Sorters, Agricultural Products (z1, Related: the packing shed, out of the field)
      '37-3012.00', // Pesticide Handlers, Sprayers, and Applicators (z2, Related: spray rigs)
      '51-9012.00', // Separating, Filtering ... Machine Setters, Operators, and Tenders (z2, Related: machines)
      '53-7062.00', // Laborers and Freight, Stock, and Material Movers (z2, Related)
      '53-7064.00', // Packers and Packagers, Hand (z2, Related)
      '53-7063.00', // Machine Feeders and Offbearers (z2, Related: machines)
      '51-3092.00', // Food Batchmakers (z2, Related)
      '51-3091.00', // Food Roasting, Baking, and Drying Machine Operators (z2, Related: machines)
      '53-7051.00', // Industrial Truck and Tractor Operators (z2: machines, his strongest area, no credential)
    ],
    why: 'Farmworkers, crop 45-2092 (z1), no diploma, six years, a short course: reach z2 (related work z1 + 1). Unsure: his own work is ruled out by his goals (picking in the heat), the farming supervisors (z3) are beyond reach; the Related Occupations within z2 that are not a step down, leaning to machines as he asks (equipment operators, machine tenders, the packing shed), and forklift work, which his Realistic interests and machines point to. Not landscaping, tree trimming or forestry: the same heat and field he wants out of; not farm mechanics (z3).',
  },
  {
    id: 'fastfood-shift-manager-related',
    split: 'dev',
    who: 'Fast-food shift manager, high school, five years, wants a supervisor job outside fast food',
    jobTitle: 'shift manager at mcdonalds',
    jobCode: '35-1012.00',
    intent: 'related',
    interests: { R: 2.5, I: 1.5, A: 1.5, S: 3, E: 4, C: 3.5 },
    likes: ['Manage a retail store', 'Keep inventory records'],
    dislikes: ['Develop a new medicine', 'Study the movement of planets'],
    education: 'highschool',
    years: 5,
    willing: 'short',
    settings: ['customers', 'office', 'workshop'],
    values: ['Achievement', 'Working Conditions', 'Recognition'],
    skills: ['leadership', 'organising'],
    tools: 'POS, HotSchedules, inventory counts, cash deposits',
    goals:
      '5 yrs running shifts at mcdonalds. want a supervisor job somewhere with better hours, no more fast food. maybe retail or a warehouse',
    accept: [
      '41-1011.00', // First-Line Supervisors of Retail Sales Workers (z2, Related; retail named)
      '53-1042.00', // First-Line Supervisors of Helpers, Laborers, and Material Movers (z2, Related; warehouse named)
      '53-1043.00', // First-Line Supervisors of Material-Moving Machine and Vehicle Operators (z3, Related; warehouse)
      '37-1011.00', // First-Line Supervisors of Housekeeping and Janitorial Workers (z2, Related)
      '39-1014.00', // First-Line Supervisors of Entertainment and Recreation Workers (z2, Related)
      '43-1011.00', // First-Line Supervisors of Office and Administrative Support Workers (z3, Related)
      '51-1011.00', // First-Line Supervisors of Production and Operating Workers (z3, Related)
      '33-1091.00', // First-Line Supervisors of Security Workers (z2, Related)
      '39-1022.00', // First-Line Supervisors of Personal Service Workers (z3, Related)
      '53-1044.00', // First-Line Supervisors of Passenger Attendants (z3, Related)
    ],
    why: 'First-Line Supervisors of Food Preparation and Serving Workers 35-1012 (z2), high school, five years: related work reaches z3. A related move out of fast food: the supervisory Related Occupations of other fields within z3 (retail and warehouse named first). Not food service managers, chefs or food preparation: the field he leaves; not non-retail sales supervisors or general managers (z4).',
  },
  {
    id: 'school-cafeteria-cook-chef',
    split: 'dev',
    who: 'School cafeteria cook, high school, eight years, would take a culinary program to become a chef',
    jobTitle: 'cook in a school cafeteria',
    jobCode: '35-2012.00',
    intent: 'related',
    interests: { R: 3.5, I: 2, A: 3.5, S: 3.5, E: 3, C: 2.5 },
    likes: ['Start your own business', 'Draw pictures'],
    dislikes: ['Buy and sell stocks', 'Install software', 'Study the movement of planets'],
    style: 'generous',
    education: 'highschool',
    years: 8,
    willing: 'program',
    settings: ['workshop', 'customers'],
    values: ['Achievement', 'Recognition', 'Relationships'],
    skills: ['creative', 'organising'],
    tools: 'combi oven, steam kettle, tilt skillet, ServSafe certified',
    goals: 'I love cooking and want to become a chef or run a kitchen. Summers off are nice but the pay is low.',
    target: { phrase: 'chef', codes: ['35-1011.00'] },
    accept: [
      '35-1011.00', // Chefs and Head Cooks (z3, named, Related)
      '35-1012.00', // First-Line Supervisors of Food Preparation and Serving Workers (z2, Related: running a kitchen)
      '11-9051.00', // Food Service Managers (z2, Related: running a kitchen)
      '35-2014.00', // Cooks, Restaurant (z2, Related: the road to chef)
      '35-2013.00', // Cooks, Private Household (z3, Related: personal chef)
      '51-3011.00', // Bakers (z2, Related)
      '29-2051.00', // Dietetic Technicians (z3, Related: school nutrition, within a program's reach)
    ],
    why: 'Cooks, Institution and Cafeteria 35-2012 (z2), high school, eight years, would take a one- to two-year program: reach z3. A related move toward the named chef: Chefs and Head Cooks and the Related Occupations that run a kitchen or cook at a higher level (kitchen supervisors, food service managers, restaurant and private cooks, bakers, dietetic technicians). Not the own job, nor fast food, dishwashing or counter work (a step down).',
  },
  {
    id: 'call-center-agent-office',
    split: 'dev',
    who: 'Call-centre agent at a cable company, some college, six years, wants an office job off the phones',
    jobTitle: 'call center agent - spectrum',
    jobCode: '43-4051.00',
    intent: 'related',
    interests: { R: 1.5, I: 2, A: 2, S: 3, E: 2.5, C: 4 },
    likes: ['Develop a spreadsheet', 'Proofread records', 'Keep inventory records'],
    dislikes: ['Sell merchandise', 'Negotiate business contracts', 'Lay brick'],
    education: 'somecollege',
    years: 6,
    willing: 'short',
    settings: ['office', 'remote'],
    values: ['Working Conditions', 'Support', 'Relationships'],
    skills: ['communication', 'organising', 'technology'],
    tools: 'Salesforce, Genesys, Excel (basic), typing 60 wpm',
    goals:
      "6 years on the phones with angry customers, I'm burned out. Want an office job off the phones, maybe billing or an HR assistant",
    target: { phrase: 'HR assistant', codes: ['43-4161.00'] },
    accept: [
      '43-4161.00', // Human Resources Assistants (z3, named)
      '43-3021.00', // Billing and Posting Clerks (z3, Related; billing named)
      '43-4041.00', // Credit Authorizers, Checkers, and Clerks (z2, Related)
      '43-9041.00', // Insurance Claims and Policy Processing Clerks (z2, Related)
      '43-4141.00', // New Accounts Clerks (z3, Related)
      '43-4061.00', // Eligibility Interviewers, Government Programs (z3, Related)
      '43-9061.00', // Office Clerks, General (z2, Related)
      '43-4151.00', // Order Clerks (z2, Related)
      '43-3061.00', // Procurement Clerks (z2, Related)
      '43-4021.00', // Correspondence Clerks (z2, Related)
      '43-1011.00', // First-Line Supervisors of Office and Administrative Support Workers (z3, Related)
      '43-3031.00', // Bookkeeping, Accounting, and Auditing Clerks (z3: billing's neighbour, within her education)
      '43-3051.00', // Payroll and Timekeeping Clerks (z3: HR's neighbour, within her education)
    ],
    why: 'Customer Service Representatives 43-4051 (z2), some college (z3), six years: reach z3. A related move into office work off the phones: the clerical Related Occupations within z3, the two named (billing, HR assistant) and their nearest office neighbours. Not telemarketers, collectors, receptionists or sales representatives: the phones and customers she leaves; not management analysts or insurance agents (z4).',
  },
  {
    id: 'collections-agent-trades',
    split: 'dev',
    who: 'Collections agent, high school, three years, changing field to a hands-on trade',
    jobTitle: 'collections agent (phones)',
    jobCode: '43-3011.00',
    intent: 'change',
    interests: { R: 4, I: 3, A: 1.5, S: 2, E: 2, C: 2.5 },
    likes: ['Repair household appliances', 'Assemble electronic parts', 'Repair and install locks'],
    dislikes: ['Sell merchandise', 'Negotiate business contracts', 'Record rent payments'],
    education: 'highschool',
    years: 3,
    willing: 'program',
    settings: ['workshop', 'outdoors', 'vehicle'],
    values: ['Independence', 'Achievement', 'Working Conditions'],
    skills: ['mechanical', 'technology'],
    tools: 'collections software and a headset at work; at home I fix cars and appliances, multimeter',
    goals:
      "done calling people about money they don't have. want to work with my hands, maybe HVAC or an electrician apprenticeship",
    target: { phrase: 'HVAC', codes: ['49-9021.00'] },
    accept: [
      '49-9021.00', // Heating, Air Conditioning, and Refrigeration Mechanics and Installers (z3, named)
      '47-2111.00', // Electricians (z3, named, an apprenticeship)
      '47-3013.00', // Helpers--Electricians (z2: the way into the apprenticeship)
      '47-2152.00', // Plumbers, Pipefitters, and Steamfitters (z3: a neighbouring apprenticed trade)
      '49-9071.00', // Maintenance and Repair Workers, General (z3: Related to HVAC)
      '49-2098.00', // Security and Fire Alarm Systems Installers (z3: Related to electricians)
      '47-2231.00', // Solar Photovoltaic Installers (z2: Related to electricians)
      '49-9098.00', // Helpers--Installation, Maintenance, and Repair Workers (z2: the way into HVAC)
      '49-9031.00', // Home Appliance Repairers (z2: Related to HVAC; he repairs appliances)
    ],
    why: 'Bill and Account Collectors 43-3011 (z2), high school, would take an apprenticeship or program: reach z3. Changing field: nothing clerical or financial; the two named trades, their helpers (the way in) and their Related Occupations within z3 (plumbers, general maintenance, alarm and solar installers, appliance repair).',
  },
  {
    id: 'drywall-hanger-foreman',
    split: 'dev',
    who: 'Drywall hanger and finisher, high school, fourteen years, wants to run crews or estimate',
    jobTitle: 'drywall hanger/finisher',
    jobCode: '47-2081.00',
    intent: 'stay',
    interests: { R: 4.5, I: 2, A: 2, S: 2, E: 3.5, C: 3 },
    likes: ['Lay brick or tile', 'Build kitchen cabinets', 'Start your own business'],
    dislikes: ['Perform jazz', 'Sing in a band', 'Study the movement of planets'],
    education: 'highschool',
    years: 14,
    willing: 'short',
    settings: ['workshop', 'outdoors'],
    values: ['Achievement', 'Independence', 'Recognition'],
    skills: ['mechanical', 'leadership', 'numbers'],
    tools: 'screw gun, banjo taper, stilts, scissor lift, takeoffs by hand',
    goals: 'Want to run crews, become a foreman, or do estimating for a drywall contractor.',
    target: { phrase: 'estimating', codes: ['13-1051.00'] },
    accept: [
      '47-2081.00', // Drywall and Ceiling Tile Installers (own job: staying)
      '47-2082.00', // Tapers (the finishing specialty, Related)
      '47-1011.00', // First-Line Supervisors of Construction Trades and Extraction Workers (z3, the foreman)
      '13-1051.00', // Cost Estimators (z4, named; fourteen years in the trade)
      '11-9021.00', // Construction Managers (z4, fourteen years in the trade)
    ],
    why: 'Drywall and Ceiling Tile Installers 47-2081 (z2), high school, fourteen years: related work reaches z4. Staying and advancing: the own job, its finishing specialty (tapers), the trades supervisor (foreman) and, by experience, estimating (named) and construction management. Not the other trades of its Related Occupations (insulation, roofing, masonry): a side step.',
  },
  {
    id: 'framer-off-the-tools',
    split: 'dev',
    who: 'House framer of 52, high school, twenty years, back going, wants related work off the tools',
    jobTitle: 'framer',
    jobCode: '47-2031.00',
    intent: 'related',
    interests: { R: 4, I: 3, A: 2, S: 2.5, E: 3, C: 3 },
    likes: ['Build kitchen cabinets', 'Investigate the cause of a fire', 'Test the quality of parts'],
    dislikes: ['Perform jazz', 'Sing in a band', 'Market a new line of clothing'],
    style: 'middling',
    education: 'highschool',
    years: 20,
    willing: 'short',
    settings: ['outdoors', 'vehicle', 'office'],
    values: ['Working Conditions', 'Achievement', 'Independence'],
    skills: ['mechanical', 'numbers'],
    tools: 'nail gun, framing square, blueprints, reading plans, chalk lines',
    goals:
      "20 years framing houses and my back can't take much more. Want something related where I'm not swinging a hammer all day, like building inspector or estimator.",
    target: { phrase: 'building inspector', codes: ['47-4011.00'] },
    accept: [
      '47-4011.00', // Construction and Building Inspectors (z3, named)
      '13-1051.00', // Cost Estimators (z4, named; twenty years in the trade)
      '47-1011.00', // First-Line Supervisors of Construction Trades (z3: runs crews, off the tools)
      '11-9021.00', // Construction Managers (z4, twenty years in the trade)
      '47-4011.01', // Energy Auditors (z3, Related to building inspectors)
      '13-1041.04', // Government Property Inspectors and Investigators (z3, Related to building inspectors)
      '11-3013.00', // Facilities Managers (z3, Related to building inspectors)
    ],
    why: "Carpenters 47-2031 (z2), high school, twenty years: related work reaches z4. A related move off the tools: the two named careers (building inspector, estimator), the trades supervisor and construction management his experience reaches, and the building inspectors' Related Occupations within z3 that are desk or walk-through work (energy auditors, property inspectors, facilities managers). Not the other trades (drywall, roofing, cabinetmaking): the same physical work.",
  },
  {
    id: 'caregiver-unsure',
    split: 'dev',
    who: 'Private caregiver for the elderly, high school, seven years, unsure, wants more pay and regular hours',
    jobTitle: 'caregiver for elderly clients (private)',
    jobCode: '31-1122.00',
    intent: 'unsure',
    interests: { R: 2.5, I: 2.5, A: 2, S: 4.5, E: 2, C: 3 },
    likes: ['Help people with personal or emotional problems', 'Perform rehabilitation therapy'],
    dislikes: ['Buy and sell stocks', 'Negotiate business contracts', 'Lay brick'],
    education: 'highschool',
    years: 7,
    willing: 'program',
    settings: ['clinical', 'customers'],
    values: ['Relationships', 'Support', 'Achievement'],
    skills: ['helping', 'health'],
    tools: 'Hoyer lift, blood pressure cuff, med reminders, CPR certified',
    goals: "not sure what's next. I like helping people but the pay is bad and the hours are all over the place",
    accept: [
      '31-1122.00', // Personal Care Aides (own work)
      '39-1022.00', // First-Line Supervisors of Personal Service Workers (z3, the step up)
      '31-1121.00', // Home Health Aides (z2, Related)
      '31-1131.00', // Nursing Assistants (z3, Related)
      '31-1133.00', // Psychiatric Aides (z2, Related)
      '29-2061.00', // Licensed Practical and Licensed Vocational Nurses (z3, Related, a program)
      '31-2012.00', // Occupational Therapy Aides (z3, Related)
      '31-2022.00', // Physical Therapist Aides (z2, Related)
      '29-2053.00', // Psychiatric Technicians (z3, Related)
      '31-9092.00', // Medical Assistants (z3: Social and health strengths, a program)
    ],
    why: 'Personal Care Aides 31-1122 (z2), high school, seven years, would take a one- to two-year program: reach z3. Unsure: the own work and the personal service supervisors above it; the Related Occupations within z3 that are not a step down (aides in nursing, psychiatry and therapy, LPN); medical assisting, which her Social interests and health strengths point to. Not nannies or childcare (a step down in pay); not social work or counselling (z4-5).',
  },
  {
    id: 'dmv-clerk-government',
    split: 'dev',
    who: 'DMV counter clerk, associate degree, nine years, wants more responsibility in government work',
    jobTitle: 'dmv clerk',
    jobCode: '43-4031.00',
    intent: 'related',
    interests: { R: 1.5, I: 2.5, A: 1.5, S: 3, E: 3, C: 4.5 },
    likes: ['Proofread records', 'Record rent payments', 'Keep inventory records'],
    dislikes: ['Lay brick', 'Repair household appliances', 'Put out forest fires'],
    education: 'associate',
    years: 9,
    willing: 'short',
    settings: ['office'],
    values: ['Support', 'Working Conditions', 'Achievement'],
    skills: ['organising', 'communication', 'law'],
    tools: 'state DMV system, cash drawer, Word, Excel',
    goals:
      '9 years at the DMV counter. I would like more responsibility in government, maybe eligibility worker for the county or a paralegal, less time at the counter',
    target: { phrase: 'eligibility worker', codes: ['43-4061.00'] },
    accept: [
      '43-4061.00', // Eligibility Interviewers, Government Programs (z3, named, Related)
      '23-2011.00', // Paralegals and Legal Assistants (z3, named, Related)
      '43-6012.00', // Legal Secretaries and Administrative Assistants (z3, Related)
      '13-2081.00', // Tax Examiners and Collectors, and Revenue Agents (z3, Related: government)
      '43-1011.00', // First-Line Supervisors of Office and Administrative Support Workers (z3, Related)
      '11-3012.00', // Administrative Services Managers (z3, Related)
      '43-6011.00', // Executive Secretaries and Executive Administrative Assistants (z3, Related)
      '23-2093.00', // Title Examiners, Abstractors, and Searchers (z2, Related: records work off the counter)
    ],
    why: 'Court, Municipal, and License Clerks 43-4031 (z2), associate degree (z3), nine years: reach z3. A related move to more responsible work: the two named careers and the Related Occupations within z3 above the counter (legal secretaries, tax examiners, office supervisors, administrative services, executive assistants, title examiners). Not the same-level clerks (office, file, receptionist, claims): no more responsibility; not compliance officers, lawyers or judges (z4-5).',
  },
  {
    id: 'city-bus-driver-dispatch',
    split: 'dev',
    who: 'City bus driver, high school, sixteen years, wants off the road: dispatch, training or supervising',
    jobTitle: 'bus operator for the city transit',
    jobCode: '53-3052.00',
    intent: 'related',
    interests: { R: 3, I: 2, A: 1.5, S: 3.5, E: 3, C: 3.5 },
    likes: ['Drive a truck', 'Keep shipping and receiving records'],
    dislikes: ['Write books', 'Compose or arrange music', 'Develop a new medicine'],
    education: 'highschool',
    years: 16,
    willing: 'short',
    settings: ['office', 'vehicle'],
    values: ['Working Conditions', 'Support', 'Relationships'],
    skills: ['organising', 'communication'],
    tools: 'Clever Devices radio, CAD/AVL screens, fare box, CDL class B with passenger endorsement',
    goals:
      '16 years driving a city bus. I want off the road, maybe dispatcher, or train new operators or be a road supervisor',
    target: { phrase: 'dispatcher', codes: ['43-5032.00'] },
    accept: [
      '43-5032.00', // Dispatchers, Except Police, Fire, and Ambulance (z2, named, Related)
      '53-1043.00', // First-Line Supervisors of Material-Moving Machine and Vehicle Operators (z3: road supervisor)
      '53-1044.00', // First-Line Supervisors of Passenger Attendants (z3: supervising passenger service)
      '11-3071.00', // Transportation, Storage, and Distribution Managers (z4, sixteen years of related work)
      '43-5031.00', // Public Safety Telecommunicators (z2: dispatch, Related to dispatchers)
      '43-4181.00', // Reservation and Transportation Ticket Agents and Travel Clerks (z2, Related: off the road)
      '53-2022.00', // Airfield Operations Specialists (z3, Related: operations off the road)
      '53-6051.07', // Transportation Vehicle, Equipment and Systems Inspectors (z2: off the road, transit)
    ],
    why: 'Bus Drivers, Transit and Intercity 53-3052 (z2), high school, sixteen years: related work reaches z4. A related move off the road: the named dispatcher, the transit supervisors (road supervisor), transportation management by experience, and the Related Occupations within reach that are not driving (telecommunicators, ticket agents, airfield operations, vehicle inspectors). Not other driving (trucks, taxis, school buses, rail): the road he leaves; not air traffic control (hiring age).',
  },
  {
    id: 'daycare-worker-teacher',
    split: 'dev',
    who: "Daycare worker in the toddler room, associate degree, five years, would finish a bachelor's to teach",
    jobTitle: 'daycare worker (toddler room)',
    jobCode: '39-9011.00',
    intent: 'related',
    interests: { R: 2, I: 2.5, A: 3.5, S: 4.5, E: 2, C: 2.5 },
    likes: ['Take care of children at a day-care center', 'Teach children how to play sports', 'Draw pictures'],
    dislikes: ['Buy and sell stocks', 'Set up and operate machines', 'Conduct chemical experiments'],
    style: 'generous',
    education: 'associate',
    years: 5,
    willing: 'degree',
    settings: ['classroom'],
    values: ['Relationships', 'Achievement', 'Support'],
    skills: ['helping', 'creative', 'communication'],
    tools: 'Brightwheel app, lesson plans, CDA credential',
    goals: 'I want to be a preschool or kindergarten teacher, maybe finish my bachelors in early childhood ed',
    target: { phrase: 'preschool teacher', codes: ['25-2011.00'] },
    accept: [
      '25-2011.00', // Preschool Teachers, Except Special Education (z3, named, Related)
      '25-2012.00', // Kindergarten Teachers, Except Special Education (z4, named, Related, a degree)
      '25-9042.00', // Teaching Assistants, Preschool ... Secondary School (z3, Related)
      '25-2055.00', // Special Education Teachers, Kindergarten (z4, Related, a degree)
      '25-2056.00', // Special Education Teachers, Elementary School (z4, Related, a degree)
      '25-2021.00', // Elementary School Teachers (z4: the next grades, a degree)
    ],
    why: "Childcare Workers 39-9011 (z2), associate degree (z3), five years, would finish a bachelor's: reach z4. A related move into teaching young children: the two named and the Related teaching occupations within z4 (teaching assistants, special education in kindergarten and elementary) and elementary teaching. Not nannies, aides or nursing assistants (the same or a lower level), not childcare administration (not asked), not preschool special education (z5).",
  },
];
