import type { Persona } from '../persona.js';

/**
 * Twelve people added on 2026-11-24 before the third round of tuning, all held out: occupations and situations the
 * first 48 do not have (a trades apprentice, a pharmacist, a chef leaving kitchens, a veteran medic, retail into HR, a
 * nurse moving to informatics, a welder, a claims adjuster, a real-estate agent, a farmworker, a web developer, a
 * school bus driver). Labels follow EVAL.md's rules; the O*NET Related Occupations (P-S primary-short, P-L
 * primary-long, S supplemental) and Job Zones behind each are in `why`.
 */
export const ADDED_2026_11: Persona[] = [
  {
    id: 'plumber-apprentice-stay',
    split: 'heldout',
    who: 'Second-year plumbing apprentice, high school, wants the journeyman licence and then his own service van',
    jobTitle: 'Plumbing apprentice',
    jobCode: '47-2152.00',
    intent: 'stay',
    interests: { R: 4.6, I: 2.5, A: 1.5, S: 2, E: 2.8, C: 3 },
    likes: ['Repair household appliances', 'Lay brick or tile', 'Build kitchen cabinets'],
    dislikes: ['Write books or plays', 'Compose or arrange music'],
    style: 'generous',
    education: 'highschool',
    years: 2,
    totalYears: 4,
    willing: 'program',
    settings: ['workshop', 'outdoors', 'vehicle'],
    values: ['Independence', 'Support', 'Relationships'],
    skills: ['mechanical', 'numbers'],
    tools: 'Pipe wrench, PEX crimper, press tool, drain camera',
    goals: 'Finish my apprenticeship, get licensed as a plumber and run my own service calls one day.',
    target: { phrase: 'plumber', codes: ['47-2152.00'] },
    accept: [
      '47-2152.00', // Plumbers, Pipefitters, and Steamfitters (own trade; z3 reached by the apprenticeship he is in)
      '47-2152.04', // Solar Thermal Installers and Technicians (P-L, a plumbing specialty)
      '49-9021.00', // HVAC and Refrigeration Mechanics (P-L, z3, same pipework)
      '47-2011.00', // Boilermakers (P-S, z3)
      '49-9012.00', // Control and Valve Installers (P-S, z3)
      '51-8021.00', // Stationary Engineers and Boiler Operators (P-L, z3)
      '47-1011.00', // First-Line Supervisors of Construction Trades (the step up, later)
      '47-4011.00', // Construction and Building Inspectors (plumbing inspector, z3)
      '47-2151.00', // Pipelayers (P-S, z2: same work, no step down in his line)
      '49-9071.00', // Maintenance and Repair Workers, General (P-L, z3)
      '47-4071.00', // Septic Tank Servicers and Sewer Pipe Cleaners (P-S, drain work)
    ],
    why: 'Staying: Plumbers (z3, apprenticeship) and its Primary Related Occupations of zone 2-3 (Boilermakers, Pipelayers, Control and Valve Installers, Septic Tank Servicers P-S; HVAC Mechanics, Maintenance and Repair Workers, Stationary Engineers, Solar Thermal Installers P-L), the construction-trades supervisor above and the building inspector role licensed plumbers move to. Helpers (47-3015) are where he is coming from, not a step up; Electricians are another licensed trade (a new apprenticeship), not his.',
  },
  {
    id: 'pharmacist-stay',
    split: 'heldout',
    who: 'Retail pharmacist, PharmD, six years, wants to advance toward clinical or management roles in pharmacy',
    jobTitle: 'Pharmacist (retail)',
    jobCode: '29-1051.00',
    intent: 'stay',
    interests: { R: 2, I: 4.3, A: 1.8, S: 3.8, E: 3, C: 3.9 },
    likes: ['Develop a new medicine', 'Do laboratory tests to identify diseases', 'Keep inventory records'],
    dislikes: ['Lay brick or tile', 'Perform jazz or tap dance'],
    education: 'doctoral',
    years: 6,
    willing: 'short',
    settings: ['clinical', 'customers'],
    values: ['Achievement', 'Working Conditions', 'Support'],
    skills: ['health', 'science', 'helping'],
    tools: 'Pharmacy management system, Epic Willow, drug interaction database',
    goals: 'Grow as a pharmacist: more clinical work with patients, maybe manage a pharmacy department.',
    accept: [
      '29-1051.00', // Pharmacists (own job)
      '11-9111.00', // Medical and Health Services Managers (z4: the pharmacy department manager)
      '11-9121.01', // Clinical Research Coordinators (z4, drug trials)
      '13-1041.07', // Regulatory Affairs Specialists (z4, drug regulation)
      '11-9199.01', // Regulatory Affairs Managers (z4)
      '19-1042.00', // Medical Scientists (z5, research pharmacy, within a doctorate)
      '25-1071.00', // Health Specialties Teachers, Postsecondary (z5: pharmacy faculty, clinical preceptor)
    ],
    why: 'Staying and advancing: Pharmacists (z5) has no specialties in O*NET; the step up is the health-services manager, and the roles pharmacists move to without a new licence are clinical research and regulatory affairs (z4-5). The Primary-Short related occupations are prescribing clinicians (Nurse Practitioners, Physician Assistants, physicians): each needs a new graduate degree and licence, beyond the short preparation she would add, so none is accepted; teaching pharmacy (postsecondary health specialties) is within her doctorate. Pharmacy Technicians and Aides are steps down.',
  },
  {
    id: 'chef-change',
    split: 'heldout',
    who: 'Head chef, culinary school and twelve years of kitchens, burnt out on nights and weekends, wants out of restaurants',
    jobTitle: 'Head chef',
    jobCode: '35-1011.00',
    intent: 'change',
    interests: { R: 3.8, I: 3.5, A: 3.6, S: 3, E: 3.2, C: 2.8 },
    likes: [
      'Invent a replacement for sugar',
      'Conduct chemical experiments',
      'Test the quality of parts before shipment',
    ],
    dislikes: ['Sell merchandise at a department store', 'Manage a retail store'],
    education: 'associate',
    years: 12,
    willing: 'program',
    settings: ['workshop', 'office'],
    values: ['Working Conditions', 'Achievement', 'Independence'],
    skills: ['creative', 'leadership', 'science'],
    tools: 'Combi oven, sous-vide, recipe costing spreadsheets',
    goals:
      'I am done with restaurant kitchens and the hours. I would like something like food science or product development, regular days.',
    target: { phrase: 'food science', codes: ['19-4013.00', '19-1012.00'] },
    accept: [
      '19-4013.00', // Food Science Technicians (z3: the named field, reachable with an associate degree)
      '51-3092.00', // Food Batchmakers (P-L of chefs; product kitchens, regular hours)
      '29-2051.00', // Dietetic Technicians (P-L, z3)
      '19-4012.00', // Agricultural Technicians (z3, the lab side of food)
      '51-9061.00', // Inspectors, Testers, Sorters, Samplers (quality in food plants, z2)
      '45-2011.00', // Agricultural Inspectors (z3, food safety)
      '19-4031.00', // Chemical Technicians (z3, lab work he likes)
      '51-1011.00', // First-Line Supervisors of Production Workers (z3: runs a food production line, days)
    ],
    why: 'Changing field: nothing in food preparation and serving (SOC 35: chefs, cooks, food-service supervisors), the field he is leaving. Food science is named; Chefs relates (P-L) to Food Batchmakers and Dietetic Technicians, outside restaurants. Education is an associate degree with twelve years of related leadership (zone 3, a program more reaches 4): the food science and quality technician roles (z3), food production supervision (kitchen leadership carries over). Food Scientists (z4, a bachelor degree) count as reaching the named field but lie beyond the program he would take, so they are not labelled acceptable; nor is production management (z4), and the lab roles his likes point to.',
  },
  {
    id: 'army-medic-related',
    split: 'heldout',
    who: 'Army combat medic leaving the service after eight years, some college, wants to keep doing emergency care as a civilian',
    jobTitle: 'Combat medic (68W), US Army',
    jobCode: '29-2042.00',
    intent: 'related',
    interests: { R: 3.8, I: 3.6, A: 1.6, S: 4.2, E: 2.8, C: 2.6 },
    likes: ['Put out forest fires', 'Perform rehabilitation therapy', 'Examine blood samples using a microscope'],
    dislikes: ['Write scripts for movies or television shows', 'Market a new line of clothing'],
    style: 'plain',
    education: 'somecollege',
    years: 8,
    willing: 'program',
    settings: ['clinical', 'vehicle', 'outdoors'],
    values: ['Achievement', 'Support', 'Relationships'],
    skills: ['health', 'helping', 'leadership'],
    tools: 'Tourniquets, IV kits, cardiac monitor, TCCC',
    goals: 'Use what I did in the army as a civilian, like paramedic or an ER tech, or become a nurse later.',
    target: { phrase: 'paramedic', codes: ['29-2043.00'] },
    accept: [
      '29-2043.00', // Paramedics (P-S, z3: the named role)
      '29-2042.00', // Emergency Medical Technicians (the civilian form of his own job: related moves accept it)
      '29-1141.00', // Registered Nurses (P-S, z4: named; a degree program he would take)
      '29-2061.00', // Licensed Practical Nurses (P-S, z3)
      '29-9093.00', // Surgical Assistants (P-S, z3)
      '29-1126.00', // Respiratory Therapists (P-L, z3)
      '29-2031.00', // Cardiovascular Technologists (P-L, z3)
      '29-1141.01', // Acute Care Nurses (P-L)
      '29-1141.03', // Critical Care Nurses (P-L)
      '29-2055.00', // Surgical Technologists (z3, a common route for medics)
      '33-2011.00', // Firefighters (z3, EMS-based fire service; likes and settings fit)
    ],
    why: 'Related move: a combat medic is trained and certified as an EMT (29-2042, z3); O*NET relates EMTs to Paramedics, Registered Nurses, LPNs, Surgical Assistants (P-S), Respiratory Therapists, Cardiovascular Technologists, Acute and Critical Care Nurses (P-L). Some college and eight years of close work reach zone 3-4 with a program. Fire service and surgical technology are the other civilian routes for medics. Ambulance Drivers and Nursing Assistants are steps down; Physician Assistants (S) need a graduate degree, beyond the program he would take.',
  },
  {
    id: 'retail-manager-to-hr',
    split: 'heldout',
    who: 'Retail store manager with a business degree, ten years, liked hiring and training staff best, wants to move into HR',
    jobTitle: 'Store manager, retail',
    jobCode: '41-1011.00',
    intent: 'change',
    interests: { R: 1.8, I: 2.2, A: 2, S: 4, E: 4, C: 3.6 },
    likes: [
      'Give career guidance to people',
      'Calculate the wages of employees',
      'Manage a department within a large company',
    ],
    dislikes: ['Sell merchandise at a department store', 'Manage a clothing store'],
    style: 'middling',
    education: 'bachelor',
    years: 10,
    willing: 'short',
    settings: ['office', 'hybrid'],
    values: ['Relationships', 'Working Conditions', 'Achievement'],
    skills: ['communication', 'leadership', 'organising'],
    tools: 'Workday, Kronos scheduling, Excel',
    goals: 'Leave retail and work in human resources: recruiting, training people, employee relations.',
    target: { phrase: 'human resources', codes: ['13-1071.00', '11-3121.00'] },
    accept: [
      '13-1071.00', // Human Resources Specialists (z4: named)
      '11-3121.00', // Human Resources Managers (z4: named, ten years of managing people)
      '13-1151.00', // Training and Development Specialists (z4: named "training people")
      '11-3131.00', // Training and Development Managers (z4)
      '13-1075.00', // Labor Relations Specialists (z4: "employee relations")
      '13-1141.00', // Compensation, Benefits, and Job Analysis Specialists (z4)
      '11-3111.00', // Compensation and Benefits Managers (z4)
      '43-4161.00', // Human Resources Assistants (z3: the entry to HR, acceptable for a change)
    ],
    why: 'Changing field to human resources, named: HR Specialists and Managers, Training and Development, Labor Relations, Compensation and Benefits (all z4, reached with a bachelor degree and ten years of managing staff). Nothing in sales or retail supervision (SOC 41 and the retail supervisor it relates to), the field she is leaving. HR Assistants are the usual entry for someone new to HR.',
  },
  {
    id: 'nurse-to-informatics',
    split: 'heldout',
    who: 'Med-surg RN, BSN, eleven years, super-user on the EHR rollout, wants to move into nursing informatics',
    jobTitle: 'Staff nurse, med-surg',
    jobCode: '29-1141.00',
    intent: 'related',
    interests: { R: 2, I: 3.8, A: 1.8, S: 3.6, E: 2.6, C: 4.2 },
    likes: ['Develop a spreadsheet using computer software', 'Install software across computers on a large network'],
    dislikes: ['Drive a truck to deliver packages to offices and homes', 'Sing in a band'],
    education: 'bachelor',
    years: 11,
    willing: 'graduate',
    settings: ['hybrid', 'office', 'clinical'],
    values: ['Working Conditions', 'Achievement', 'Independence'],
    skills: ['health', 'technology', 'organising'],
    tools: 'Epic, Cerner, SQL basics, Excel',
    goals: 'Move from the bedside into nursing informatics: EHR build, clinical systems and data.',
    target: { phrase: 'nursing informatics', codes: ['15-1211.01'] },
    accept: [
      '15-1211.01', // Health Informatics Specialists (z5: the named field, within a program)
      '15-2051.02', // Clinical Data Managers (z4)
      '29-9021.00', // Health Information Technologists and Medical Registrars (z3-4, clinical data)
      '11-9111.00', // Medical and Health Services Managers (z4, informatics leads)
      '15-1211.00', // Computer Systems Analysts (z3-4: clinical systems analyst)
      '11-9121.01', // Clinical Research Coordinators (z4, clinical data work)
      '29-1141.04', // Clinical Nurse Specialists (P-S, z5: still nursing, systems and quality focus)
      '15-1242.00', // Database Administrators (z4)
      '15-2051.00', // Data Scientists (z4-5 with a program: data)
    ],
    why: 'Related move into informatics, named: Health Informatics Specialists (z5), with the clinical data and systems roles around it (Clinical Data Managers, Health Information Technologists, Computer Systems Analysts, Database Administrators) and the informatics leadership step (Medical and Health Services Managers). A BSN and eleven years reach zone 4; the informatics master’s she would take reaches 5. Bedside roles (the RN job itself, LPN, nursing assistants) are the work she is moving from; of its Primary-Short relations only the Clinical Nurse Specialist keeps a systems and quality focus.',
  },
  {
    id: 'welder-stay',
    split: 'heldout',
    who: 'Structural welder, high school and a welding certificate, seven years in a fabrication shop, wants to move up',
    jobTitle: 'Welder / fabricator',
    jobCode: '51-4121.00',
    intent: 'stay',
    interests: { R: 4.7, I: 2.8, A: 2.4, S: 1.6, E: 2.4, C: 2.8 },
    likes: ['Set up and operate machines to make products', 'Test the quality of parts before shipment'],
    dislikes: ['Help conduct a group therapy session', 'Teach a high-school class'],
    style: 'harsh',
    education: 'highschool',
    years: 7,
    willing: 'short',
    settings: ['workshop'],
    values: ['Independence', 'Achievement', 'Support'],
    skills: ['mechanical', 'numbers'],
    tools: 'MIG and TIG welders, plasma cutter, blueprints',
    goals: 'Stay in welding and get better jobs: certified welding inspector or shop lead.',
    target: { phrase: 'welding inspector', codes: ['51-9061.00', '47-4011.00'] },
    accept: [
      '51-4121.00', // Welders, Cutters, Solderers, and Brazers (own job)
      '51-4122.00', // Welding Machine Setters and Operators (P-S: same work)
      '51-2041.00', // Structural Metal Fabricators and Fitters (P-S)
      '47-2011.00', // Boilermakers (P-S, z3: welding-heavy trade up a zone)
      '51-1011.00', // First-Line Supervisors of Production Workers (the shop lead he names)
      '51-9061.00', // Inspectors, Testers, Sorters, Samplers (welding inspection, named)
      '47-4011.00', // Construction and Building Inspectors (structural welding inspection, named)
      '47-2221.00', // Structural Iron and Steel Workers (field welding, z2)
      '51-4111.00', // Tool and Die Makers (P-L, z3)
      '49-9041.00', // Industrial Machinery Mechanics (S, z3)
    ],
    why: 'Staying and advancing: Welders (z2) with its Primary-Short relations doing welding (Welding Machine Setters, Structural Metal Fabricators, Boilermakers), the named welding inspector roles, the production supervisor above (shop lead), and zone 3 trades built on welding (Tool and Die Makers P-L, pipefitting). Seven years of close work reach zone 3. Assemblers of aircraft or engines are P-S but leave welding.',
  },
  {
    id: 'claims-adjuster-related',
    split: 'heldout',
    who: 'Auto and property claims adjuster, bachelor degree, five years, wants a related desk role with more analysis',
    jobTitle: 'Insurance claims adjuster',
    jobCode: '13-1031.00',
    intent: 'related',
    interests: { R: 2, I: 3.6, A: 1.8, S: 2.6, E: 3.4, C: 4.4 },
    likes: [
      'Investigate the cause of a fire',
      'Develop a spreadsheet using computer software',
      'Proofread records or forms',
    ],
    dislikes: ['Teach children how to play sports', 'Paint sets for plays'],
    education: 'bachelor',
    years: 5,
    willing: 'short',
    settings: ['office', 'remote'],
    values: ['Working Conditions', 'Independence', 'Achievement'],
    skills: ['numbers', 'law', 'organising'],
    tools: 'Guidewire ClaimCenter, Xactimate, Excel',
    goals: 'Something related where I investigate and analyse more, like fraud investigation or underwriting.',
    target: { phrase: 'fraud investigation', codes: ['13-2099.04'] },
    accept: [
      '13-2099.04', // Fraud Examiners, Investigators and Analysts (P-L, z4: named)
      '13-2053.00', // Insurance Underwriters (P-L, z4: named)
      '13-1032.00', // Insurance Appraisers, Auto Damage (same field, z3)
      '13-1041.00', // Compliance Officers (S, z4)
      '13-2061.00', // Financial Examiners (S, z4)
      '13-1141.00', // Compensation, Benefits, and Job Analysis Specialists (P-L, z4)
      '13-2023.00', // Appraisers and Assessors of Real Estate (P-L, z4)
      '33-9021.00', // Private Detectives and Investigators (S, z3: investigation)
      '13-2081.00', // Tax Examiners and Revenue Agents (P-S, z3-4)
      '11-9199.02', // Compliance Managers (z4)
      '13-2011.00', // Accountants and Auditors (S, z4: forensic side)
    ],
    why: 'Related move with analysis and investigation, named (fraud investigation, underwriting): Claims Adjusters (z4) relates to Fraud Examiners, Underwriters, Compensation Specialists, Real Estate Appraisers (P-L), Tax Examiners (P-S), Compliance Officers, Financial Examiners, Private Investigators, Accountants (S). A bachelor degree and five years reach zone 4. The clerk roles of its Primary-Short list (claims clerks, customer service, credit clerks) are steps down; Lawyers need law school.',
  },
  {
    id: 'realtor-related',
    split: 'heldout',
    who: 'Real-estate agent, high school and a licence, nine years, tired of commission-only income, wants a related salaried role',
    jobTitle: 'Realtor',
    jobCode: '41-9022.00',
    intent: 'related',
    interests: { R: 2.2, I: 2, A: 2.6, S: 3.2, E: 4.6, C: 3.4 },
    likes: ['Negotiate business contracts', 'Record rent payments', 'Start your own business'],
    dislikes: ['Study the movement of planets', 'Work in a biology lab'],
    style: 'generous',
    education: 'highschool',
    years: 9,
    willing: 'short',
    settings: ['customers', 'office', 'vehicle'],
    values: ['Independence', 'Working Conditions', 'Recognition'],
    skills: ['sales', 'communication', 'numbers'],
    tools: 'MLS, DocuSign, Zillow Premier Agent, CRM',
    goals: 'Stay close to real estate but with a salary, maybe property management or appraising.',
    target: { phrase: 'property management', codes: ['11-9141.00'] },
    accept: [
      '11-9141.00', // Property, Real Estate, and Community Association Managers (P-S, z4: named)
      '13-2023.00', // Appraisers and Assessors of Real Estate (P-S, z4: named)
      '41-9021.00', // Real Estate Brokers (P-S, z4: nine years and a short course)
      '13-2072.00', // Loan Officers (P-L, z4: mortgage lending, salaried)
      '41-3021.00', // Insurance Sales Agents (P-L)
      '41-3031.00', // Securities and Financial Services Sales Agents (P-S)
      '13-2052.00', // Personal Financial Advisors (P-L)
      '43-4131.00', // Loan Interviewers and Clerks (S, z3: salaried mortgage processing)
      '11-2022.00', // Sales Managers (S, z4)
      '23-2093.00', // Title Examiners, Abstractors, and Searchers (real-estate closings)
    ],
    why: 'Related move within real estate and its neighbours, named (property management, appraising): Real Estate Sales Agents (z3) relates to Brokers, Property Managers, Real Estate Appraisers, Financial Services Sales Agents (P-S), Loan Officers, Insurance Sales Agents, Financial Advisors (P-L), Sales Managers and loan clerks (S). High school with nine years of the same work reaches zone 4 for these close relations. Her own job is what she moves from.',
  },
  {
    id: 'farmworker-unsure',
    split: 'heldout',
    who: 'Seasonal crop farmworker, no diploma, six years in fields and greenhouses, unsure what else he could do',
    jobTitle: 'Farm worker',
    jobCode: '45-2092.00',
    intent: 'unsure',
    interests: { R: 4.2, I: 2.2, A: 2, S: 2.2, E: 1.8, C: 2.6 },
    likes: [
      'Raise fish in a fish hatchery',
      'Drive a truck to deliver packages to offices and homes',
      'Put out forest fires',
    ],
    dislikes: ['Buy and sell stocks and bonds', 'Write books or plays'],
    style: 'middling',
    education: 'none',
    years: 6,
    willing: 'short',
    settings: ['outdoors', 'vehicle'],
    values: ['Support', 'Relationships', 'Working Conditions'],
    skills: ['mechanical'],
    tools: 'Tractor, pruning shears, irrigation',
    goals: 'Not sure. Something steady all year, working outside if I can.',
    accept: [
      '45-2091.00', // Agricultural Equipment Operators (P-S, z1)
      '45-2093.00', // Farmworkers, Farm, Ranch, and Aquacultural Animals (P-S, z2: his likes)
      '37-3011.00', // Landscaping and Groundskeeping Workers (P-S, z1: year-round outdoor work)
      '37-3012.00', // Pesticide Handlers and Applicators (P-S, z2)
      '45-4011.00', // Forest and Conservation Workers (P-L, z2)
      '37-3013.00', // Tree Trimmers and Pruners (P-L, z2)
      '53-3032.00', // Heavy and Tractor-Trailer Truck Drivers (z2 with a short CDL course; likes driving)
      '53-3033.00', // Light Truck Drivers (z2)
      '45-2092.00', // Farmworkers, Crop (his own work: unsure keeps it acceptable)
      '53-7062.00', // Laborers and Material Movers (P-L, z2: steady, year-round)
      '47-2061.00', // Construction Laborers (z2, outdoor and year-round)
    ],
    why: 'Unsure: zone 1-2 work close to what he knows (Agricultural Equipment Operators, animal farmworkers, groundskeeping, pesticide application P-S; forest and conservation work, tree trimming, material moving P-L), and the outdoor, year-round jobs his likes and settings point to (truck driving with a short CDL course, construction labour). No diploma and a short course keep him in zones 1-2 (six years of his own work reach zone 2, not the zone 3 farm crew supervisor).',
  },
  {
    id: 'web-developer-stay',
    split: 'heldout',
    who: 'Front-end web developer, bootcamp after a history degree, four years, wants to grow into senior and lead roles',
    jobTitle: 'Frontend developer (React)',
    jobCode: '15-1254.00',
    intent: 'stay',
    interests: { R: 2.4, I: 4, A: 3.8, S: 2, E: 2.6, C: 3.6 },
    likes: ['Install software across computers on a large network', 'Draw pictures'],
    dislikes: ['Help people with personal or emotional problems', 'Raise fish in a fish hatchery'],
    education: 'bachelor',
    years: 4,
    willing: 'short',
    settings: ['remote', 'hybrid'],
    values: ['Independence', 'Achievement', 'Working Conditions'],
    skills: ['technology', 'creative'],
    tools: 'React, TypeScript, Node.js, Figma, Git',
    goals: 'Keep building for the web and become a senior or lead front-end engineer.',
    accept: [
      '15-1254.00', // Web Developers (own job)
      '15-1255.00', // Web and Digital Interface Designers (P-S)
      '15-1252.00', // Software Developers (P-S, z4: the senior engineering track)
      '15-1253.00', // Software Quality Assurance Analysts (P-S, z4)
      '15-1299.01', // Web Administrators (z4)
      '11-3021.00', // Computer and Information Systems Managers (the lead role, z4)
      '15-1211.00', // Computer Systems Analysts (P-L)
      '15-1251.00', // Computer Programmers (P-S)
      '15-1243.00', // Database Architects (S, z4)
      '15-1299.08', // Computer Systems Engineers/Architects (P-L)
      '15-1242.00', // Database Administrators (P-S, z4)
    ],
    why: 'Staying and advancing in web development (z4): Web Developers relates to Web and Digital Interface Designers, Software Developers, Programmers, QA Analysts (P-S), Systems Analysts (P-L); the lead step is Computer and Information Systems Managers. A bachelor degree and four years reach zone 4; research scientist roles (z5, doctorate) are beyond the short preparation he would add.',
  },
  {
    id: 'school-bus-driver-change',
    split: 'heldout',
    who: 'School bus driver, high school, eight years, loves the kids, wants to change to working with children in school',
    jobTitle: 'School bus driver',
    jobCode: '53-3051.00',
    intent: 'change',
    interests: { R: 3, I: 2, A: 2.8, S: 4.6, E: 2.2, C: 2.6 },
    likes: ['Take care of children at a day-care center', 'Teach children how to play sports'],
    dislikes: ['Buy and sell stocks and bonds', 'Study the movement of planets'],
    style: 'generous',
    education: 'highschool',
    years: 8,
    willing: 'program',
    settings: ['classroom', 'outdoors'],
    values: ['Relationships', 'Support', 'Achievement'],
    skills: ['helping', 'communication'],
    tools: 'Pre-trip inspection checklist, two-way radio',
    goals: 'Stop driving and work with kids in a school, like a teacher aide or with preschoolers.',
    target: { phrase: 'teacher aide', codes: ['25-9042.00', '25-9043.00'] },
    accept: [
      '25-9042.00', // Teaching Assistants, Preschool, Elementary, Middle, and Secondary School (named, z3)
      '25-9043.00', // Teaching Assistants, Special Education (named, z3)
      '39-9011.00', // Childcare Workers (z2-3: preschoolers, named)
      '25-2011.00', // Preschool Teachers (z3: an associate program, named)
      '39-9011.01', // Nannies (z2)
      '25-3021.00', // Self-Enrichment Teachers (z3: coaching children's sports)
    ],
    why: 'Changing field to working with children in school, named (teacher aide, preschool): Teaching Assistants (z3), Childcare Workers and Nannies (z2), Preschool Teachers (z3 with an associate program), coaching children (Self-Enrichment Teachers). High school with a program reaches zone 3; Recreation Workers and Social and Human Service Assistants are zone 4 in O*NET, beyond it. Nothing in driving (SOC 53), the work he is leaving.',
  },
];
