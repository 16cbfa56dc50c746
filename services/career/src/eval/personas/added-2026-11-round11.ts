import type { Persona } from '../persona.js';

/**
 * Twelve people added late on the evening of 2026-11-24 by a session that changes no engine, all held out and measured
 * on main 7f46d23 before any change made after them: kinds the first 143 lack, typed the way people type (lower case,
 * typos, abbreviations, vague intents): a regional airline first officer grounded by a lost medical, a software
 * engineer laid off and going into an electrical apprenticeship, a school assistant principal leaving K-12 for
 * corporate training, a litigation paralegal moving into compliance (related moves and changes); a 911 dispatcher, a
 * grocery meat cutter, an Army HR sergeant leaving the service and an airline A&P mechanic (staying and advancing); a
 * mother home for fifteen years whose last job was a dry cleaner's counter, a shrimp-boat deckhand whose boat was
 * sold and a quality inspector of 48 whose plant closed, all 'not sure at all', and a biology student with no job yet
 * who wants physician assistant school (unsure: 'just starting out', with a named career). Current jobs in Job Zones
 * 1 to 5 and one with none. Labels follow EVAL.md's rules, never the engine's output; the O*NET Related Occupations
 * (P-S primary-short, P-L primary-long, S supplemental) and Job Zones behind each are in `why`.
 */
