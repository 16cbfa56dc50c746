import type { Persona } from '../persona.js';

/**
 * Twelve people added on 2026-11-25 by a session that changes no engine, all held out and measured on main 031b726
 * before any change of that session: occupations rounds 1 to 11 lack, in the words people type. Staying and
 * advancing: a school cafeteria cook, a dispensing optician and a crane operator; related moves: a court reporter
 * worried about digital recording, a surgical technologist leaving on-call work, a zookeeper with a zoology degree and
 * a father back after seven years at home; changing field: a pest control technician after a reaction to the
 * chemicals and a pharmaceutical sales rep leaving sales; not sure: a retired air traffic controller, a movie-theatre
 * usher of 19 and a painting graduate working retail. Current jobs in Job Zones 2 to 4. Labels follow EVAL.md's rules,
 * never the engine's output; the O*NET Related Occupations (P-S primary-short, P-L primary-long, S supplemental) and
 * Job Zones behind each are in `why`.
 */
export const ADDED_2026_11_ROUND12: Persona[] = [
  {
    id: 'r12-school-cafeteria-cook',
    split: 'heldout',
    who: 'Cook in an elementary school cafeteria for eleven years, high school, wants to run the kitchen when the manager retires',
    jobTitle: 'cook, elementary school cafeteria (lunch lady lol)',
    jobCode: '35-2012.00',
    intent: 'stay',
    interests: { R: 3.5, I: 1.5, A: 2.5, S: 3.5, E: 2.5, C: 3 },
    likes: ['Keep inventory records', 'Take care of children at a day-care center'],
    dislikes: ['Buy and sell stocks and bonds', 'Study the movement of planets'],
    style: 'generous',
    education: 'highschool',
    years: 11,
    willing: 'short',
    settings: ['workshop', 'customers'],
    values: ['Working Conditions', 'Relationships', 'Support'],
    skills: ['organising', 'helping'],
    tools: 'combi ovens, steam kettle, tilt skillet, the meal card POS, production records, ServSafe',
    goals:
      'i want to stay in school food service and run a kitchen, our manager retires in 2 yrs and i already do the ordering when shes out. summers off matter to me',
    accept: [
      '35-2012.00', // Cooks, Institution and Cafeteria (own job: staying, z2)
      '35-1012.00', // First-Line Supervisors of Food Preparation and Serving Workers (P-L, z2: the kitchen lead)
      '11-9051.00', // Food Service Managers (P-L, z2: the cafeteria manager she names)
      '35-1011.00', // Chefs and Head Cooks (P-S, z3: the head cook, within reach after eleven years)
      '29-2051.00', // Dietetic Technicians (S, z3: school nutrition menus, within reach)
    ],
    why: 'Cooks, Institution and Cafeteria 35-2012 (z2), eleven years: related work reaches z4. Staying and advancing: her own job, the supervisors above it (35-1012 P-L) and the food service manager she names (11-9051 P-L), the head cook (35-1011 P-S, z3) and the school-nutrition side step up (Dietetic Technicians 29-2051 S, z3). Restaurant and fast-food cooking are side or down steps she does not ask for.',
  },
  {
    id: 'r12-pest-control-to-hvac',
    split: 'heldout',
    who: 'Pest control technician for seven years, high school, had a reaction to the chemicals, wants an HVAC program',
    jobTitle: 'pest control tech (residential routes)',
    jobCode: '37-2021.00',
    intent: 'change',
    interests: { R: 4, I: 2.5, A: 1.5, S: 2.5, E: 2, C: 2.5 },
    likes: ['Repair household appliances', 'Assemble electronic parts'],
    dislikes: ['Conduct chemical experiments', 'Sell merchandise at a department store'],
    style: 'plain',
    education: 'highschool',
    years: 7,
    willing: 'program',
    settings: ['vehicle', 'workshop'],
    values: ['Working Conditions', 'Achievement', 'Independence'],
    skills: ['mechanical', 'communication'],
    tools: 'B&G sprayer, dusters, bait stations, moisture meter, company truck, PestPac on a tablet',
    goals:
      'done spraying chemicals, i had a bad reaction last summer and my doctor said get out. want to get into hvac, theres a 1 yr program at the community college or an apprenticeship. i like fixing things',
    target: { phrase: 'hvac', codes: ['49-9021.00'] },
    accept: [
      '49-9021.00', // Heating, Air Conditioning, and Refrigeration Mechanics and Installers (named, z3 by the program)
      '49-9071.00', // Maintenance and Repair Workers, General (z3: fixing things, no chemicals)
      '47-2152.00', // Plumbers, Pipefitters, and Steamfitters (z3 by apprenticeship)
      '47-2111.00', // Electricians (z3 by apprenticeship)
      '49-9041.00', // Industrial Machinery Mechanics (z3)
      '49-9031.00', // Home Appliance Repairers (z2: his liked activity)
      '47-2211.00', // Sheet Metal Workers (z2: HVAC ductwork)
    ],
    why: 'Pest Control Workers 37-2021 (z2), changing field: nothing in pest control, pesticide application, landscaping or the other chemical-handling Related Occupations (37-3012, 47-4041 P-S). High school plus a one-year program or apprenticeship reaches z3: the named HVAC mechanics and the repair trades next to it (maintenance and repair, plumbing, electrical, industrial machinery, z3; appliance repair and sheet metal, z2).',
  },
  {
    id: 'r12-optician-stay',
    split: 'heldout',
    who: 'Licensed dispensing optician, associate degree, nine years in retail optical, wants to manage a shop or move to an ophthalmology practice',
    jobTitle: 'Licensed optician (ABOC), retail optical',
    jobCode: '29-2081.00',
    intent: 'stay',
    interests: { R: 3, I: 3, A: 2.5, S: 3.5, E: 3, C: 3 },
    likes: ['Test the quality of parts before shipment', 'Manage a retail store'],
    dislikes: ['Put out forest fires', 'Perform jazz or tap dance'],
    style: 'middling',
    education: 'associate',
    years: 9,
    willing: 'short',
    settings: ['customers', 'clinical'],
    values: ['Achievement', 'Recognition', 'Relationships'],
    skills: ['health', 'helping', 'mechanical'],
    tools: 'lensometer, pupillometer, Santinelli edger, frame warmer, OfficeMate, contact lens trial sets',
    goals:
      'Staying in optical. I would like to manage a store or a whole optical department, or go work with an ophthalmologist as a tech doing workups.',
    accept: [
      '29-2081.00', // Opticians, Dispensing (own job, z3)
      '29-2057.00', // Ophthalmic Medical Technicians (P-S, z3: the workups she names)
      '29-2099.05', // Ophthalmic Medical Technologists (P-S, z3)
      '29-2092.00', // Hearing Aid Specialists (P-L, z3: the same dispensing work)
      '41-1011.00', // First-Line Supervisors of Retail Sales Workers (z2: managing the optical store)
      '11-9111.00', // Medical and Health Services Managers (z4: running an optical department, within reach after nine years)
    ],
    why: 'Opticians, Dispensing 29-2081 (z3), nine years: related work reaches z4. Staying and advancing: her own job, the ophthalmic technicians and technologists she names (P-S, z3), the hearing-aid dispensing specialty (P-L), the store manager and the practice or department manager (11-9111, z4). Optometrist and ophthalmologist (z5) are beyond reach and not asked for.',
  },
  {
    id: 'r12-court-reporter-related',
    split: 'heldout',
    who: 'Freelance stenographic court reporter for sixteen years, associate degree, work drying up with digital recording, wants paralegal work',
    jobTitle: 'freelance court reporter (steno), RPR',
    jobCode: '27-3092.00',
    intent: 'related',
    interests: { R: 1.5, I: 2.5, A: 3, S: 2.5, E: 2, C: 4 },
    likes: ['Proofread records or forms', 'Write books or plays'],
    dislikes: ['Lay brick or tile', 'Drive a truck to deliver packages to offices and homes'],
    style: 'harsh',
    education: 'associate',
    years: 16,
    willing: 'short',
    settings: ['office', 'remote'],
    values: ['Independence', 'Working Conditions', 'Achievement'],
    skills: ['communication', 'law', 'organising'],
    tools: 'Luminex steno machine, Case CATalyst, realtime feeds, Word, Acrobat, 225 wpm',
    goals:
      'Depositions are going to digital recorders in half the firms I work for. I want to stay in the legal world but not as a reporter: paralegal, legal assistant, or proofreading transcripts and documents.',
    target: { phrase: 'paralegal', codes: ['23-2011.00'] },
    accept: [
      '23-2011.00', // Paralegals and Legal Assistants (P-S, z3: named)
      '43-6012.00', // Legal Secretaries and Administrative Assistants (P-S, z3)
      '43-9081.00', // Proofreaders and Copy Markers (S, z4: named, within reach after sixteen years)
      '15-1299.03', // Document Management Specialists (S, z4: legal documents)
      '23-2093.00', // Title Examiners, Abstractors, and Searchers (S, z2: records work in the legal world)
    ],
    why: 'Court Reporters and Simultaneous Captioners 27-3092 (z3), sixteen years: related work reaches z4. A related move into the legal world, not reporting: paralegals and legal secretaries (P-S), proofreaders and document management (S, z4) and title examiners (S). The clerical Related Occupations (typists, file clerks, data entry) are steps down, medical transcription is outside the legal world she asks for, and judicial clerks, lawyers and judges are z5.',
  },
  {
    id: 'r12-surgical-tech-related',
    split: 'heldout',
    who: 'Certified surgical technologist, eight years in ortho and neuro ORs, associate degree, burned out on call, wants a day-shift imaging program',
    jobTitle: 'CST - OR (ortho/neuro), call q3 weekends',
    jobCode: '29-2055.00',
    intent: 'related',
    interests: { R: 3.5, I: 3.5, A: 1.5, S: 3, E: 1.5, C: 3 },
    likes: ['Examine blood samples using a microscope', 'Do laboratory tests to identify diseases'],
    dislikes: ['Sell merchandise at a department store', 'Market a new line of clothing'],
    style: 'plain',
    education: 'associate',
    years: 8,
    willing: 'program',
    settings: ['clinical'],
    values: ['Working Conditions', 'Achievement', 'Support'],
    skills: ['health', 'science', 'mechanical'],
    tools: 'back table and Mayo setups, Stryker power, Mazor robot, autoclave, Epic OpTime, preference cards',
    goals:
      'No more call and no more 3am traumas. I want days, Monday to Friday. Thinking sonography (there is an 18 month program near me) or cardiovascular tech, something still hands-on with patients.',
    target: { phrase: 'sonography', codes: ['29-2032.00'] },
    accept: [
      '29-2032.00', // Diagnostic Medical Sonographers (P-L, z3: named)
      '29-2031.00', // Cardiovascular Technologists and Technicians (P-S, z3: named)
      '29-2034.00', // Radiologic Technologists and Technicians (P-L, z3)
      '29-2012.00', // Medical and Clinical Laboratory Technicians (P-L, z3: the lab activities she likes)
      '29-2057.00', // Ophthalmic Medical Technicians (P-L, z3: clinic days)
      '29-2099.01', // Neurodiagnostic Technologists (S, z3: her neuro cases)
    ],
    why: 'Surgical Technologists 29-2055 (z3), eight years: related work reaches z4, a program z3. A related move to day-shift, hands-on work: the imaging and diagnostic Related Occupations she names (sonographers P-L, cardiovascular technologists P-S) and the others of that kind (radiologic, lab, ophthalmic P-L; neurodiagnostic S). Surgical assistants keep the call she is leaving; equipment preparers and endoscopy technicians are z2 steps down; surgeons and anesthesia are z5.',
  },
  {
    id: 'r12-crane-operator-stay',
    split: 'heldout',
    who: 'Union crane operator for twenty-two years, high school, wants off the seat within a few years: lift director or superintendent',
    jobTitle: 'Crane operator (NCCCO lattice + tower), local 150',
    jobCode: '53-7021.00',
    intent: 'stay',
    interests: { R: 4.5, I: 2, A: 1, S: 2.5, E: 3, C: 3 },
    likes: ['Set up and operate machines to make products', 'Test the quality of parts before shipment'],
    dislikes: ['Perform jazz or tap dance', 'Write scripts for movies or television shows'],
    style: 'harsh',
    education: 'highschool',
    years: 22,
    willing: 'short',
    settings: ['outdoors', 'vehicle'],
    values: ['Achievement', 'Independence', 'Working Conditions'],
    skills: ['mechanical', 'leadership', 'numbers'],
    tools: 'Liebherr tower cranes, Manitowoc crawlers, load charts, LMI, lift plans, rigging, radios and hand signals',
    goals:
      'Want to stay in cranes but get off the seat in a few years. Lift director, lift planning, running the crane side of a big job as a super.',
    accept: [
      '53-7021.00', // Crane and Tower Operators (own job, z3)
      '47-1011.00', // First-Line Supervisors of Construction Trades and Extraction Workers (z3: the super and lift director)
      '53-1043.00', // First-Line Supervisors of Material-Moving Machine and Vehicle Operators (S, z3)
      '11-9021.00', // Construction Managers (z4: reachable with twenty-two years on big jobs)
      '47-2073.00', // Operating Engineers and Other Construction Equipment Operators (P-S, z2: the same trade's other machines)
    ],
    why: 'Crane and Tower Operators 53-7021 (z3), twenty-two years: related work reaches z4. Staying and advancing: his own job, its heavy-equipment specialty (operating engineers P-S), the supervisors above it (construction trades 47-1011 and material-moving operators 53-1043 S) and construction management (z4 by experience). Mining machines, riggers, loaders and laborers are side or down steps.',
  },
  {
    id: 'r12-retired-atc-unsure',
    split: 'heldout',
    who: 'Air traffic controller retired at 56 after twenty-seven years at a TRACON, some college, wants part-time work, not sure what',
    jobTitle: 'air traffic controller (TRACON), retired - mandatory at 56',
    jobCode: '53-2021.00',
    intent: 'unsure',
    interests: { R: 3, I: 3.5, A: 1.5, S: 3, E: 2.5, C: 4 },
    likes: ['Develop a way to better predict the weather', 'Operate a calculator'],
    dislikes: ['Sell merchandise at a department store', 'Operate a beauty salon or barber shop'],
    style: 'middling',
    education: 'somecollege',
    years: 27,
    totalYears: 31,
    willing: 'short',
    settings: ['office'],
    values: ['Independence', 'Working Conditions', 'Achievement'],
    skills: ['numbers', 'technology', 'communication'],
    tools: 'STARS scopes, ERAM, flight strips, ATIS, a lot of radio time',
    goals:
      'retired from the tracon at 56 (mandatory). pension is fine. want something part time that keeps my brain busy. not sure what, maybe aviation again maybe not',
    accept: [
      '53-2022.00', // Airfield Operations Specialists (P-S, z3)
      '53-6051.01', // Aviation Inspectors (P-L, z3)
      '53-6041.00', // Traffic Technicians (P-L, z3)
      '51-8012.00', // Power Distributors and Dispatchers (S, z3: the same watch over a live system)
      '11-3071.00', // Transportation, Storage, and Distribution Managers (S, z4: within reach after 27 years)
    ],
    why: 'Air Traffic Controllers 53-2021 (z3), twenty-seven years, retired at the mandatory age: his own job is closed to him. Unsure: the Related Occupations within reach (z4 by experience) that are not steps down: airfield operations (P-S), aviation inspectors and traffic technicians (P-L), power dispatchers and transportation managers (S). Dispatchers and 911 call-takers (z2) and flight attendants are steps down; pilots ask for flight training he does not want.',
  },
  {
    id: 'r12-zookeeper-related',
    split: 'heldout',
    who: 'Zookeeper on a primate team for six years, BS in zoology, paid too little, wants wildlife biology or conservation work',
    jobTitle: 'zookeeper II (primates)',
    jobCode: '39-2021.00',
    intent: 'related',
    interests: { R: 4, I: 4, A: 2, S: 2.5, E: 1.5, C: 2 },
    likes: ['Work in a biology lab', 'Raise fish in a fish hatchery'],
    dislikes: ['Buy and sell stocks and bonds', 'Manage a retail store'],
    style: 'generous',
    education: 'bachelor',
    years: 6,
    willing: 'short',
    settings: ['outdoors'],
    values: ['Achievement', 'Independence', 'Working Conditions'],
    skills: ['science', 'mechanical', 'communication'],
    tools: 'target training, enrichment schedules, ZIMS records, dart equipment (assist), telemetry collars in college',
    goals:
      '17/hr with a zoology degree is not sustainable. i want to actually use the degree: wildlife biologist, field tech for the state DNR, conservation work. fine with seasonal field jobs at first',
    target: { phrase: 'wildlife biologist', codes: ['19-1023.00'] },
    accept: [
      '19-1023.00', // Zoologists and Wildlife Biologists (S, z4: named, reached by the bachelor's)
      '19-4021.00', // Biological Technicians (z4: the field technician she names)
      '19-1031.00', // Conservation Scientists (z4: conservation work)
      '19-4071.00', // Forest and Conservation Technicians (z3: DNR field work)
      '33-3031.00', // Fish and Game Wardens (z4: state wildlife agency work)
      '29-2056.00', // Veterinary Technologists and Technicians (P-S, z3: animal health with her science)
    ],
    why: "Animal Caretakers 39-2021 (z2), six years, a bachelor's in zoology: z4 by education. A related move that uses the degree: wildlife biologists (S) named, and the field and conservation work beside it (biological and conservation technicians, conservation scientists, wardens) plus veterinary technicians (P-S). Trainers, breeders, animal control and lab-animal caretakers keep her pay where it is (z2); veterinarians and animal scientists are z5.",
  },
  {
    id: 'r12-theater-usher-unsure',
    split: 'heldout',
    who: 'Usher and concessions worker at a movie theatre, 19, high school, two years in, no idea what next',
    jobTitle: 'usher/concessions @ regal',
    jobCode: '39-3031.00',
    intent: 'unsure',
    interests: { R: 2, I: 2, A: 3.5, S: 3, E: 2.5, C: 2 },
    likes: ['Edit movies', 'Create special effects for movies'],
    dislikes: ['Calculate the wages of employees', 'Lay brick or tile'],
    style: 'middling',
    education: 'highschool',
    years: 2,
    willing: 'short',
    settings: ['customers'],
    values: ['Relationships', 'Working Conditions', 'Recognition'],
    skills: ['communication', 'creative'],
    tools: 'pos register, popcorn machine lol, premiere pro a little, capcut',
    goals: 'idk honestly. i like movies and editing clips but dont want to be stuck at the theater forever. not sure',
    accept: [
      '39-1014.00', // First-Line Supervisors of Entertainment and Recreation Workers (S, z2: the step up at the theatre)
      '43-4081.00', // Hotel, Motel, and Resort Desk Clerks (P-S, z2)
      '43-4181.00', // Reservation and Transportation Ticket Agents and Travel Clerks (P-S, z2)
      '53-2031.00', // Flight Attendants (P-L, z2)
      '43-4171.00', // Receptionists and Information Clerks (P-L, z2)
      '53-6061.00', // Passenger Attendants (P-S, z2)
    ],
    why: 'Ushers, Lobby Attendants, and Ticket Takers 39-3031 (z2), two years, high school and a short course: z2. Unsure: the supervisory step up (39-1014 S) and the z2 Related Occupations that are not steps down (desk clerks, ticket agents, passenger attendants P-S; flight attendants, receptionists P-L). Film editing and effects (z4) are beyond what a short course reaches; hosts, cashiers, coat-room and amusement attendants are the same level or below.',
  },
  {
    id: 'r12-returning-dad-related',
    split: 'heldout',
    who: 'Father home with three children for seven years, before that six years a loan processor at a credit union, some college, wants steady daytime finance work',
    jobTitle: 'stay at home dad, was a loan processor at a credit union till 2018',
    jobCode: '43-4131.00',
    intent: 'related',
    interests: { R: 1.5, I: 2.5, A: 2, S: 3, E: 2.5, C: 4.5 },
    likes: ['Record rent payments', 'Develop a spreadsheet using computer software'],
    dislikes: ['Put out forest fires', 'Lay brick or tile'],
    style: 'plain',
    education: 'somecollege',
    years: 6,
    totalYears: 9,
    willing: 'short',
    settings: ['office', 'hybrid'],
    values: ['Working Conditions', 'Support', 'Relationships'],
    skills: ['numbers', 'organising', 'communication'],
    tools: 'Encompass, Excel, credit reports, QuickBooks (I do the PTA books)',
    goals:
      'Youngest starts first grade in the fall so I am going back to work. Not loan processing again (month-end crunch), something steadier in finance with school hours if possible: bookkeeping, new accounts, member services.',
    accept: [
      '43-3031.00', // Bookkeeping, Accounting, and Auditing Clerks (P-L, z3: named)
      '43-4141.00', // New Accounts Clerks (P-L, z3: named)
      '43-3021.00', // Billing and Posting Clerks (S, z3)
      '43-4061.00', // Eligibility Interviewers, Government Programs (S, z3: steady hours)
      '13-2041.00', // Credit Analysts (P-S, z4: within reach after six years in lending)
      '43-9041.00', // Insurance Claims and Policy Processing Clerks (P-L, z2)
    ],
    why: 'Loan Interviewers and Clerks 43-4131 (z3), six years, some college: related work reaches z4. A related move away from loan processing: the steadier finance Related Occupations he names or that fit them (bookkeeping and new accounts P-L, billing clerks and eligibility interviewers S, claims processing P-L) and credit analysis (P-S, z4). Loan officers, advisors and securities sales are the quota work he is leaving; collectors are not what he asks for.',
  },
  {
    id: 'r12-painting-grad-unsure',
    split: 'heldout',
    who: 'BFA in painting (2025), part time at an art supply store, wants creative work that pays rent, not sure what is realistic',
    jobTitle: 'part time @ art supply store (BFA painting 2025)',
    jobCode: '41-2031.00',
    intent: 'unsure',
    interests: { R: 2.5, I: 2.5, A: 5, S: 3, E: 2, C: 1.5 },
    likes: ['Draw pictures', 'Paint sets for plays'],
    dislikes: ['Operate a calculator', 'Buy and sell stocks and bonds'],
    style: 'generous',
    education: 'bachelor',
    years: 1,
    willing: 'short',
    settings: ['workshop', 'hybrid'],
    values: ['Achievement', 'Independence', 'Recognition'],
    skills: ['creative', 'communication'],
    tools: 'oils, acrylics, Procreate, some Photoshop and Illustrator, stretching canvas, the register at work',
    goals:
      'i have a painting degree and i work retail. i dont want retail forever. something creative that pays rent, i honestly dont know whats realistic',
    accept: [
      '27-1013.00', // Fine Artists, Including Painters, Sculptors, and Illustrators (z3: her own art)
      '27-1024.00', // Graphic Designers (z4 by the bachelor's)
      '27-1014.00', // Special Effects Artists and Animators (z4)
      '25-4013.00', // Museum Technicians and Conservators (z4)
      '27-1026.00', // Merchandise Displayers and Window Trimmers (z3: creative work from a retail start)
      '27-1012.00', // Craft Artists (z3)
    ],
    why: "Retail Salespersons 41-2031 (z2), one year, a bachelor's in painting: z4 by education. Unsure, but her goals rule out staying in retail, so neither her job nor its supervisors: the work her strongest area and liked activities point to within z4: fine artists, graphic designers, animators, museum technicians, displayers and craft artists. Art directors ask for years of experience; set designers and art teachers at college level are z5.",
  },
  {
    id: 'r12-pharma-rep-change',
    split: 'heldout',
    who: 'Pharmaceutical sales rep in cardiology for nine years, BS in biology, done with sales, wants clinical research or teaching biology',
    jobTitle: 'Specialty pharma sales rep (cardiology)',
    jobCode: '41-4011.00',
    intent: 'change',
    interests: { R: 2, I: 4, A: 2, S: 4, E: 3, C: 3 },
    likes: ['Teach a high-school class', 'Work in a biology lab'],
    dislikes: ['Sell merchandise at a department store', 'Buy and sell stocks and bonds'],
    style: 'plain',
    education: 'bachelor',
    years: 9,
    willing: 'program',
    settings: ['clinical', 'classroom', 'office'],
    values: ['Achievement', 'Relationships', 'Working Conditions'],
    skills: ['science', 'communication', 'health'],
    tools: 'Veeva CRM, Salesforce, Excel, territory call plans, clinical reprints',
    goals:
      'Done with sales and quotas for good. I want to change careers and use my biology: clinical research coordinator, or teaching high school biology through the one-year alternative certification.',
    target: { phrase: 'clinical research coordinator', codes: ['11-9121.01'] },
    accept: [
      '11-9121.01', // Clinical Research Coordinators (z4: named)
      '25-2031.00', // Secondary School Teachers (z4: named, through the alternative certification)
      '25-2022.00', // Middle School Teachers (z4: the same certification)
      '19-4021.00', // Biological Technicians (z4: her biology)
      '21-1091.00', // Health Education Specialists (z4: health and teaching)
    ],
    why: "Sales Representatives, Technical and Scientific Products 41-4011 (z4), nine years, a bachelor's in biology: z4. Changing field: nothing in sales, sales management, purchasing or buying (the Related Occupations). The careers she names (clinical research coordinators, secondary teachers) and the science and teaching work beside them within z4 (middle school teachers, biological technicians, health educators).",
  },
];
