import type { Persona } from '../persona.js';

/**
 * Thirteen people added on 2026-11-24 before the fifth round of tuning, all held out: kinds the first 71 lack, across
 * the six areas and Job Zones 2 to 5: a home health aide and a dental assistant moving up in care, a police officer
 * leaving policing, a grocery stocker just out of high school and unsure, a retired accountant returning part-time, a
 * dairy farmer selling the herd, a roofer whose knees are done, an HVAC technician, a systems administrator, a
 * hairdresser, a payroll specialist, a loan officer tired of quotas and a chemistry professor leaving academia.
 * Labels follow EVAL.md's rules (never the engine's output); the O*NET Related Occupations (P-S primary-short, P-L
 * primary-long, S supplemental) and Job Zones behind each are in `why`.
 */
export const ADDED_2026_11_ROUND5: Persona[] = [
  {
    id: 'home-health-aide-lpn',
    split: 'heldout',
    who: 'Home health aide, high school, four years, wants to become a licensed practical nurse',
    jobTitle: 'Home health aide',
    jobCode: '31-1121.00',
    intent: 'related',
    interests: { R: 3, I: 2.6, A: 2, S: 4.4, E: 1.8, C: 2.6 },
    likes: ['Help people with personal or emotional problems', 'Perform rehabilitation therapy'],
    dislikes: ['Buy and sell stocks and bonds', 'Sing in a band'],
    education: 'highschool',
    years: 4,
    willing: 'program',
    settings: ['clinical', 'customers'],
    values: ['Relationships', 'Support', 'Achievement'],
    skills: ['helping', 'health'],
    tools: 'Blood pressure cuff, Hoyer lift, glucose meter',
    goals: 'I want to become an LPN and do more of the nursing side, maybe in a clinic or a rehab center.',
    target: { phrase: 'LPN', codes: ['29-2061.00'] },
    accept: [
      '29-2061.00', // Licensed Practical and Licensed Vocational Nurses (P-S, z3: named, a one-year program)
      '31-1131.00', // Nursing Assistants (P-S, z3)
      '31-9092.00', // Medical Assistants (S, z3: clinic)
      '29-2053.00', // Psychiatric Technicians (P-L, z3)
      '31-2011.00', // Occupational Therapy Assistants (S, z3: rehab, a two-year program)
      '31-2021.00', // Physical Therapist Assistants (P-L, z3: rehab)
      '31-2012.00', // Occupational Therapy Aides (P-L, z3: rehab)
      '29-2042.00', // Emergency Medical Technicians (P-L, z3)
      '29-2043.00', // Paramedics (P-S, z3: a program)
    ],
    why: 'Related move from Home Health Aides (z2) toward nursing: LPN (P-S, named), Nursing Assistants and Paramedics (P-S), Psychiatric Technicians, EMTs, Physical Therapist Assistants and Occupational Therapy Aides (P-L), Medical Assistants and Occupational Therapy Assistants (S), all zone 3, reached by the one- to two-year program she would take. Registered Nurses (S, z4) need a degree beyond it; Personal Care, Psychiatric and Physical Therapist Aides (z2) are the same level of work, not the move she asks for.',
  },
  {
    id: 'dental-assistant-related',
    split: 'heldout',
    who: 'Dental assistant with a certificate, six years, wants more clinical responsibility, a dental hygienist ideally',
    jobTitle: 'Dental assistant',
    jobCode: '31-9091.00',
    intent: 'related',
    interests: { R: 3.4, I: 3.4, A: 2.2, S: 3.8, E: 2, C: 3.2 },
    likes: ['Examine blood samples using a microscope', 'Help people with personal or emotional problems'],
    dislikes: ['Sell merchandise at a department store', 'Lay brick or tile'],
    style: 'generous',
    education: 'somecollege',
    years: 6,
    willing: 'degree',
    settings: ['clinical'],
    values: ['Achievement', 'Working Conditions', 'Relationships'],
    skills: ['health', 'helping', 'science'],
    tools: 'Dentrix, intraoral camera, digital X-ray sensors, autoclave',
    goals: 'I want more clinical responsibility: dental hygienist ideally, or another hands-on role with patients.',
    target: { phrase: 'dental hygienist', codes: ['29-1292.00'] },
    accept: [
      '29-1292.00', // Dental Hygienists (P-S, z3: named, an associate degree)
      '29-9093.00', // Surgical Assistants (P-S, z3)
      '29-2057.00', // Ophthalmic Medical Technicians (P-S, z3)
      '29-2055.00', // Surgical Technologists (P-L, z3)
      '29-2099.05', // Ophthalmic Medical Technologists (P-L, z3)
      '29-2056.00', // Veterinary Technologists and Technicians (P-L, z3)
      '29-2034.00', // Radiologic Technologists and Technicians (z3: hands-on imaging, a degree; from her X-ray work)
      '29-2061.00', // Licensed Practical and Licensed Vocational Nurses (z3: hands-on patient care, a program)
    ],
    why: 'Related move from Dental Assistants (z3) to hands-on clinical work: Dental Hygienists (P-S, named), Surgical Assistants and Ophthalmic Medical Technicians (P-S), Surgical Technologists, Ophthalmic Technologists and Veterinary Technicians (P-L), and two zone-3 patient-care roles a degree or program reaches (radiologic technologists, from her X-ray work; LPNs). Medical Assistants (P-S) and Dental Laboratory Technicians (P-S, z2) are the same level or a step away from patients; Dentists (S, z5) need dental school beyond the degree she would take.',
  },
  {
    id: 'police-officer-change',
    split: 'heldout',
    who: "Patrol officer, associate's degree in criminal justice, fourteen years, leaving policing for emergency management or workplace safety",
    jobTitle: 'Police officer (patrol sergeant)',
    jobCode: '33-3051.00',
    intent: 'change',
    interests: { R: 3.2, I: 3, A: 1.8, S: 3.4, E: 3.8, C: 3.4 },
    likes: [
      'Investigate the cause of a fire',
      'Manage a department within a large company',
      'Give career guidance to people',
    ],
    dislikes: ['Perform jazz or tap dance', 'Write books or plays'],
    style: 'middling',
    education: 'associate',
    years: 14,
    willing: 'short',
    settings: ['office', 'outdoors'],
    values: ['Achievement', 'Support', 'Working Conditions'],
    skills: ['leadership', 'communication', 'organising'],
    tools: 'CAD dispatch system, body camera, incident reports, NIMS ICS training',
    goals:
      'Done with policing after fourteen years. I want emergency management or workplace safety, planning and training people.',
    target: { phrase: 'emergency management', codes: ['11-9161.00'] },
    accept: [
      '11-9161.00', // Emergency Management Directors (z4: named; police experience is the usual way in)
      '19-5011.00', // Occupational Health and Safety Specialists (z4: named "workplace safety")
      '19-5012.00', // Occupational Health and Safety Technicians (z3: named)
      '13-1151.00', // Training and Development Specialists (z4: "training people")
      '13-1041.00', // Compliance Officers (S, z4)
      '11-3013.01', // Security Managers (z4: corporate security, outside policing)
      '13-1199.07', // Security Management Specialists (z4)
      '11-9199.08', // Loss Prevention Managers (z4)
      '13-1041.04', // Government Property Inspectors and Investigators (S of the inspectors, z3)
    ],
    why: "Changing field from policing (Police and Sheriff's Patrol Officers 33-3051, z3: nothing in protective service, SOC 33, detectives, corrections, security guards and transit police included): the emergency management and workplace safety he names and the planning, training, compliance and corporate security roles outside SOC 33 that fourteen years of police work and an associate's degree reach (zone 3-4; O*NET lists Compliance Officers among the relations of patrol officers). Probation Officers (P-L) stay in law enforcement.",
  },
  {
    id: 'stock-clerk-unsure',
    split: 'heldout',
    who: 'Grocery stocker, just finished high school, two years part-time, unsure what to do, likes hands-on work and driving',
    jobTitle: 'Stocker at a grocery store',
    jobCode: '53-7065.00',
    intent: 'unsure',
    interests: { R: 3.4, I: 2.2, A: 2.4, S: 2.6, E: 2.2, C: 3.2 },
    likes: [
      'Drive a truck to deliver packages to offices and homes',
      'Inventory supplies using a hand-held computer',
      'Keep shipping and receiving records',
    ],
    dislikes: ['Sell merchandise at a department store', 'Teach a high-school class'],
    education: 'highschool',
    years: 2,
    willing: 'short',
    settings: ['workshop', 'vehicle'],
    values: ['Working Conditions', 'Support', 'Independence'],
    skills: ['organising', 'mechanical'],
    tools: 'Handheld scanner, pallet jack',
    goals: 'No idea yet. Not college right now. Something steady where I am not stuck at a register.',
    accept: [
      '53-7065.00', // Stockers and Order Fillers (own work: unsure keeps it acceptable)
      '43-5071.00', // Shipping, Receiving, and Inventory Clerks (P-S, z2: his likes)
      '53-7062.00', // Laborers and Freight, Stock, and Material Movers, Hand (P-S, z2)
      '43-5111.00', // Weighers, Measurers, Checkers, and Samplers, Recordkeeping (P-S, z2)
      '43-4151.00', // Order Clerks (P-L, z2)
      '43-5053.00', // Postal Service Mail Sorters and Processors (P-L, z2)
      '43-5051.00', // Postal Service Clerks (P-L, z2)
      '43-5061.00', // Production, Planning, and Expediting Clerks (S, z2)
      '53-1042.00', // First-Line Supervisors of Helpers, Laborers, and Material Movers (S, z2)
      '53-3033.00', // Light Truck Drivers (z2: his likes, a short course at most)
      '53-7051.00', // Industrial Truck and Tractor Operators (z2: forklift, a short course)
      '43-5021.00', // Couriers and Messengers (z2: delivery driving)
    ],
    why: 'Unsure, high school, two years of part-time stocking: zone 1-2 work close to his (Shipping and Inventory Clerks, Material Movers, Weighers and Checkers P-S; Order Clerks and Postal Service work P-L; expediting clerks and the material-movers supervisor S) and the delivery driving and forklift work his likes point to, reached by a short course. Cashiers and Retail Salespersons (P-S, P-L) are the register he does not want; nothing needing a program or degree.',
  },
  {
    id: 'retired-accountant-part-time',
    split: 'heldout',
    who: 'Accountant retired after thirty years, bachelor degree, wants part-time work using what he knows, no more training',
    jobTitle: 'Senior accountant (retired)',
    jobCode: '13-2011.00',
    intent: 'related',
    interests: { R: 1.8, I: 3, A: 1.8, S: 3, E: 2.8, C: 4.4 },
    likes: [
      'Calculate the wages of employees',
      'Operate a calculator',
      'Do volunteer work at a non-profit organization',
    ],
    dislikes: ['Perform jazz or tap dance', 'Lay brick or tile'],
    style: 'harsh',
    education: 'bachelor',
    years: 30,
    willing: 'none',
    settings: ['office', 'remote'],
    values: ['Independence', 'Working Conditions', 'Relationships'],
    skills: ['numbers', 'organising'],
    tools: 'QuickBooks, Excel, Lacerte, Sage',
    goals:
      'Retired last year. I would like part-time work with what I know: preparing taxes in the season, or keeping the books for small businesses.',
    target: { phrase: 'preparing taxes', codes: ['13-2082.00'] },
    accept: [
      '13-2082.00', // Tax Preparers (P-S, z3: named)
      '43-3031.00', // Bookkeeping, Accounting, and Auditing Clerks (P-S, z3: named)
      '13-2031.00', // Budget Analysts (P-S, z4)
      '13-2061.00', // Financial Examiners (P-S, z4)
      '13-2081.00', // Tax Examiners and Collectors, and Revenue Agents (P-L, z3)
      '13-2041.00', // Credit Analysts (P-L, z4)
      '13-2052.00', // Personal Financial Advisors (P-L, z4: independent, part-time possible)
      '13-2051.00', // Financial and Investment Analysts (P-L, z4)
      '43-3051.00', // Payroll and Timekeeping Clerks (S, z3: his likes)
      '43-3021.00', // Billing and Posting Clerks (S, z3)
      '13-1111.00', // Management Analysts (S, z4: consulting on his own hours)
    ],
    why: 'Related move from Accountants and Auditors (z4) after retiring: the tax preparation and bookkeeping he names (P-S) and the other relations that use his knowledge without a new qualification (Budget Analysts, Financial Examiners P-S; Tax Examiners, Credit, Financial and Investment Analysts, Personal Financial Advisors P-L; Payroll and Billing Clerks, Management Analysts S), zones 3-4 (a bachelor and thirty years). Treasurers, Controllers and Financial Managers (P-S, P-L) are the full-time senior posts he has left; his own job is the job he left.',
  },
  {
    id: 'dairy-farmer-related',
    split: 'heldout',
    who: 'Dairy farmer selling the herd after twenty-five years, high school and farm courses, wants to stay in agriculture',
    jobTitle: 'Dairy farmer (own farm)',
    jobCode: '11-9013.00',
    intent: 'related',
    interests: { R: 4.4, I: 2.8, A: 1.6, S: 2.4, E: 3.2, C: 2.8 },
    likes: ['Raise fish in a fish hatchery', 'Repair household appliances', 'Start your own business'],
    dislikes: ['Perform jazz or tap dance', 'Write scripts for movies or television shows'],
    education: 'somecollege',
    years: 25,
    willing: 'short',
    settings: ['outdoors', 'vehicle'],
    values: ['Independence', 'Achievement', 'Working Conditions'],
    skills: ['mechanical', 'leadership', 'science'],
    tools: 'Milking parlor systems, herd management software, tractors, GPS guidance',
    goals:
      'Selling the herd but staying in agriculture: managing a farm for someone else, agricultural inspection, or selling feed and farm supplies.',
    target: { phrase: 'agricultural inspection', codes: ['45-2011.00'] },
    accept: [
      '45-2011.00', // Agricultural Inspectors (S, z2: named)
      '45-1011.00', // First-Line Supervisors of Farming, Fishing, and Forestry Workers (P-S, z3: named, managing a farm)
      '13-1021.00', // Buyers and Purchasing Agents, Farm Products (P-S, z4: twenty-five years of the trade)
      '19-4012.00', // Agricultural Technicians (P-S, z3)
      '19-4012.01', // Precision Agriculture Technicians (P-L, z3: GPS guidance)
      '49-3041.00', // Farm Equipment Mechanics and Service Technicians (S, z3)
      '45-2021.00', // Animal Breeders (S, z2: a dairy herd's breeding)
      '41-4012.00', // Sales Representatives, Wholesale and Manufacturing (z4: named, feed and farm supplies)
      '13-1074.00', // Farm Labor Contractors (S, z2)
    ],
    why: 'Related move from Farmers, Ranchers, and Other Agricultural Managers (z4), staying in agriculture: the farm management, inspection and farm-supply sales he names and O*NET relations that twenty-five years of farming and short courses reach (Farm Products Buyers, Agricultural Technicians, the farming supervisor P-S; Precision Agriculture Technicians P-L; Agricultural Inspectors, Farm Equipment Mechanics, Animal Breeders, Farm Labor Contractors S). The scientist, engineer and postsecondary teacher relations (z4-5) need degrees; farm labour (S, z1-2) is a step down.',
  },
  {
    id: 'roofer-off-roofs',
    split: 'heldout',
    who: 'Roofer, high school, fifteen years, knees are done, wants to stay in construction off the roofs',
    jobTitle: 'Roofer / roofing foreman',
    jobCode: '47-2181.00',
    intent: 'related',
    interests: { R: 4.2, I: 2.4, A: 2, S: 2.2, E: 3.2, C: 3 },
    likes: [
      'Build kitchen cabinets',
      'Test the quality of parts before shipment',
      'Manage a department within a large company',
    ],
    dislikes: ['Perform jazz or tap dance', 'Help conduct a group therapy session'],
    style: 'plain',
    education: 'highschool',
    years: 15,
    willing: 'program',
    settings: ['outdoors', 'vehicle', 'office'],
    values: ['Independence', 'Achievement', 'Support'],
    skills: ['mechanical', 'leadership', 'numbers'],
    tools: 'Nail guns, roof pitch gauge, EagleView reports, estimating spreadsheets',
    goals:
      'Fifteen years on roofs and my knees are done. I want to stay in construction: building inspector, estimator or running crews.',
    target: { phrase: 'building inspector', codes: ['47-4011.00'] },
    accept: [
      '47-4011.00', // Construction and Building Inspectors (z3: named)
      '13-1051.00', // Cost Estimators (z4: named; estimators often come from the trades)
      '47-1011.00', // First-Line Supervisors of Construction Trades and Extraction Workers (z3: named "running crews")
      '11-9021.00', // Construction Managers (P-L of the supervisors, z4: fifteen years of the trade)
      '47-4011.01', // Energy Auditors (P-L of the inspectors, z3)
      '47-1011.03', // Solar Energy Installation Managers (P-S of the supervisors, z3)
      '13-1041.04', // Government Property Inspectors and Investigators (P-S of the inspectors, z3)
      '19-5012.00', // Occupational Health and Safety Technicians (z3: construction site safety)
    ],
    why: 'Related move from Roofers (z2) off the roofs, named (inspector, estimator, crew supervisor): Construction and Building Inspectors, Cost Estimators and the construction trades supervisor, and their own relations (Construction Managers, Energy Auditors, Solar Installation Managers, Government Property Inspectors), zones 3-4, which fifteen years of the trade and a program reach; site safety technicians do the inspection side of construction. The roofers’ own relations (insulation, drywall, plastering, carpentry P-S, P-L) are the same physical work he is leaving.',
  },
  {
    id: 'hvac-tech-stay',
    split: 'heldout',
    who: 'HVAC technician with a trade certificate, eight years, wants to move into commercial controls and lead a crew',
    jobTitle: 'HVAC service technician',
    jobCode: '49-9021.00',
    intent: 'stay',
    interests: { R: 4.4, I: 3.2, A: 1.8, S: 2.4, E: 2.8, C: 3 },
    likes: [
      'Repair household appliances',
      'Assemble electronic parts',
      'Install software across computers on a large network',
    ],
    dislikes: ['Sing in a band', 'Help conduct a group therapy session'],
    style: 'generous',
    education: 'somecollege',
    years: 8,
    willing: 'short',
    settings: ['workshop', 'vehicle'],
    values: ['Achievement', 'Independence', 'Support'],
    skills: ['mechanical', 'technology'],
    tools: 'Refrigerant gauges, multimeter, EPA 608 certification, BACnet controllers',
    goals: 'Stay in HVAC, move into commercial building controls and eventually lead a crew of techs.',
    accept: [
      '49-9021.00', // Heating, Air Conditioning, and Refrigeration Mechanics and Installers (own work)
      '49-1011.00', // First-Line Supervisors of Mechanics, Installers, and Repairers (z3: named, lead a crew)
      '49-9012.00', // Control and Valve Installers and Repairers (P-S, z3: named, building controls)
      '51-8021.00', // Stationary Engineers and Boiler Operators (P-S, z3: commercial building plants)
      '47-4011.01', // Energy Auditors (z3: a senior HVAC technician's specialty)
      '47-4011.00', // Construction and Building Inspectors (z3: mechanical inspection)
    ],
    why: 'Staying and advancing in HVAC (z3): his own work, the mechanics supervisor he names, the controls and commercial plant work O*NET relates most closely (Control and Valve Installers, Stationary Engineers P-S), and the senior specialties of a mechanical trade (energy audits, mechanical inspection), all zone 3, within his certificate and eight years. Plumbers and Appliance Repairers (P-S) are other trades or a step down; Mechanical Engineers (S, z4) need a degree.',
  },
  {
    id: 'sysadmin-stay',
    split: 'heldout',
    who: 'Network and systems administrator, bachelor in IT, seven years, wants to become a network architect or a security engineer',
    jobTitle: 'Systems administrator',
    jobCode: '15-1244.00',
    intent: 'stay',
    interests: { R: 3, I: 4, A: 2, S: 2, E: 2.6, C: 3.8 },
    likes: ['Install software across computers on a large network', 'Develop a spreadsheet using computer software'],
    dislikes: ['Teach children how to play sports', 'Sell merchandise at a department store'],
    education: 'bachelor',
    years: 7,
    willing: 'short',
    settings: ['hybrid', 'office'],
    values: ['Achievement', 'Independence', 'Working Conditions'],
    skills: ['technology', 'science'],
    tools: 'Cisco IOS, VMware vSphere, Active Directory, PowerShell, Palo Alto firewalls',
    goals: 'Move up: network architect, or into security engineering. I am studying for the CCNP and Security+.',
    target: { phrase: 'network architect', codes: ['15-1241.00'] },
    accept: [
      '15-1244.00', // Network and Computer Systems Administrators (own work)
      '15-1241.00', // Computer Network Architects (P-S, z4: named)
      '15-1299.05', // Information Security Engineers (P-S, z4: named)
      '15-1212.00', // Information Security Analysts (P-L, z4)
      '15-1299.08', // Computer Systems Engineers/Architects (P-L, z4)
      '11-3021.00', // Computer and Information Systems Managers (S, z4: the senior role)
      '15-1299.04', // Penetration Testers (S, z4: security)
    ],
    why: 'Staying and advancing (Network and Computer Systems Administrators, z4): the architect and security roles he names (P-S) and the senior and security work around them (Security Analysts, Systems Architects P-L; IT managers, Penetration Testers S), within his bachelor and seven years plus certifications. Network Support and User Support Specialists (P-S, P-L) are steps down; Software Developers and Database Administrators (P-S) are side steps to other work.',
  },
  {
    id: 'hairdresser-stay',
    split: 'heldout',
    who: 'Hairstylist with a cosmetology licence, twelve years, wants to run her own salon or teach at a beauty school',
    jobTitle: 'Hair stylist',
    jobCode: '39-5012.00',
    intent: 'stay',
    interests: { R: 2.8, I: 1.6, A: 4.2, S: 3.8, E: 3.8, C: 2.2 },
    likes: ['Operate a beauty salon or barber shop', 'Start your own business', 'Draw pictures'],
    dislikes: ['Study the movement of planets', 'Operate a calculator'],
    education: 'somecollege',
    years: 12,
    willing: 'short',
    settings: ['customers'],
    values: ['Independence', 'Relationships', 'Recognition'],
    skills: ['creative', 'sales', 'helping'],
    tools: 'Shears, color formulas, Vagaro booking, Instagram',
    goals: 'Open my own salon or manage one, and maybe teach cosmetology at a beauty school.',
    accept: [
      '39-5012.00', // Hairdressers, Hairstylists, and Cosmetologists (own work)
      '39-1022.00', // First-Line Supervisors of Personal Service Workers (z3: named, salon manager)
      '11-9179.02', // Spa Managers (P-L, z3)
      '25-1194.00', // Career/Technical Education Teachers, Postsecondary (z3: named, cosmetology instructor)
      '39-5091.00', // Makeup Artists, Theatrical and Performance (P-S, z3: a specialty)
      '39-5094.00', // Skincare Specialists (P-S, z3: the same licence family)
      '39-5011.00', // Barbers (P-S, z3: the same work)
    ],
    why: 'Staying and advancing as a stylist (z3): her own work and its close specialties (Barbers, Makeup Artists, Skincare Specialists P-S), the salon manager she names (personal service supervisors; Spa Managers P-L) and the cosmetology instructor role (career and technical teachers, postsecondary, z3), reached with twelve years and a licence. Shampooers and Manicurists (P-S, z2) are steps down; Fashion Designers (P-L) need a degree.',
  },
  {
    id: 'payroll-specialist-stay',
    split: 'heldout',
    who: "Payroll specialist, associate's degree, eight years, wants to grow into payroll management or compensation and benefits",
    jobTitle: 'Payroll specialist',
    jobCode: '43-3051.00',
    intent: 'stay',
    interests: { R: 1.6, I: 2.6, A: 1.8, S: 3, E: 3, C: 4.6 },
    likes: [
      'Calculate the wages of employees',
      'Develop a spreadsheet using computer software',
      'Record rent payments',
    ],
    dislikes: ['Lay brick or tile', 'Perform jazz or tap dance'],
    style: 'middling',
    education: 'associate',
    years: 8,
    willing: 'degree',
    settings: ['office', 'hybrid'],
    values: ['Working Conditions', 'Achievement', 'Support'],
    skills: ['numbers', 'organising', 'technology'],
    tools: 'ADP Workforce Now, UKG Pro, Excel pivot tables, FLSA rules',
    goals: 'Grow into a payroll manager role or move into compensation and benefits. Finishing my bachelor part-time.',
    target: { phrase: 'compensation and benefits', codes: ['13-1141.00', '11-3111.00'] },
    accept: [
      '43-3051.00', // Payroll and Timekeeping Clerks (own work)
      '43-1011.00', // First-Line Supervisors of Office and Administrative Support Workers (P-S, z3: payroll supervisor)
      '13-1141.00', // Compensation, Benefits, and Job Analysis Specialists (S, z4: named)
      '11-3111.00', // Compensation and Benefits Managers (S, z4: named)
      '13-1071.00', // Human Resources Specialists (S, z4: benefits administration)
      '11-3121.00', // Human Resources Managers (z4: the senior role over payroll)
    ],
    why: 'Staying and advancing (Payroll and Timekeeping Clerks, z3): her own work, the office supervisor over payroll (P-S) and the compensation, benefits and HR roles she names (S, z4), which her associate degree, eight years and the bachelor she is finishing reach. Bookkeeping, Billing and HR Assistants (P-S) are side steps at her level; Accountants (S) are another profession.',
  },
  {
    id: 'loan-officer-related',
    split: 'heldout',
    who: 'Mortgage loan officer, bachelor in business, nine years, tired of sales quotas, wants analysis or advising work',
    jobTitle: 'Mortgage loan officer',
    jobCode: '13-2072.00',
    intent: 'related',
    interests: { R: 1.6, I: 3.2, A: 2, S: 3, E: 3.6, C: 4.2 },
    likes: [
      'Buy and sell stocks and bonds',
      'Develop a spreadsheet using computer software',
      'Give career guidance to people',
    ],
    dislikes: ['Lay brick or tile', 'Work in a biology lab'],
    education: 'bachelor',
    years: 9,
    willing: 'short',
    settings: ['office', 'hybrid'],
    values: ['Working Conditions', 'Achievement', 'Independence'],
    skills: ['numbers', 'sales', 'communication'],
    tools: 'Encompass LOS, Fannie Mae Desktop Underwriter, Excel',
    goals:
      'Tired of the sales quotas. I would like underwriting, credit analysis or helping people plan their finances.',
    target: { phrase: 'underwriting', codes: ['13-2053.00'] },
    accept: [
      '13-2053.00', // Insurance Underwriters (S, z4: named; the nearest O*NET has to loan underwriting)
      '13-2041.00', // Credit Analysts (P-S, z4: named)
      '13-2052.00', // Personal Financial Advisors (P-S, z4: named)
      '13-2071.00', // Credit Counselors (P-S, z4)
      '13-2051.00', // Financial and Investment Analysts (P-L, z4)
      '13-2061.00', // Financial Examiners (S, z4)
      '11-3031.00', // Financial Managers (P-L, z4: branch or lending manager)
      '13-2054.00', // Financial Risk Specialists (z4: credit risk)
    ],
    why: 'Related move from Loan Officers (z4) out of quota-driven sales: underwriting, credit analysis and financial planning, named (Insurance Underwriters S, Credit Analysts and Personal Financial Advisors P-S), with Credit Counselors (P-S), Financial Analysts and Financial Managers (P-L), Financial Examiners (S) and credit risk work, all zone 4 like his bachelor and nine years. Securities and Insurance Sales Agents (P-L, S) are more quota sales; loan and credit clerks (P-S, z2-3) are steps down.',
  },
  {
    id: 'chemistry-professor-industry',
    split: 'heldout',
    who: 'Chemistry professor with a PhD, ten years, leaving academia for research in industry',
    jobTitle: 'Assistant professor of chemistry',
    jobCode: '25-1052.00',
    intent: 'change',
    interests: { R: 3, I: 4.6, A: 2.4, S: 2.6, E: 2.6, C: 3 },
    likes: ['Conduct chemical experiments', 'Invent a replacement for sugar', 'Develop a new medicine'],
    dislikes: ['Teach a high-school class', 'Sell merchandise at a department store'],
    style: 'harsh',
    education: 'doctoral',
    years: 10,
    willing: 'short',
    settings: ['office', 'workshop'],
    values: ['Achievement', 'Independence', 'Recognition'],
    skills: ['science', 'numbers'],
    tools: 'NMR, HPLC, mass spectrometry, ChemDraw, Python',
    goals:
      'Leaving academia and teaching. I want research in industry: a chemist in pharma or materials, maybe leading an R&D lab.',
    target: { phrase: 'chemist', codes: ['19-2031.00'] },
    accept: [
      '19-2031.00', // Chemists (P-L, z4: named)
      '19-1021.00', // Biochemists and Biophysicists (P-L, z5: pharma)
      '19-2032.00', // Materials Scientists (z4: named "materials")
      '11-9121.00', // Natural Sciences Managers (S, z5: named, leading an R&D lab)
      '19-1042.00', // Medical Scientists, Except Epidemiologists (z5: drug research, "pharma")
    ],
    why: 'Changing field from teaching (Chemistry Teachers, Postsecondary 25-1052, z5: no teaching occupation of any level) into industrial research, named (chemist, pharma or materials, leading a lab): Chemists and Biochemists (P-L), Natural Sciences Managers (S), Materials Scientists and Medical Scientists, zones 4-5 which a PhD and ten years reach. Chemical Technicians (S, z3) and Quality Control Analysts are steps down for a PhD; the postsecondary teaching relations are the field left.',
  },
];