export const ADDED_2026_11_ROUND11: Persona[] = [
  {
    id: 'grounded-airline-fo-related',
    split: 'heldout',
    who: "Regional airline first officer of 34, bachelor's in aviation, nine years flying (two instructing, seven at the airline), lost his first-class medical to atrial fibrillation, wants to stay in aviation on the ground",
    jobTitle: 'first officer E175 (regional) - grounded, lost my medical',
    jobCode: '53-2011.00',
    intent: 'related',
    interests: { R: 3, I: 3.2, A: 1.6, S: 2.6, E: 3, C: 3.6 },
    likes: ['Develop a way to better predict the weather', 'Keep shipping and receiving records'],
    dislikes: ['Perform jazz or tap dance', 'Sell merchandise at a department store'],
    education: 'bachelor',
    years: 9,
    willing: 'short',
    settings: ['office'],
    values: ['Working Conditions', 'Achievement'],
    skills: ['technology', 'organising', 'leadership'],
    tools: 'foreflight, jepp charts, SMS reporting, excel',
    goals:
      'lost my 1st class medical (afib) so flying is done. want to stay in aviation on the ground. aircraft dispatcher (its a 5 wk course), ops control, safety/inspection, or teaching ground school',
    target: { phrase: 'aircraft dispatcher', codes: ['43-5032.00'] },
    accept: [
      '43-5032.00', // Dispatchers, Except Police, Fire, and Ambulance (z2: named, O*NET lists 'Aircraft Dispatcher' here)
      '53-2022.00', // Airfield Operations Specialists (P-S, z3: airport and airline operations)
      '53-6051.01', // Aviation Inspectors (P-L, z3: safety and inspection, named)
      '53-6051.00', // Transportation Inspectors (S, z4: inspection)
      '11-3071.00', // Transportation, Storage, and Distribution Managers (z4: operations control, named; his degree reaches it)
      '25-1194.00', // Career/Technical Education Teachers, Postsecondary (z3: 'Ground School Instructor', named)
    ],
    why: "Related move from airline pilot (53-2011, z4), bachelor's in aviation, nine years (instructing as a commercial pilot is a P-S relation of the same work), a short course he would take: the relations on the ground that his goals name (airfield operations P-S, aviation inspectors P-L, transportation inspectors S) and the careers he names (aircraft dispatcher, which O*NET files under dispatchers, z2, kept as named; operations control, transportation managers z4; ground school instruction, O*NET's 'Ground School Instructor' under postsecondary career/technical teachers z3). Not commercial pilots (P-S) or flight instruction in the air (both need a medical); not air traffic controllers (P-S: a medical and the FAA's hiring limit: applicants under 31); not cargo handling supervisors or aircraft service attendants (z2 work on the ramp, not his goals); flight attendants and their supervisors fly.",
  },
  {
    id: 'stay-at-home-mom-dry-cleaner-unsure',
    split: 'heldout',
    who: 'Mother of three, 41, GED, fifteen years at home; last job two years at a dry cleaner (counter and pressing); unsure, crafty, wants school hours',
    jobTitle: 'stay at home mom. last job was dry cleaners (2010)',
    jobCode: '51-6011.00',
    intent: 'unsure',
    interests: { R: 2.8, I: 1.6, A: 3.8, S: 3.2, E: 2, C: 2.6 },
    likes: ['Draw pictures', 'Paint sets for plays', 'Take care of children at a day-care center'],
    dislikes: ['Buy and sell stocks and bonds', 'Investigate the cause of a fire'],
    style: 'generous',
    education: 'highschool',
    years: 2,
    willing: 'short',
    settings: ['customers', 'classroom'],
    values: ['Working Conditions', 'Relationships'],
    skills: ['creative', 'helping', 'organising'],
    tools: 'cricut, sewing machine, canva a little',
    goals:
      'honestly not sure. been home w the kids 15 yrs, youngest just started school. want something during school hours. i sew all the halloween costumes and make stuff w my cricut so maybe something creative? or something at the school',
    accept: [
      '51-6052.00', // Tailors, Dressmakers, and Custom Sewers (z2: her sewing, her likes)
      '27-1023.00', // Floral Designers (z2: creative, a short course)
      '51-9123.00', // Painting, Coating, and Decorating Workers (P-S, z1: decorating, creative, her own level)
      '51-7021.00', // Furniture Finishers (S, z2: craft work in a shop)
      '39-9011.00', // Childcare Workers (z2: her likes, day care)
      '35-2012.00', // Cooks, Institution and Cafeteria (z2: a school kitchen, school hours)
      '33-9091.00', // Crossing Guards and Flaggers (z2: at the school, school hours)
    ],
    why: 'Unsure, high school (GED) and a short course (zone 2), two years at a dry cleaner fifteen years ago (Laundry and Dry-Cleaning Workers 51-6011, z1; no zone added). Her goals ask for something other than her old work (creative, or at the school, in school hours), so not her own work; of its relations within zone 2 and not a step down, decorating work (P-S) and furniture finishing (S) fit her goals, while the plant and machine work (sewing machine operators P-S, cleaning and bleaching equipment, machine feeders, packers, production helpers) runs in shifts her school hours rule out; her strongest areas and loved activities (artistic, social: drawing, painting sets, day care) point to custom sewing, floral design and childcare, and her goals to the school itself (cafeteria cooks, crossing guards). Teaching assistants (z3), craft and fine artists (z3) and janitors (S, z3) are beyond a diploma and a short course.',
  },
  {
    id: 'software-engineer-electrician-change',
    split: 'heldout',
    who: "Backend software engineer of 31, bachelor's in computer science, seven years, laid off and burnt out on screens, wants an electrical apprenticeship",
    jobTitle: 'software engineer (laid off in the last round)',
    jobCode: '15-1252.00',
    intent: 'change',
    interests: { R: 4, I: 3.6, A: 2.2, S: 2, E: 2.2, C: 3 },
    likes: ['Assemble electronic parts', 'Repair household appliances', 'Build kitchen cabinets'],
    dislikes: ['Sell merchandise at a department store', 'Market a new line of clothing'],
    style: 'middling',
    education: 'bachelor',
    years: 7,
    willing: 'program',
    settings: ['outdoors', 'workshop'],
    values: ['Independence', 'Achievement'],
    skills: ['technology', 'mechanical', 'numbers'],
    tools: 'python, go, kubernetes lol. at home: multimeter, soldering iron, wired my garage',
    goals:
      'got laid off and honestly burnt out on screens and standups. want to work with my hands. electrician apprenticeship is the plan, maybe solar or low voltage/controls later',
    target: { phrase: 'electrician', codes: ['47-2111.00'] },
    accept: [
      '47-2111.00', // Electricians (z3: named)
      '47-2231.00', // Solar Photovoltaic Installers (z2: named)
      '49-2098.00', // Security and Fire Alarm Systems Installers (z3: low voltage, named)
      '17-3024.00', // Electro-Mechanical and Mechatronics Technologists and Technicians (z3: controls, named)
      '17-3023.00', // Electrical and Electronic Engineering Technologists and Technicians (z3: electrical hands-on work)
      '49-2094.00', // Electrical and Electronics Repairers, Commercial and Industrial Equipment (z3: controls, hands-on)
    ],
    why: "Changing field from software development (15-1252, z4), bachelor's in computer science, an apprenticeship he would take (zone 3): the trade he names (electricians), the work he names for later (solar installers, low-voltage alarm systems, controls: electro-mechanical technicians) and the hands-on electrical work beside it within reach (electrical engineering technicians, industrial electrical repairers). Nothing in software or computing (his relations: programmers, systems analysts, QA, database, network and web work P-S, P-L, S); the engineers among his relations (computer hardware, electronics, mechatronics) are desk work he leaves.",
  },
  {
    id: 'asst-principal-corporate-training-related',
    split: 'heldout',
    who: "High-school assistant principal of 44, master's in educational leadership, sixteen years in schools (ten teaching, six in administration), wants corporate training and development",
    jobTitle: 'asst principal (high school)',
    jobCode: '11-9032.00',
    intent: 'related',
    interests: { R: 1.6, I: 2.6, A: 2.8, S: 4.2, E: 3.8, C: 2.8 },
    likes: ['Give career guidance to people', 'Manage a department within a large company'],
    dislikes: ['Lay brick or tile', 'Raise fish in a fish hatchery'],
    education: 'master',
    years: 6,
    totalYears: 16,
    willing: 'short',
    settings: ['office', 'hybrid'],
    values: ['Achievement', 'Recognition', 'Relationships'],
    skills: ['leadership', 'communication', 'organising'],
    tools: 'powerschool, google workspace, canvas, some articulate rise',
    goals:
      'done with k-12 politics. want to train adults in a company - onboarding, leadership development, maybe instructional design or running an L&D team. open to HR too',
    target: { phrase: 'leadership development', codes: ['13-1151.00', '11-3131.00'] },
    accept: [
      '13-1151.00', // Training and Development Specialists (z4: named, onboarding and leadership development)
      '11-3131.00', // Training and Development Managers (P-L, z4: running an L&D team, named)
      '25-9031.00', // Instructional Coordinators (P-L, z5: instructional design, named)
      '13-1071.00', // Human Resources Specialists (z4: HR, named)
      '11-3121.00', // Human Resources Managers (z4: HR, named; six years of administration)
    ],
    why: "Related move from K-12 school administration (11-9032, z5), a master's degree (zone 5): the relation his goals name (training and development managers P-L; instructional coordinators P-L, where O*NET files instructional designers) and the careers he names (training and development specialists, HR specialists and managers, all z4). Not what he leaves (school and college administration P-S, teaching P-S, P-L, S, counsellors S); the social and community service managers and adult education instructors (S) are not his goals.",
  },
  {
    id: 'paralegal-compliance-related',
    split: 'heldout',
    who: "Litigation paralegal of 30, bachelor's in political science, six years at an insurance-defence firm, wants to move into compliance at a bank or a hospital",
    jobTitle: 'litigation paralegal (ins. defense firm)',
    jobCode: '23-2011.00',
    intent: 'related',
    interests: { R: 1.4, I: 3, A: 2, S: 2.4, E: 3, C: 4 },
    likes: ['Proofread records or forms', 'Represent a client in a lawsuit'],
    dislikes: ['Build kitchen cabinets', 'Put out forest fires'],
    style: 'plain',
    education: 'bachelor',
    years: 6,
    willing: 'short',
    settings: ['office', 'hybrid'],
    values: ['Working Conditions', 'Support'],
    skills: ['law', 'organising', 'communication'],
    tools: 'westlaw, relativity, clio, excel',
    goals:
      'want out of litigation deadlines. thinking compliance, like at a bank (AML/BSA) or a hospital. would get a cert like CAMS or CCEP',
    target: { phrase: 'compliance', codes: ['13-1041.00', '11-9199.02'] },
    accept: [
      '13-1041.00', // Compliance Officers (S, z4: named)
      '11-9199.02', // Compliance Managers (z4: named field)
      '13-1041.07', // Regulatory Affairs Specialists (z4: compliance in healthcare, named)
      '13-2099.04', // Fraud Examiners, Investigators and Analysts (z4: AML at a bank, named)
      '13-2061.00', // Financial Examiners (z4: bank compliance, named)
    ],
    why: "Related move from paralegal work (23-2011, z3), bachelor's degree (zone 4), six years (related work reaches zone 4), a certificate she would take: the relation her goals name (compliance officers S) and the compliance work she names at a bank or a hospital (compliance managers, regulatory affairs, AML investigation under fraud examiners, financial examiners), all z4. Not the legal support she leaves (legal secretaries, title examiners, court reporters and clerks P-S, P-L); lawyers, law clerks, judges and mediators (S) are zone 5, graduate school she does not plan; claims adjusters, investigators and research assistants (S) are not her goals.",
  },
  {
    id: 'dispatcher-911-stay',
    split: 'heldout',
    who: '911 dispatcher of 33, some college, nine years in a county communications centre, a training officer now, wants shift supervisor and later emergency management',
    jobTitle: '911 dispatcher/call taker (county), CTO',
    jobCode: '43-5031.00',
    intent: 'stay',
    interests: { R: 2.4, I: 2.6, A: 1.6, S: 3.6, E: 3.2, C: 3.4 },
    likes: ['Help people with personal or emotional problems', 'Manage a department within a large company'],
    dislikes: ['Play a musical instrument', 'Market a new line of clothing'],
    education: 'somecollege',
    years: 9,
    willing: 'degree',
    settings: ['office'],
    values: ['Support', 'Achievement'],
    skills: ['communication', 'helping', 'leadership'],
    tools: 'CAD (tritech), Vesta phones, NCIC, radio consoles',
    goals:
      'been dispatching 9 yrs, im a CTO now. want shift supervisor next, then long term emergency management for the county. finishing my bachelors online',
    target: { phrase: 'emergency management', codes: ['11-9161.00'] },
    accept: [
      '43-5031.00', // Public Safety Telecommunicators (own work)
      '43-1011.00', // First-Line Supervisors of Office and Administrative Support Workers (z3: a dispatch shift supervisor)
      '33-1012.00', // First-Line Supervisors of Police and Detectives (S, z2: 'Identification and Communications Supervisor')
      '11-9161.00', // Emergency Management Directors (S, z4: named)
      '13-1199.04', // Business Continuity Planners (z4: emergency planning, the named field)
    ],
    why: 'Staying and advancing as a public safety telecommunicator (43-5031, z2), some college (zone 3), nine years (related work reaches zone 3), finishing a bachelor (zone 4): his own work, the shift supervisor above it (office and administrative supervisors, z3, where O*NET counts dispatch supervisors; police supervisors S, whose titles include communications supervisors), the emergency management he names (S, z4) and the planning work of the same field (business continuity planners, z4). The side steps among his relations (other dispatchers, EMTs, paramedics, police, switchboard operators P-S, P-L) are not advancing in his line.',
  },
  {
    id: 'meat-cutter-stay',
    split: 'heldout',
    who: 'Meat cutter in a supermarket of 36, high school, eleven years, wants to run the meat department and maybe be a meat buyer one day',
    jobTitle: 'meat cutter @ kroger',
    jobCode: '51-3021.00',
    intent: 'stay',
    interests: { R: 3.8, I: 1.8, A: 2, S: 2.4, E: 3.2, C: 3 },
    likes: ['Manage a retail store', 'Keep inventory records'],
    dislikes: ['Write books or plays', 'Study the movement of planets'],
    style: 'harsh',
    education: 'highschool',
    years: 11,
    willing: 'short',
    settings: ['customers', 'workshop'],
    values: ['Achievement', 'Recognition'],
    skills: ['mechanical', 'organising', 'sales'],
    tools: 'band saw, grinder, cryovac, ordering on the handheld',
    goals:
      'want to run the meat dept. been cutting 11 yrs, know the case, ordering, shrink, scheduling. maybe someday a meat buyer for the company',
    target: { phrase: 'run the meat dept', codes: ['41-1011.00'] },
    accept: [
      '51-3021.00', // Butchers and Meat Cutters (own work)
      '41-1011.00', // First-Line Supervisors of Retail Sales Workers (z2: named; O*NET's 'Meat Department Manager')
      '35-1012.00', // First-Line Supervisors of Food Preparation and Serving Workers (S, z2: supervising food preparation)
      '51-1011.00', // First-Line Supervisors of Production and Operating Workers (z3: a meat plant's supervisor)
      '13-1021.00', // Buyers and Purchasing Agents, Farm Products (S, z4: meat buyer, named; eleven years reach it)
    ],
    why: 'Staying and advancing as a meat cutter (51-3021, z2), high school, eleven years (related work reaches zone 4): his own work, the department manager he names (O*NET files meat department managers under retail sales supervisors), the supervisors of food preparation (S) and of meat processing (production supervisors, z3) and the buyer role he names (farm products buyers S, z4). The side steps among his relations (cooks, food preparation, bakers, meat packers P-S, P-L) are not advancing; trimmers and fast food (P-S, S) are below; food service managers (S) run restaurants, not his line.',
  },
  {
    id: 'army-hr-sergeant-veteran-stay',
    split: 'heldout',
    who: 'Army human resources sergeant (42A) of 27, some college, eight years, leaving the service in March, wants civilian HR: recruiting or benefits, finishing a bachelor on the GI Bill',
    jobTitle: '42A HR specialist, SSG (army) - ETS in march',
    jobCode: '13-1071.00',
    intent: 'stay',
    interests: { R: 2, I: 2.4, A: 1.8, S: 3.6, E: 3.4, C: 3.8 },
    likes: ['Calculate the wages of employees', 'Give career guidance to people'],
    dislikes: ['Perform jazz or tap dance', 'Repair and install locks'],
    education: 'somecollege',
    years: 8,
    willing: 'degree',
    settings: ['office', 'hybrid'],
    values: ['Support', 'Working Conditions', 'Achievement'],
    skills: ['organising', 'communication', 'leadership'],
    tools: 'IPPS-A, eMILPO, DTS, excel, outlook',
    goals:
      'want to keep doing HR on the civilian side, recruiting or benefits. using the GI bill to finish my bachelors. ran the S1 shop for a battalion',
    target: { phrase: 'recruiting', codes: ['13-1071.00'] },
    accept: [
      '13-1071.00', // Human Resources Specialists (own work; O*NET files recruiters here)
      '13-1141.00', // Compensation, Benefits, and Job Analysis Specialists (P-S, z4: benefits, named)
      '11-3121.00', // Human Resources Managers (P-S, z4: the senior role; he ran a battalion's HR section)
      '13-1151.00', // Training and Development Specialists (P-L, z4: an HR specialty)
      '13-1075.00', // Labor Relations Specialists (S, z4: an HR specialty)
    ],
    why: "Staying in human resources (13-1071, z4: the Army's 42A does the HR specialist's work), some college and a bachelor he is finishing (zone 4), eight years (related work reaches zone 4): his own work (recruiting, named), its specialties (benefits, named; training and development P-L; labor relations S) and the manager above it (P-S). HR assistants (P-S, z3) and office supervisors (P-S, z3) are below his work; eligibility interviewers (P-S) and the management analysts and project specialists (S) are not his line.",
  },
  {
    id: 'ap-mechanic-airline-stay',
    split: 'heldout',
    who: 'Airline line-maintenance A&P mechanic of 38, associate degree, twelve years, wants lead, then his inspection authorization and a QA inspector job',
    jobTitle: 'A&P mech (line maint, regional airline)',
    jobCode: '49-3011.00',
    intent: 'stay',
    interests: { R: 4.4, I: 3, A: 1.6, S: 2, E: 2.6, C: 3.2 },
    likes: ['Test the quality of parts before shipment', 'Assemble electronic parts'],
    dislikes: ['Sing in a band', 'Help conduct a group therapy session'],
    education: 'associate',
    years: 12,
    willing: 'short',
    settings: ['workshop', 'outdoors'],
    values: ['Achievement', 'Independence'],
    skills: ['mechanical', 'technology'],
    tools: 'AMM/IPC, torque wrenches, borescope, TRAX, safety wire pliers',
    goals:
      'want to make lead then get my IA and move to QA/inspection. maybe director of maintenance someday. not leaving aviation',
    target: { phrase: 'inspection', codes: ['53-6051.01'] },
    accept: [
      '49-3011.00', // Aircraft Mechanics and Service Technicians (own work)
      '49-1011.00', // First-Line Supervisors of Mechanics, Installers, and Repairers (z3: lead, named)
      '53-6051.01', // Aviation Inspectors (z3: named, QA inspection)
      '53-6051.00', // Transportation Inspectors (z4: inspection; twelve years reach it)
      '49-2091.00', // Avionics Technicians (P-S, z3: a specialty of aircraft maintenance)
    ],
    why: 'Staying and advancing as an aircraft mechanic (49-3011, z3), associate degree, twelve years (related work reaches zone 4): his own work, its avionics specialty (P-S), the lead above it (mechanics supervisors), and the inspection he names (aviation inspectors, z3; transportation inspectors, z4). The other mechanics and assemblers among his relations (boat, heavy equipment, diesel, automotive, rail P-L, S; aircraft and engine assemblers P-S) are not his line; aerospace engineering technicians (P-S) a side step.',
  },
  {
    id: 'shrimp-boat-deckhand-not-sure',
    split: 'heldout',
    who: 'Shrimp-boat deckhand of 44, high school, twenty years on Gulf boats, boat sold, not sure at all what next, good with engines and nets, no office',
    jobTitle: 'deckhand (shrimp boat), boat got sold',
    jobCode: '45-3031.00',
    intent: 'unsure',
    interests: { R: 4, I: 1.8, A: 1.6, S: 2, E: 2.4, C: 2 },
    likes: ['Raise fish in a fish hatchery', 'Drive a truck to deliver packages to offices and homes'],
    dislikes: ['Write books or plays', 'Proofread records or forms', 'Teach a high-school class'],
    style: 'harsh',
    education: 'highschool',
    years: 20,
    willing: 'short',
    settings: ['outdoors', 'vehicle'],
    values: ['Independence', 'Working Conditions'],
    skills: ['mechanical'],
    tools: 'nets, winches, diesel engine, welder some',
    goals:
      'not sure at all. fished since i was 16, the boats are getting sold off. good w engines and nets and hard work. dont want an office',
    accept: [
      '45-3031.00', // Fishing and Hunting Workers (own work: unsure keeps it)
      '45-1011.00', // First-Line Supervisors of Farming, Fishing, and Forestry Workers (S, z3: the step up)
      '53-5011.00', // Sailors and Marine Oilers (P-S, z2)
      '53-5021.00', // Captains, Mates, and Pilots of Water Vessels (P-S, z3: twenty years reach it)
      '53-5022.00', // Motorboat Operators (P-S, z2)
      '45-2093.00', // Farmworkers, Farm, Ranch, and Aquacultural Animals (P-S, z2: aquaculture, his likes)
      '53-7062.00', // Laborers and Freight, Stock, and Material Movers, Hand (P-L, z2)
      '45-4011.00', // Forest and Conservation Workers (P-L, z2)
      '53-7041.00', // Hoist and Winch Operators (S, z2)
      '49-9096.00', // Riggers (S, z2)
      '53-7031.00', // Dredge Operators (S, z2)
      '49-9092.00', // Commercial Divers (S, z3)
      '47-5081.00', // Helpers--Extraction Workers (S, z2)
      '53-3032.00', // Heavy and Tractor-Trailer Truck Drivers (z2: his likes, driving)
      '53-3033.00', // Light Truck Drivers (z2: his likes, delivering)
    ],
    why: 'Unsure, high school and a short course (zone 2), twenty years as a deckhand (Fishing and Hunting Workers 45-3031, z1; related work reaches zone 3): his own work and the supervisory step above it (S); his relations within reach that are not a step down and not office work (sailors, mates and captains, motorboat operators, aquaculture farmworkers P-S; laborers, forest and conservation workers P-L; hoist and winch operators, riggers, dredge operators, commercial divers, extraction helpers S); and the driving his loved activities point to (truck drivers, z2). Fish cutters and trimmers (P-S), crop farmworkers, equipment operators (P-L) and fallers (S) are zone 1, a step down; fish and game wardens (P-L) are zone 4; zoologists (S) zone 4; boat and diesel mechanics are zone 3 and not related work, beyond a diploma and a short course.',
  },
  {
    id: 'quality-inspector-plant-closed-not-sure',
    split: 'heldout',
    who: 'Quality inspector of 48 at an auto-parts plant that closed, high school, fourteen years, not sure at all, does not want to sell anything',
    jobTitle: 'quality inspector (auto parts), plant closed',
    jobCode: '51-9061.00',
    intent: 'unsure',
    interests: { R: 3.4, I: 2.6, A: 1.6, S: 2, E: 1.8, C: 3.6 },
    likes: [
      'Test the quality of parts before shipment',
      'Keep inventory records',
      'Inventory supplies using a hand-held computer',
    ],
    dislikes: [
      'Sell merchandise at a department store',
      'Perform jazz or tap dance',
      'Help conduct a group therapy session',
    ],
    style: 'middling',
    education: 'highschool',
    years: 14,
    willing: 'short',
    settings: ['workshop'],
    values: ['Working Conditions', 'Support'],
    skills: ['mechanical', 'numbers', 'organising'],
    tools: 'calipers, mics, height gauge, CMM (basic), PPAP paperwork',
    goals:
      'not sure at all. 14 yrs checking parts. plant shut down in sept. dont want to sell anything. something steady',
    accept: [
      '51-9061.00', // Inspectors, Testers, Sorters, Samplers, and Weighers (own work: unsure keeps it)
      '51-1011.00', // First-Line Supervisors of Production and Operating Workers (z3: the step up)
      '17-3028.00', // Calibration Technologists and Technicians (P-S, z3: fourteen years reach it)
      '49-9041.00', // Industrial Machinery Mechanics (P-S, z3)
      '43-5111.00', // Weighers, Measurers, Checkers, and Samplers, Recordkeeping (P-L, z2: his likes, records)
      '51-4081.00', // Multiple Machine Tool Setters, Operators, and Tenders, Metal and Plastic (P-L, z2: setting up)
      '49-2094.00', // Electrical and Electronics Repairers, Commercial and Industrial Equipment (P-L, z3)
      '49-2092.00', // Electric Motor, Power Tool, and Related Repairers (S, z3)
      '51-4021.00', // Extruding and Drawing Machine Setters, Operators, and Tenders, Metal and Plastic (S, z2)
      '51-4035.00', // Milling and Planing Machine Setters, Operators, and Tenders, Metal and Plastic (S, z2)
      '51-9032.00', // Cutting and Slicing Machine Setters, Operators, and Tenders (S, z2)
      '51-4041.00', // Machinists (S, z3)
      '49-9012.00', // Control and Valve Installers and Repairers, Except Mechanical Door (S, z3)
      '53-6051.07', // Transportation Vehicle, Equipment and Systems Inspectors, Except Aviation (S, z2: inspection)
      '19-4031.00', // Chemical Technicians (S, z3)
      '43-5071.00', // Shipping, Receiving, and Inventory Clerks (z2: his likes, inventory on a handheld)
    ],
    why: 'Unsure, high school and a short course (zone 2), fourteen years as a quality inspector (51-9061, z2; related work reaches zone 4): his own work and the production supervisor above it; his relations within reach that are not a step down and not selling (calibration technicians, industrial machinery mechanics P-S; recordkeeping checkers, machine tool setters, industrial electrical repairers P-L; motor repairers, extruding, milling and cutting machine setters, machinists, control and valve repairers, vehicle inspectors, chemical technicians S); and the inventory work his loved activities point to (shipping, receiving and inventory clerks, z2). The assemblers among his relations (electrical, aircraft, electromechanical P-S; engine P-L), machine feeders (P-L), adhesive bonding tenders and hand grinders (S) are a step down (the same zone, less skill or responsibility); quality technicians in engineering (17-3026, z3) and quality control managers (z4) are not related work, beyond his preparation.',
  },
  {
    id: 'biology-student-no-job-pa-unsure',
    split: 'heldout',
    who: 'College junior of 20 in biology, no job yet (hospital volunteering only), just starting out, wants physician assistant school and needs patient-care hours first',
    jobTitle: 'full time student (bio major), no job yet',
    jobCode: null,
    intent: 'unsure',
    interests: { R: 2.6, I: 4.2, A: 2, S: 3.8, E: 2, C: 2.6 },
    likes: ['Work in a biology lab', 'Examine blood samples using a microscope', 'Perform rehabilitation therapy'],
    dislikes: ['Buy and sell stocks and bonds', 'Manage a clothing store'],
    education: 'somecollege',
    years: 0,
    willing: 'graduate',
    settings: ['clinical'],
    values: ['Support', 'Achievement'],
    skills: ['science', 'health', 'helping'],
    tools: 'microscopes, pipettes, excel, a little R from stats',
    goals:
      'want to go to PA school after i graduate. need patient care hours first so looking at cna, emt or scribe jobs. love anatomy',
    target: { phrase: 'PA school', codes: ['29-1071.00'] },
    accept: [
      '29-1071.00', // Physician Assistants (z5: named)
      '29-2042.00', // Emergency Medical Technicians (z3: patient-care hours, named)
      '31-1131.00', // Nursing Assistants (z3: patient-care hours, named)
      '31-9092.00', // Medical Assistants (z3: patient-care hours)
      '29-1141.00', // Registered Nurses (z4: patient care, within reach)
      '29-2012.00', // Medical and Clinical Laboratory Technicians (z3: her likes, blood samples)
      '19-4021.00', // Biological Technicians (z4: her likes, a biology lab)
      '29-1123.00', // Physical Therapists (z5: her likes, rehabilitation)
    ],
    why: 'Just starting out with no job (unsure), some college in biology and graduate school she would take (zone 5): the career she names (physician assistants), the patient-care jobs she names as the way there (EMTs, nursing assistants; medical assistants beside them), and the work her strongest areas (investigative, social) and loved activities point to within reach: nursing, clinical laboratory technicians (blood samples), biological technicians (a biology lab), physical therapists (rehabilitation). Physicians are not her goal; scribes have no O*NET occupation of their own (medical transcriptionists and secretaries are desk work).',
  },
];
