import type { Persona } from '../persona.js';

/** People whose strongest interest is Conventional (data, records, procedures, organising). */
export const CONVENTIONAL: Persona[] = [
  {
    id: 'accountant-financial-analysis',
    split: 'dev',
    who: 'Staff accountant, four years, wants CPA then financial analysis or controller work',
    jobTitle: 'Staff accountant',
    jobCode: '13-2011.00',
    intent: 'stay',
    interests: { R: 1.5, I: 3.5, A: 1.5, S: 2, E: 3.5, C: 5 },
    likes: ['Buy and sell stocks and bonds'],
    education: 'bachelor',
    years: 4,
    willing: 'graduate',
    settings: ['office', 'hybrid'],
    values: ['Working Conditions', 'Achievement', 'Recognition'],
    skills: ['numbers', 'organising', 'technology'],
    tools: 'Excel, QuickBooks, NetSuite, SAP, pivot tables',
    goals: 'Move up in finance: CPA, then financial analysis or controller work.',
    target: { phrase: 'financial analysis', codes: ['13-2051.00'] },
    accept: [
      '13-2011.00', // Accountants and Auditors (own job)
      '13-2051.00', // Financial and Investment Analysts (named)
      '11-3031.01', // Treasurers and Controllers (named)
      '11-3031.00', // Financial Managers
      '13-2031.00', // Budget Analysts
      '13-2041.00', // Credit Analysts
      '13-2061.00', // Financial Examiners
      '13-2081.00', // Tax Examiners and Collectors, and Revenue Agents
      '13-1111.00', // Management Analysts
      '13-2099.01', // Financial Quantitative Analysts
      '13-2054.00', // Financial Risk Specialists
      '13-1041.00', // Compliance Officers
      '13-2099.04', // Fraud Examiners, Investigators and Analysts
      '11-3031.03', // Investment Fund Managers
    ],
    why: 'Accountants and Auditors 13-2011 (z4), CPA planned: the finance roles named and the analyst, examiner and finance-management roles of its Related Occupations. Zones 4-5. Not bookkeeping (z3, a step down).',
  },
  {
    id: 'admin-assistant-advance',
    split: 'dev',
    who: 'Administrative assistant with some college, eight years, wants executive assistant or office manager',
    jobTitle: 'Administrative assistant',
    jobCode: '43-6014.00',
    intent: 'stay',
    interests: { R: 1.5, I: 2, A: 2.5, S: 3.5, E: 3, C: 4.5 },
    likes: ['Proofread records or forms', 'Develop a spreadsheet'],
    education: 'somecollege',
    years: 8,
    willing: 'short',
    settings: ['office', 'hybrid'],
    values: ['Support', 'Relationships', 'Working Conditions'],
    skills: ['organising', 'communication', 'technology'],
    tools: 'Microsoft Office, Outlook calendars, Concur, SharePoint, typing 80 wpm',
    goals: 'Grow into an executive assistant or office manager role.',
    target: { phrase: 'executive assistant', codes: ['43-6011.00'] },
    accept: [
      '43-6011.00', // Executive Secretaries and Executive Administrative Assistants (named)
      '43-1011.00', // First-Line Supervisors of Office and Administrative Support Workers (office manager)
      '11-3012.00', // Administrative Services Managers
      '43-6014.00', // Secretaries and Administrative Assistants (own job)
      '43-4161.00', // Human Resources Assistants
      '13-1071.00', // Human Resources Specialists
      '43-6012.00', // Legal Secretaries and Administrative Assistants
      '43-6013.00', // Medical Secretaries and Administrative Assistants
      '43-3031.00', // Bookkeeping, Accounting, and Auditing Clerks
      '13-1121.00', // Meeting, Convention, and Event Planners
      '13-1082.00', // Project Management Specialists
    ],
    why: 'Secretaries and Administrative Assistants 43-6014 (z3), eight years: the executive assistant and office-management ladder named, the administrative specialties and HR or coordination roles of its Related Occupations. Zones 3-4.',
  },
  {
    id: 'bank-teller-advance',
    split: 'heldout',
    who: 'Bank teller, high school, three years, wants personal banker or loan officer',
    jobTitle: 'Bank teller',
    jobCode: '43-3071.00',
    intent: 'stay',
    interests: { R: 1.5, I: 2, A: 2, S: 3.5, E: 3.5, C: 4.5 },
    education: 'highschool',
    years: 3,
    willing: 'program',
    settings: ['customers', 'office'],
    values: ['Working Conditions', 'Support', 'Relationships'],
    skills: ['numbers', 'sales', 'organising'],
    tools: 'Fiserv, cash handling, Excel, customer service',
    goals: 'Move up at the bank, maybe personal banker or loan officer.',
    target: { phrase: 'loan officer', codes: ['13-2072.00'] },
    accept: [
      '13-2072.00', // Loan Officers (named)
      '43-4131.00', // Loan Interviewers and Clerks
      '41-3031.00', // Securities, Commodities, and Financial Services Sales Agents (personal banker)
      '43-3071.00', // Tellers (own job)
      '43-1011.00', // First-Line Supervisors of Office and Administrative Support Workers (head teller)
      '43-3031.00', // Bookkeeping, Accounting, and Auditing Clerks
      '43-4051.00', // Customer Service Representatives
      '13-2071.00', // Credit Counselors
      '43-4141.00', // New Accounts Clerks
      '43-3011.00', // Bill and Account Collectors
      '43-3021.00', // Billing and Posting Clerks
    ],
    why: 'Tellers 43-3071 (z2), high school, would do a program: the banking ladder named (personal banker, loan officer by experience) and the Related Occupations of tellers in banking and accounts, z2-4.',
  },
  {
    id: 'medical-coder-remote',
    split: 'dev',
    who: 'Certified medical coder, five years, remote, wants auditing or health information management',
    jobTitle: 'Medical coder',
    jobCode: '29-2072.00',
    intent: 'stay',
    interests: { R: 1.5, I: 3, A: 1.5, S: 2.5, E: 2, C: 5 },
    likes: ['Proofread records or forms'],
    education: 'somecollege',
    years: 5,
    willing: 'degree',
    settings: ['remote', 'office'],
    values: ['Working Conditions', 'Independence', 'Support'],
    skills: ['organising', 'health', 'technology'],
    tools: 'ICD-10, CPT, Epic, 3M encoder, CPC certification',
    goals: 'Keep coding remotely and grow into auditing or health information management.',
    accept: [
      '29-2072.00', // Medical Records Specialists (own job)
      '29-9021.00', // Health Information Technologists and Medical Registrars
      '11-9111.00', // Medical and Health Services Managers (health information management)
      '43-6013.00', // Medical Secretaries and Administrative Assistants
      '43-3021.00', // Billing and Posting Clerks
      '13-1041.00', // Compliance Officers (coding audit)
      '43-9041.00', // Insurance Claims and Policy Processing Clerks
      '13-2011.00', // Accountants and Auditors (auditing)
      '15-1211.01', // Health Informatics Specialists
    ],
    why: 'Medical Records Specialists 29-2072 (z3), some college, would finish a degree: health information roles of its Related Occupations (health information technologists, registrars, HIM management) and the coding-audit and claims side. Zones 3-4.',
  },
  {
    id: 'data-entry-electrician',
    split: 'heldout',
    who: 'Data entry clerk, high school, three years, bored at a desk, wants an electrician apprenticeship',
    jobTitle: 'Data entry clerk',
    jobCode: '43-9021.00',
    intent: 'change',
    interests: { R: 4, I: 2.5, A: 2, S: 2, E: 2.5, C: 3 },
    likes: ['Assemble electronic parts', 'Repair household appliances', 'Build kitchen cabinets'],
    dislikes: ['Proofread records'],
    education: 'highschool',
    years: 3,
    willing: 'program',
    settings: ['workshop', 'outdoors'],
    values: ['Achievement', 'Working Conditions', 'Independence'],
    skills: ['mechanical', 'numbers'],
    tools: 'Excel, 10-key, some home wiring and fixing my car',
    goals: 'I am bored at a desk all day. I want to work with my hands, maybe an electrician apprenticeship.',
    target: { phrase: 'electrician', codes: ['47-2111.00'] },
    accept: [
      '47-2111.00', // Electricians (named)
      '47-2152.00', // Plumbers, Pipefitters, and Steamfitters
      '49-9021.00', // Heating, Air Conditioning, and Refrigeration Mechanics and Installers
      '49-2098.00', // Security and Fire Alarm Systems Installers
      '49-9051.00', // Electrical Power-Line Installers and Repairers
      '47-2231.00', // Solar Photovoltaic Installers
      '49-9071.00', // Maintenance and Repair Workers, General
      '49-2094.00', // Electrical and Electronics Repairers, Commercial and Industrial Equipment
      '47-3013.00', // Helpers--Electricians
      '49-9012.00', // Control and Valve Installers and Repairers
      '49-2022.00', // Telecommunications Equipment Installers and Repairers
      '49-9052.00', // Telecommunications Line Installers and Repairers
      '47-2031.00', // Carpenters
      '49-3023.00', // Automotive Service Technicians and Mechanics
      '17-3023.00', // Electrical and Electronic Engineering Technologists and Technicians
      '47-4021.00', // Elevator and Escalator Installers and Repairers
      '49-9081.00', // Wind Turbine Service Technicians
    ],
    why: 'Data Entry Keyers 43-9021 (z2), leaving desk work for the trades: electrician named and the hands-on installation and repair trades reached by an apprenticeship or a one-to-two-year program (z2-3). No clerical work.',
  },
  {
    id: 'paralegal-law-school',
    split: 'dev',
    who: 'Paralegal, five years, going to law school to become a lawyer',
    jobTitle: 'Paralegal',
    jobCode: '23-2011.00',
    intent: 'related',
    interests: { R: 1.5, I: 3.5, A: 2.5, S: 3, E: 4.5, C: 4.5 },
    likes: ['Represent a client in a lawsuit'],
    education: 'bachelor',
    years: 5,
    willing: 'graduate',
    settings: ['office'],
    values: ['Achievement', 'Recognition', 'Working Conditions'],
    skills: ['law', 'communication', 'organising'],
    tools: 'Westlaw, LexisNexis, Clio, Microsoft Word',
    goals: 'I want to go to law school and become a lawyer.',
    target: { phrase: 'lawyer', codes: ['23-1011.00'] },
    accept: [
      '23-1011.00', // Lawyers (named)
      '23-1022.00', // Arbitrators, Mediators, and Conciliators
      '23-1021.00', // Administrative Law Judges, Adjudicators, and Hearing Officers
      '23-1023.00', // Judges, Magistrate Judges, and Magistrates
      '23-1012.00', // Judicial Law Clerks
      '13-1041.00', // Compliance Officers
      '11-9199.02', // Compliance Managers
      '13-1075.00', // Labor Relations Specialists
    ],
    why: 'Paralegals and Legal Assistants 23-2011 (z3), bachelor, law school planned: the legal professions of its Related Occupations (lawyer named, judicial clerk, mediation, adjudication) and compliance. Zones 4-5. Not paralegal work.',
  },
  {
    id: 'supply-chain-analyst',
    split: 'heldout',
    who: 'Supply chain analyst, four years, wants supply chain management',
    jobTitle: 'Supply chain analyst',
    jobCode: '13-1081.02',
    intent: 'stay',
    interests: { R: 2.5, I: 3.5, A: 1.5, S: 2, E: 3.5, C: 4.5 },
    education: 'bachelor',
    years: 4,
    willing: 'graduate',
    settings: ['office', 'hybrid'],
    values: ['Achievement', 'Working Conditions', 'Recognition'],
    skills: ['numbers', 'organising', 'technology'],
    tools: 'SAP, Excel, SQL, Power BI, Tableau',
    goals: 'Grow into supply chain management.',
    target: { phrase: 'supply chain management', codes: ['11-3071.04'] },
    accept: [
      '11-3071.04', // Supply Chain Managers (named)
      '13-1081.00', // Logisticians
      '13-1081.02', // Logistics Analysts (own job)
      '13-1081.01', // Logistics Engineers
      '11-3071.00', // Transportation, Storage, and Distribution Managers
      '11-3061.00', // Purchasing Managers
      '13-1023.00', // Purchasing Agents
      '15-2031.00', // Operations Research Analysts
      '13-1111.00', // Management Analysts
      '15-2051.01', // Business Intelligence Analysts
      '17-2112.00', // Industrial Engineers
      '11-3051.00', // Industrial Production Managers
    ],
    why: 'Logistics Analysts 13-1081.02 (z4): supply chain management named and the logistics, purchasing and operations-analysis roles of its Related Occupations. Zones 4-5.',
  },
  {
    id: 'fast-food-unsure',
    split: 'dev',
    who: 'Fast food crew member, no diploma, one year, unsure, wants something steady indoors',
    jobTitle: 'Crew member at a fast food restaurant',
    jobCode: '35-3023.00',
    intent: 'unsure',
    interests: { R: 3.5, I: 2, A: 2, S: 2.5, E: 2, C: 3.5 },
    likes: ['Keep inventory records', 'Inventory supplies using a hand-held computer', 'Assemble electronic parts'],
    style: 'harsh',
    education: 'none',
    years: 1,
    willing: 'short',
    settings: ['workshop', 'office'],
    values: ['Working Conditions', 'Support'],
    skills: ['organising'],
    tools: 'Cash register',
    goals: 'Not sure. Something steady indoors where I can learn.',
    accept: [
      '43-5071.00', // Shipping, Receiving, and Inventory Clerks
      '53-7065.00', // Stockers and Order Fillers
      '51-2092.00', // Team Assemblers
      '51-9061.00', // Inspectors, Testers, Sorters, Samplers, and Weighers
      '43-9051.00', // Mail Clerks and Mail Machine Operators, Except Postal Service
      '53-7064.00', // Packers and Packagers, Hand
      '51-9111.00', // Packaging and Filling Machine Operators and Tenders
      '43-9061.00', // Office Clerks, General
      '51-2022.00', // Electrical and Electronic Equipment Assemblers
      '43-5111.00', // Weighers, Measurers, Checkers, and Samplers, Recordkeeping
      '53-7051.00', // Industrial Truck and Tractor Operators
      '51-9198.00', // Helpers--Production Workers
      '43-4171.00', // Receptionists and Information Clerks
      '43-5061.00', // Production, Planning, and Expediting Clerks
      '51-2023.00', // Electromechanical Equipment Assemblers
      '53-7062.04', // Recycling and Reclamation Workers
      '43-9021.00', // Data Entry Keyers
      '51-4031.00', // Cutting, Punching, and Press Machine Setters
      '51-9161.00', // Computer Numerically Controlled Tool Operators
      '43-9071.00', // Office Machine Operators, Except Computer
    ],
    why: 'Fast Food and Counter Workers 35-3023 (z1), no diploma, vague: steady indoor zone 1-2 work in warehouses, production and offices that fits realistic and conventional interests and needs only on-the-job training or a short course. Not food service.',
  },
];
