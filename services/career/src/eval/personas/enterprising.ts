import type { Persona } from '../persona.js';

/** People whose strongest interest is Enterprising (selling, leading, persuading, running things). */
export const ENTERPRISING: Persona[] = [
  {
    id: 'sales-rep-stay',
    split: 'dev',
    who: 'Outside sales representative for industrial supplies, seven years, wants key accounts or sales management',
    jobTitle: 'Outside sales rep (industrial supplies)',
    jobCode: '41-4012.00',
    intent: 'stay',
    interests: { R: 2.5, I: 2, A: 2, S: 3.5, E: 5, C: 3 },
    likes: ['Negotiate business contracts', 'Start your own business'],
    education: 'bachelor',
    years: 7,
    willing: 'short',
    settings: ['vehicle', 'office', 'customers'],
    values: ['Recognition', 'Achievement', 'Independence'],
    skills: ['sales', 'communication', 'leadership'],
    tools: 'Salesforce, HubSpot, Excel, LinkedIn Sales Navigator',
    goals: 'Stay in sales and move up to key accounts or sales manager.',
    accept: [
      '41-4012.00', // Sales Representatives, Wholesale and Manufacturing, Except Technical (own job)
      '41-4011.00', // Sales Representatives, Wholesale and Manufacturing, Technical and Scientific
      '11-2022.00', // Sales Managers (named)
      '41-3091.00', // Sales Representatives of Services
      '41-1012.00', // First-Line Supervisors of Non-Retail Sales Workers
      '41-9031.00', // Sales Engineers
      '13-1022.00', // Wholesale and Retail Buyers
      '13-1023.00', // Purchasing Agents
      '11-2021.00', // Marketing Managers
      '41-3011.00', // Advertising Sales Agents
      '41-3021.00', // Insurance Sales Agents
      '41-9022.00', // Real Estate Sales Agents
      '41-4011.07', // Solar Sales Representatives and Assessors
      '41-3031.00', // Securities, Commodities, and Financial Services Sales Agents
    ],
    why: 'Sales Representatives, Wholesale and Manufacturing 41-4012 (z4): business-to-business sales roles of its Related Occupations, sales supervision and management named, and buying and purchasing. Zone 3-4. Nothing outside selling and commerce.',
  },
  {
    id: 'retail-manager-related',
    split: 'dev',
    who: 'Assistant store manager, high school, ten years, wants a related job with better hours',
    jobTitle: 'Assistant store manager (retail)',
    jobCode: '41-1011.00',
    intent: 'related',
    interests: { R: 2.5, I: 2, A: 2.5, S: 3.5, E: 4.5, C: 3.5 },
    likes: ['Manage a retail store', 'Keep inventory records'],
    education: 'highschool',
    years: 10,
    willing: 'short',
    settings: ['customers', 'office'],
    values: ['Achievement', 'Recognition', 'Working Conditions'],
    skills: ['leadership', 'sales', 'organising'],
    tools: 'POS systems, scheduling software, inventory systems, Excel',
    goals: 'Something related to retail but with better hours, maybe buying, merchandising or district operations.',
    accept: [
      '13-1022.00', // Wholesale and Retail Buyers, Except Farm Products (named "buying")
      '13-1023.00', // Purchasing Agents
      '11-3061.00', // Purchasing Managers
      '41-1012.00', // First-Line Supervisors of Non-Retail Sales Workers
      '11-1021.00', // General and Operations Managers (named "district operations")
      '11-2022.00', // Sales Managers
      '27-1026.00', // Merchandise Displayers and Window Trimmers (named "merchandising")
      '11-3071.00', // Transportation, Storage, and Distribution Managers
      '41-4012.00', // Sales Representatives, Wholesale and Manufacturing
      '43-1011.00', // First-Line Supervisors of Office and Administrative Support Workers
      '13-1081.00', // Logisticians
    ],
    why: 'First-Line Supervisors of Retail Sales Workers 41-1011 (z3), ten years: the retail-adjacent careers named (buying, merchandising, operations) and related supervisory and sales roles with office hours, z3-4 by experience. Not store work itself.',
  },
  {
    id: 'server-real-estate',
    split: 'heldout',
    who: 'Restaurant server with some college, six years, wants a real estate licence',
    jobTitle: 'Restaurant server',
    jobCode: '35-3031.00',
    intent: 'change',
    interests: { R: 1.5, I: 2, A: 3, S: 4, E: 4.5, C: 2.5 },
    likes: ['Start your own business', 'Negotiate business contracts'],
    education: 'somecollege',
    years: 6,
    willing: 'short',
    settings: ['customers', 'vehicle', 'outdoors'],
    values: ['Independence', 'Recognition', 'Working Conditions'],
    skills: ['sales', 'communication'],
    tools: 'Toast POS, Instagram, Canva',
    goals: 'I am done with restaurants. I want to get my real estate license and sell houses.',
    target: { phrase: 'real estate', codes: ['41-9022.00', '41-9021.00'] },
    accept: [
      '41-9022.00', // Real Estate Sales Agents (named)
      '41-9021.00', // Real Estate Brokers
      '11-9141.00', // Property, Real Estate, and Community Association Managers
      '41-3021.00', // Insurance Sales Agents
      '41-3091.00', // Sales Representatives of Services
      '41-4012.00', // Sales Representatives, Wholesale and Manufacturing
      '13-1121.00', // Meeting, Convention, and Event Planners
      '41-3041.00', // Travel Agents
      '41-3011.00', // Advertising Sales Agents
    ],
    why: 'Waiters and Waitresses 35-3031 (z1), leaving restaurants: real estate named (agent z3 with a licence course, broker by experience) and other people-facing sales and service careers within a short course. No food service.',
  },
  {
    id: 'litigator-mediation',
    split: 'dev',
    who: 'Litigation attorney, eight years, wants something less adversarial such as mediation or compliance',
    jobTitle: 'Litigation attorney',
    jobCode: '23-1011.00',
    intent: 'change',
    interests: { R: 1.5, I: 3.5, A: 3, S: 3.5, E: 4.5, C: 3.5 },
    dislikes: ['Represent a client in a lawsuit'],
    education: 'doctoral',
    years: 8,
    willing: 'short',
    settings: ['office', 'remote', 'hybrid'],
    values: ['Working Conditions', 'Independence', 'Achievement'],
    skills: ['law', 'communication', 'numbers'],
    tools: 'Westlaw, Relativity, Microsoft Word, Excel',
    goals:
      'I do not want to litigate anymore. Something less adversarial where my legal background still helps, maybe mediation or compliance.',
    target: { phrase: 'mediation', codes: ['23-1022.00'] },
    accept: [
      '23-1022.00', // Arbitrators, Mediators, and Conciliators (named)
      '13-1041.00', // Compliance Officers (named)
      '11-9199.02', // Compliance Managers
      '13-1075.00', // Labor Relations Specialists
      '11-9199.01', // Regulatory Affairs Managers
      '13-1041.07', // Regulatory Affairs Specialists
      '25-1112.00', // Law Teachers, Postsecondary
      '13-1111.00', // Management Analysts
      '11-3121.00', // Human Resources Managers
      '23-1012.00', // Judicial Law Clerks
      '11-3111.00', // Compensation and Benefits Managers
    ],
    why: 'Lawyers 23-1011 (z5), leaving litigation: the mediation and compliance named and other roles where a law degree counts without courtroom advocacy (regulatory affairs, labour relations, law teaching, HR leadership). Zones 4-5. Not lawyer or judge.',
  },
  {
    id: 'marketing-coordinator-manager',
    split: 'heldout',
    who: 'Marketing coordinator, three years, wants to become a marketing manager',
    jobTitle: 'Marketing coordinator',
    jobCode: '13-1161.00',
    intent: 'stay',
    interests: { R: 1.5, I: 3, A: 4, S: 3, E: 4.5, C: 3.5 },
    education: 'bachelor',
    years: 3,
    willing: 'short',
    settings: ['office', 'hybrid'],
    values: ['Achievement', 'Recognition', 'Working Conditions'],
    skills: ['communication', 'creative', 'sales'],
    tools: 'HubSpot, Google Ads, Canva, Hootsuite, Google Analytics',
    goals: 'Grow into a marketing manager role, own campaigns and a team.',
    target: { phrase: 'marketing manager', codes: ['11-2021.00'] },
    accept: [
      '11-2021.00', // Marketing Managers (named)
      '11-2011.00', // Advertising and Promotions Managers
      '13-1161.00', // Market Research Analysts and Marketing Specialists (own job)
      '13-1161.01', // Search Marketing Strategists
      '27-3031.00', // Public Relations Specialists
      '11-2032.00', // Public Relations Managers
      '41-3011.00', // Advertising Sales Agents
      '13-1121.00', // Meeting, Convention, and Event Planners
      '11-2022.00', // Sales Managers
      '11-2033.00', // Fundraising Managers
    ],
    why: 'Market Research Analysts and Marketing Specialists 13-1161 (z4): marketing management named and the advertising, PR and campaign roles of its Related Occupations. Zone 4.',
  },
  {
    id: 'front-desk-event-planning',
    split: 'dev',
    who: 'Hotel front desk agent with an associate degree, four years, wants event planning or hotel management',
    jobTitle: 'Hotel front desk agent',
    jobCode: '43-4081.00',
    intent: 'related',
    interests: { R: 1.5, I: 2, A: 3.5, S: 4, E: 4, C: 3.5 },
    education: 'associate',
    years: 4,
    willing: 'short',
    settings: ['customers', 'office'],
    values: ['Relationships', 'Achievement', 'Recognition'],
    skills: ['organising', 'communication', 'sales'],
    tools: 'Opera PMS, Excel, Canva, Cvent (a little)',
    goals: 'I would love to move into event planning or become a hotel manager.',
    target: { phrase: 'event planning', codes: ['13-1121.00'] },
    accept: [
      '13-1121.00', // Meeting, Convention, and Event Planners (named)
      '11-9081.00', // Lodging Managers (named "hotel manager")
      '41-3041.00', // Travel Agents
      '41-3091.00', // Sales Representatives of Services (hotel sales)
      '39-1014.00', // First-Line Supervisors of Entertainment and Recreation Workers
      '43-1011.00', // First-Line Supervisors of Office and Administrative Support Workers
      '13-1161.00', // Market Research Analysts and Marketing Specialists
      '27-3031.00', // Public Relations Specialists
      '11-9051.00', // Food Service Managers
      '39-7011.00', // Tour and Travel Guides
    ],
    why: 'Hotel, Motel, and Resort Desk Clerks 43-4081 (z2), associate: the hospitality careers named (event planning, lodging management by experience) and the hospitality sales, travel and supervisory roles around them. Zone 3-4. Not desk work.',
  },
  {
    id: 'insurance-agent-advisor',
    split: 'heldout',
    who: 'Insurance agent, five years, wants to become a financial advisor',
    jobTitle: 'Insurance agent',
    jobCode: '41-3021.00',
    intent: 'related',
    interests: { R: 1.5, I: 3, A: 2, S: 3.5, E: 4.5, C: 4 },
    likes: ['Buy and sell stocks and bonds'],
    education: 'bachelor',
    years: 5,
    willing: 'short',
    settings: ['office', 'customers', 'hybrid'],
    values: ['Independence', 'Recognition', 'Working Conditions'],
    skills: ['sales', 'numbers', 'communication'],
    tools: 'Salesforce, AMS360, Excel, Series 6 license',
    goals: 'I want to become a financial advisor and help families plan, not only sell policies.',
    target: { phrase: 'financial advisor', codes: ['13-2052.00'] },
    accept: [
      '13-2052.00', // Personal Financial Advisors (named)
      '41-3031.00', // Securities, Commodities, and Financial Services Sales Agents
      '13-2072.00', // Loan Officers
      '13-2053.00', // Insurance Underwriters
      '13-1031.00', // Claims Adjusters, Examiners, and Investigators
      '13-2071.00', // Credit Counselors
      '11-3031.00', // Financial Managers
      '13-2051.00', // Financial and Investment Analysts
    ],
    why: 'Insurance Sales Agents 41-3021 (z4): financial advising named and the financial services roles of its Related Occupations (securities sales, loans, underwriting, claims, credit counselling). Zone 3-4. Not insurance sales itself.',
  },
  {
    id: 'cashier-unsure',
    split: 'dev',
    who: 'Supermarket cashier, high school, two years, no idea yet, wants decent pay and a way up',
    jobTitle: 'Cashier',
    jobCode: '41-2011.00',
    intent: 'unsure',
    interests: { R: 2.5, I: 2, A: 2.5, S: 3.5, E: 3.5, C: 3.5 },
    style: 'middling',
    education: 'highschool',
    years: 2,
    willing: 'short',
    settings: ['customers', 'office'],
    values: ['Working Conditions', 'Support', 'Relationships'],
    skills: ['organising', 'sales'],
    tools: 'Cash register, Excel a little, Instagram',
    goals: "I don't know yet. Something with decent pay where I can move up.",
    accept: [
      '43-4051.00', // Customer Service Representatives
      '41-1011.00', // First-Line Supervisors of Retail Sales Workers
      '43-3071.00', // Tellers
      '43-4171.00', // Receptionists and Information Clerks
      '43-6014.00', // Secretaries and Administrative Assistants
      '43-9061.00', // Office Clerks, General
      '43-4181.00', // Reservation and Transportation Ticket Agents
      '41-2031.00', // Retail Salespersons
      '41-3091.00', // Sales Representatives of Services
      '43-6013.00', // Medical Secretaries and Administrative Assistants
      '41-2022.00', // Parts Salespersons
      '43-5071.00', // Shipping, Receiving, and Inventory Clerks
    ],
    why: 'Cashiers 41-2011 (z2), high school and two years, a short course at most (zone 2), vague goals asking for better pay and a way up, mild people-and-organising interests: zone-2 jobs with a ladder reachable by on-the-job training or a short course (customer service, clerical, banking, retail supervision). Nothing needing a program or a degree: the zone-3 clerical and healthcare support roles (bookkeeping, billing, HR and loan clerks, medical assistants, phlebotomists, pharmacy technicians) are beyond a high-school diploma and a short course (EVAL.md, relabelled in round 7).',
  },
];
