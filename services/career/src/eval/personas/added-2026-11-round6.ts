import type { Persona } from '../persona.js';

/**
 * Eleven people added on 2026-11-24 before the sixth round of tuning, all held out: kinds the first 84 lack, across
 * the six areas and Job Zones 1 to 5: a pharmacy technician leaving the counter for the lab, a master electrician
 * starting his own contracting business, a warehouse order picker with no diploma and unsure, a child-welfare social
 * worker leaving social work for human resources, a software tester moving into test automation, a public librarian
 * moving to archives, a construction laborer wanting a trade, a call-centre customer service rep changing field to
 * IT support, an ad copywriter moving to UX writing, a veterinary assistant becoming a vet tech and a mall security
 * guard unsure what next. Labels follow EVAL.md's rules (never the engine's output); the O*NET Related Occupations
 * (P-S primary-short, P-L primary-long, S supplemental) and Job Zones behind each are in `why`.
 */
export const ADDED_2026_11_ROUND6: Persona[] = [
  {
    id: 'pharmacy-tech-to-lab',
    split: 'heldout',
    who: 'Certified pharmacy technician in a retail pharmacy, some college, five years, done with the counter, wants a hospital lab role',
    jobTitle: 'Pharmacy tech (CPhT), retail',
    jobCode: '29-2052.00',
    intent: 'related',
    interests: { R: 2.8, I: 3.8, A: 1.8, S: 2.8, E: 2, C: 3.8 },
    likes: [
      'Examine blood samples using a microscope',
      'Do laboratory tests to identify diseases',
      'Keep inventory records',
    ],
    dislikes: ['Sell merchandise at a department store', 'Perform jazz or tap dance'],
    education: 'somecollege',
    years: 5,
    willing: 'degree',
    settings: ['clinical'],
    values: ['Achievement', 'Working Conditions', 'Support'],
    skills: ['science', 'health', 'organising'],
    tools: 'Pyxis, RxConnect, pill counter, compounding equipment',
    goals:
      'Done with the pharmacy counter. I want to work in a hospital lab: medical lab technician, or another lab or diagnostic role.',
    target: { phrase: 'medical lab technician', codes: ['29-2012.00', '29-2012.01'] },
    accept: [
      '29-2012.00', // Medical and Clinical Laboratory Technicians (P-S, z3: named)
      '29-2012.01', // Histology Technicians (z3: a specialty of the named)
      '29-2011.00', // Medical and Clinical Laboratory Technologists (S, z4: the bachelor the degree she would take reaches)
      '29-2011.01', // Cytogenetic Technologists (z4: a specialty of the technologists)
      '29-2011.04', // Histotechnologists (z4: a specialty of the technologists)
      '31-9097.00', // Phlebotomists (P-S, z3: the hospital lab's draw station)
      '29-2031.00', // Cardiovascular Technologists and Technicians (S, z3: diagnostic, named)
      '19-4021.00', // Biological Technicians (z4: lab work, reached by the degree)
    ],
    why: 'Related move from Pharmacy Technicians (z3) into the hospital lab: Medical and Clinical Laboratory Technicians (P-S, named) and their histology specialty, the technologists (S, z4) and their specialties that the two- to four-year degree she would take reaches, Phlebotomists (P-S) and Cardiovascular Technologists (S, diagnostic, named "diagnostic role"), and Biological Technicians (lab work, z4). Her own job is what she leaves; Pharmacists (S, z5) need a doctorate beyond the degree; Medical Assistants, LPNs and Nursing Assistants (P-S, P-L) are patient care, not the lab she names; Pharmacy Aides (P-S, z2) a step down.',
  },
  {
    id: 'master-electrician-contractor',
    split: 'heldout',
    who: 'Master electrician, high school and an apprenticeship, fourteen years, wants to run his own electrical contracting business',
    jobTitle: 'Master electrician',
    jobCode: '47-2111.00',
    intent: 'stay',
    interests: { R: 4.2, I: 2.8, A: 1.8, S: 2.2, E: 3.8, C: 3 },
    likes: ['Start your own business', 'Negotiate business contracts', 'Assemble electronic parts'],
    dislikes: ['Perform jazz or tap dance', 'Help conduct a group therapy session'],
    education: 'highschool',
    years: 14,
    willing: 'short',
    settings: ['workshop', 'outdoors', 'vehicle'],
    values: ['Independence', 'Achievement', 'Recognition'],
    skills: ['mechanical', 'leadership', 'numbers'],
    tools: 'Fluke meters, conduit benders, NEC code book, Accubid estimating',
    goals:
      'Fourteen years wiring buildings and the master licence is done. Next is my own electrical contracting business: bidding jobs, running crews, pulling permits.',
    accept: [
      '47-2111.00', // Electricians (own work: the business is electrical work)
      '47-1011.00', // First-Line Supervisors of Construction Trades and Extraction Workers (z3: running crews, named)
      '47-1011.03', // Solar Energy Installation Managers (z3: a supervisory specialty of the trades supervisors)
      '11-9021.00', // Construction Managers (z4: running the contracts; fourteen years of the trade reach zone 4)
      '13-1051.00', // Cost Estimators (z4: bidding jobs, named)
      '47-4011.00', // Construction and Building Inspectors (z3: the electrical inspector, a senior role for master electricians)
    ],
    why: 'Staying and advancing as an electrician (Electricians 47-2111, z3): his own work, the trades supervisor above it and its solar specialty, and the contracting roles he names (running crews, bidding: Construction Managers and Cost Estimators, z4, reached by fourteen years of the work on a high-school diploma), plus the electrical inspector, a senior role of licensed electricians. The P-S and P-L relations (plumbers, power-line installers, lighting technicians, electrical repairers) are side steps, not the advance he asks for; helpers and assemblers a step down.',
  },
  {
    id: 'warehouse-picker-unsure',
    split: 'heldout',
    who: 'Warehouse order picker, no diploma, three years, unsure what next, likes machines more than picking',
    jobTitle: 'Order picker in a warehouse',
    jobCode: '53-7065.00',
    intent: 'unsure',
    interests: { R: 3.6, I: 2, A: 1.8, S: 2.2, E: 2, C: 3 },
    likes: ['Set up and operate machines to make products', 'Repair household appliances', 'Assemble electronic parts'],
    dislikes: ['Teach a high-school class', 'Write books or plays'],
    style: 'harsh',
    education: 'none',
    years: 3,
    willing: 'short',
    settings: ['workshop'],
    values: ['Working Conditions', 'Support', 'Independence'],
    skills: ['mechanical'],
    tools: 'RF scanner, pallet jack, voice picking headset',
    goals:
      'Not sure. I never finished high school. Something that pays better than picking, maybe working with machines.',
    accept: [
      '53-7065.00', // Stockers and Order Fillers (own work: unsure keeps it acceptable)
      '53-7051.00', // Industrial Truck and Tractor Operators (z2: forklift, a short course)
      '53-7062.00', // Laborers and Freight, Stock, and Material Movers, Hand (P-S, z2)
      '53-7064.00', // Packers and Packagers, Hand (S, z2)
      '53-1042.00', // First-Line Supervisors of Helpers, Laborers, and Material Movers, Hand (S, z2: a way up)
      '43-5071.00', // Shipping, Receiving, and Inventory Clerks (P-S, z2)
      '51-9111.00', // Packaging and Filling Machine Operators and Tenders (z2: machines, his likes)
      '53-7063.00', // Machine Feeders and Offbearers (z2: machines)
      '51-2092.00', // Team Assemblers (z2: his likes)
      '51-9198.00', // Helpers--Production Workers (z2)
      '51-9061.00', // Inspectors, Testers, Sorters, Samplers, and Weighers (z2)
      '51-4031.00', // Cutting, Punching, and Press Machine Setters, Operators, and Tenders (z2: machines)
      '49-9098.00', // Helpers--Installation, Maintenance, and Repair Workers (z2: fixing things, his likes)
    ],
    why: 'Unsure, no diploma, three years of picking (Stockers and Order Fillers 53-7065, z2): zone 1-2 work close to his (Material Movers and Shipping Clerks P-S; Packers and the material-movers supervisor S; forklift work) and the machine operating, assembly and repair-helper work his likes point to, reached on the job or by a short course. Cashiers, Retail Salespersons and Counter Clerks (P-S, P-L) are store work he did not ask for; Logistics Analysts (S, z4) and machinery maintenance (z3) need preparation he would not take.',
  },
  {
    id: 'social-worker-to-hr',
    split: 'heldout',
    who: 'Child protective services social worker, BSW, eight years, burnt out, leaving social work for human resources or training',
    jobTitle: 'CPS caseworker / social worker',
    jobCode: '21-1021.00',
    intent: 'change',
    interests: { R: 1.8, I: 2.8, A: 2.4, S: 3.8, E: 3.2, C: 3.4 },
    likes: [
      'Give career guidance to people',
      'Manage a department within a large company',
      'Develop a spreadsheet using computer software',
    ],
    dislikes: ['Help conduct a group therapy session', 'Lay brick or tile'],
    education: 'bachelor',
    years: 8,
    willing: 'short',
    settings: ['office', 'hybrid'],
    values: ['Working Conditions', 'Achievement', 'Support'],
    skills: ['communication', 'organising', 'helping'],
    tools: 'Case management system, Excel, Microsoft Teams',
    goals:
      'Eight years of child protective casework and I am burnt out. I want out of social work, into human resources or employee training.',
    target: { phrase: 'human resources', codes: ['13-1071.00', '13-1141.00', '43-4161.00', '11-3121.00'] },
    accept: [
      '13-1071.00', // Human Resources Specialists (z4: named)
      '13-1151.00', // Training and Development Specialists (z4: named)
      '13-1141.00', // Compensation, Benefits, and Job Analysis Specialists (z4: human resources)
      '13-1075.00', // Labor Relations Specialists (z4: human resources)
      '43-4161.00', // Human Resources Assistants, Except Payroll and Timekeeping (z3: the way into the field she names)
    ],
    why: 'Changing field from social work (Child, Family, and School Social Workers 21-1021, z4: nothing in SOC 21, counsellors, social and human service work, community health, probation, included, nor Social and Community Service Managers, the same services run): the human resources and training work she names, zone 4 on her bachelor and a short course, and the HR assistant role as a way in. Human Resources Managers and Training and Development Managers (z4) ask for years of the work she has not done.',
  },
  {
    id: 'software-tester-automation',
    split: 'heldout',
    who: 'Manual software tester, bachelor in IT, five years, wants test automation and to lead the QA team one day',
    jobTitle: 'QA tester (manual)',
    jobCode: '15-1253.00',
    intent: 'stay',
    interests: { R: 2.2, I: 3.8, A: 2.2, S: 2.2, E: 2.6, C: 4 },
    likes: [
      'Install software across computers on a large network',
      'Develop a spreadsheet using computer software',
      'Proofread records or forms',
    ],
    dislikes: ['Perform jazz or tap dance', 'Take care of children at a day-care center'],
    education: 'bachelor',
    years: 5,
    willing: 'short',
    settings: ['remote', 'office'],
    values: ['Achievement', 'Independence', 'Working Conditions'],
    skills: ['technology', 'organising'],
    tools: 'Selenium, Jira, TestRail, Postman, a bit of Python',
    goals: 'Five years of manual testing. I want to move into test automation and lead the QA team one day.',
    accept: [
      '15-1253.00', // Software Quality Assurance Analysts and Testers (own work: automation is its specialty)
      '15-1252.00', // Software Developers (P-S, z4: automation is development)
      '15-1251.00', // Computer Programmers (P-L, z4: writing the test code)
      '11-3021.00', // Computer and Information Systems Managers (z4: leading the team)
      '11-3051.01', // Quality Control Systems Managers (S, z4: leading quality work)
    ],
    why: 'Staying and advancing in software testing (Software Quality Assurance Analysts and Testers 15-1253, z4): his own work (test automation is one of its titles), the development and programming work automation is (P-S, P-L, the same SOC broad group) and the managerial roles above it. Penetration Testers, Validation Engineers, Systems Analysts and database work (P-S, P-L, S) are side steps to other specialties, not the advance he names.',
  },
  {
    id: 'librarian-to-archives',
    split: 'heldout',
    who: 'Public librarian with an MLS, ten years, tired of the public desk, wants archives or digital records work',
    jobTitle: 'Librarian (public library, adult services)',
    jobCode: '25-4022.00',
    intent: 'related',
    interests: { R: 1.8, I: 3.6, A: 3.4, S: 3.2, E: 2.2, C: 3.8 },
    likes: ['Proofread records or forms', 'Write books or plays', 'Develop a spreadsheet using computer software'],
    dislikes: ['Lay brick or tile', 'Sell merchandise at a department store'],
    style: 'middling',
    education: 'master',
    years: 10,
    willing: 'short',
    settings: ['office', 'hybrid'],
    values: ['Working Conditions', 'Independence', 'Achievement'],
    skills: ['organising', 'technology', 'communication'],
    tools: 'Koha, OCLC Connexion, LibGuides, Omeka, Excel',
    goals:
      'Ten years at a public library and the public desk wears me out. I want archives or digital records work: an archivist, or document management for a company.',
    target: { phrase: 'archivist', codes: ['25-4011.00'] },
    accept: [
      '25-4011.00', // Archivists (P-S, z5: named)
      '15-1299.03', // Document Management Specialists (P-L, z4: named)
      '25-4012.00', // Curators (S, z5: collections work)
      '25-4013.00', // Museum Technicians and Conservators (z4: collections work, related to archivists)
      '19-4061.00', // Social Science Research Assistants (P-L, z4: research work away from the public)
    ],
    why: 'Related move from Librarians and Media Collections Specialists (z5) to collections and records work: Archivists (P-S, named), Document Management Specialists (P-L, named), Curators (S) and museum collections work beside them, and research assistance (P-L), zones 4-5 on her master. Her own job is what she leaves; Library Technicians and Library Assistants (P-S) are the same work a step down; Instructional Coordinators and postsecondary teaching (P-S) are teaching, and database and web administration (P-L) need training she would not take.',
  },
  {
    id: 'construction-laborer-trade',
    split: 'heldout',
    who: 'Construction laborer, high school, three years, wants an apprenticeship in a trade: carpentry or heavy equipment',
    jobTitle: 'General laborer (construction sites)',
    jobCode: '47-2061.00',
    intent: 'related',
    interests: { R: 4.2, I: 2.2, A: 2, S: 2, E: 2.6, C: 2.4 },
    likes: ['Build kitchen cabinets', 'Lay brick or tile', 'Set up and operate machines to make products'],
    dislikes: ['Write books or plays', 'Help people with personal or emotional problems'],
    education: 'highschool',
    years: 3,
    willing: 'program',
    settings: ['outdoors', 'vehicle'],
    values: ['Achievement', 'Independence', 'Working Conditions'],
    skills: ['mechanical'],
    tools: 'Jackhammer, plate compactor, skid steer, laser level',
    goals:
      'Three years of labor on sites. I want a real trade: an apprenticeship as a carpenter, or running heavy equipment.',
    target: { phrase: 'carpenter', codes: ['47-2031.00'] },
    accept: [
      '47-2031.00', // Carpenters (P-L, z2: named)
      '47-2073.00', // Operating Engineers and Other Construction Equipment Operators (S, z2: named)
      '47-2021.00', // Brickmasons and Blockmasons (P-L, z2: an apprenticed trade)
      '47-2221.00', // Structural Iron and Steel Workers (P-L, z2: an apprenticed trade)
      '47-2151.00', // Pipelayers (P-S, z2)
      '47-2071.00', // Paving, Surfacing, and Tamping Equipment Operators (P-S, z2: equipment)
      '47-2051.00', // Cement Masons and Concrete Finishers (P-S, z1: a trade)
      '47-2152.00', // Plumbers, Pipefitters, and Steamfitters (S, z3: the apprenticeship he would take)
      '47-2211.00', // Sheet Metal Workers (S, z2: an apprenticed trade)
      '47-2081.00', // Drywall and Ceiling Tile Installers (S, z2)
      '53-7041.00', // Hoist and Winch Operators (S, z2: equipment)
    ],
    why: 'Related move from Construction Laborers (z2) into a trade: the carpentry and equipment operating he names and the other construction trades and equipment roles O*NET relates to the job (P-S, P-L, S), zones 1-3, the apprenticeship he would take reaching zone 3. His own job is what he leaves; helpers (P-L) are the same level; machinery maintenance, woodworking machines and grinding (P-S, P-L, S) are plant work, not the site trade he asks for.',
  },
  {
    id: 'customer-service-to-it',
    split: 'heldout',
    who: 'Call-centre customer service rep for a telecom, some college, six years, leaving customer service for IT support, would finish a degree',
    jobTitle: 'Customer service representative (telecom call center)',
    jobCode: '43-4051.00',
    intent: 'change',
    interests: { R: 2.8, I: 3.4, A: 2, S: 2.6, E: 2.2, C: 3.6 },
    likes: [
      'Install software across computers on a large network',
      'Assemble electronic parts',
      'Develop a spreadsheet using computer software',
    ],
    dislikes: ['Market a new line of clothing', 'Perform jazz or tap dance'],
    education: 'somecollege',
    years: 6,
    willing: 'degree',
    settings: ['office', 'remote'],
    values: ['Working Conditions', 'Achievement', 'Independence'],
    skills: ['technology', 'communication'],
    tools: 'Salesforce, Zendesk, Windows, a home lab with a Raspberry Pi',
    goals:
      'Six years on the phones and I am done with customer service. I want to get into IT: help desk or network support, with CompTIA certificates, or an associate degree if it takes one.',
    target: { phrase: 'help desk', codes: ['15-1232.00', '15-1231.00'] },
    accept: [
      '15-1232.00', // Computer User Support Specialists (z3: named, help desk)
      '49-2011.00', // Computer, Automated Teller, and Office Machine Repairers (z3: hardware support)
      '49-2022.00', // Telecommunications Equipment Installers and Repairers, Except Line Installers (z3: telecom support)
      '15-1231.00', // Computer Network Support Specialists (z4: named, network support; the degree reaches it)
      '15-1244.00', // Network and Computer Systems Administrators (z4: the step after network support, the degree)
    ],
    why: 'Changing field from customer service (Customer Service Representatives 43-4051, z2: nothing in customer service, call-centre sales, telemarketing or the account clerks O*NET relates to it): the help desk and network support he names, systems administration beside them, and the computer and telecom repair work close to them, zones 3-4 that some college and the degree he would finish reach. Web development, security and architecture (z3-4) are other IT work than the support he names.',
  },
  {
    id: 'copywriter-to-ux-writing',
    split: 'heldout',
    who: 'Advertising copywriter, bachelor in English, seven years, wants UX writing and content strategy or technical writing',
    jobTitle: 'Copywriter at an ad agency',
    jobCode: '27-3043.00',
    intent: 'related',
    interests: { R: 1.6, I: 3, A: 4.4, S: 2.8, E: 3.4, C: 2.8 },
    likes: ['Write books or plays', 'Write scripts for movies or television shows', 'Draw pictures'],
    dislikes: ['Lay brick or tile', 'Repair household appliances'],
    education: 'bachelor',
    years: 7,
    willing: 'short',
    settings: ['remote', 'hybrid'],
    values: ['Achievement', 'Independence', 'Recognition'],
    skills: ['creative', 'communication', 'technology'],
    tools: 'Figma, Google Docs, WordPress, Semrush',
    goals:
      'Seven years writing ad copy. I want to move into UX writing and content strategy for apps and websites, or technical writing.',
    target: { phrase: 'technical writing', codes: ['27-3042.00'] },
    accept: [
      '27-3042.00', // Technical Writers (P-L, z4: named; O*NET titles UX Writer under it)
      '15-1255.00', // Web and Digital Interface Designers (S, z4: UX, named)
      '27-3031.00', // Public Relations Specialists (P-S, z4: O*NET titles Content Strategist under it)
      '13-1161.01', // Search Marketing Strategists (P-S, z4: web content)
      '13-1161.00', // Market Research Analysts and Marketing Specialists (S, z4: content marketing)
      '27-3041.00', // Editors (P-L, z4: content)
    ],
    why: 'Related move from Writers and Authors (copywriters, z4) toward UX writing and content strategy: Technical Writers (P-L, named; "UX Writer" is one of its O*NET titles), Web and Digital Interface Designers (S, UX), Public Relations Specialists (P-S; "Content Strategist" is one of its titles), Search Marketing Strategists (P-S), Marketing Specialists (S) and Editors (P-L), all zone 4 on his bachelor. His own work is what he moves from; advertising sales and management, art direction and producing (P-S, P-L) stay in advertising or are another craft.',
  },
  {
    id: 'vet-assistant-to-tech',
    split: 'heldout',
    who: 'Veterinary assistant at an animal hospital, high school, three years, wants to become a vet tech through a two-year program',
    jobTitle: 'Veterinary assistant',
    jobCode: '31-9096.00',
    intent: 'related',
    interests: { R: 3.6, I: 3.6, A: 2.2, S: 3.4, E: 1.8, C: 2.6 },
    likes: ['Raise fish in a fish hatchery', 'Work in a biology lab', 'Examine blood samples using a microscope'],
    dislikes: ['Buy and sell stocks and bonds', 'Market a new line of clothing'],
    style: 'generous',
    education: 'highschool',
    years: 3,
    willing: 'degree',
    settings: ['clinical', 'workshop'],
    values: ['Achievement', 'Relationships', 'Support'],
    skills: ['health', 'science', 'helping'],
    tools: 'Cornerstone, microscope, centrifuge, anesthesia monitor',
    goals:
      'I want to become a vet tech: the two-year program and the licence, more of the medical side. If not, another clinical or lab technician job.',
    target: { phrase: 'vet tech', codes: ['29-2056.00'] },
    accept: [
      '29-2056.00', // Veterinary Technologists and Technicians (P-S, z3: named)
      '29-2012.00', // Medical and Clinical Laboratory Technicians (S, z3: lab technician, named)
      '29-2012.01', // Histology Technicians (z3: a lab technician specialty)
      '29-2011.00', // Medical and Clinical Laboratory Technologists (S, z4: the degree she would take reaches it)
      '19-4021.00', // Biological Technicians (z4: lab technician work, the degree)
      '31-9097.00', // Phlebotomists (P-L, z3: clinical)
      '31-9092.00', // Medical Assistants (P-S, z3: clinical)
      '29-9093.00', // Surgical Assistants (P-S, z3: clinical, her anesthesia monitoring)
    ],
    why: 'Related move from Veterinary Assistants (z2) to the medical side: Veterinary Technicians (P-S, named), and the clinical and lab technician work she names as a second choice among the relations (Medical Assistants, Surgical Assistants P-S; Phlebotomists P-L; lab technicians and technologists S) or beside them (biological technicians), zones 3-4 reached by the two- to four-year program she would take. Animal Caretakers (P-S, z2) are the same level; Veterinarians, physicians and pharmacists (S, z5) need degrees beyond it; EMTs, paramedics and nursing (P-S, P-L) are emergency and nursing care, not what she names.',
  },
  {
    id: 'security-guard-unsure',
    split: 'heldout',
    who: 'Mall security officer on nights, high school, four years, unsure what next, would like to help people and take a short course',
    jobTitle: 'Security officer (mall, nights)',
    jobCode: '33-9032.00',
    intent: 'unsure',
    interests: { R: 3.2, I: 2.6, A: 1.8, S: 3.2, E: 3, C: 3 },
    likes: ['Investigate the cause of a fire', 'Put out forest fires', 'Teach children how to play sports'],
    dislikes: ['Perform jazz or tap dance', 'Compose or arrange music'],
    style: 'middling',
    education: 'highschool',
    years: 4,
    willing: 'short',
    settings: ['outdoors', 'vehicle', 'office'],
    values: ['Support', 'Working Conditions', 'Achievement'],
    skills: ['communication', 'helping'],
    tools: 'CCTV, two-way radio, incident report app',
    goals:
      'Four years of night shifts at a mall. Not sure what next: something with a future where I help people. I could do a short course.',
    accept: [
      '33-9032.00', // Security Guards (own work: unsure keeps it acceptable)
      '33-1091.00', // First-Line Supervisors of Security Workers (P-S, z2: a way up)
      '33-9093.00', // Transportation Security Screeners (P-S, z2)
      '33-3051.00', // Police and Sheriff's Patrol Officers (P-S, z3: the academy; four years of related work)
      '43-5031.00', // Public Safety Telecommunicators (P-L, z2: helping people, short training)
      '33-3012.00', // Correctional Officers and Jailers (P-L, z2)
      '33-9099.02', // Retail Loss Prevention Specialists (P-L, z2: from the mall)
      '33-2011.00', // Firefighters (S, z3: his likes, the academy)
    ],
    why: 'Unsure, high school and four years of security work (Security Guards 33-9032, z2; four years of related work reach zone 3 for related work): his own work and the protective-service relations of zones 2-3 a short course or an academy reaches (the security supervisor, screeners, patrol officers P-S; dispatchers, corrections, loss prevention P-L; firefighters S, his likes). Emergency Medical Technicians (z3) are not related work, so beyond a high-school diploma and a short course (relabelled in round 7). Security Managers and Security Management Specialists (S, z4) need a degree; parking enforcement and crossing guards (P-S, P-L) are no step up.',
  },
];
