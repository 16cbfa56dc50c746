import type { Persona } from '../persona.js';

/**
 * Twelve people added on the evening of 2026-11-24 before the tenth round of tuning, all held out and measured on
 * main def21fe before any change of that evening: kinds the first 131 lack, typed the way people type (typos, lower
 * case, vague intents, short entries): a busser with no diploma (unsure) and an adjunct English instructor (unsure);
 * a sheet-metal journeyman, a medical lab scientist, a car-rental assistant manager and an HR assistant back after
 * seven years at home with her children (staying); a tool and die maker of 61 whose knees are going, a store's visual
 * merchandiser and a home daycare provider (related moves, each naming a target); a car-dealership sales manager who
 * wants to teach history, a dealership receptionist who wants 'something in healthcare' and a health-insurance claims
 * processor who wants to be a data analyst (changing field). All six areas; current jobs in Job Zones 1 to 5. Labels
 * follow EVAL.md's rules, never the engine's output; the O*NET Related Occupations (P-S primary-short, P-L
 * primary-long, S supplemental) and Job Zones behind each are in `why`.
 */
export const ADDED_2026_11_ROUND10: Persona[] = [
  {
    id: 'busser-no-diploma-unsure',
    split: 'heldout',
    who: 'Busser at a steakhouse, 20, left school in 11th grade, three years bussing, unsure, likes working with his hands',
    jobTitle: 'busboy',
    jobCode: '35-9011.00',
    intent: 'unsure',
    interests: { R: 3.4, I: 1.6, A: 2, S: 2.8, E: 2.4, C: 1.8 },
    likes: ['Build kitchen cabinets', 'Repair household appliances'],
    dislikes: ['Study the movement of planets', 'Proofread records or forms'],
    style: 'harsh',
    education: 'none',
    years: 3,
    willing: 'short',
    settings: ['customers', 'workshop'],
    values: ['Relationships', 'Working Conditions'],
    skills: ['mechanical', 'helping'],
    tools: 'none really. tray, bus tub lol',
    goals:
      'idk. been bussing since 17, didnt finish school. maybe the kitchen? or something w my hands, i like fixing stuff',
    accept: [
      '35-9011.00', // Dining Room and Cafeteria Attendants and Bartender Helpers (own work: unsure keeps it)
      '35-1012.00', // First-Line Supervisors of Food Preparation and Serving Workers (S, z2: the step above)
      '35-2021.00', // Food Preparation Workers (P-S, z2: the kitchen he names)
      '35-2014.00', // Cooks, Restaurant (S, z2: the kitchen)
      '35-2015.00', // Cooks, Short Order (P-L, z2: the kitchen)
      '35-3031.00', // Waiters and Waitresses (P-S, z2: the next step on the floor)
      '35-3011.00', // Bartenders (P-L, z2)
      '47-3012.00', // Helpers--Carpenters (z2: his likes, building cabinets)
      '49-9098.00', // Helpers--Installation, Maintenance, and Repair Workers (z2: his likes, fixing things)
    ],
    why: "Unsure, no diploma, three years bussing (Dining Room and Cafeteria Attendants 35-9011, z1; no zone added under four years), a short course he would take (zone 2): his own work and the supervisory step above it (S), the zone-2 relations that are a step on and that his goals name or allow (food preparation and cooks P-S, P-L, S: the kitchen he names; waiters P-S and bartenders P-L on the floor), and the zone-2 hand work his likes point to (carpenters' and repair helpers). Fast food, baristas, dishwashers and housekeeping (P-S, P-L) are zone 1, the same level or below; janitors and chefs (S) are zone 3, beyond reach.",
  },
  {
    id: 'sheet-metal-journeyman-stay',
    split: 'heldout',
    who: 'Sheet metal journeyman (HVAC ductwork), high school and a union apprenticeship, twelve years, wants to run crews and then estimate',
    jobTitle: 'Sheet metal journeyman, local 20',
    jobCode: '47-2211.00',
    intent: 'stay',
    interests: { R: 4.2, I: 2.4, A: 2, S: 2, E: 3.2, C: 3 },
    likes: ['Build kitchen cabinets', 'Manage a department within a large company'],
    dislikes: ['Write books or plays', 'Teach sign language to people with hearing disabilities'],
    education: 'highschool',
    years: 12,
    willing: 'short',
    settings: ['workshop', 'outdoors'],
    values: ['Achievement', 'Working Conditions'],
    skills: ['mechanical', 'leadership', 'numbers'],
    tools: 'brake, shear, plasma table, autocad a little, bluebeam for takeoffs',
    goals: 'want to make foreman next yr, long term get into estimating or project mgmt. body wont hang duct forever',
    target: { phrase: 'estimating', codes: ['13-1051.00'] },
    accept: [
      '47-2211.00', // Sheet Metal Workers (own work)
      '47-1011.00', // First-Line Supervisors of Construction Trades and Extraction Workers (z3: foreman, the step up)
      '13-1051.00', // Cost Estimators (z4: named)
      '11-9021.00', // Construction Managers (z4: project management, named; the senior role above a foreman)
      '13-1082.00', // Project Management Specialists (z4: project management, named)
    ],
    why: 'Staying and advancing as a sheet metal worker (47-2211, z2), high school and an apprenticeship, twelve years (related work reaches zone 4): his own work, the foreman above it (construction trades supervisors, z3), the estimating he names (Cost Estimators, z4, where foremen go) and project management (Construction Managers and Project Management Specialists, z4). The related trades (structural iron, fabricators, insulation, carpenters, boilermakers P-S, P-L, S) are side steps at his own level.',
  },
  {
    id: 'car-sales-manager-teacher-change',
    split: 'heldout',
    who: "New-car sales manager at a dealership, bachelor's in history, eleven years in car sales, wants out of sales to teach high school history",
    jobTitle: 'New car sales mgr (Toyota dealer)',
    jobCode: '11-2022.00',
    intent: 'change',
    interests: { R: 1.8, I: 2.8, A: 2.6, S: 4, E: 3.4, C: 2.2 },
    likes: ['Teach a high-school class', 'Give career guidance to people', 'Teach children how to play sports'],
    dislikes: ['Sell merchandise at a department store', 'Buy and sell stocks and bonds'],
    style: 'generous',
    education: 'bachelor',
    years: 11,
    willing: 'program',
    settings: ['classroom'],
    values: ['Relationships', 'Support', 'Achievement'],
    skills: ['communication', 'leadership'],
    tools: 'CDK, vinsolutions, excel',
    goals:
      'done with 70 hr weeks and chasing units. have a history degree i never used, want to teach high school history and coach. can do the alt cert program',
    target: { phrase: 'teach high school history', codes: ['25-2031.00'] },
    accept: [
      '25-2031.00', // Secondary School Teachers, Except Special and Career/Technical Education (z4: named)
      '25-2022.00', // Middle School Teachers, Except Special and Career/Technical Education (z4: history, younger)
      '25-2032.00', // Career/Technical Education Teachers, Secondary School (z4: teaching business and marketing)
      '25-3011.00', // Adult Basic Education, Adult Secondary Education, and ESL Instructors (z4: teaching)
      '25-3041.00', // Tutors (z3: teaching, while certifying)
      '27-2022.00', // Coaches and Scouts (z4: coaching, his goals)
    ],
    why: "Changing field from sales management (11-2022, z4) to teaching, bachelor's in history and an alternative certification program (zone 4): the teaching he names (secondary school teachers) and the teaching within reach beside it (middle school, career/technical business teachers, adult education, tutoring) and the coaching his goals name. Nothing in sales (his relations: marketing, advertising, purchasing and general managers P-S, P-L, S); history professors (25-1125) are zone 5, graduate school he does not plan.",
  },
  {
    id: 'dealership-receptionist-healthcare-change',
    split: 'heldout',
    who: 'Receptionist at a car dealership, high school, six years, wants something in healthcare, would do a one-year program',
    jobTitle: 'receptionist / cashier at car dealership service dept',
    jobCode: '43-4171.00',
    intent: 'change',
    interests: { R: 2.2, I: 2.8, A: 2, S: 4, E: 2.2, C: 3.2 },
    likes: ['Do laboratory tests to identify diseases', 'Perform rehabilitation therapy'],
    dislikes: ['Sell merchandise at a department store', 'Negotiate business contracts'],
    education: 'highschool',
    years: 6,
    willing: 'program',
    settings: ['clinical'],
    values: ['Support', 'Relationships', 'Working Conditions'],
    skills: ['helping', 'organising', 'communication'],
    tools: 'phones, cdk, cash drawer',
    goals:
      'something in healthcare. want to actually help people not just answer phones about oil changes. could do a 1 yr program',
    accept: [
      '31-9092.00', // Medical Assistants (z3: a one-year program)
      '31-9097.00', // Phlebotomists (z3: lab work, her likes)
      '29-2052.00', // Pharmacy Technicians (z3)
      '31-1131.00', // Nursing Assistants (z3)
      '29-2061.00', // Licensed Practical and Licensed Vocational Nurses (z3: a one-year program)
      '31-9091.00', // Dental Assistants (z3)
      '29-2012.00', // Medical and Clinical Laboratory Technicians (z3: her likes, lab tests)
      '31-2022.00', // Physical Therapist Aides (z2: rehabilitation, her likes)
      '31-2021.00', // Physical Therapist Assistants (z3: rehabilitation, a program)
    ],
    why: 'Changing field from reception (43-4171, z2) to healthcare, high school and a one-year program (zone 3): the hands-on healthcare work within zone 3 (medical and dental assistants, phlebotomy, pharmacy technicians, nursing assistants, LPNs) and what her likes point to (lab technicians; physical therapist aides and assistants). Nothing at a front desk (medical secretaries P-S, patient representatives P-L, medical records S are the desk work she leaves); registered nurses and therapists are zone 4 and beyond.',
  },
  {
    id: 'tool-die-maker-older-related',
    split: 'heldout',
    who: 'Tool and die maker of 61, high school and an apprenticeship, 38 years in the shop, knees going, wants his last years off his feet: program the CNCs, inspect or teach',
    jobTitle: 'Tool & die maker',
    jobCode: '51-4111.00',
    intent: 'related',
    interests: { R: 4, I: 3, A: 2, S: 2.6, E: 2, C: 3.2 },
    likes: ['Test the quality of parts before shipment', 'Set up and operate machines to make products'],
    dislikes: ['Sing in a band', 'Market a new line of clothing'],
    style: 'middling',
    education: 'highschool',
    years: 38,
    willing: 'short',
    settings: ['workshop', 'office'],
    values: ['Working Conditions', 'Independence'],
    skills: ['mechanical', 'numbers', 'technology'],
    tools: 'Bridgeport, wire EDM, surface grinder, Mastercam some, CMM',
    goals:
      'knees are shot, 61, want to finish my last 4-5 yrs off my feet. could program the CNC machines, do QC inspection or teach the trade at the tech college',
    target: { phrase: 'program the CNC machines', codes: ['51-9162.00'] },
    accept: [
      '51-9162.00', // Computer Numerically Controlled Tool Programmers (z3: named)
      '51-9061.00', // Inspectors, Testers, Sorters, Samplers, and Weighers (z2: QC inspection, named)
      '25-1194.00', // Career/Technical Education Teachers, Postsecondary (z3: teaching the trade, named)
      '51-1011.00', // First-Line Supervisors of Production and Operating Workers (z3: running the shop, off the machines)
      '17-3026.00', // Industrial Engineering Technologists and Technicians (z3: tooling and process work at a desk)
    ],
    why: 'A related move off the shop floor for a tool and die maker (51-4111, z3), high school and an apprenticeship, 38 years (related work reaches zone 4): the three roles he names (CNC programming, QC inspection, teaching the trade at a technical college), the supervisory step above his work, and the tooling and process technician work that keeps him at a desk. His relations on machines (press, lathe, milling, grinding setters P-S, P-L; machinists and model makers S, P-S) keep him on his feet, which his goals rule out.',
  },
  {
    id: 'hr-assistant-returning-parent-stay',
    split: 'heldout',
    who: 'HR assistant back after seven years at home with her children, associate degree, four years in HR before, wants back into HR part-time or hybrid',
    jobTitle: 'HR assistant (before kids)',
    jobCode: '43-4161.00',
    intent: 'stay',
    interests: { R: 1.4, I: 2.2, A: 2.2, S: 3.6, E: 2.8, C: 3.8 },
    likes: ['Calculate the wages of employees', 'Give career guidance to people', 'Proofread records or forms'],
    dislikes: ['Put out forest fires', 'Repair and install locks'],
    education: 'associate',
    years: 4,
    totalYears: 6,
    willing: 'short',
    settings: ['hybrid', 'office'],
    values: ['Working Conditions', 'Relationships'],
    skills: ['organising', 'communication'],
    tools: 'ADP, excel, outlook. used taleo back then',
    goals:
      'out 7 yrs w my kids, want to get back into HR. onboarding, benefits, recruiting maybe. part time or hybrid to start',
    accept: [
      '43-4161.00', // Human Resources Assistants, Except Payroll and Timekeeping (own work)
      '13-1071.00', // Human Resources Specialists (P-S, z4: recruiting and onboarding)
      '13-1141.00', // Compensation, Benefits, and Job Analysis Specialists (P-S, z4: benefits, named)
      '43-1011.00', // First-Line Supervisors of Office and Administrative Support Workers (P-L, z3: the step above)
      '11-3121.00', // Human Resources Managers (P-S, z4: the senior role above)
    ],
    why: 'Staying in HR after seven years at home, an associate degree (zone 3) and four years as an HR assistant (43-4161, z3; related work reaches zone 4): her own work, the HR specialist roles she names (recruiting, onboarding: HR specialists; benefits: compensation and benefits specialists, P-S) and the supervisory and senior roles above it (office supervisors P-L, HR managers P-S). Payroll clerks and eligibility interviewers (P-S) are side steps at her level; executive secretaries and administrative managers (P-L) are other work.',
  },
  {
    id: 'visual-merchandiser-interior-design-related',
    split: 'heldout',
    who: "Visual merchandiser for a home-goods store, some college, five years, wants interior design and would finish a bachelor's",
    jobTitle: 'visual merch lead @ home goods store',
    jobCode: '27-1026.00',
    intent: 'related',
    interests: { R: 2.6, I: 2, A: 4.4, S: 2.4, E: 2.8, C: 2.2 },
    likes: ['Draw pictures', 'Paint sets for plays', 'Build kitchen cabinets'],
    dislikes: ['Do laboratory tests to identify diseases', 'Calculate the wages of employees'],
    education: 'somecollege',
    years: 5,
    willing: 'degree',
    settings: ['customers', 'office'],
    values: ['Independence', 'Achievement'],
    skills: ['creative', 'organising'],
    tools: 'planograms, sketchup (learning), canva, ladders + drills lol',
    goals:
      'i do the floor sets and windows, want to get into interior design for real. would go back and finish my degree',
    target: { phrase: 'interior design', codes: ['27-1025.00'] },
    accept: [
      '27-1025.00', // Interior Designers (P-S, z4: named)
      '27-1021.00', // Commercial and Industrial Designers (P-S, z4: design)
      '27-1022.00', // Fashion Designers (P-S, z3: design)
      '27-1024.00', // Graphic Designers (P-L, z4: design, a degree)
      '27-1012.00', // Craft Artists (P-L, z3: making displays by hand, her likes)
    ],
    why: "A related move from visual merchandising (27-1026, z3; five years, related work reaches zone 4) with some college and a bachelor's she would finish (zone 4): the design relations that fit her goal (interior design named; commercial, fashion and graphic design P-S, P-L) and the craft work her likes point to (craft artists, P-L). Set and exhibit designers (P-L) are zone 5, beyond a bachelor's. Retail and advertising sales (P-S), demonstrators and floral designers (P-L, z2) are steps down or the selling she leaves; art directors and marketing managers (S) need years as a designer first.",
  },
  {
    id: 'mls-lab-scientist-stay',
    split: 'heldout',
    who: "Medical laboratory scientist in a hospital core lab, bachelor's in medical lab science, seven years, wants to be lab supervisor and then lab manager",
    jobTitle: 'MLS(ASCP), core lab nights',
    jobCode: '29-2011.00',
    intent: 'stay',
    interests: { R: 2.8, I: 4.2, A: 1.6, S: 2.6, E: 3, C: 3.6 },
    likes: ['Examine blood samples using a microscope', 'Do laboratory tests to identify diseases'],
    dislikes: ['Sing in a band', 'Sell merchandise at a department store'],
    education: 'bachelor',
    years: 7,
    willing: 'short',
    settings: ['clinical'],
    values: ['Achievement', 'Working Conditions'],
    skills: ['science', 'health', 'organising'],
    tools: 'sysmex, cobas, beaker LIS, QC/westgard rules',
    goals:
      'lead tech on nights now. want lab supervisor then lab manager eventually. maybe SBB (blood bank specialist) on the way',
    target: { phrase: 'lab manager', codes: ['11-9111.00'] },
    accept: [
      '29-2011.00', // Medical and Clinical Laboratory Technologists (own work)
      '29-2011.01', // Cytogenetic Technologists (P-S, z4: a specialty of her own work)
      '29-2011.04', // Histotechnologists (P-S, z4: a specialty)
      '11-9111.00', // Medical and Health Services Managers (z4: named, O*NET's 'Laboratory Manager')
      '11-3051.01', // Quality Control Systems Managers (z4: a lab's quality manager, the senior role of the QC she runs)
    ],
    why: "Staying and advancing as a medical laboratory scientist (29-2011, z4), bachelor's, seven years: her own work, its specialties within zone 4 (cytogenetics, histotechnology; cytotechnologists are zone 5) and the lab supervisor and manager she names (Medical and Health Services Managers, where O*NET files laboratory managers), and the lab quality manager above the QC she runs (Quality Control Systems Managers, z4). Lab technicians and histology technicians (P-S, z3) are steps down; cardiovascular, nuclear medicine and neurodiagnostic technologists (P-L) are other professions; pathologists (S, z5) need medical school.",
  },
  {
    id: 'claims-processor-data-analyst-change',
    split: 'heldout',
    who: "Health-insurance claims processor, bachelor's in psychology, five years, doing a data analytics certificate, wants to be a data analyst",
    jobTitle: 'claims processor II (health ins)',
    jobCode: '43-9041.00',
    intent: 'change',
    interests: { R: 1.6, I: 3.8, A: 2, S: 2, E: 2.2, C: 3.8 },
    likes: ['Develop a spreadsheet using computer software', 'Develop a way to better predict the weather'],
    dislikes: ['Teach children how to play sports', 'Lay brick or tile'],
    style: 'middling',
    education: 'bachelor',
    years: 5,
    willing: 'short',
    settings: ['remote', 'hybrid'],
    values: ['Independence', 'Achievement'],
    skills: ['numbers', 'technology'],
    tools: 'Facets, excel (pivots, xlookup), learning SQL + tableau (google cert)',
    goals: 'want to be a data analyst. im the one who builds the reports on our team already. remote pref',
    target: { phrase: 'data analyst', codes: ['15-2051.01', '15-2051.00', '43-9111.00'] },
    accept: [
      '15-2051.01', // Business Intelligence Analysts (z4: named, reporting and dashboards)
      '15-2051.00', // Data Scientists (z4: named; O*NET's 'Data Analyst')
      '43-9111.00', // Statistical Assistants (z4: named, data work)
      '13-1161.00', // Market Research Analysts and Marketing Specialists (z4: analysis)
      '15-1211.00', // Computer Systems Analysts (z3: analysis and reporting)
      '15-2051.02', // Clinical Data Managers (z4: health data she knows)
    ],
    why: "Changing field from claims processing (43-9041, z2) to data analysis, bachelor's (zone 4) and a short certificate: the analyst work she names (business intelligence analysts, data scientists, statistical assistants) and analysis within zone 4 beside it (market research, systems analysts, clinical data managers). Nothing in insurance processing or its relations (claims adjusters, underwriters, billing and loan clerks P-S, P-L, S); statisticians are zone 5.",
  },
  {
    id: 'car-rental-assistant-manager-stay',
    split: 'heldout',
    who: "Assistant branch manager at a car-rental company, bachelor's in business, three years from the management trainee program, wants branch then area manager",
    jobTitle: 'Asst Branch Mgr - rental car (enterprise)',
    jobCode: '41-1011.00',
    intent: 'stay',
    interests: { R: 2, I: 1.8, A: 1.8, S: 3.2, E: 4.2, C: 3.2 },
    likes: ['Manage a retail store', 'Negotiate business contracts', 'Start your own business'],
    dislikes: ['Study the movement of planets', 'Write scripts for movies or television shows'],
    style: 'generous',
    education: 'bachelor',
    years: 3,
    willing: 'short',
    settings: ['customers', 'office'],
    values: ['Achievement', 'Recognition'],
    skills: ['sales', 'leadership'],
    tools: 'ECARS, excel, dealer relationships',
    goals: 'promote to branch manager next, then area manager. like running the business, the P&L and the team',
    target: { phrase: 'area manager', codes: ['11-2022.00', '11-1021.00'] },
    accept: [
      '41-1011.00', // First-Line Supervisors of Retail Sales Workers (own work; O*NET's 'Car Rental Manager')
      '41-1012.00', // First-Line Supervisors of Non-Retail Sales Workers (P-S, z4: managing a rental branch's business accounts)
      '11-2022.00', // Sales Managers (S, z4: named, O*NET's 'Vehicle Leasing and Rental Manager')
      '11-1021.00', // General and Operations Managers (S, z4: named, area manager running branches)
      '11-3071.00', // Transportation, Storage, and Distribution Managers (z4: O*NET's 'Fleet Manager', the fleet side of an area)
    ],
    why: "Staying and advancing in car-rental branch management (41-1011, z2: O*NET's 'Car Rental Manager'), bachelor's (zone 4), three years: his own work, the supervisory role of the business side beside it (non-retail sales supervisors, P-S) and the area manager he names (Sales Managers, where O*NET files rental managers, and General and Operations Managers, both S, z4) and the fleet manager of an area (Transportation, Storage, and Distribution Managers, z4). Food, housekeeping, office and security supervisors (P-S, P-L, S) are other fields; counter and rental clerks and cashiers (S) are steps down.",
  },
  {
    id: 'adjunct-english-unsure',
    split: 'heldout',
    who: 'Adjunct English instructor at three colleges, MA in English, eight years, tired of no benefits, unsure whether to stay in teaching',
    jobTitle: 'adjunct english instructor (comp 101, 3 schools)',
    jobCode: '25-1123.00',
    intent: 'unsure',
    interests: { R: 1.4, I: 3, A: 4, S: 3.6, E: 2, C: 2.6 },
    likes: ['Write books or plays', 'Proofread records or forms', 'Teach a high-school class'],
    dislikes: ['Repair household appliances', 'Drive a truck to deliver packages to offices and homes'],
    education: 'master',
    years: 8,
    willing: 'short',
    settings: ['remote', 'classroom'],
    values: ['Support', 'Working Conditions', 'Independence'],
    skills: ['communication', 'creative'],
    tools: 'canvas, google docs, turnitin',
    goals:
      "8 yrs adjuncting, 5 classes at 3 schools, no benefits. don't know if i stay in teaching or use the writing somewhere else. need stable",
    accept: [
      '25-1123.00', // English Language and Literature Teachers, Postsecondary (own work: unsure keeps it)
      '25-2031.00', // Secondary School Teachers (S, z4: teaching with benefits; her likes)
      '25-3011.00', // Adult Basic Education, Adult Secondary Education, and ESL Instructors (S, z4)
      '25-9031.00', // Instructional Coordinators (S, z5)
      '27-3041.00', // Editors (z4: her likes, proofreading)
      '27-3042.00', // Technical Writers (z4: writing somewhere else, stable)
      '27-3043.00', // Writers and Authors (z4: her likes)
      '27-3031.00', // Public Relations Specialists (z4: writing)
    ],
    why: 'Unsure, MA (zone 5), eight years teaching composition at colleges (25-1123, z5): her own work, the relations that are not a step down and give the stability she asks for (secondary school and adult education teachers, instructional coordinators, S), and the writing her goals and likes point to (editors, technical writers, writers, public relations specialists, zone 4). The other postsecondary subjects (P-S, P-L) are not hers; tutors and self-enrichment teachers (S, z3) are a step down and no more stable.',
  },
  {
    id: 'home-daycare-provider-related',
    split: 'heldout',
    who: 'Home daycare provider, CDA and some college, fifteen years running a licensed daycare from home, wants to direct a childcare centre',
    jobTitle: 'in-home daycare owner/provider',
    jobCode: '39-9011.00',
    intent: 'related',
    interests: { R: 2.2, I: 1.8, A: 3, S: 4.4, E: 3.6, C: 3 },
    likes: ['Take care of children at a day-care center', 'Start your own business', 'Record rent payments'],
    dislikes: ['Investigate the cause of a fire', 'Set up and operate machines to make products'],
    education: 'somecollege',
    years: 15,
    willing: 'degree',
    settings: ['classroom', 'office'],
    values: ['Relationships', 'Independence', 'Achievement'],
    skills: ['helping', 'organising', 'leadership'],
    tools: 'brightwheel, quickbooks, state licensing paperwork, CDA',
    goals:
      'ran my own home daycare 15 yrs. want to be a director at a childcare center. will finish my ECE degree if i need to',
    target: { phrase: 'director at a childcare center', codes: ['11-9031.00'] },
    accept: [
      '11-9031.00', // Education and Childcare Administrators, Preschool and Daycare (S, z4: named)
      '25-2011.00', // Preschool Teachers, Except Special Education (P-S, z3)
      '25-2012.00', // Kindergarten Teachers, Except Special Education (P-S, z4: the degree she would finish)
      '39-1022.00', // First-Line Supervisors of Personal Service Workers (S, z3: supervising childcare staff)
      '11-9151.00', // Social and Community Service Managers (S, z4: running a program)
    ],
    why: "A related move from running a home daycare (Childcare Workers 39-9011, z2; fifteen years, related work reaches zone 4), some college and a CDA, a bachelor's in early childhood she would finish (zone 4): the centre director she names (S), the teaching relations a step up (preschool and kindergarten teachers, P-S) and the managing relations that fit her goal (personal service supervisors, community service managers, S). Nannies and personal care and home health aides (P-S) are her own level or another field; special education teachers (P-L, S) need a special education degree she does not name.",
  },
];
