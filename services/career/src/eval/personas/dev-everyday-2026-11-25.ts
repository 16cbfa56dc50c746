import type { Persona } from '../persona.js';

/**
 * Dev people written by the career engineer on 2026-11-25 (second session of the day), everyday and professional
 * work across the six areas, Job Zones 1 to 5 and the four intents, titles and goals typed the way people type them.
 * Written and labelled before the engine was run on them, by the rules of EVAL.md ("The set"): O*NET Related
 * Occupations and Job Zones, the reach of the person's education, related experience and the preparation they would
 * add. Dev: the engine may be tuned on them.
 */
export const DEV_EVERYDAY: Persona[] = [
  {
    id: 'dental-assistant-hygienist',
    split: 'dev',
    who: 'Dental assistant with a one-year certificate, six years chairside, wants to go back for hygiene',
    jobTitle: 'dental asst',
    jobCode: '31-9091.00',
    intent: 'related',
    interests: { R: 3, I: 3, A: 2, S: 4, E: 2, C: 3.5 },
    likes: ['Examine blood samples using a microscope', 'Help people with personal or emotional problems'],
    dislikes: ['Sing in a band', 'Negotiate business contracts', 'Lay brick or tile'],
    education: 'somecollege',
    years: 6,
    willing: 'degree',
    settings: ['clinical'],
    values: ['Relationships', 'Working Conditions', 'Support'],
    skills: ['health', 'helping', 'organising'],
    tools: 'Dentrix, Eaglesoft, digital xrays',
    goals: 'want to go back to school to become a dental hygienist. love patients, tired of assistant pay',
    target: { phrase: 'dental hygienist', codes: ['29-1292.00'] },
    accept: [
      '29-1292.00', // Dental Hygienists (z3, Primary-Short: named)
      '31-9092.00', // Medical Assistants (z3, Primary-Short)
      '29-9093.00', // Surgical Assistants (z3, Primary-Short)
      '29-2057.00', // Ophthalmic Medical Technicians (z3, Primary-Short)
      '29-2055.00', // Surgical Technologists (z3, Primary-Long)
      '29-2099.05', // Ophthalmic Medical Technologists (z3, Primary-Long)
      '29-2056.00', // Veterinary Technologists and Technicians (z3, Primary-Long)
      '29-2061.00', // Licensed Practical Nurses (z3, related to hygienists: the way toward patient care)
      '29-1126.00', // Respiratory Therapists (z3, related to hygienists; an associate degree as hygiene is)
      '51-9081.00', // Dental Laboratory Technicians (z2, Primary-Short: the dental field, a side step)
    ],
    why: 'Dental Assistants 31-9091 (z3), a certificate, six years, would take an associate degree: reach z3-z4. Related move toward hygiene: the hygienists (named), the Primary relations of her job in z3 (medical and surgical assistants, ophthalmic and surgical technicians, vet techs) and the relations of hygienists within an associate degree (LPN, respiratory therapists). Not dentists or physicians (z5, beyond an associate degree); not physical therapist aides (z2, a step down from chairside).',
  },
  {
    id: 'diesel-tech-shop-foreman',
    split: 'dev',
    who: 'Diesel mechanic at a truck dealership, vocational certificate, nine years, wants to run the shop floor',
    jobTitle: 'diesel tech',
    jobCode: '49-3031.00',
    intent: 'stay',
    interests: { R: 4.5, I: 3, A: 1.5, S: 2, E: 3, C: 2.5 },
    likes: ['Repair household appliances', 'Assemble electronic parts', 'Test the quality of parts before shipment'],
    dislikes: ['Write books or plays', 'Perform jazz or tap dance', 'Teach sign language'],
    education: 'somecollege',
    years: 9,
    willing: 'short',
    settings: ['workshop'],
    values: ['Achievement', 'Independence', 'Working Conditions'],
    skills: ['mechanical', 'leadership'],
    tools: 'Cummins Insite, DDDL, Jpro, multimeter, ASE certs',
    goals: 'move up to shop foreman or service manager eventually, stay in trucks',
    target: { phrase: 'shop foreman', codes: ['49-1011.00'] },
    accept: [
      '49-3031.00', // Bus and Truck Mechanics and Diesel Engine Specialists (own job: staying)
      '49-1011.00', // First-Line Supervisors of Mechanics, Installers, and Repairers (z3, the step up, named)
      '49-3042.00', // Mobile Heavy Equipment Mechanics (z3, Primary-Short)
      '49-3023.00', // Automotive Service Technicians and Mechanics (z3, Primary-Short)
      '49-3041.00', // Farm Equipment Mechanics (z3, Primary-Long: the same engines)
      '49-3011.00', // Aircraft Mechanics and Service Technicians (z3, Primary-Long)
      '49-3051.00', // Motorboat Mechanics (z3, Primary-Short)
      '49-9041.00', // Industrial Machinery Mechanics (z3, Supplemental: same trade level)
    ],
    why: 'Bus and Truck Mechanics 49-3031 (z3), a vocational certificate and nine years of the work: reach z4 in his line. Staying and advancing: the own job, the mechanics supervisors (the step up, named as shop foreman) and the Primary relations at his level (heavy equipment, automotive, farm equipment, aircraft, motorboat mechanics). Not engine assemblers or rail car repairers (z2, a step down); not plant managers.',
  },
  {
    id: 'amazon-warehouse-unsure',
    split: 'dev',
    who: 'Warehouse associate at an Amazon fulfilment centre, high school, two years, not sure what is next',
    jobTitle: 'amazon warehouse associate',
    jobCode: '53-7062.00',
    intent: 'unsure',
    interests: { R: 3.5, I: 2, A: 2, S: 2, E: 2, C: 3 },
    likes: [
      'Drive a truck to deliver packages',
      'Inventory supplies using a hand-held computer',
      'Set up and operate machines',
    ],
    dislikes: ['Write books or plays', 'Help conduct a group therapy session'],
    style: 'middling',
    education: 'highschool',
    years: 2,
    willing: 'short',
    settings: ['workshop', 'vehicle'],
    values: ['Working Conditions', 'Support'],
    skills: ['mechanical', 'organising'],
    tools: 'scanner gun, pallet jack, forklift cert',
    goals: 'idk, something that pays more than picking. not trying to do 4 more years of school',
    accept: [
      '53-7051.00', // Industrial Truck and Tractor Operators (z2, Primary-Short: he has the forklift cert)
      '43-5071.00', // Shipping, Receiving, and Inventory Clerks (z2, Supplemental: the records side he likes)
      '53-3033.00', // Light Truck Drivers (z2: delivery driving he likes, a short licence)
      '53-1042.00', // First-Line Supervisors of Helpers, Laborers, and Material Movers (z2, the step up)
      '51-9111.00', // Packaging and Filling Machine Operators (z2, Primary-Long: machines)
      '53-7063.00', // Machine Feeders and Offbearers (z2, Primary-Short)
      '49-9043.00', // Maintenance Workers, Machinery (z3, Primary-Long: within a short course)
      '53-3032.00', // Heavy and Tractor-Trailer Truck Drivers (z2: a CDL is a short course)
      '53-7121.00', // Tank Car, Truck, and Ship Loaders (z2, Primary-Short)
      '53-7041.00', // Hoist and Winch Operators (z2, Primary-Long)
    ],
    why: 'Laborers and Freight Movers 53-7062 (z2), high school, two years, a short course: reach z2-z3. Unsure: his own work is what he wants to leave ("more than picking"), so the Primary relations that pay more and the step up (forklift, machine operation, the material-movers supervisors), the inventory clerks of his liked records activity, and the driving he likes (a CDL or a delivery licence is a short course). Not hand packers or conveyor tenders (the same or a step down); nothing asking a degree.',
  },
  {
    id: 'retail-pharmacist-related',
    split: 'dev',
    who: 'Retail chain pharmacist with a PharmD, eight years, burned out on retail, wants related work where the degree counts',
    jobTitle: 'Pharmacist (retail - CVS)',
    jobCode: '29-1051.00',
    intent: 'related',
    interests: { R: 2, I: 4, A: 2, S: 3.5, E: 2.5, C: 4 },
    likes: ['Develop a new medicine', 'Conduct chemical experiments', 'Do laboratory tests to identify diseases'],
    dislikes: ['Sell merchandise at a department store', 'Manage a retail store', 'Lay brick or tile'],
    education: 'doctoral',
    years: 8,
    willing: 'short',
    settings: ['clinical', 'office', 'hybrid'],
    values: ['Working Conditions', 'Achievement', 'Independence'],
    skills: ['health', 'science', 'organising'],
    tools: 'Epic Willow, RxConnect, Lexicomp, Excel',
    goals:
      'done with retail pharmacy. maybe hospital pharmacy, clinical research or regulatory affairs where my PharmD still matters',
    target: { phrase: 'clinical research', codes: ['11-9121.01', '13-1041.07', '11-9199.01'] },
    accept: [
      '29-1051.00', // Pharmacists (hospital pharmacy is the same occupation: named)
      '11-9121.01', // Clinical Research Coordinators (z4: named)
      '13-1041.07', // Regulatory Affairs Specialists (z4: named)
      '11-9199.01', // Regulatory Affairs Managers (z4: named, with eight years)
      '19-1042.00', // Medical Scientists (z5: drug research, her doctorate)
      '25-1071.00', // Health Specialties Teachers, Postsecondary (z5: pharmacy school faculty)
      '11-9111.00', // Medical and Health Services Managers (z4: pharmacy and clinical management)
      '21-1091.00', // Health Education Specialists (z4: medication education)
      '19-2031.00', // Chemists (z4: formulation, her liked chemistry)
    ],
    why: 'Pharmacists 29-1051 (z5), a PharmD, eight years, a short course at most: reach z5. Related move out of retail where the degree counts: the pharmacist occupation itself (hospital pharmacy, named), clinical research and regulatory affairs (named), drug research and pharmacy faculty (z5, her doctorate and liked lab work), health services management and medication education. Not physicians, nurse practitioners or PAs (O*NET Primary relations, but each a new degree she will not take); not pharmacy technicians or aides (z3/z2, a step down).',
  },
  {
    id: 'senior-swe-eng-manager',
    split: 'dev',
    who: 'Senior software engineer, BS in computer science, eleven years, wants to move into engineering management',
    jobTitle: 'Sr. Software Engineer',
    jobCode: '15-1252.00',
    intent: 'stay',
    interests: { R: 2.5, I: 4, A: 2.5, S: 2.5, E: 3.5, C: 3.5 },
    likes: [
      'Install software across computers on a large network',
      'Develop a spreadsheet using computer software',
      'Manage a department within a large company',
    ],
    dislikes: ['Lay brick or tile', 'Perform jazz or tap dance'],
    education: 'bachelor',
    years: 11,
    willing: 'short',
    settings: ['hybrid', 'remote'],
    values: ['Achievement', 'Independence', 'Recognition'],
    skills: ['technology', 'leadership', 'numbers'],
    tools: 'Java, Kotlin, AWS, Kubernetes, Jira, GitHub',
    goals: 'next step is engineering manager or maybe architect. I like mentoring the juniors more than coding now',
    target: { phrase: 'engineering manager', codes: ['11-3021.00'] },
    accept: [
      '15-1252.00', // Software Developers (own job: staying)
      '11-3021.00', // Computer and Information Systems Managers (z4, Related: named as engineering manager)
      '15-1299.08', // Computer Systems Engineers/Architects (z3, Primary-Short: named as architect)
      '15-1299.09', // Information Technology Project Managers (z4, related to the managers)
      '13-1082.00', // Project Management Specialists (z4, Primary-Short of the managers)
      '15-1243.00', // Database Architects (z4, Primary-Long)
      '15-1241.00', // Computer Network Architects (z4, Primary-Long)
      '15-1211.00', // Computer Systems Analysts (z3, Primary-Short)
      '15-1299.05', // Information Security Engineers (z4, Primary-Long)
      '15-1253.00', // Software Quality Assurance Analysts (z4, Primary-Short)
      '15-1251.00', // Computer Programmers (z4, Primary-Short: his own line)
    ],
    why: "Software Developers 15-1252 (z4), a bachelor and eleven years: reach z5 in his line. Staying and advancing: the own job, IT managers (engineering manager, named) and architects (named), the managers' own relations (IT project managers, project management) and his job's Primary relations at z4. Not web developers or user support (a step down); not engineering managers of 11-9041 (he named software, not engineering work).",
  },
  {
    id: 'bartender-real-estate',
    split: 'dev',
    who: 'Bartender, some college, seven years of nights, changing field to something daytime, thinking real estate',
    jobTitle: 'bartender',
    jobCode: '35-3011.00',
    intent: 'change',
    interests: { R: 2, I: 2, A: 3, S: 3.5, E: 4.5, C: 2 },
    likes: ['Start your own business', 'Negotiate business contracts', 'Market a new line of clothing'],
    dislikes: ['Conduct chemical experiments', 'Proofread records or forms', 'Study the movement of planets'],
    style: 'generous',
    education: 'somecollege',
    years: 7,
    willing: 'program',
    settings: ['customers', 'outdoors', 'office'],
    values: ['Independence', 'Recognition', 'Relationships'],
    skills: ['sales', 'communication'],
    tools: 'Toast POS, instagram',
    goals:
      'get out of bars and nights. something daytime where talking to people pays off - was thinking getting my real estate license',
    target: { phrase: 'real estate', codes: ['41-9022.00', '41-9021.00'] },
    accept: [
      '41-9022.00', // Real Estate Sales Agents (z3: named; a licence course)
      '41-9021.00', // Real Estate Brokers (z4: named field, Primary-Short of agents)
      '11-9141.00', // Property, Real Estate, and Community Association Managers (z4, Primary-Short of agents)
      '41-3021.00', // Insurance Sales Agents (z4, Primary-Long of agents: a licence course likewise)
      '41-3091.00', // Sales Representatives of Services (z2, Primary-Long of agents)
      '41-4012.00', // Sales Representatives, Wholesale and Manufacturing (z4 ... his sales strength, daytime)
      '41-3011.00', // Advertising Sales Agents (z4, Supplemental of agents)
      '13-2072.00', // Loan Officers (z4, Primary-Long of agents: mortgages, daytime)
      '43-4131.00', // Loan Interviewers and Clerks (z3, Supplemental of agents)
      '41-2031.00', // Retail Salespersons (z2, Supplemental of agents: daytime sales)
    ],
    why: 'Bartenders 35-3011 (z2), some college, a certificate program: reach z3-z4 (work outside his field gets no experience credit). Changing field, naming real estate: the agents and brokers, and the Related Occupations of real estate agents that are daytime sales on a licence or short program (insurance, services sales, loan work, property managers). Not food service, restaurant management or hosting (the bars he leaves); not appraisers (z4 with a long licence path in a C-heavy role).',
  },
  {
    id: 'math-teacher-assistant-principal',
    split: 'dev',
    who: "High school math teacher with a master's, twelve years, in an admin credential program, wants to be an assistant principal",
    jobTitle: 'HS math teacher',
    jobCode: '25-2031.00',
    intent: 'stay',
    interests: { R: 2, I: 3.5, A: 2, S: 4.5, E: 3.5, C: 3.5 },
    likes: [
      'Teach a high-school class',
      'Give career guidance to people',
      'Manage a department within a large company',
    ],
    dislikes: ['Lay brick or tile', 'Repair and install locks', 'Perform jazz or tap dance'],
    education: 'master',
    years: 12,
    willing: 'program',
    settings: ['classroom', 'office'],
    values: ['Relationships', 'Achievement', 'Support'],
    skills: ['communication', 'leadership', 'numbers'],
    tools: 'Canvas, Google Classroom, Desmos, PowerSchool',
    goals: 'working on my admin credential. want to become an assistant principal in the next couple years',
    target: { phrase: 'assistant principal', codes: ['11-9032.00'] },
    accept: [
      '25-2031.00', // Secondary School Teachers (own job: staying)
      '11-9032.00', // Education Administrators, K-12 (z5: named; his credential program)
      '25-9031.00', // Instructional Coordinators (z5, Supplemental; Primary-Long of the administrators)
      '21-1012.00', // Educational, Guidance, and Career Counselors (z5, Supplemental of administrators)
      '25-2022.00', // Middle School Teachers (z4, Primary-Short)
      '25-1022.00', // Mathematical Science Teachers, Postsecondary (z5, Supplemental: his master's)
      '11-9033.00', // Education Administrators, Postsecondary (z5, Primary-Short of the administrators)
      '11-9031.00', // Education and Childcare Administrators, Preschool and Daycare (z4, Primary-Short of administrators)
      '25-2032.00', // Career/Technical Education Teachers, Secondary (z4, Primary-Long)
      '25-3011.00', // Adult Basic and Secondary Education Instructors (z4, Primary-Short)
      '25-2058.00', // Special Education Teachers, Secondary School (z4, Primary-Long)
    ],
    why: "Secondary School Teachers 25-2031 (z4), a master's, twelve years, a credential program: reach z5. Staying and advancing: the own job, the K-12 administrators (named), the administrators' relations in education (instructional coordinators, counsellors, other administrators), and the teaching neighbours at his level. Not teaching assistants or tutors (z3, a step down).",
  },
  {
    id: 'credit-union-teller-unsure',
    split: 'dev',
    who: 'Credit union teller, one year of community college, three years, not sure what next',
    jobTitle: 'teller at a credit union',
    jobCode: '43-3071.00',
    intent: 'unsure',
    interests: { R: 1.5, I: 2, A: 2, S: 3, E: 3, C: 4 },
    likes: ['Record rent payments', 'Calculate the wages of employees', 'Operate a calculator'],
    dislikes: ['Lay brick or tile', 'Put out forest fires', 'Repair household appliances'],
    style: 'middling',
    education: 'somecollege',
    years: 3,
    willing: 'program',
    settings: ['office', 'customers'],
    values: ['Working Conditions', 'Support', 'Relationships'],
    skills: ['numbers', 'organising', 'communication'],
    tools: 'Symitar, Excel, cash recycler',
    goals:
      'not sure. like numbers and helping members, dont love standing at the line all day. maybe something with loans?',
    target: { phrase: 'loans', codes: ['43-4131.00', '13-2072.00'] },
    accept: [
      '43-4141.00', // New Accounts Clerks (z3, Primary-Short)
      '43-3031.00', // Bookkeeping, Accounting, and Auditing Clerks (z3, Primary-Short: numbers)
      '43-4131.00', // Loan Interviewers and Clerks (z3, Primary-Long: loans, named)
      '13-2072.00', // Loan Officers (z4, Supplemental: loans, a program)
      '43-3021.00', // Billing and Posting Clerks (z3, Primary-Long)
      '43-3051.00', // Payroll and Timekeeping Clerks (z3, Supplemental: her liked wages activity)
      '43-4011.00', // Brokerage Clerks (z3, Primary-Short)
      '43-4041.00', // Credit Authorizers, Checkers, and Clerks (z2, Primary-Short)
      '13-2041.00', // Credit Analysts (z4, Supplemental: within a program)
      '43-1011.00', // First-Line Supervisors of Office and Administrative Support Workers (z3: head teller, the step up)
    ],
    why: 'Tellers 43-3071 (z2), a year of college, three years, a certificate program: reach z3-z4. Unsure: the Primary relations that are desk work with numbers (new accounts, bookkeeping, billing, brokerage and credit clerks), the loan work she wonders about (loan clerks and officers), payroll (her liked wages activity), credit analysis within a program, and the step up to head teller. Not cashiers or gambling booths (the line she dislikes, a step down); not securities sales (E-heavy selling).',
  },
  {
    id: 'patrol-officer-investigations',
    split: 'dev',
    who: 'Patrol officer near retirement, associate degree, eighteen years on patrol, wants related investigative work',
    jobTitle: 'patrol officer - 18 yrs',
    jobCode: '33-3051.00',
    intent: 'related',
    interests: { R: 3.5, I: 3.5, A: 1.5, S: 3, E: 3.5, C: 3 },
    likes: ['Investigate the cause of a fire', 'Represent a client in a lawsuit'],
    dislikes: ['Perform jazz or tap dance', 'Sing in a band', 'Draw pictures'],
    education: 'associate',
    years: 18,
    willing: 'short',
    settings: ['vehicle', 'office', 'outdoors'],
    values: ['Independence', 'Achievement', 'Support'],
    skills: ['law', 'communication', 'leadership'],
    tools: 'Spillman, body cam, Axon, LEADS',
    goals:
      'retiring from the dept next year. want something related, investigations - PI work, insurance fraud, or loss prevention',
    target: { phrase: 'investigations', codes: ['33-9021.00', '33-3021.00', '13-2099.04'] },
    accept: [
      '33-9021.00', // Private Detectives and Investigators (z3, Primary-Long: named)
      '33-3021.00', // Detectives and Criminal Investigators (z3, Primary-Short)
      '13-2099.04', // Fraud Examiners, Investigators and Analysts (z4, Primary-Short of PIs: named)
      '13-1031.00', // Claims Adjusters, Examiners, and Investigators (z4, Primary-Long of PIs: insurance)
      '11-9199.08', // Loss Prevention Managers (z4: named, eighteen years of security work)
      '33-9099.02', // Retail Loss Prevention Specialists (z2, Primary-Short of PIs: named)
      '13-1041.04', // Government Property Inspectors and Investigators (z3, Primary-Long of PIs)
      '33-1091.00', // First-Line Supervisors of Security Workers (z2, Supplemental: his leadership)
      '21-1092.00', // Probation Officers and Correctional Treatment Specialists (z4, Primary-Long)
      '33-3021.06', // Intelligence Analysts (z4, Primary-Short of PIs)
      '13-1041.00', // Compliance Officers (z4, Supplemental)
      '33-1012.00', // First-Line Supervisors of Police and Detectives (z2, Primary-Short)
    ],
    why: 'Police Patrol Officers 33-3051 (z3), an associate degree, eighteen years: reach z4 in related work. Related move toward investigations: PIs, detectives, fraud and claims investigators, loss prevention (all named or Related to PIs), the investigative relations at z3-z4 and the security supervisors his years fit. Not security guards or correctional officers (a step down); not judges or lawyers (z5, a law degree).',
  },
  {
    id: 'plumbing-apprentice-journeyman',
    split: 'dev',
    who: 'Second-year plumbing apprentice, high school, two years, wants his journeyman licence and one day his own shop',
    jobTitle: 'plumbing apprentice (2nd yr)',
    jobCode: '47-2152.00',
    intent: 'stay',
    interests: { R: 4.5, I: 2.5, A: 2, S: 2, E: 3.5, C: 2.5 },
    likes: ['Build kitchen cabinets', 'Repair household appliances', 'Start your own business'],
    dislikes: ['Write books or plays', 'Proofread records or forms', 'Study the movement of planets'],
    education: 'highschool',
    years: 2,
    willing: 'program',
    settings: ['workshop', 'outdoors', 'vehicle'],
    values: ['Independence', 'Achievement', 'Working Conditions'],
    skills: ['mechanical', 'numbers'],
    tools: 'pex crimper, press tool, pipe threader, sewer camera',
    goals: 'finish my apprenticeship and get my journeyman license, someday run my own plumbing company',
    target: { phrase: 'plumbing', codes: ['47-2152.00'] },
    accept: [
      '47-2152.00', // Plumbers, Pipefitters, and Steamfitters (own job: staying, the licence)
      '47-2152.04', // Solar Thermal Installers and Technicians (z3, Primary-Long: a specialty of plumbers)
      '47-1011.00', // First-Line Supervisors of Construction Trades (z3: the foreman step toward his own shop)
      '49-9021.00', // HVAC Mechanics and Installers (z3, Primary-Long: the sister trade)
      '47-2011.00', // Boilermakers (z3, Primary-Short)
      '49-9012.00', // Control and Valve Installers and Repairers (z3, Primary-Short)
      '51-8021.00', // Stationary Engineers and Boiler Operators (z3, Primary-Long)
      '47-4011.00', // Construction and Building Inspectors (z3: plumbing inspector with the licence)
      '49-9071.00', // Maintenance and Repair Workers, General (z3, Primary-Long)
      '47-2111.00', // Electricians (z3, Supplemental: an apprenticeship like his)
    ],
    why: "Plumbers 47-2152 (z3), high school, two years of a four-to-five-year apprenticeship, a program: reach z3. Staying and advancing: the own trade (the journeyman licence), its specialty, the trades supervisors (the step toward running a shop) and the Primary relations at z3 (HVAC, boilermakers, valve installers, stationary engineers), the inspector the licence leads to. Not the plumbers' helpers, pipelayers, septic servicers or construction laborers (z1-z2, a step down for an apprentice in the trade).",
  },
  {
    id: 'hotel-housekeeper-front-desk',
    split: 'dev',
    who: 'Hotel housekeeper, high school, five years, wants off her feet: office or the front desk',
    jobTitle: 'housekeeping at hilton',
    jobCode: '37-2012.00',
    intent: 'change',
    interests: { R: 3, I: 1.5, A: 2, S: 3.5, E: 2.5, C: 3.5 },
    likes: [
      'Keep shipping and receiving records',
      'Proofread records or forms',
      'Take care of children at a day-care center',
    ],
    dislikes: ['Lay brick or tile', 'Put out forest fires', 'Conduct chemical experiments'],
    style: 'harsh',
    education: 'highschool',
    years: 5,
    willing: 'short',
    settings: ['office', 'customers'],
    values: ['Working Conditions', 'Relationships', 'Support'],
    skills: ['organising', 'communication'],
    tools: 'computer basics, Word',
    goals: 'want to get off my feet. front desk or office work, anything where Im not cleaning rooms',
    target: { phrase: 'front desk', codes: ['43-4081.00', '43-4171.00'] },
    accept: [
      '43-4081.00', // Hotel, Motel, and Resort Desk Clerks (z2, Supplemental: named)
      '43-4171.00', // Receptionists and Information Clerks (z2: front desk, named)
      '43-9061.00', // Office Clerks, General (z2: office work, named)
      '43-4051.00', // Customer Service Representatives (z2: sitting down, serving people)
      '43-4181.00', // Reservation and Transportation Ticket Agents (z2, Primary-Long of desk clerks)
      '43-6013.00', // Medical Secretaries and Administrative Assistants (z2, Supplemental of desk clerks)
      '43-5071.00', // Shipping, Receiving, and Inventory Clerks (z2: her liked records)
      '43-4121.00', // Library Assistants, Clerical (z2)
      '43-4041.00', // Credit Authorizers, Checkers, and Clerks (z2: office)
      '43-3031.00', // Bookkeeping, Accounting, and Auditing Clerks (z3, within a short course)
    ],
    why: 'Maids and Housekeeping Cleaners 37-2012 (z1), high school, a short course: reach z2 (the cleaning years give no credit toward office work). Changing field to front desk or office work (named): desk clerks and receptionists, general office, customer service and reservation work, and other z2 office clerks. Not janitors, laundry, dishwashers, food servers or housekeeping supervisors (the cleaning and standing work she leaves); not childcare (she did not name it).',
  },
  {
    id: 'wedding-photographer-unsure',
    split: 'dev',
    who: 'Freelance wedding and portrait photographer, bachelor in fine arts, eight years, unsure, wants steadier income',
    jobTitle: 'photographer (weddings/portraits, self employed)',
    jobCode: '27-4021.00',
    intent: 'unsure',
    interests: { R: 3, I: 2, A: 4.5, S: 3, E: 3.5, C: 2 },
    likes: ['Draw pictures', 'Edit movies', 'Start your own business'],
    dislikes: ['Operate a calculator', 'Calculate the wages of employees', 'Conduct chemical experiments'],
    education: 'bachelor',
    years: 8,
    willing: 'short',
    settings: ['hybrid', 'outdoors', 'workshop'],
    values: ['Independence', 'Achievement', 'Recognition'],
    skills: ['creative', 'technology', 'communication'],
    tools: 'Lightroom, Photoshop, Premiere, Canon R5',
    goals: 'not sure. love shooting but the wedding grind is feast or famine, want something steadier with a paycheck',
    accept: [
      '27-4021.00', // Photographers (own job: staff photography is steady)
      '27-4032.00', // Film and Video Editors (z4, Primary-Long: liked editing)
      '27-4031.00', // Camera Operators, Television, Video, and Film (z3, Primary-Long)
      '27-1024.00', // Graphic Designers (z4, Primary-Short: salaried design)
      '27-1011.00', // Art Directors (z4, Primary-Short: eight years in the field)
      '27-1014.00', // Special Effects Artists and Animators (z4, Primary-Short)
      '27-1013.00', // Fine Artists (z3, Primary-Short)
      '51-5111.00', // Prepress Technicians and Workers (z3, Primary-Long: image work, steady)
      '27-3031.00', // Public Relations Specialists (z4: brand content; communication)
      '13-1161.00', // Market Research Analysts and Marketing Specialists (z4: marketing content with a paycheck)
      '27-2012.00', // Producers and Directors (z4, Supplemental)
    ],
    why: "Photographers 27-4021 (z3), a BFA and eight years: reach z4-z5. Unsure, wanting steadier pay: her own work (staff and studio photography), the Primary relations in visual media at z3-z4 (editors, camera operators, designers, art directors, animators, fine art, prepress) and salaried marketing and PR content work her communication fits. Not photographic process workers (z2, a step down); not set designers (z5 with a master's).",
  },
  {
    id: 'psych-grad-no-job',
    split: 'dev',
    who: "New graduate with a BA in psychology, no job yet besides campus work, not sure, would consider a master's",
    jobTitle: 'none yet, just graduated',
    jobCode: null,
    intent: 'unsure',
    interests: { R: 1.5, I: 3.5, A: 3, S: 4.5, E: 2.5, C: 2.5 },
    likes: [
      'Help people with personal or emotional problems',
      'Help conduct a group therapy session',
      'Give career guidance to people',
    ],
    dislikes: ['Lay brick or tile', 'Repair and install locks', 'Drive a truck'],
    education: 'bachelor',
    years: 0,
    willing: 'graduate',
    settings: ['office', 'clinical'],
    values: ['Relationships', 'Support', 'Achievement'],
    skills: ['helping', 'communication', 'science'],
    tools: 'SPSS, Excel',
    goals:
      'psych degree, not sure what to do with it. maybe counseling or something in mental health, open to grad school',
    target: { phrase: 'counseling', codes: ['21-1014.00', '21-1011.00', '21-1012.00', '19-3033.00'] },
    accept: [
      '21-1014.00', // Mental Health Counselors (z5: named, with a master's)
      '21-1011.00', // Substance Abuse and Behavioral Disorder Counselors (z5: named field)
      '21-1012.00', // Educational, Guidance, and Career Counselors (z5: named, liked career guidance)
      '21-1013.00', // Marriage and Family Therapists (z5: with a master's)
      '21-1023.00', // Mental Health and Substance Abuse Social Workers (z5: mental health, with an MSW)
      '21-1021.00', // Child, Family, and School Social Workers (z4: her bachelor's)
      '21-1093.00', // Social and Human Service Assistants (z4: a first job in the field)
      '29-2053.00', // Psychiatric Technicians (z3: mental health, entry with her degree)
      '21-1015.00', // Rehabilitation Counselors (z4)
      '19-3033.00', // Clinical and Counseling Psychologists (z5: her field, with a doctorate she would consider)
      '19-4061.00', // Social Science Research Assistants (z4: her research training)
      '21-1094.00', // Community Health Workers (z4)
    ],
    why: "No job; a BA in psychology (z4) and willing to do graduate school: reach z5. Unsure, naming counseling and mental health: the counselling and therapy occupations (z5 with a master's), the social work and human services entry jobs her bachelor opens (z4), psychiatric technicians, and the psychology research assistant route. Not HR or sales (not what she names or rates); not physicians.",
  },
];
