import type { Persona } from '../persona.js';

/**
 * Eleven people added on 2026-11-24 before the fourth round of tuning, all held out: more of the groups the engine
 * served worst (unsure people with little education, career changers) and situations the first 60 lack: two
 * veterans (a vehicle mechanic, an infantryman), two teachers leaving teaching, a lawyer leaving law, a retail
 * associate and a call-centre agent wanting office work, a hotel housekeeper and a bartender from hospitality, a
 * phlebotomist and a florist. Labels follow EVAL.md's rules; the O*NET Related Occupations (P-S primary-short, P-L
 * primary-long, S supplemental) and Job Zones behind each are in `why`.
 */
export const ADDED_2026_11_ROUND4: Persona[] = [
  {
    id: 'army-mechanic-related',
    split: 'heldout',
    who: 'Army wheeled-vehicle mechanic leaving the service after six years, high school, wants to fix diesel trucks or heavy equipment as a civilian',
    jobTitle: 'Wheeled vehicle mechanic (91B), US Army',
    jobCode: '49-3031.00',
    intent: 'related',
    interests: { R: 4.5, I: 3, A: 1.6, S: 2.2, E: 2.4, C: 3 },
    likes: ['Repair household appliances', 'Assemble electronic parts', 'Set up and operate machines to make products'],
    dislikes: ['Perform jazz or tap dance', 'Help conduct a group therapy session'],
    education: 'highschool',
    years: 6,
    willing: 'program',
    settings: ['workshop', 'outdoors'],
    values: ['Independence', 'Support', 'Achievement'],
    skills: ['mechanical', 'technology'],
    tools: 'Diagnostic scan tools, torque wrenches, multimeter, technical manuals',
    goals:
      'Leaving the army. I want to keep fixing vehicles as a civilian, ideally as a diesel mechanic on trucks or heavy equipment.',
    target: { phrase: 'diesel mechanic', codes: ['49-3031.00'] },
    accept: [
      '49-3031.00', // Bus and Truck Mechanics and Diesel Engine Specialists (z3: named, the civilian form of 91B)
      '49-3042.00', // Mobile Heavy Equipment Mechanics (P-S, z3: named "heavy equipment")
      '49-3023.00', // Automotive Service Technicians and Mechanics (P-S, z3)
      '49-3041.00', // Farm Equipment Mechanics (P-L, z3)
      '49-3011.00', // Aircraft Mechanics (P-L, z3: a program he would take)
      '49-3052.00', // Motorcycle Mechanics (P-L, z3)
      '49-3053.00', // Outdoor Power Equipment and Small Engine Mechanics (P-L, z2)
      '49-2096.00', // Electronic Equipment Installers and Repairers, Motor Vehicles (P-L of automotive, z3)
      '49-9041.00', // Industrial Machinery Mechanics (S, z3)
      '49-9043.00', // Maintenance Workers, Machinery (S, z3)
      '49-1011.00', // First-Line Supervisors of Mechanics, Installers, and Repairers (z3: a motor-pool NCO's next step)
    ],
    why: 'Related move: the 91B is a wheeled-vehicle and diesel mechanic, civilian Bus and Truck Mechanics and Diesel Engine Specialists (z3), which relates to Mobile Heavy Equipment Mechanics, Automotive Technicians (P-S), Farm Equipment, Aircraft, Motorcycle and Small Engine Mechanics (P-L), Industrial Machinery Mechanics and Machinery Maintenance Workers (S). High school with six years of the same work reaches zone 3; a program is within his preparation. The mechanics supervisor is the step a motor-pool sergeant makes. Assemblers (P-S, z2) are factory work, not repair.',
  },
  {
    id: 'marine-infantry-unsure',
    split: 'heldout',
    who: 'Marine infantryman leaving after four years, high school, unsure what fits, wants something active with a team',
    jobTitle: 'Infantry rifleman, USMC',
    jobCode: '55-3016.00',
    intent: 'unsure',
    interests: { R: 4, I: 2.2, A: 1.5, S: 3.2, E: 3.2, C: 2.6 },
    likes: ['Put out forest fires', 'Teach an individual an exercise routine', 'Investigate the cause of a fire'],
    dislikes: ['Write books or plays', 'Stamp, sort, and distribute mail for an organization'],
    education: 'highschool',
    years: 4,
    willing: 'program',
    settings: ['outdoors', 'vehicle'],
    values: ['Achievement', 'Relationships', 'Support'],
    skills: ['leadership', 'mechanical'],
    tools: 'Radios, night vision, GPS, first aid kit',
    goals: 'Getting out of the Marines soon and not sure what fits me. Something active with a team, not a desk job.',
    accept: [
      '33-3051.00', // Police and Sheriff's Patrol Officers (z3: the academy is a program)
      '33-2011.00', // Firefighters (z3, R: his likes)
      '33-2022.00', // Forest Fire Inspectors and Prevention Specialists (z3: likes, outdoors)
      '33-3012.00', // Correctional Officers and Jailers (z2)
      '33-9032.00', // Security Guards (z2)
      '33-3051.04', // Customs and Border Protection Officers (z3, veterans' preference)
      '33-3052.00', // Transit and Railroad Police (z3)
      '29-2042.00', // Emergency Medical Technicians (z3: a short program, team work in the field)
      '45-4011.00', // Forest and Conservation Workers (z2, outdoors)
      '39-9031.00', // Exercise Trainers and Group Fitness Instructors (z3: his likes)
      '47-2061.00', // Construction Laborers (z2: active crew work)
    ],
    why: 'Unsure, no civilian occupation of his own: O*NET rates no military occupation (infantry is 55-3016, outside the catalog), so the labels are the protective-service and field work infantry experience leads to (police patrol, corrections, security, border protection, transit police: the Police Patrol Officers family of P-S and P-L relations), the fire and EMS work his likes point to, and active outdoor crew work (forest conservation, construction labour). High school and a program (an academy) reach zone 3; four years of unrelated service do not raise it.',
  },
  {
    id: 'math-teacher-to-analyst',
    split: 'heldout',
    who: 'Middle school math teacher, bachelor degree, nine years, wants out of teaching and into numbers and data',
    jobTitle: 'Middle school math teacher',
    jobCode: '25-2022.00',
    intent: 'change',
    interests: { R: 1.8, I: 3.8, A: 2, S: 3, E: 2.6, C: 4.2 },
    likes: [
      'Develop a spreadsheet using computer software',
      'Operate a calculator',
      'Calculate the wages of employees',
    ],
    dislikes: ['Teach a high-school class', 'Take care of children at a day-care center'],
    education: 'bachelor',
    years: 9,
    willing: 'short',
    settings: ['office', 'remote', 'hybrid'],
    values: ['Working Conditions', 'Achievement', 'Independence'],
    skills: ['numbers', 'technology', 'organising'],
    tools: 'Excel, Google Sheets, Desmos, some Python from an online course',
    goals: 'I want to leave teaching and work with numbers in an office, like a budget analyst or a data analyst.',
    target: { phrase: 'budget analyst', codes: ['13-2031.00'] },
    accept: [
      '13-2031.00', // Budget Analysts (z4: named)
      '15-2051.01', // Business Intelligence Analysts (z4: "data analyst")
      '43-9111.00', // Statistical Assistants (z4)
      '13-2051.00', // Financial and Investment Analysts (z4)
      '13-1161.00', // Market Research Analysts and Marketing Specialists (z4: survey data)
      '13-1111.00', // Management Analysts (z4)
      '13-1081.02', // Logistics Analysts (z4)
      '15-1211.00', // Computer Systems Analysts (z3-4)
      '13-2041.00', // Credit Analysts (z4)
      '13-1141.00', // Compensation, Benefits, and Job Analysis Specialists (z4: wages, likes)
    ],
    why: 'Changing field from teaching (Middle School Teachers 25-2022, z4, and every teaching occupation it relates to): the budget and data analysis she names and the analyst roles of zone 4 her bachelor degree and strong mathematics reach with short preparation (business intelligence, statistical assistant, financial, market research, management, logistics, credit, compensation analysis). Statisticians and Operations Research Analysts (z5, a master’s) and Actuaries (years of exams) lie beyond the short preparation she would add; training roles are a teacher’s usual exit but not what she asks for.',
  },
  {
    id: 'elementary-teacher-to-social-work',
    split: 'heldout',
    who: "Elementary school teacher with a master's in education, twelve years, leaving the classroom to support children and families directly",
    jobTitle: 'Elementary school teacher (3rd grade)',
    jobCode: '25-2021.00',
    intent: 'change',
    interests: { R: 1.6, I: 2.8, A: 3, S: 4.6, E: 2.6, C: 2.8 },
    likes: [
      'Help people with personal or emotional problems',
      'Give career guidance to people',
      'Do volunteer work at a non-profit organization',
    ],
    dislikes: ['Teach a high-school class', 'Buy and sell stocks and bonds'],
    style: 'generous',
    education: 'master',
    years: 12,
    willing: 'graduate',
    settings: ['office', 'clinical'],
    values: ['Relationships', 'Achievement', 'Support'],
    skills: ['helping', 'communication'],
    tools: 'Seesaw, Google Classroom, IEP and 504 plans',
    goals:
      "I'm leaving the classroom. I want to support children and families directly, as a school social worker or a family counselor.",
    target: { phrase: 'school social worker', codes: ['21-1021.00'] },
    accept: [
      '21-1021.00', // Child, Family, and School Social Workers (z4: named)
      '21-1013.00', // Marriage and Family Therapists (z5: named "family counselor", a graduate degree she would take)
      '21-1012.00', // Educational, Guidance, and Career Counselors and Advisors (z5: school counselling, outside teaching)
      '21-1014.00', // Mental Health Counselors (z5)
      '21-1023.00', // Mental Health and Substance Abuse Social Workers (z5)
      '21-1015.00', // Rehabilitation Counselors (z4)
      '21-1093.00', // Social and Human Service Assistants (z4)
      '21-1094.00', // Community Health Workers (z4)
      '11-9151.00', // Social and Community Service Managers (z4: family programmes)
      '21-1091.00', // Health Education Specialists (z4)
    ],
    why: "Changing field from teaching (Elementary School Teachers 25-2021, z4: no teaching occupation of any level) into community and social service (SOC 21): the school social work and family counselling she names, the counselling and social work around them (z4-5; her master's and the graduate degree she would add reach zone 5), the human-service and community-health roles of zone 4 and the manager of such programmes. School counsellors work in schools but are not teachers (SOC 21-1012).",
  },
  {
    id: 'lawyer-leaves-law',
    split: 'heldout',
    who: 'Corporate associate attorney, JD, six years, done with practising law and billable hours, wants a business role',
    jobTitle: 'Associate attorney, corporate law firm',
    jobCode: '23-1011.00',
    intent: 'change',
    interests: { R: 1.4, I: 3.4, A: 2.6, S: 2.6, E: 4, C: 3.8 },
    likes: [
      'Manage a department within a large company',
      'Start your own business',
      'Develop a spreadsheet using computer software',
    ],
    dislikes: ['Represent a client in a lawsuit', 'Lay brick or tile'],
    style: 'harsh',
    education: 'doctoral',
    years: 6,
    willing: 'short',
    settings: ['office', 'hybrid'],
    values: ['Working Conditions', 'Achievement', 'Recognition'],
    skills: ['law', 'leadership', 'numbers'],
    tools: 'Westlaw, contract management software, Excel',
    goals:
      'Done with practising law and billable hours. I want a business role: operations, strategy consulting or compliance.',
    target: { phrase: 'compliance', codes: ['13-1041.00', '11-9199.02'] },
    accept: [
      '13-1041.00', // Compliance Officers (z4: named; S of Lawyers)
      '11-9199.02', // Compliance Managers (z4: named)
      '13-1111.00', // Management Analysts (z4: "strategy consulting")
      '11-1021.00', // General and Operations Managers (z4: "operations")
      '13-1082.00', // Project Management Specialists (z4)
      '13-1075.00', // Labor Relations Specialists (P-L, z4)
      '13-1041.03', // Equal Opportunity Representatives and Officers (P-L, z4)
      '13-2099.04', // Fraud Examiners, Investigators and Analysts (P-L, z4)
      '11-9199.01', // Regulatory Affairs Managers (z4)
      '13-1041.07', // Regulatory Affairs Specialists (z4)
      '13-1023.00', // Purchasing Agents (z4: contract negotiation)
    ],
    why: 'Changing field from law (Lawyers 23-1011, z5: nothing in SOC 23, the courts and legal support included): the compliance, operations and consulting roles he names and the business roles O*NET relates to Lawyers outside the legal field (Labor Relations Specialists, Equal Opportunity Officers, Fraud Examiners P-L; Compliance Officers S), with regulatory affairs and contract purchasing, which use a lawyer’s skills. His JD reaches zone 5, so every zone is open; Chief Executives (P-L) is not a step from a six-year associate.',
  },
  {
    id: 'retail-associate-to-office',
    split: 'heldout',
    who: 'Clothing store sales associate, high school, three years, wants out of retail into an office job with regular hours',
    jobTitle: 'Sales associate at a clothing store',
    jobCode: '41-2031.00',
    intent: 'change',
    interests: { R: 2, I: 2, A: 2.6, S: 3, E: 2.6, C: 4 },
    likes: ['Proofread records or forms', 'Keep inventory records', 'Develop a spreadsheet using computer software'],
    dislikes: ['Sell merchandise at a department store', 'Manage a clothing store'],
    style: 'middling',
    education: 'highschool',
    years: 3,
    totalYears: 4,
    willing: 'short',
    settings: ['office'],
    values: ['Working Conditions', 'Support', 'Relationships'],
    skills: ['organising', 'communication'],
    tools: 'POS register, Excel basics, Google Docs',
    goals: 'Get out of retail and into an office job with regular hours, something like office admin or bookkeeping.',
    target: { phrase: 'bookkeeping', codes: ['43-3031.00'] },
    accept: [
      '43-3031.00', // Bookkeeping, Accounting, and Auditing Clerks (z3: named; beyond her preparation, accepted as her goal)
      '43-9061.00', // Office Clerks, General (z2: named "office admin")
      '43-6014.00', // Secretaries and Administrative Assistants (z2: named "office admin")
      '43-4171.00', // Receptionists and Information Clerks (z2)
      '43-9021.00', // Data Entry Keyers (z2)
      '43-4051.00', // Customer Service Representatives (P-L, z2: office-based)
      '43-6013.00', // Medical Secretaries and Administrative Assistants (z2)
      '43-9041.00', // Insurance Claims and Policy Processing Clerks (z2)
      '43-4151.00', // Order Clerks (P-L, z2)
      '43-5071.00', // Shipping, Receiving, and Inventory Clerks (S, z2: her likes)
    ],
    why: 'Changing field from retail (Retail Salespersons 41-2031, z2: nothing in sales, SOC 41, cashiers and retail supervisors included) into office work, named (office admin, bookkeeping): the office and administrative support roles of zone 2 that high school and a short course reach, and bookkeeping because she names it (zone 3: billing and payroll clerks beside it are beyond her preparation, relabelled in round 7), several of them O*NET relations of Retail Salespersons (Customer Service Representatives and Order Clerks P-L, inventory clerks S). Zone 4 office roles (accountants, HR specialists) need a degree she would not take.',
  },
  {
    id: 'housekeeper-unsure',
    split: 'heldout',
    who: 'Hotel housekeeper, no diploma, seven years, unsure what else she could do, would like better pay and to care for people',
    jobTitle: 'Hotel housekeeper',
    jobCode: '37-2012.00',
    intent: 'unsure',
    interests: { R: 3.6, I: 1.6, A: 2.2, S: 3.4, E: 1.8, C: 2.8 },
    likes: ['Take care of children at a day-care center', 'Keep inventory records'],
    dislikes: ['Buy and sell stocks and bonds', 'Study the movement of planets', 'Represent a client in a lawsuit'],
    style: 'middling',
    education: 'none',
    years: 7,
    willing: 'short',
    settings: ['customers', 'clinical'],
    values: ['Support', 'Relationships', 'Working Conditions'],
    skills: ['helping', 'organising'],
    tools: 'Housekeeping cart, commercial laundry machines',
    goals: 'Not sure. Better pay than cleaning rooms, maybe something caring for people.',
    accept: [
      '37-2012.00', // Maids and Housekeeping Cleaners (her own work: unsure keeps it acceptable)
      '37-1011.00', // First-Line Supervisors of Housekeeping and Janitorial Workers (S, z2: the step up)
      '31-1122.00', // Personal Care Aides (z2: caring, a short course)
      '31-1121.00', // Home Health Aides (z2)
      '31-1132.00', // Orderlies (S, z2)
      '39-9011.00', // Childcare Workers (z2: her likes)
      '35-3041.00', // Food Servers, Nonrestaurant (P-L, z2: hospital and hotel service)
      '43-4081.00', // Hotel, Motel, and Resort Desk Clerks (S, z2)
      '51-6011.00', // Laundry and Dry-Cleaning Workers (P-S, z1)
    ],
    why: 'Unsure with no diploma: zone 1-2 work close to hers (Laundry Workers P-S; Food Servers, Nonrestaurant P-L; the housekeeping supervisor, Hotel Desk Clerks and Orderlies S) and the caring work she mentions, reached by short courses (Personal Care and Home Health Aides, Childcare Workers). Seven years of her own work raise her zone for related work only, to zone 2: Janitors (P-S) and Nursing Assistants are zone 3 in O*NET, beyond it (relabelled in round 7). Nothing needing a diploma and a program (LPN, medical assistant).',
  },
  {
    id: 'bartender-related',
    split: 'heldout',
    who: 'Cocktail bartender, high school, ten years, wants to stay in hospitality but off the late shifts behind the bar',
    jobTitle: 'Bartender (cocktail bar)',
    jobCode: '35-3011.00',
    intent: 'related',
    interests: { R: 2.6, I: 2, A: 3, S: 3.6, E: 4.2, C: 2.8 },
    likes: ['Start your own business', 'Manage a retail store', 'Negotiate business contracts'],
    dislikes: ['Work in a biology lab', 'Study the movement of planets'],
    style: 'generous',
    education: 'highschool',
    years: 10,
    willing: 'short',
    settings: ['customers', 'office'],
    values: ['Recognition', 'Independence', 'Relationships'],
    skills: ['sales', 'communication', 'leadership'],
    tools: 'Toast POS, inventory spreadsheets, cocktail menus',
    goals:
      'Stay in hospitality but off the late shifts behind the bar: a bar manager job, or selling for a beverage distributor.',
    target: { phrase: 'bar manager', codes: ['11-9051.00', '35-1012.00'] },
    accept: [
      '11-9051.00', // Food Service Managers (P-L, z2: named, bar and restaurant managers)
      '35-1012.00', // First-Line Supervisors of Food Preparation and Serving Workers (P-L, z2: bar supervisor)
      '41-4012.00', // Sales Representatives, Wholesale and Manufacturing (z4: named "beverage distributor"; ten years of the product)
      '41-9011.00', // Demonstrators and Product Promoters (z2: brand ambassador)
      '39-6012.00', // Concierges (z3, hospitality, days)
      '41-3091.00', // Sales Representatives of Services (z2)
      '39-1022.00', // First-Line Supervisors of Personal Service Workers (P-L of Food Service Managers, z3)
      '11-9081.00', // Lodging Managers (S of Food Service Managers, z4: hotel food and beverage)
    ],
    why: 'Related move within hospitality, named (bar manager, beverage sales): Bartenders (z2) relates to Food Service Managers and the food-and-beverage supervisor (P-L); those relate on to Lodging Managers (S) and personal-service supervisors (P-L). The beverage distributor sales job (wholesale sales representatives) is named and ten years of bar work is close product knowledge. High school and ten years of related work reach zone 3-4 for these. Serving, cooking and bar-helper roles (P-S) are the late shifts she is leaving or steps down.',
  },
  {
    id: 'phlebotomist-to-lab',
    split: 'heldout',
    who: 'Hospital phlebotomist with a certificate, five years, wants to move up in the lab',
    jobTitle: 'Phlebotomist',
    jobCode: '31-9097.00',
    intent: 'stay',
    interests: { R: 3.4, I: 4, A: 1.8, S: 3.2, E: 2, C: 3.6 },
    likes: [
      'Examine blood samples using a microscope',
      'Do laboratory tests to identify diseases',
      'Work in a biology lab',
    ],
    dislikes: ['Sell merchandise at a department store', 'Perform jazz or tap dance'],
    education: 'somecollege',
    years: 5,
    willing: 'degree',
    settings: ['clinical'],
    values: ['Achievement', 'Support', 'Working Conditions'],
    skills: ['health', 'science'],
    tools: 'Vacutainer, centrifuge, Sunquest LIS',
    goals: 'Move up in the lab: become a medical lab technician first, maybe a technologist later.',
    target: { phrase: 'medical lab technician', codes: ['29-2012.00'] },
    accept: [
      '29-2012.00', // Medical and Clinical Laboratory Technicians (P-S, z3: named)
      '29-2011.00', // Medical and Clinical Laboratory Technologists (P-S, z4: named "later", a degree)
      '29-2012.01', // Histology Technicians (P-S, z3)
      '29-2011.04', // Histotechnologists (P-S, z4)
      '31-9097.00', // Phlebotomists (own job)
      '29-2011.01', // Cytogenetic Technologists (z4, a lab specialty)
      '19-4021.00', // Biological Technicians (z4)
      '29-2031.00', // Cardiovascular Technologists and Technicians (P-S, z3)
      '29-2056.00', // Veterinary Technologists and Technicians (S, z3: lab work)
    ],
    why: 'Staying and advancing in the clinical lab: Phlebotomists (z3) relates to Medical Laboratory Technicians and Technologists, Histology Technicians and Histotechnologists, Cardiovascular Technologists (P-S); lab technologist specialties and biological technicians are the same ladder. Some college plus the degree she would take reaches zone 4. Medical Assistants, EMTs and Surgical Technologists (P-L) leave the lab.',
  },
  {
    id: 'florist-stay',
    split: 'heldout',
    who: 'Floral designer, high school, eight years, wants more wedding and event work and her own shop one day',
    jobTitle: 'Floral designer at a flower shop',
    jobCode: '27-1023.00',
    intent: 'stay',
    interests: { R: 3.6, I: 1.8, A: 4.4, S: 2.8, E: 3.2, C: 2.6 },
    likes: ['Draw pictures', 'Start your own business', 'Paint sets for plays'],
    dislikes: ['Study the movement of planets', 'Operate a calculator'],
    education: 'highschool',
    years: 8,
    willing: 'short',
    settings: ['workshop', 'customers'],
    values: ['Independence', 'Achievement', 'Recognition'],
    skills: ['creative', 'sales'],
    tools: 'Floral foam, wire and tape, Square POS, Instagram',
    goals: 'Keep designing flowers, do more weddings and events, and one day open my own shop.',
    accept: [
      '27-1023.00', // Floral Designers (own work)
      '27-1026.00', // Merchandise Displayers and Window Trimmers (P-L, z3: display design)
      '27-1012.00', // Craft Artists (P-S, z3)
      '41-1011.00', // First-Line Supervisors of Retail Sales Workers (z2: the shop manager she wants to be)
      '27-1013.00', // Fine Artists (S, z3)
      '39-1022.00', // First-Line Supervisors of Personal Service Workers (z3: running a service business)
    ],
    why: 'Staying and advancing: Floral Designers (z2) with the design roles O*NET relates to it of zone 3 that eight years of the same work reach (Craft Artists P-S, Merchandise Displayers P-L, Fine Artists S) and the step to running a shop (the retail and personal-service supervisors). Interior and Fashion Designers need a degree or program beyond the short preparation she would add; sewing and painting workers (P-S, z1) are steps down; event planners are zone 4.',
  },
  {
    id: 'call-centre-unsure',
    split: 'heldout',
    who: 'Call-centre customer service agent, high school, five years, unsure what next, would like off the phones',
    jobTitle: 'Call center agent',
    jobCode: '43-4051.00',
    intent: 'unsure',
    interests: { R: 2, I: 2, A: 2.4, S: 3.4, E: 3, C: 4 },
    likes: ['Proofread records or forms', 'Record rent payments'],
    dislikes: ['Lay brick or tile', 'Work in a biology lab'],
    education: 'highschool',
    years: 5,
    willing: 'short',
    settings: ['office', 'remote'],
    values: ['Working Conditions', 'Support', 'Relationships'],
    skills: ['communication', 'organising'],
    tools: 'Salesforce Service Cloud, Zendesk, Excel',
    goals: 'Not sure. Something steady in an office, off the phones if possible.',
    accept: [
      '43-4051.00', // Customer Service Representatives (own work: unsure keeps it acceptable)
      '43-1011.00', // First-Line Supervisors of Office and Administrative Support Workers (S, z3: the step up)
      '43-9041.00', // Insurance Claims and Policy Processing Clerks (P-S, z2)
      '43-4141.00', // New Accounts Clerks (P-S, z3)
      '43-3021.00', // Billing and Posting Clerks (P-L, z3)
      '43-4171.00', // Receptionists and Information Clerks (P-L, z2)
      '43-4151.00', // Order Clerks (P-L, z2)
      '43-9061.00', // Office Clerks, General (S, z2)
      '43-4061.00', // Eligibility Interviewers, Government Programs (S, z3)
      '43-6014.00', // Secretaries and Administrative Assistants (z2)
      '43-4041.00', // Credit Authorizers, Checkers, and Clerks (P-S, z2)
    ],
    why: 'Unsure: Customer Service Representatives (z2) relates to claims processing, new accounts and credit clerks (P-S), billing, reception and order clerks (P-L), general office clerks, eligibility interviewers and the office supervisor (S); secretaries are the same office family. High school with five years of related work reaches zone 3 for related work only: Loan Interviewers and Clerks (z3) are not among its relations, so beyond (relabelled in round 7). Telemarketers and service sales reps (P-S) are more phone work; sales managers and insurance agents (S, z4) are beyond a short course.',
  },
];
