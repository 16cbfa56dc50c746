import type { Persona } from '../persona.js';

/**
 * Twelve people added on 2026-11-25 by a session that changes no engine (the sets engineer's), all held out and
 * measured on 76c47fc before any change of that morning: occupations rounds 1 to 12 lack, in the words people type.
 * Current jobs in all six interest areas and Job Zones 1 to 5, three people per intent (staying and advancing, a
 * related move, changing field, not sure), everyday work as well as professions. Labels follow EVAL.md's rules, never
 * the engine's output; the O*NET Related Occupations (P-S primary-short, P-L primary-long, S supplemental) and Job Zones
 * behind each are in `why`. Held out: only the aggregate figures of `npm run eval:career` are to be read.
 */
export const ADDED_2026_11_ROUND13: Persona[] = [
  {
    id: 'r13-ride-operator-unsure',
    split: 'heldout',
    who: 'Ride operator at an amusement park for two seasons, 19, high school, wants something that pays more, outdoors and with people',
    jobTitle: 'ride op @ six flags (2nd season)',
    jobCode: '39-3091.00',
    intent: 'unsure',
    interests: { R: 3, I: 1.5, A: 2, S: 3.5, E: 3, C: 2.5 },
    likes: ['Teach children how to play sports', 'Drive a truck to deliver packages to offices and homes'],
    dislikes: ['Develop a spreadsheet using computer software', 'Write books or plays'],
    style: 'generous',
    education: 'highschool',
    years: 2,
    willing: 'short',
    settings: ['outdoors', 'customers'],
    values: ['Relationships', 'Working Conditions', 'Recognition'],
    skills: ['communication', 'helping'],
    tools: 'ride control panel, radio, the safety checklist, a little bit of the cash register at games',
    goals:
      'idk honestly. park pays 15/hr and i want more. i like being outside and around people, NOT stuck at a desk or a register all day. maybe lead next season?',
    accept: [
      '39-3091.00', // Amusement and Recreation Attendants (own work, z1)
      '39-1014.00', // First-Line Supervisors of Entertainment and Recreation Workers (z2: the lead he names)
      '33-9092.00', // Lifeguards, Ski Patrol, and Other Recreational Protective Service Workers (S, z2: outdoors, people)
      '27-2023.00', // Umpires, Referees, and Other Sports Officials (S, z2: outdoors, his liked sports coaching)
      '53-6021.00', // Parking Attendants (P-S, z2: outdoors)
      '53-3033.00', // Light Truck Drivers (z2: the driving he likes)
      '53-6061.00', // Passenger Attendants (P-L, z2: with people, on the move)
    ],
    why: 'Amusement and Recreation Attendants 39-3091 (z1), two seasons, high school and a short course: z2. Unsure: his own work and the lead above it (39-1014 supervisors, z2), the Related Occupations within z2 that are a step up and keep him outside and with people (lifeguards and ski patrol S, sports officials S, parking attendants P-S, passenger attendants P-L), and the delivery driving he likes (light truck drivers, z2). Counter and rental clerks, desk clerks and dispatchers are the desk and register work his goals rule out; recreation workers and coaches are z4, beyond reach.',
  },
  {
    id: 'r13-concrete-finisher-stay',
    split: 'heldout',
    who: 'Concrete finisher for fourteen years, left school at 16, wants to run his own crew and would take a one-year certificate',
    jobTitle: 'Concrete finisher - flatwork/stamped (14 yrs)',
    jobCode: '47-2051.00',
    intent: 'stay',
    interests: { R: 4.5, I: 2, A: 2.5, S: 2, E: 3.5, C: 2.5 },
    likes: ['Lay brick or tile', 'Start your own business'],
    dislikes: ['Proofread records or forms', 'Help conduct a group therapy session'],
    style: 'harsh',
    education: 'none',
    years: 14,
    willing: 'program',
    settings: ['outdoors', 'vehicle'],
    values: ['Independence', 'Achievement', 'Recognition'],
    skills: ['mechanical', 'leadership'],
    tools: 'power trowel, bull float, laser screed, stamps and release, saw for control joints, skid steer, F250',
    goals:
      'been finishing concrete since i was 16. want to run my own crew, foreman first then maybe my own flatwork outfit. my back has maybe 10 more good years so i need to be the guy running it not the guy on his knees. would do the 1 yr construction mgmt certificate at the cc if thats what it takes',
    target: { phrase: 'foreman', codes: ['47-1011.00'] },
    accept: [
      '47-2051.00', // Cement Masons and Concrete Finishers (own job, z1)
      '47-2053.00', // Terrazzo Workers and Finishers (P-S, z2: his own broad group, 47-2050)
      '47-1011.00', // First-Line Supervisors of Construction Trades and Extraction Workers (z3: the foreman he names)
      '47-4011.00', // Construction and Building Inspectors (z3: P-L of the supervisors, the senior role for a finisher of 14 years)
      '47-2022.00', // Stonemasons (P-L, z3: the skilled decorative masonry his stamped work leads to)
    ],
    why: 'Cement Masons and Concrete Finishers 47-2051 (z1), fourteen years, no diploma and a one-year certificate: z3, and related work reaches z3. Staying and advancing: his own work and its broad group (terrazzo finishers), the foreman he names (47-1011, z3), the inspector role above the trade (47-4011, z3) and the skilled masonry step (stonemasons P-L, z3). Construction managers and cost estimators are z4, beyond reach, and not named; laborers, helpers and pavers are steps down or sideways.',
  },
  {
    id: 'r13-tire-tech-related',
    split: 'heldout',
    who: 'Tire and lube technician at a big-box auto centre for three years, high school, wants to become a real mechanic',
    jobTitle: 'Tire & Lube Tech, Walmart Auto Care Center',
    jobCode: '49-3093.00',
    intent: 'related',
    interests: { R: 4.5, I: 3, A: 1.5, S: 2, E: 2, C: 2.5 },
    likes: ['Repair household appliances', 'Assemble electronic parts'],
    dislikes: ['Sell merchandise at a department store', 'Teach a high-school class'],
    style: 'plain',
    education: 'highschool',
    years: 3,
    willing: 'program',
    settings: ['workshop'],
    values: ['Achievement', 'Independence', 'Working Conditions'],
    skills: ['mechanical', 'technology'],
    tools: 'tire machine, wheel balancer, TPMS tool, lifts, impact guns, a cheap OBD2 scanner I bought myself',
    goals:
      'I want to do actual mechanic work, brakes and diagnostics, not just tires and oil changes all day. Looking at the community college automotive program or UTI, and getting my ASEs. I like figuring out why something is broken.',
    target: { phrase: 'mechanic', codes: ['49-3023.00'] },
    accept: [
      '49-3023.00', // Automotive Service Technicians and Mechanics (P-S, z3: named)
      '49-3031.00', // Bus and Truck Mechanics and Diesel Engine Specialists (P-L, z3)
      '49-3052.00', // Motorcycle Mechanics (P-S, z3)
      '49-3042.00', // Mobile Heavy Equipment Mechanics, Except Engines (S, z3)
      '49-3053.00', // Outdoor Power Equipment and Other Small Engine Mechanics (P-L, z2: diagnosis and repair)
      '49-3021.00', // Automotive Body and Related Repairers (P-L, z2)
    ],
    why: 'Tire Repairers and Changers 49-3093 (z2), three years, high school and a one- or two-year program: z3. A related move: the repair and diagnosis Related Occupations his goals ask for, the automotive technicians he names (P-S), diesel and motorcycle mechanics (P-L, P-S), heavy equipment mechanics (S), small engine mechanics and body repairers (P-L, z2). Tire builders, rail car repairers, service attendants and vehicle cleaners are the same or less skilled work he is leaving.',
  },
  {
    id: 'r13-receiving-clerk-stay',
    split: 'heldout',
    who: 'Shipping and receiving clerk at a furniture distributor for eight years, high school, wants the inventory supervisor job',
    jobTitle: 'shipping/receiving clerk (furniture DC)',
    jobCode: '43-5071.00',
    intent: 'stay',
    interests: { R: 3, I: 2, A: 1.5, S: 2.5, E: 3, C: 4 },
    likes: ['Keep shipping and receiving records', 'Inventory supplies using a hand-held computer'],
    dislikes: ['Perform jazz or tap dance', 'Write scripts for movies or television shows'],
    style: 'middling',
    education: 'highschool',
    years: 8,
    willing: 'program',
    settings: ['workshop', 'office'],
    values: ['Support', 'Working Conditions', 'Achievement'],
    skills: ['organising', 'numbers', 'leadership'],
    tools: 'RF gun, the WMS (HighJump), BOLs, Excel for the cycle counts, sit-down forklift when they need me',
    goals:
      'Our inventory supervisor is retiring next year and I want that job. I already run the cycle counts and train the new receivers. Want to stay here, its a good company. Would do the supply chain certificate at the community college if they want it.',
    accept: [
      '43-5071.00', // Shipping, Receiving, and Inventory Clerks (own job, z2)
      '43-1011.00', // First-Line Supervisors of Office and Administrative Support Workers (z3: the inventory supervisor)
      '53-1042.00', // First-Line Supervisors of Helpers, Laborers, and Material Movers, Hand (z2: the dock crew's lead)
      '53-1043.00', // First-Line Supervisors of Material-Moving Machine and Vehicle Operators (z3: the forklift crews)
      '43-5061.00', // Production, Planning, and Expediting Clerks (P-L, z2: the planning side of his department)
    ],
    why: "Shipping, Receiving, and Inventory Clerks 43-5071 (z2), eight years, high school and a one-year certificate: z3, and related work reaches z3. Staying and advancing: his own job and the supervisors above it (office and inventory supervisors 43-1011, z3; the dock and forklift crews' supervisors 53-1042, 53-1043), and the expediting and planning role of the same department (P-L). Logistics analysts and distribution managers (S, z4) are beyond reach and not named; stockers, packers and movers are steps down.",
  },
  {
    id: 'r13-call-center-sales-to-ma',
    split: 'heldout',
    who: 'Outbound sales caller for a solar company for four years, high school, wants to leave sales for a medical assistant program',
    jobTitle: 'outbound sales rep (call center, solar leads)',
    jobCode: '41-9041.00',
    intent: 'change',
    interests: { R: 2, I: 2.5, A: 2, S: 4, E: 2, C: 3.5 },
    likes: ['Do laboratory tests to identify diseases', 'Help people with personal or emotional problems'],
    dislikes: ['Sell merchandise at a department store', 'Negotiate business contracts'],
    style: 'plain',
    education: 'highschool',
    years: 4,
    willing: 'program',
    settings: ['clinical'],
    values: ['Relationships', 'Support', 'Working Conditions'],
    skills: ['communication', 'helping', 'organising'],
    tools: 'Five9 dialer, Salesforce, headset, scripts lol',
    goals:
      'cant do another year of cold calls and getting hung up on. I want to be a medical assistant, theres a 9 month program at the career college near me. want to actually help people not sell them something',
    target: { phrase: 'medical assistant', codes: ['31-9092.00'] },
    accept: [
      '31-9092.00', // Medical Assistants (z3: named, by the nine-month program)
      '31-9097.00', // Phlebotomists (z3: a short program, her liked lab tests)
      '29-2052.00', // Pharmacy Technicians (z3)
      '31-9091.00', // Dental Assistants (z3)
      '29-2072.00', // Medical Records Specialists (z3)
      '43-6013.00', // Medical Secretaries and Administrative Assistants (z2: the clinic's front office)
    ],
    why: 'Telemarketers 41-9041 (z2), four years, high school and a program of up to two years: z3. Changing field: nothing in sales or phone service (sales representatives, customer service, telephone operators, counter clerks: the Related Occupations). The medical assistant work she names and the clinical support work beside it within z3 (phlebotomists, pharmacy and dental assistants, medical records) and the medical front office (z2). Nursing (RN, z4) is beyond a program of nine months to two years.',
  },
  {
    id: 'r13-xray-tech-stay',
    split: 'heldout',
    who: 'Radiologic technologist at a trauma centre for six years, associate degree, wants to cross-train into CT and MRI and lead a shift',
    jobTitle: 'RT(R) - x-ray tech, level II trauma',
    jobCode: '29-2034.00',
    intent: 'stay',
    interests: { R: 4, I: 3.5, A: 1.5, S: 3, E: 2.5, C: 3 },
    likes: ['Examine blood samples using a microscope', 'Perform rehabilitation therapy'],
    dislikes: ['Market a new line of clothing', 'Sing in a band'],
    style: 'plain',
    education: 'associate',
    years: 6,
    willing: 'short',
    settings: ['clinical'],
    values: ['Achievement', 'Working Conditions', 'Support'],
    skills: ['health', 'technology', 'science'],
    tools: 'portable x-ray, C-arm in the OR, Fuji/Carestream DR, PACS, Epic Radiant',
    goals:
      'Want to stay in imaging and move up: cross-train into CT first, then MRI (ARRT post-primary), and be lead tech on nights eventually.',
    target: { phrase: 'MRI', codes: ['29-2035.00'] },
    accept: [
      '29-2034.00', // Radiologic Technologists and Technicians (own job, with CT, z3)
      '29-2035.00', // Magnetic Resonance Imaging Technologists (P-S, z3: named; own broad group 29-2030)
      '29-2032.00', // Diagnostic Medical Sonographers (P-S, z3: own broad group)
      '29-2033.00', // Nuclear Medicine Technologists (P-L, z3: own broad group)
      '29-2031.00', // Cardiovascular Technologists and Technicians (P-S, z3: own broad group, the cath lab)
    ],
    why: "Radiologic Technologists and Technicians 29-2034 (z3), six years, an associate degree: related work reaches z4. Staying and advancing in imaging: his own job (CT and the lead tech's role are within it), the MRI technologists he names and the other imaging modalities of his broad group, diagnostic related technologists 29-2030 (sonography, nuclear medicine, cardiovascular, all P-S or P-L). Radiologists and the surgeons among the Related Occupations are z5; lab technologists and endoscopy are outside imaging.",
  },
  {
    id: 'r13-massage-therapist-to-pta',
    split: 'heldout',
    who: 'Licensed massage therapist for nine years at a chiropractor and a spa, a massage school certificate, hands wearing out, wants to become a physical therapist assistant',
    jobTitle: 'LMT (chiro office + spa shifts)',
    jobCode: '31-9011.00',
    intent: 'related',
    interests: { R: 3.5, I: 3, A: 2.5, S: 4.5, E: 2, C: 2 },
    likes: ['Perform rehabilitation therapy', 'Teach an individual an exercise routine'],
    dislikes: ['Buy and sell stocks and bonds', 'Operate a calculator'],
    style: 'generous',
    education: 'somecollege',
    years: 9,
    willing: 'program',
    settings: ['clinical'],
    values: ['Relationships', 'Achievement', 'Support'],
    skills: ['health', 'helping'],
    tools: 'deep tissue, myofascial, cupping, hot stone, SOAP notes in ChiroTouch',
    goals:
      'After 9 years my thumbs and wrists are wearing out. The rehab side is what I love, helping people recover from injuries, so I want to go back for the 2 year PTA program. OT assistant would work too.',
    target: { phrase: 'PTA', codes: ['31-2021.00'] },
    accept: [
      '31-2021.00', // Physical Therapist Assistants (P-S, z3: named)
      '31-2011.00', // Occupational Therapy Assistants (P-S, z3: named)
      '29-1125.00', // Recreational Therapists (P-S, z4: rehab work within reach after nine years)
      '29-1126.00', // Respiratory Therapists (P-L, z3: a two-year therapy program)
      '29-1141.00', // Registered Nurses (P-L, z4: rehabilitation nursing, within the reach of related work)
    ],
    why: 'Massage Therapists 31-9011 (z3), nine years, some college and a program of up to two years: related work reaches z4. A related move into rehabilitation, which her goals ask for: the assistants she names (PTA and OTA, P-S), recreational therapists (P-S, z4) and respiratory therapists (P-L, z3), and registered nurses (P-L, z4, rehabilitation nursing). Exercise physiologists (z4) are not related work and beyond a two-year program. Physical and occupational therapists, chiropractors and physicians are z5 (graduate school, which she does not take on); skincare specialists and massage itself are the hands-on work she is leaving; aides are a step down.',
  },
  {
    id: 'r13-bookkeeper-unsure',
    split: 'heldout',
    who: 'Full-charge bookkeeper at a small construction company for seventeen years, 52, some college, the owner is retiring and closing',
    jobTitle: 'full charge bookkeeper (construction co, 17 yrs)',
    jobCode: '43-3031.00',
    intent: 'unsure',
    interests: { R: 1.5, I: 2.5, A: 2, S: 2.5, E: 2.5, C: 4.5 },
    likes: ['Calculate the wages of employees', 'Develop a spreadsheet using computer software'],
    dislikes: ['Put out forest fires', 'Perform jazz or tap dance'],
    style: 'middling',
    education: 'somecollege',
    years: 17,
    totalYears: 26,
    willing: 'short',
    settings: ['office'],
    values: ['Working Conditions', 'Support', 'Independence'],
    skills: ['numbers', 'organising'],
    tools: 'QuickBooks Desktop (Contractor), Excel, certified payroll, job costing, 1099s, lien waivers',
    goals:
      "Owner is retiring and closing the company in March. I'm 52 and I don't know if I should look for the same kind of job or try something different. I like the numbers and doing payroll. I'm tired of chasing subs for lien waivers.",
    accept: [
      '43-3031.00', // Bookkeeping, Accounting, and Auditing Clerks (own work, z3)
      '43-1011.00', // First-Line Supervisors of Office and Administrative Support Workers (z3: the office manager step)
      '43-3051.00', // Payroll and Timekeeping Clerks (P-S, z3: the payroll she likes)
      '13-2082.00', // Tax Preparers (S, z3)
      '13-2081.00', // Tax Examiners and Collectors, and Revenue Agents (S, z3)
      '13-2011.00', // Accountants and Auditors (S, z4: within reach after seventeen years)
      '13-2041.00', // Credit Analysts (S, z4)
    ],
    why: 'Bookkeeping, Accounting, and Auditing Clerks 43-3031 (z3), seventeen years, some college: related work reaches z4. Unsure: her own work and the office supervisor above it (43-1011, z3), the Related Occupations within z4 that are not steps down (payroll P-S, which she likes; tax preparers, revenue agents, accountants and credit analysts, S). Billing, file, credit and office clerks and tellers are lower or less skilled; financial managers need more than her reach; loan officers and securities sales are sales work her likes do not point to.',
  },
  {
    id: 'r13-video-editor-to-electrician',
    split: 'heldout',
    who: 'Freelance video editor for seven years, BA in film, rates falling, wants an electrical apprenticeship',
    jobTitle: 'freelance video editor (weddings / youtube / some corporate)',
    jobCode: '27-4032.00',
    intent: 'change',
    interests: { R: 4, I: 3, A: 3.5, S: 2, E: 2.5, C: 2.5 },
    likes: ['Assemble electronic parts', 'Repair household appliances'],
    dislikes: ['Sell merchandise at a department store', 'Record rent payments'],
    style: 'plain',
    education: 'bachelor',
    years: 7,
    willing: 'program',
    settings: ['workshop', 'outdoors'],
    values: ['Working Conditions', 'Achievement', 'Independence'],
    skills: ['technology', 'mechanical', 'creative'],
    tools: 'Premiere, DaVinci Resolve, After Effects, built my own editing PC, wired my garage studio',
    goals:
      "7 years freelance editing and the rates keep dropping, AI tools are eating the low end. I'm done with it. I want a trade with a pension: electrician, applying to the IBEW apprenticeship. I like wiring and fixing gear more than sitting at the timeline.",
    target: { phrase: 'electrician', codes: ['47-2111.00'] },
    accept: [
      '47-2111.00', // Electricians (z3: named, by the apprenticeship)
      '49-2094.00', // Electrical and Electronics Repairers, Commercial and Industrial Equipment (z3)
      '49-2022.00', // Telecommunications Equipment Installers and Repairers (z3)
      '49-9021.00', // HVAC Mechanics and Installers (z3: a licensed trade by apprenticeship)
      '47-2231.00', // Solar Photovoltaic Installers (z2: electrical installation)
    ],
    why: "Film and Video Editors 27-4032 (z4), seven years, a bachelor's in film: z4. Changing field: nothing in film, video, media, design or writing (editors, producers, animators, camera, sound and A/V technicians: the Related Occupations and their field). The electrician apprenticeship he names and the electrical and repair trades next to it that his liked activities point to (commercial electrical repair, telecom installation, HVAC, solar installation). His Artistic interest stays high but his goals leave it.",
  },
  {
    id: 'r13-hotel-agm-to-hr',
    split: 'heldout',
    who: "Assistant general manager of a select-service hotel, ten years in hotels, bachelor's in hospitality, wants to move into human resources",
    jobTitle: 'Asst. General Manager - Hampton Inn (select service)',
    jobCode: '11-9081.00',
    intent: 'change',
    interests: { R: 1.5, I: 2, A: 2, S: 4, E: 3.5, C: 3.5 },
    likes: ['Give career guidance to people', 'Manage a department within a large company'],
    dislikes: ['Build kitchen cabinets', 'Raise fish in a fish hatchery'],
    style: 'generous',
    education: 'bachelor',
    years: 10,
    willing: 'short',
    settings: ['office', 'hybrid'],
    values: ['Working Conditions', 'Relationships', 'Achievement'],
    skills: ['leadership', 'communication', 'organising'],
    tools: 'OnQ (Hilton PMS), ADP Workforce Now, Excel, scheduling, onboarding and training new hires, Kronos',
    goals:
      'Ten years of nights, weekends and holidays in hotels. The part I like is hiring and training people, so I want to get out of hospitality and into HR, working toward SHRM-CP. Weekdays would be a dream.',
    target: { phrase: 'HR', codes: ['13-1071.00'] },
    accept: [
      '13-1071.00', // Human Resources Specialists (z4: named)
      '13-1151.00', // Training and Development Specialists (z4: the training she likes)
      '13-1141.00', // Compensation, Benefits, and Job Analysis Specialists (z4)
      '13-1075.00', // Labor Relations Specialists (z4)
      '11-3131.00', // Training and Development Managers (z4: ten years of managing and training staff)
    ],
    why: "Lodging Managers 11-9081 (z4), ten years, a bachelor's: z4. Changing field: nothing in hospitality (food service, property, spa, event planning, concierge, front desk and the other Related Occupations). The HR work she names and the HR and training roles beside it within z4 (training specialists, compensation and benefits, labor relations, and training managers, where ten years of leading hotel staff count). HR managers ask for years of HR experience she does not have.",
  },
  {
    id: 'r13-research-associate-unsure',
    split: 'heldout',
    who: 'Research associate in cell culture at a biotech startup for five years, BS in biology, laid off for the second time, not sure whether to stay in the lab',
    jobTitle: 'Research Associate II, cell culture (laid off in RIF)',
    jobCode: '19-4021.00',
    intent: 'unsure',
    interests: { R: 3.5, I: 4.5, A: 2, S: 2, E: 1.5, C: 3.5 },
    likes: ['Work in a biology lab', 'Examine blood samples using a microscope'],
    dislikes: ['Sell merchandise at a department store', 'Represent a client in a lawsuit'],
    style: 'harsh',
    education: 'bachelor',
    years: 5,
    willing: 'short',
    settings: ['clinical', 'office'],
    values: ['Working Conditions', 'Achievement', 'Independence'],
    skills: ['science', 'technology', 'numbers'],
    tools: 'biosafety cabinets, CHO and HEK293 culture, flow cytometry, ELISA, qPCR, Benchling, GraphPad Prism',
    goals:
      'Second layoff in three years, biotech funding is a mess. Not sure if I should stay in research or find something more stable. Not going back for a PhD.',
    accept: [
      '19-4021.00', // Biological Technicians (own work, z4)
      '29-2011.00', // Medical and Clinical Laboratory Technologists (P-S, z4: the hospital lab, stable)
      '29-2011.04', // Histotechnologists (P-S, z4)
      '29-2011.01', // Cytogenetic Technologists (P-L, z4)
      '15-2099.01', // Bioinformatics Technicians (P-L, z4)
      '19-1022.00', // Microbiologists (S, z4)
    ],
    why: "Biological Technicians 19-4021 (z4), five years, a bachelor's in biology: z4, and no graduate school. Unsure: her own work (its supervisor, natural sciences managers, is z5) and the Related Occupations within z4 that are not steps down: clinical laboratory technologists, histotechnologists, cytogenetic technologists (P-S, P-L: the hospital lab, steadier than startups), bioinformatics technicians (P-L) and microbiologists (S). Laboratory and histology technicians and agricultural and chemical technicians are z3, a step down; biologists, biochemists and geneticists are z5.",
  },
  {
    id: 'r13-dietitian-related',
    split: 'heldout',
    who: "Registered dietitian in an outpatient diabetes clinic for six years, master's degree, tired of fifteen-minute visits, wants community health and teaching",
    jobTitle: 'RDN, outpatient (diabetes + renal)',
    jobCode: '29-1031.00',
    intent: 'related',
    interests: { R: 1.5, I: 3.5, A: 2.5, S: 4.5, E: 3, C: 2.5 },
    likes: ['Do volunteer work at a non-profit organization', 'Teach a high-school class'],
    dislikes: ['Set up and operate machines to make products', 'Buy and sell stocks and bonds'],
    style: 'plain',
    education: 'master',
    years: 6,
    willing: 'short',
    settings: ['classroom', 'office', 'hybrid'],
    values: ['Relationships', 'Achievement', 'Working Conditions'],
    skills: ['health', 'communication', 'science'],
    tools: 'Epic, Nutrition Care Process notes, CGM reports (Dexcom Clarity), Canva for class handouts',
    goals:
      "I'm burned out on back-to-back 15 minute counselling slots. I want to move toward community and public health: running prevention programs, teaching diabetes classes, maybe teaching nutrition at the community college. Health educator is the title I keep seeing.",
    target: { phrase: 'health educator', codes: ['21-1091.00'] },
    accept: [
      '21-1091.00', // Health Education Specialists (P-L, z4: named)
      '21-1094.00', // Community Health Workers (z4: P-S of health educators, the community programs she names)
      '11-9151.00', // Social and Community Service Managers (z4: running prevention programs)
      '25-1071.00', // Health Specialties Teachers, Postsecondary (z5: teaching nutrition at college, her master's)
      '29-1128.00', // Exercise Physiologists (S, z4: prevention and wellness programs)
    ],
    why: "Dietitians and Nutritionists 29-1031 (z5), six years, a master's: z5. A related move away from clinical counselling toward the community health and teaching her goals name: health educators (P-L, named); the named career's own Related Occupations that fit her goals, within her z5: community health workers (P-S), community service managers and college teachers of health specialties (P-L); and exercise physiologists (S). Nurse practitioners, physicians and genetic counsellors need other graduate degrees; dietetic technicians are a step down; clinical dietetics is the job she is leaving.",
  },
];
