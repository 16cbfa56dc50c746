import type { Persona } from '../persona.js';

/**
 * Twelve people added on 2026-11-24 before the eighth round of tuning, all held out: kinds the first 107 lack (Job
 * Zone 1-2 production and service workers, people changing field from them, older workers, someone returning to
 * work, a laid-off manager): a poultry-plant trimmer moving up (staying); a sewing-machine operator of 58 whose plant
 * is closing, an LPN back after eight years caring for her mother, a laid-off printing-plant manager of 54 and a
 * radio host replaced by automation (unsure); a nail technician going into dental hygiene, a press operator going into
 * graphic design, a correctional officer going into addiction counselling and a line cook getting a CDL (changing
 * field); an auto-parts counterman moving into purchasing, a school custodian moving into maintenance and a
 * wastewater operator of 59 wanting days in the lab or training (related moves). Labels follow EVAL.md's rules, never
 * the engine's output; the O*NET Related Occupations (P-S primary-short, P-L primary-long, S supplemental) and Job
 * Zones behind each are in `why`.
 */
export const ADDED_2026_11_ROUND8: Persona[] = [
  {
    id: 'poultry-trimmer-stay',
    split: 'heldout',
    who: 'Poultry-plant deboning-line trimmer, no diploma, eleven years, wants to move up at the plant',
    jobTitle: 'Deboner / trimmer, poultry plant',
    jobCode: '51-3022.00',
    intent: 'stay',
    interests: { R: 3.6, I: 1.6, A: 1.8, S: 2.4, E: 2.6, C: 2.8 },
    likes: ['Set up and operate machines to make products', 'Test the quality of parts before shipment'],
    dislikes: ['Write books or plays', 'Teach a high-school class'],
    style: 'harsh',
    education: 'none',
    years: 11,
    willing: 'short',
    settings: ['workshop'],
    values: ['Working Conditions', 'Support', 'Recognition'],
    skills: ['mechanical', 'leadership'],
    tools: 'Boning knife, steel, whizard trimmer',
    goals:
      'Eleven years on the deboning line. I want to move up: lead the line, become a butcher or run the slicing machines.',
    target: { phrase: 'butcher', codes: ['51-3021.00'] },
    accept: [
      '51-3022.00', // Meat, Poultry, and Fish Cutters and Trimmers (own work)
      '51-3021.00', // Butchers and Meat Cutters (P-S, z2: named, the skilled step of the same work)
      '51-3023.00', // Slaughterers and Meat Packers (P-S, z2: the plant's same work a zone up)
      '51-9032.00', // Cutting and Slicing Machine Setters, Operators, and Tenders (P-L, z2: named, the slicing machines)
      '51-1011.00', // First-Line Supervisors of Production and Operating Workers (z3: the line lead; eleven years)
    ],
    why: 'Staying and advancing in meat cutting (51-3022, z1), no diploma, eleven years (related work reaches zone 3): his own work, the skilled and zone-2 roles of the same work (butchers, named; slaughterers and meat packers P-S; the slicing machines he names P-L) and the line supervisor above it. Packers, graders and farmworkers (P-S) are side steps or down; cooks and food preparation (S) are another kind of work.',
  },
  {
    id: 'sewing-operator-older-unsure',
    split: 'heldout',
    who: 'Sewing-machine operator of 58, high school, thirty years sewing seat covers, the plant is closing, unsure what now',
    jobTitle: 'Sewing machine operator (auto seat covers)',
    jobCode: '51-6031.00',
    intent: 'unsure',
    interests: { R: 3.6, I: 1.6, A: 2.8, S: 2.4, E: 1.8, C: 3 },
    likes: ['Test the quality of parts before shipment', 'Assemble electronic parts'],
    dislikes: ['Sell merchandise at a department store', 'Represent a client in a lawsuit'],
    style: 'middling',
    education: 'highschool',
    years: 30,
    willing: 'short',
    settings: ['workshop'],
    values: ['Working Conditions', 'Support', 'Relationships'],
    skills: ['mechanical', 'organising'],
    tools: 'Juki industrial sewing machine, double-needle machine',
    goals:
      "The plant is closing after thirty years of sewing seat covers. I am 58 and not sure what I can do now. I am fast and careful with my hands, and I'd rather sit than stand all day.",
    accept: [
      '51-6031.00', // Sewing Machine Operators (own work: unsure keeps it acceptable)
      '51-1011.00', // First-Line Supervisors of Production and Operating Workers (z3: the step up; thirty years)
      '51-6052.00', // Tailors, Dressmakers, and Custom Sewers (S, z2: her craft, sitting work)
      '51-6051.00', // Sewers, Hand (P-L, z1: the same skill)
      '51-6042.00', // Shoe Machine Operators and Tenders (P-S, z2)
      '51-6063.00', // Textile Knitting and Weaving Machine Setters, Operators, and Tenders (P-S, z2)
      '51-6062.00', // Textile Cutting Machine Setters, Operators, and Tenders (P-L, z2)
      '51-6041.00', // Shoe and Leather Workers and Repairers (P-L, z2)
      '51-6064.00', // Textile Winding, Twisting, and Drawing Out Machine Setters, Operators, and Tenders (S, z2)
      '51-9191.00', // Adhesive Bonding Machine Operators and Tenders (S, z2)
      '51-5113.00', // Print Binding and Finishing Workers (S, z2)
      '51-9061.00', // Inspectors, Testers, Sorters, Samplers, and Weighers (z2: her likes, careful work)
      '51-2023.00', // Electromechanical Equipment Assemblers (z2: her likes)
      '51-2092.00', // Team Assemblers (z2: her likes)
    ],
    why: 'Unsure, high school and thirty years as a sewing-machine operator (51-6031, z1; related work reaches zone 3), who would take a short course and would rather sit: her own work, the production supervisor above it, the O*NET relations of zone 2 that use her hands and machines the same way (shoe, textile and leather work, custom sewing, bonding, binding; P-S, P-L, S) and the inspection and assembly her likes point to. Pressers, hand cutters and laundry (P-S, S, z1) are a step down; machine feeders (P-L) less skill; metal and wood machine-tool setting (S) a trade she has not learned.',
  },
  {
    id: 'lpn-returning-unsure',
    split: 'heldout',
    who: 'LPN returning after eight years at home caring for her mother, unsure whether to go back to nursing or into rehab work',
    jobTitle: 'LPN (before I stopped working)',
    jobCode: '29-2061.00',
    intent: 'unsure',
    interests: { R: 3, I: 3, A: 2, S: 4.2, E: 2, C: 2.8 },
    likes: [
      'Perform rehabilitation therapy',
      'Help people with personal or emotional problems',
      'Teach an individual an exercise routine',
    ],
    dislikes: ['Buy and sell stocks and bonds', 'Drive a truck to deliver packages to offices and homes'],
    education: 'somecollege',
    years: 5,
    willing: 'program',
    settings: ['clinical'],
    values: ['Relationships', 'Support', 'Working Conditions'],
    skills: ['health', 'helping'],
    tools: 'Epic (years ago), glucometer, wound care supplies',
    goals:
      'I was an LPN for five years, then home eight years caring for my mother. I want to work with patients again but I am not sure: back to nursing, or rehab or therapy work. Day shifts, not a hospital floor.',
    accept: [
      '29-2061.00', // Licensed Practical and Licensed Vocational Nurses (own work: unsure keeps it acceptable)
      '29-1141.00', // Registered Nurses (P-S, z4: the step up, an LPN-to-RN bridge program; five years of related work)
      '31-2011.00', // Occupational Therapy Assistants (S, z3: rehab, her likes, a program)
      '31-2021.00', // Physical Therapist Assistants (z3: rehab, her likes, a program)
      '29-2053.00', // Psychiatric Technicians (z3: her likes, helping with emotional problems)
      '39-9031.00', // Exercise Trainers and Group Fitness Instructors (z3: her likes)
    ],
    why: 'Unsure, some college, five years as an LPN (29-2061, z3; related work reaches zone 4) and a one- to two-year program she would take, asking for day shifts off the hospital floor: her own work, the RN step up (P-S), the rehab and therapy work her likes point to (occupational therapy assistants S; physical therapist assistants), psychiatric technicians and exercise trainers (her likes). Acute and critical care nurses, paramedics and surgical assistants (P-S, S) are hospital or ambulance shift work her goals rule out; nursing assistants, medical assistants, home health and physical therapist aides (P-L, S) are a step down; nurse practitioners, anaesthetists and physicians (P-S, S, z5) are graduate school.',
  },
  {
    id: 'plant-manager-laid-off-unsure',
    split: 'heldout',
    who: 'Production manager of 54 laid off after 22 years at a printing plant, some college, unsure whether to run another plant',
    jobTitle: 'Plant production manager',
    jobCode: '11-3051.00',
    intent: 'unsure',
    interests: { R: 3.2, I: 2.4, A: 1.8, S: 3, E: 4, C: 3.8 },
    likes: [
      'Manage a department within a large company',
      'Keep shipping and receiving records',
      'Give career guidance to people',
    ],
    dislikes: ['Perform jazz or tap dance', 'Draw pictures'],
    education: 'somecollege',
    years: 22,
    willing: 'short',
    settings: ['office', 'workshop'],
    values: ['Achievement', 'Recognition', 'Independence'],
    skills: ['leadership', 'organising', 'numbers'],
    tools: 'SAP, Excel, lean / 5S, OSHA 30',
    goals:
      'Laid off at 54 after 22 years running production at a printing plant. Not sure if I should find another plant to run or do something else: operations, logistics, or training people.',
    accept: [
      '11-3051.00', // Industrial Production Managers (own work: unsure keeps it acceptable)
      '11-1021.00', // General and Operations Managers (P-S, z4: the step up, operations)
      '11-3051.01', // Quality Control Systems Managers (P-S, z4)
      '11-3051.03', // Biofuels Production Managers (P-S, z4: a specialty of his work)
      '11-3051.04', // Biomass Power Plant Managers (P-S, z4: a specialty of his work)
      '11-3071.00', // Transportation, Storage, and Distribution Managers (P-S, z4: logistics, named)
      '11-3071.04', // Supply Chain Managers (P-L, z4: logistics)
      '13-1082.00', // Project Management Specialists (P-L, z4)
      '13-1081.00', // Logisticians (S, z4: logistics, named)
      '13-1151.00', // Training and Development Specialists (z4: training people, named; his likes)
    ],
    why: 'Unsure, some college and 22 years as an industrial production manager (11-3051, z4; related work keeps zone 4), who would take a short course: his own work and its specialties, the operations step up, the logistics, quality and project relations at his level (P-S, P-L, S) and the training work he names. First-line supervisors, engineering technologists, expediting clerks and assemblers (S) and the zone-3 hydroelectric and geothermal managers (P-L) are a step down; construction managers (P-L) ask for construction experience; industrial, manufacturing and validation engineers (S) an engineering degree.',
  },
  {
    id: 'radio-host-unsure',
    split: 'heldout',
    who: "Radio morning-show host, bachelor's, twelve years, replaced by automation, unsure whether to stay in media",
    jobTitle: 'Radio DJ / morning show host',
    jobCode: '27-3011.00',
    intent: 'unsure',
    interests: { R: 1.8, I: 2.2, A: 4, S: 3.4, E: 4, C: 2 },
    likes: [
      'Write scripts for movies or television shows',
      'Market a new line of clothing',
      'Play a musical instrument',
    ],
    dislikes: ['Calculate the wages of employees', 'Lay brick or tile'],
    style: 'generous',
    education: 'bachelor',
    years: 12,
    willing: 'short',
    settings: ['office', 'hybrid', 'customers'],
    values: ['Recognition', 'Achievement', 'Relationships'],
    skills: ['communication', 'creative', 'sales'],
    tools: 'Adobe Audition, WideOrbit, social media, a microphone',
    goals:
      'The station replaced me with automation after twelve years on the morning show. Not sure whether to stay in media or use my voice and people skills somewhere else: events, promotions, something live.',
    accept: [
      '27-3011.00', // Broadcast Announcers and Radio Disc Jockeys (own work: unsure keeps it acceptable)
      '27-2012.03', // Media Programming Directors (P-S, z4: the step up in radio)
      '27-2012.00', // Producers and Directors (P-S, z4)
      '27-3031.00', // Public Relations Specialists (P-S, z4: his voice and people skills)
      '27-3023.00', // News Analysts, Reporters, and Journalists (P-S, z4)
      '27-3043.00', // Writers and Authors (P-L, z4: his likes, scripts)
      '27-2012.04', // Talent Directors (P-L, z4)
      '41-3011.00', // Advertising Sales Agents (S, z4: promotions, selling air time he knows)
      '11-2011.00', // Advertising and Promotions Managers (S, z4: promotions, named; twelve years)
      '13-1011.00', // Agents and Business Managers of Artists, Performers, and Athletes (S, z4)
      '13-1121.00', // Meeting, Convention, and Event Planners (z4: events, named)
    ],
    why: "Unsure, a bachelor's and twelve years as a radio host (27-3011, z4), who would take a short course and names events, promotions and live work: his own work, the programming-director step up, the media relations at his level (P-S, P-L) and the promotion and sales relations (S), and the event planning he names. Media technical directors (P-S) and film editors (P-L) are technical work his answers do not point to; editors (P-L) desk work; disc jockeys outside radio, actors, camera and audio-video technicians (S, z2-3) a step down; music directors and composers (S) ask for composing.",
  },
  {
    id: 'nail-tech-to-dental-hygiene',
    split: 'heldout',
    who: 'Nail technician, high school and a nail licence, eight years, wants a healthcare career in dental hygiene',
    jobTitle: 'Nail technician',
    jobCode: '39-5092.00',
    intent: 'change',
    interests: { R: 3.2, I: 3.2, A: 3, S: 3.6, E: 2.4, C: 2.4 },
    likes: ['Examine blood samples using a microscope', 'Help people with personal or emotional problems'],
    dislikes: ['Buy and sell stocks and bonds', 'Manage a clothing store'],
    education: 'highschool',
    years: 8,
    willing: 'program',
    settings: ['clinical', 'customers'],
    values: ['Working Conditions', 'Relationships', 'Achievement'],
    skills: ['helping', 'creative', 'health'],
    tools: 'E-file, UV lamp, autoclave, Vagaro',
    goals:
      'Eight years doing nails. I want a real career in healthcare, dental hygiene: I love the detail work and talking with clients, and I would go back to school for two years.',
    target: { phrase: 'dental hygiene', codes: ['29-1292.00'] },
    accept: [
      '29-1292.00', // Dental Hygienists (z3: named, an associate program)
      '31-9091.00', // Dental Assistants (P-S of dental hygienists, z3)
      '31-9092.00', // Medical Assistants (P-S of dental hygienists, z3)
      '29-2057.00', // Ophthalmic Medical Technicians (P-S of dental hygienists, z3)
      '29-2055.00', // Surgical Technologists (P-L of dental hygienists, z3)
      '29-1126.00', // Respiratory Therapists (P-L of dental hygienists, z3: an associate program)
      '29-2061.00', // Licensed Practical and Licensed Vocational Nurses (P-S of dental hygienists, z3)
      '51-9081.00', // Dental Laboratory Technicians (S, z2: detail work in dentistry)
      '31-9097.00', // Phlebotomists (z3: healthcare, her likes)
      '29-2012.00', // Medical and Clinical Laboratory Technicians (z3: her likes, microscopes)
    ],
    why: 'Changing field from nail care (Manicurists and Pedicurists 39-5092, z2) to healthcare, high school and a one- to two-year program she would take (zone 3): dental hygiene (named) and its zone-3 relations in clinics (P-S, P-L), dental laboratory work (S of her own job) and the laboratory work her likes point to. Nothing in personal appearance (hairstyling, barbering, skincare, makeup P-S, P-L): the field she leaves; registered nurses (P-L, z4) and dentists (S, z5) are beyond the program she would take.',
  },
  {
    id: 'press-operator-to-graphic-design',
    split: 'heldout',
    who: 'Offset press operator, high school, nine years, draws and does layouts on the side, wants to study graphic design',
    jobTitle: 'Press operator (offset printing)',
    jobCode: '51-5112.00',
    intent: 'change',
    interests: { R: 3.4, I: 2.4, A: 4.2, S: 1.8, E: 2.2, C: 3 },
    likes: ['Draw pictures', 'Paint sets for plays'],
    dislikes: ['Help conduct a group therapy session', 'Sell merchandise at a department store'],
    education: 'highschool',
    years: 9,
    willing: 'degree',
    settings: ['office', 'hybrid'],
    values: ['Achievement', 'Independence', 'Recognition'],
    skills: ['creative', 'technology', 'mechanical'],
    tools: 'Heidelberg Speedmaster, Adobe Illustrator and Photoshop (self-taught)',
    goals:
      'Nine years running presses. I have always drawn and I do layouts for friends and local bands. I want to go to school for graphic design.',
    target: { phrase: 'graphic design', codes: ['27-1024.00'] },
    accept: [
      '27-1024.00', // Graphic Designers (z4: named, a degree)
      '43-9031.00', // Desktop Publishers (P-S of graphic designers, z3: layout)
      '15-1255.00', // Web and Digital Interface Designers (P-S of graphic designers, z4)
      '27-1014.00', // Special Effects Artists and Animators (P-S of graphic designers, z4)
      '27-1013.00', // Fine Artists, Including Painters, Sculptors, and Illustrators (P-S of graphic designers, z3: drawing)
      '27-1021.00', // Commercial and Industrial Designers (P-L of graphic designers, z4)
      '27-1012.00', // Craft Artists (S of graphic designers, z3)
      '27-1026.00', // Merchandise Displayers and Window Trimmers (S of graphic designers, z3)
      '27-4021.00', // Photographers (S of graphic designers, z3)
    ],
    why: 'Changing field from printing production (Printing Press Operators 51-5112, z2) to design, high school and a degree he would take (zone 4): graphic design (named) and its design and art relations within reach (P-S, P-L, S). Nothing in printing production (prepress, binding, press and machine operating P-S, P-L, S): the field he leaves. Art directors (P-S) ask for years of design work; set designers (P-L, z5) graduate school; software developers (P-L) are not design.',
  },
  {
    id: 'corrections-officer-to-counseling',
    split: 'heldout',
    who: "Correctional officer, associate's in criminal justice, ten years, wants out of corrections into addiction counselling",
    jobTitle: 'Correctional officer (county jail)',
    jobCode: '33-3012.00',
    intent: 'change',
    interests: { R: 2.6, I: 2.6, A: 1.8, S: 4, E: 3, C: 2.8 },
    likes: ['Help people with personal or emotional problems', 'Help conduct a group therapy session'],
    dislikes: ['Play a musical instrument', 'Market a new line of clothing'],
    education: 'associate',
    years: 10,
    willing: 'degree',
    settings: ['office', 'clinical'],
    values: ['Relationships', 'Achievement', 'Support'],
    skills: ['helping', 'communication', 'law'],
    tools: 'Jail management system, radio, de-escalation training',
    goals:
      'Ten years in the county jail. Half the inmates are there because of addiction. I want out of corrections and into substance abuse counseling; I would finish a degree.',
    target: { phrase: 'substance abuse counseling', codes: ['21-1011.00'] },
    accept: [
      '21-1011.00', // Substance Abuse and Behavioral Disorder Counselors (z5: named)
      '21-1015.00', // Rehabilitation Counselors (S, z4: counselling within a degree)
      '21-1093.00', // Social and Human Service Assistants (z4: helping, a degree)
      '21-1094.00', // Community Health Workers (z4: helping)
      '21-1021.00', // Child, Family, and School Social Workers (S, z4: a social-work degree)
      '39-9041.00', // Residential Advisors (P-L, z3: helping people where they live)
      '29-2053.00', // Psychiatric Technicians (z3: his likes, behavioral health)
    ],
    why: "Changing field from corrections (Correctional Officers and Jailers 33-3012, z2), an associate's degree (zone 3) and a degree he would finish (zone 4): the addiction counselling he names (z5, named: acceptable beyond reach) and the helping and counselling work within a degree (rehabilitation counselors, social workers S; human service assistants, community health workers), residential advisors (P-L) and psychiatric technicians (his likes). Nothing in law enforcement or corrections (correctional supervisors, probation and correctional treatment, police, bailiffs, security P-S, P-L): the field he leaves. Mental health counselors and social workers of zone 5 (not named) need graduate school.",
  },
  {
    id: 'line-cook-to-trucking',
    split: 'heldout',
    who: 'Restaurant line cook, high school, five years, tired of kitchens, wants a CDL and to drive a truck',
    jobTitle: 'Line cook',
    jobCode: '35-2014.00',
    intent: 'change',
    interests: { R: 3.8, I: 1.8, A: 2, S: 2.2, E: 2.4, C: 2.6 },
    likes: ['Drive a truck to deliver packages to offices and homes', 'Repair household appliances'],
    dislikes: ['Teach a high-school class', 'Proofread records or forms'],
    education: 'highschool',
    years: 5,
    willing: 'short',
    settings: ['vehicle', 'outdoors'],
    values: ['Independence', 'Working Conditions', 'Achievement'],
    skills: ['mechanical'],
    tools: 'Flat-top, fryers, food-safety certificate',
    goals:
      'Kitchens are wearing me out: nights, weekends, burns. I want to get my CDL and drive, long-haul or local delivery.',
    target: { phrase: 'truck driving', codes: ['53-3032.00', '53-3033.00'] },
    accept: [
      '53-3032.00', // Heavy and Tractor-Trailer Truck Drivers (z2: named, a CDL course)
      '53-3033.00', // Light Truck Drivers (z2: named, local delivery)
      '53-3031.00', // Driver/Sales Workers (z2: driving and delivering)
      '53-7051.00', // Industrial Truck and Tractor Operators (z2: driving)
      '53-3052.00', // Bus Drivers, Transit and Intercity (z2: a CDL)
      '53-3051.00', // Bus Drivers, School (z2: a CDL)
      '53-3053.00', // Shuttle Drivers and Chauffeurs (z2)
      '53-7081.00', // Refuse and Recyclable Material Collectors (z2: a CDL route)
    ],
    why: 'Changing field from cooking (Cooks, Restaurant 35-2014, z2) to driving, high school and a short course (a CDL, zone 2): truck driving (named) and the driving work of zone 2 that a CDL or a short course opens. Nothing in food service or food processing (short-order, institution and fast-food cooks, chefs, bakers, butchers, food preparation P-S, P-L, S): the field he leaves.',
  },
  {
    id: 'parts-counter-to-purchasing',
    split: 'heldout',
    who: 'Auto-parts counterman, high school, seven years, wants to move into purchasing or outside sales for a distributor',
    jobTitle: 'Parts counter salesperson (auto parts store)',
    jobCode: '41-2022.00',
    intent: 'related',
    interests: { R: 3.2, I: 2, A: 1.6, S: 2.6, E: 3.6, C: 3.8 },
    likes: ['Negotiate business contracts', 'Keep inventory records'],
    dislikes: ['Perform jazz or tap dance', 'Teach children how to play sports'],
    education: 'highschool',
    years: 7,
    willing: 'short',
    settings: ['office', 'customers'],
    values: ['Achievement', 'Independence', 'Recognition'],
    skills: ['sales', 'organising', 'mechanical'],
    tools: 'Epicor parts catalog, NAPA PROLink, Excel',
    goals:
      'Seven years behind the parts counter. I want to move into purchasing or inventory for a parts distributor, or outside sales to repair shops.',
    target: { phrase: 'purchasing', codes: ['13-1023.00', '13-1022.00'] },
    accept: [
      '13-1023.00', // Purchasing Agents, Except Wholesale, Retail, and Farm Products (z4: named)
      '13-1022.00', // Wholesale and Retail Buyers, Except Farm Products (z3: named, buying for a distributor)
      '41-4012.00', // Sales Representatives, Wholesale and Manufacturing, Except Technical and Scientific (S, z4: named, outside sales)
      '41-4011.00', // Sales Representatives, Wholesale and Manufacturing, Technical and Scientific Products (S, z4: named)
      '43-5071.00', // Shipping, Receiving, and Inventory Clerks (P-S, z2: inventory, named)
      '43-4151.00', // Order Clerks (P-L, z2: a distributor's order desk)
      '43-5061.00', // Production, Planning, and Expediting Clerks (S, z2: expediting parts)
      '41-1011.00', // First-Line Supervisors of Retail Sales Workers (z2: the parts manager above his counter)
    ],
    why: 'A related move from the parts counter (Parts Salespersons 41-2022, z2; seven years of related work reach zone 3), high school and a short course: the purchasing he names (purchasing agents and buyers, acceptable beyond reach), the outside sales he names (wholesale sales representatives, S), and the inventory, order and expediting relations (P-S, P-L, S) and the parts-manager step within reach. Counter and rental clerks, retail sales and stockers (P-S) are the same level of counter work; assemblers and mechanics (P-S, S) another trade.',
  },
  {
    id: 'school-custodian-to-maintenance',
    split: 'heldout',
    who: 'School custodian, high school, nine years, already does small repairs, wants to become the maintenance tech or learn HVAC',
    jobTitle: 'Custodian (school district)',
    jobCode: '37-2011.00',
    intent: 'related',
    interests: { R: 4, I: 2.4, A: 1.8, S: 2.6, E: 2, C: 2.8 },
    likes: ['Repair household appliances', 'Repair and install locks'],
    dislikes: ['Write scripts for movies or television shows', 'Buy and sell stocks and bonds'],
    education: 'highschool',
    years: 9,
    willing: 'program',
    settings: ['workshop', 'outdoors'],
    values: ['Working Conditions', 'Support', 'Independence'],
    skills: ['mechanical', 'organising'],
    tools: 'Floor scrubber, basic hand and power tools, boiler log',
    goals:
      'Nine years as a school custodian and I already do a lot of the small repairs. I want to become the maintenance tech for the district, or learn HVAC.',
    target: { phrase: 'HVAC', codes: ['49-9021.00'] },
    accept: [
      '49-9071.00', // Maintenance and Repair Workers, General (P-L, z3: named, the district's maintenance tech)
      '49-9021.00', // Heating, Air Conditioning, and Refrigeration Mechanics and Installers (z3: named, a program)
      '49-9043.00', // Maintenance Workers, Machinery (z3: maintenance, a program)
      '51-8021.00', // Stationary Engineers and Boiler Operators (z3: a school's boilers, a licence course)
      '49-9094.00', // Locksmiths and Safe Repairers (z2: his likes, a building's locks)
    ],
    why: 'A related move from cleaning to building maintenance (Janitors and Cleaners 37-2011, z3), high school, nine years and a one- to two-year program he would take (zone 3): the general maintenance work he names (P-L) and the HVAC he names, the machinery maintenance and boiler work of a school building within a program, and the lock repair his likes point to. The zone-1 and -2 cleaning relations (housekeeping, laundry, vehicle cleaning, dishwashing P-S) are the work he is moving from; construction helpers and laborers (S) are not what he asks.',
  },
  {
    id: 'wastewater-operator-older-related',
    split: 'heldout',
    who: 'Wastewater plant operator of 59, high school and a state licence, twenty-five years, wants days: the lab, compliance or training operators',
    jobTitle: 'Wastewater treatment plant operator (Grade III)',
    jobCode: '51-8031.00',
    intent: 'related',
    interests: { R: 3.6, I: 3.4, A: 1.6, S: 2.8, E: 2.4, C: 3.4 },
    likes: ['Study ways to reduce water pollution', 'Work in a biology lab'],
    dislikes: ['Perform jazz or tap dance', 'Market a new line of clothing'],
    style: 'middling',
    education: 'highschool',
    years: 25,
    willing: 'short',
    settings: ['office', 'workshop'],
    values: ['Working Conditions', 'Achievement', 'Support'],
    skills: ['science', 'mechanical', 'organising'],
    tools: 'SCADA, DO meters, lab test kits, CMMS',
    goals:
      'Twenty-five years running a wastewater plant, nights and weekends on call. I am 59; for my last years I want days and less climbing: the lab, compliance, or training new operators.',
    accept: [
      '19-4042.00', // Environmental Science and Protection Technicians, Including Health (S, z4: lab and compliance sampling; 25 years of related work)
      '19-4031.00', // Chemical Technicians (z3: the lab, named)
      '13-1041.00', // Compliance Officers (z4: compliance, named)
      '25-1194.00', // Career/Technical Education Teachers, Postsecondary (z3: training operators, named)
      '13-1151.00', // Training and Development Specialists (z4: training operators, named)
      '19-5012.00', // Occupational Health and Safety Technicians (z3: compliance on a plant, days)
    ],
    why: 'A related move from plant operation (Water and Wastewater Treatment Plant and System Operators 51-8031, z3; twenty-five years of related work reach zone 4), high school and a short course, asking for days and less climbing: the lab, compliance and training work he names and the environmental technicians of his own relations (S). Chemical, power, gas and refinery plant operating and stationary engineering (P-S, P-L) are the shift work he is leaving; water and environmental engineers (S) need an engineering degree; the geothermal production manager (S) is plant management.',
  },
];
