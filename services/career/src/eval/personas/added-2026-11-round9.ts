import type { Persona } from '../persona.js';

/**
 * Twelve people added on 2026-11-24 before the ninth round of tuning (the reading of job titles and goals), all held
 * out: kinds the first 119 lack, typed the way people type (informal titles, abbreviations, typos, lower case, fields
 * named in everyday words): a warehouse shift lead and an IT project manager staying; a hairdresser whose wrists are
 * done, a gig driver with no diploma and a school leaver who has not worked (unsure); a youth pastor going into
 * counselling, a clinical psychologist going into UX research and a casino dealer going into medical billing
 * (changing field); a backend developer moving into product management, an EMT joining a fire department, a tattoo
 * artist moving into illustration and a Navy nuclear electrician becoming a reactor operator (related moves). Job
 * Zones 1 to 5. Labels follow EVAL.md's rules, never the engine's output; the O*NET Related Occupations (P-S
 * primary-short, P-L primary-long, S supplemental) and Job Zones behind each are in `why`.
 */
export const ADDED_2026_11_ROUND9: Persona[] = [
  {
    id: 'warehouse-shift-lead-stay',
    split: 'heldout',
    who: 'Shift lead at a fulfilment warehouse, high school, six years, wants to move up to operations manager or logistics',
    jobTitle: 'shift lead at a warehouse (amazon FC)',
    jobCode: '53-1042.00',
    intent: 'stay',
    interests: { R: 3, I: 2, A: 1.6, S: 2.8, E: 3.8, C: 3.6 },
    likes: [
      'Keep shipping and receiving records',
      'Inventory supplies using a hand-held computer',
      'Manage a department within a large company',
    ],
    dislikes: ['Write books or plays', 'Play a musical instrument'],
    education: 'highschool',
    years: 6,
    willing: 'short',
    settings: ['workshop', 'office'],
    values: ['Achievement', 'Recognition'],
    skills: ['leadership', 'organising'],
    tools: 'RF scanner gun, WMS, excel, forklift cert',
    goals: 'wanna keep moving up, area manager then ops manager. maybe get into logistics down the road',
    target: { phrase: 'logistics', codes: ['13-1081.00', '13-1081.02', '11-3071.04'] },
    accept: [
      '53-1042.00', // First-Line Supervisors of Helpers, Laborers, and Material Movers, Hand (own work)
      '53-1043.00', // First-Line Supervisors of Material-Moving Machine and Vehicle Operators (P-S, z3: the step up)
      '51-1011.00', // First-Line Supervisors of Production and Operating Workers (P-S, z3: a bigger floor)
      '11-3071.00', // Transportation, Storage, and Distribution Managers (S, z4: named, ops manager of a warehouse)
      '11-1021.00', // General and Operations Managers (S, z4: named, ops manager)
      '13-1081.00', // Logisticians (z4: named)
      '13-1081.02', // Logistics Analysts (z4: named)
      '11-3071.04', // Supply Chain Managers (z4: named, logistics)
    ],
    why: 'Staying and advancing as a warehouse shift lead (53-1042, z2), high school, six years (related work reaches zone 3): his own work, the supervisory roles a zone up (P-S), the operations manager he names (Transportation, Storage, and Distribution Managers and General and Operations Managers, both S, z4) and logistics, named (beyond his reach; a counsellor works toward it). Clerks and dispatchers (S, z2) are side steps; office, security and food supervisors (P-S, P-L, S) are other fields.',
  },
  {
    id: 'hairdresser-wrists-unsure',
    split: 'heldout',
    who: 'Hairdresser, high school and cosmetology school, ten years behind the chair, wrists worn out, unsure what else',
    jobTitle: 'did hair for 10 yrs',
    jobCode: '39-5012.00',
    intent: 'unsure',
    interests: { R: 2.6, I: 1.8, A: 3.4, S: 3.8, E: 3.4, C: 2.2 },
    likes: [
      'Operate a beauty salon or barber shop',
      'Teach an individual an exercise routine',
      'Give career guidance to people',
    ],
    dislikes: ['Conduct chemical experiments', 'Calculate the wages of employees'],
    style: 'generous',
    education: 'highschool',
    years: 10,
    willing: 'program',
    settings: ['customers'],
    values: ['Relationships', 'Independence'],
    skills: ['communication', 'creative', 'helping'],
    tools: 'shears, flat iron, vagaro booking, instagram',
    goals:
      'my wrists r shot from 10 yrs behind the chair. idk what else im good at. i like people and making ppl feel good about themselves, could do a 1 yr program',
    accept: [
      '39-1022.00', // First-Line Supervisors of Personal Service Workers (z3: the step above her work, running a salon)
      '11-9179.02', // Spa Managers (P-L, z3)
      '39-5094.00', // Skincare Specialists (P-S, z3: lighter hand work, people)
      '39-5091.00', // Makeup Artists, Theatrical and Performance (P-S, z3)
      '29-2081.00', // Opticians, Dispensing (S, z3: fitting people, light hand work)
      '25-1194.00', // Career/Technical Education Teachers, Postsecondary (z3: teaching cosmetology, her likes)
      '39-9031.00', // Exercise Trainers and Group Fitness Instructors (z3: her likes, a program)
    ],
    why: 'Unsure, high school and a one-year program she would take (zone 3), ten years as a hairdresser (39-5012, z3; related work reaches zone 4). Her goals rule out her own work and the hand work like it (barbers, manicurists, shampooers P-S); what is left: the supervisory step above it, the relations that are not a step down and spare the wrists (skincare and makeup P-S, spa managers P-L, dispensing opticians S) and what her likes point to within reach (teaching cosmetology, fitness instruction). Retail salespersons (P-L, z2), sewing and laundry (P-L, S) are steps down.',
  },
  {
    id: 'it-project-manager-stay',
    split: 'heldout',
    who: 'IT project manager at a hospital system, bachelor in information systems, nine years, wants program management and then an IT director role',
    jobTitle: 'Sr. IT proj mgr (healthcare)',
    jobCode: '15-1299.09',
    intent: 'stay',
    interests: { R: 1.6, I: 2.8, A: 2, S: 3, E: 4, C: 3.8 },
    likes: ['Manage a department within a large company', 'Negotiate business contracts'],
    dislikes: ['Lay brick or tile', 'Raise fish in a fish hatchery'],
    education: 'bachelor',
    years: 9,
    willing: 'short',
    settings: ['hybrid', 'office'],
    values: ['Achievement', 'Recognition', 'Independence'],
    skills: ['leadership', 'organising', 'communication'],
    tools: 'MS Project, Jira, Smartsheet, ServiceNow, PMP',
    goals: 'next step is program management (PgMP), then director of IT or running a PMO',
    target: { phrase: 'program management', codes: ['15-1299.09', '13-1082.00'] },
    accept: [
      '15-1299.09', // Information Technology Project Managers (own work; O*NET's "IT Program Manager")
      '13-1082.00', // Project Management Specialists (P-S, z4: program and portfolio management)
      '11-3021.00', // Computer and Information Systems Managers (P-S, z4: named, director of IT)
      '11-1021.00', // General and Operations Managers (P-L, z4: running a PMO, the senior role)
      '13-1111.00', // Management Analysts (P-S, z4: PMO and process work, where program managers go)
    ],
    why: 'Staying and advancing in IT project management (15-1299.09, z4), bachelor, nine years: his own work, program management (named; O*NET titles it as his own occupation and Project Management Specialists, P-S) and the director roles above it (Computer and Information Systems Managers P-S, named; General and Operations Managers P-L) and the PMO and process work of management analysts (P-S). Software developers and systems analysts (P-S), database and network roles (P-L) are side steps; architectural and engineering managers (S, z5) are another field.',
  },
  {
    id: 'backend-dev-product-related',
    split: 'heldout',
    who: 'Backend software developer, bachelor in computer science, six years, wants product management: closer to customers, less coding',
    jobTitle: 'software dev (backend, java)',
    jobCode: '15-1252.00',
    intent: 'related',
    interests: { R: 2, I: 3.6, A: 2.8, S: 3, E: 3.8, C: 3.2 },
    likes: [
      'Start your own business',
      'Market a new line of clothing',
      'Develop a spreadsheet using computer software',
    ],
    dislikes: ['Lay brick or tile', 'Put out forest fires'],
    education: 'bachelor',
    years: 6,
    willing: 'short',
    settings: ['hybrid', 'remote'],
    values: ['Achievement', 'Independence'],
    skills: ['technology', 'communication', 'leadership'],
    tools: 'Java, Spring Boot, Postgres, AWS, Jira, figma a bit',
    goals:
      'want to move into product management. closer to the customers and the business side, less time writing code',
    target: { phrase: 'product management', codes: ['11-2021.00'] },
    accept: [
      '11-2021.00', // Marketing Managers (z4: named; O*NET's "Product Manager", "Technical Product Manager")
      '15-1299.09', // Information Technology Project Managers (z4: software developers are its P-S relation)
      '13-1082.00', // Project Management Specialists (z4, business side)
      '11-3021.00', // Computer and Information Systems Managers (S, z4: leading the product side of IT)
      '15-1211.00', // Computer Systems Analysts (P-S, z3: the business-facing side of software)
      '13-1111.00', // Management Analysts (z4: business side; P-S of IT project managers)
      '15-2051.01', // Business Intelligence Analysts (z4: customers and the business in figures)
      '13-1161.00', // Market Research Analysts and Marketing Specialists (z4: customers; P-S of marketing managers)
      '15-1255.00', // Web and Digital Interface Designers (S, z4: UX, closer to users)
    ],
    why: 'A related move from software development (15-1252, z4), bachelor, six years, to product management (named; O*NET files "Product Manager" under Marketing Managers): the business- and customer-facing roles within his zone that his job\'s relations and product management\'s lead to (IT project managers, computer and information systems managers, systems analysts, UX design), and the business analysis around a product (management, BI and market research analysts). Programmers, testers, database and network roles (P-S, P-L) are more coding; hardware and electronics engineers (P-S, S) are another field.',
  },
  {
    id: 'gig-driver-no-diploma-unsure',
    split: 'heldout',
    who: 'Food-delivery and rideshare driver, no diploma, three years, unsure what next, likes cars and fixing things',
    jobTitle: 'doordash/uber driver',
    jobCode: '53-3054.00',
    intent: 'unsure',
    interests: { R: 3.6, I: 2, A: 1.8, S: 2, E: 2.2, C: 2.4 },
    likes: ['Repair household appliances', 'Test the quality of parts before shipment', 'Repair and install locks'],
    dislikes: ['Teach a high-school class', 'Write books or plays', 'Represent a client in a lawsuit'],
    style: 'middling',
    education: 'none',
    years: 3,
    willing: 'short',
    settings: ['workshop', 'outdoors'],
    values: ['Independence', 'Working Conditions'],
    skills: ['mechanical'],
    tools: 'my car lol, basic tools, obd2 reader',
    goals:
      'honestly no idea. drivin all day isnt going anywhere and gas eats half of it. i like cars n fixing stuff i guess. no GED yet',
    accept: [
      '49-3021.00', // Automotive Body and Related Repairers (z2: cars and fixing, his likes)
      '49-3022.00', // Automotive Glass Installers and Repairers (z2: cars)
      '49-3093.00', // Tire Repairers and Changers (z2: cars, a first step into a shop)
      '49-9098.00', // Helpers--Installation, Maintenance, and Repair Workers (z2: fixing things)
      '49-3091.00', // Bicycle Repairers (z2: fixing things)
      '43-5032.00', // Dispatchers, Except Police, Fire, and Ambulance (P-L, z2: off the road, knows the routes)
    ],
    why: 'Unsure, no diploma, three years of gig driving (Taxi Drivers 53-3054, z2; no zone added under four years), a short course he would take (zone 2). His goals rule out driving all day (the other drivers, P-S, P-L, S); the relation within reach that is not a step down and leaves the road is dispatching (P-L); his likes (cars and fixing things) point to the zone-2 shop work on vehicles and repair helpers. Bus and truck mechanics (S) are zone 3, beyond reach; parking attendants (P-L) a step down.',
  },
  {
    id: 'school-leaver-no-job-unsure',
    split: 'heldout',
    who: 'School leaver of 19, high school, has not had a job, unsure, likes computers and games, would do trade school but not four years of debt',
    jobTitle: 'havent had a real job yet',
    jobCode: null,
    intent: 'unsure',
    interests: { R: 3, I: 3.2, A: 3.4, S: 2, E: 1.8, C: 2.8 },
    likes: [
      'Install software across computers on a large network',
      'Assemble electronic parts',
      'Create special effects for movies',
    ],
    dislikes: ['Sell merchandise at a department store', 'Teach children how to play sports'],
    style: 'harsh',
    education: 'highschool',
    years: 0,
    willing: 'program',
    settings: ['remote', 'workshop'],
    values: ['Independence', 'Working Conditions'],
    skills: ['technology'],
    tools: 'built my own pc, discord, some blender',
    goals:
      'idk honestly. maybe something w computers or gaming? dont want 4 yrs of college debt, trade school or a cert is fine',
    accept: [
      '15-1232.00', // Computer User Support Specialists (z3: computers, a certificate, his likes)
      '49-2011.00', // Computer, Automated Teller, and Office Machine Repairers (z3: building PCs)
      '15-1254.00', // Web Developers (z3: computers, a program)
      '27-4011.00', // Audio and Video Technicians (z3: media, his likes)
      '27-4014.00', // Sound Engineering Technicians (z3: media, a program)
      '17-3023.00', // Electrical and Electronic Engineering Technologists and Technicians (z3: electronics, his likes)
      '49-2022.00', // Telecommunications Equipment Installers and Repairers, Except Line Installers (z3: networks)
    ],
    why: 'Unsure with no job: the work his strongest areas (artistic, investigative, realistic) and the activities he loves (installing software on a network, electronics, special effects) point to, within a high-school diploma and the one- to two-year program he would take (zone 3): computer support and repair, web development, audio and video work, electronics technicians. Game design, animation and network engineering are zone 4 (a degree he does not want).',
  },
  {
    id: 'youth-pastor-counselling-change',
    split: 'heldout',
    who: "Youth pastor with a bachelor's from a Bible college, seven years, leaving ministry for a master's and a counselling licence, teens and families",
    jobTitle: 'youth pastor',
    jobCode: '21-2021.00',
    intent: 'change',
    interests: { R: 1.8, I: 2.8, A: 3, S: 4.4, E: 3, C: 2 },
    likes: [
      'Help people with personal or emotional problems',
      'Help conduct a group therapy session',
      'Give career guidance to people',
    ],
    dislikes: ['Buy and sell stocks and bonds', 'Set up and operate machines to make products'],
    education: 'bachelor',
    years: 7,
    willing: 'graduate',
    settings: ['office', 'classroom'],
    values: ['Relationships', 'Achievement'],
    skills: ['helping', 'communication'],
    tools: 'planning center, canva, google workspace',
    goals:
      "Leaving ministry. The mentoring side is what I love, so I'm going back for my masters to be a licensed counselor (LPC), ideally with teens and families",
    target: { phrase: 'licensed counselor', codes: ['21-1014.00', '21-1013.00'] },
    accept: [
      '21-1014.00', // Mental Health Counselors (z5: named, a licensed counsellor)
      '21-1013.00', // Marriage and Family Therapists (z5: families, a master's)
      '21-1012.00', // Educational, Guidance, and Career Counselors and Advisors (P-S, z5: school counselling, teens)
      '21-1021.00', // Child, Family, and School Social Workers (P-S, z4: teens and families)
      '21-1011.00', // Substance Abuse and Behavioral Disorder Counselors (z5: counselling, a master's)
      '21-1023.00', // Mental Health and Substance Abuse Social Workers (z5: counselling)
      '21-1015.00', // Rehabilitation Counselors (P-L, z4: counselling)
    ],
    why: "Changing field from ministry (Directors, Religious Activities and Education 21-2021, z4, the O*NET title of a youth pastor beside Clergy) to counselling with a master's he will take (zone 5): the licensed counselling roles he names and those of teens and families (mental health counsellors, marriage and family therapists, school counsellors P-S, child and family social workers P-S) and the counselling and social work of the same preparation. Clergy (P-S) and religious education are the field left; community health workers and health educators (P-S, P-L) are not counselling.",
  },
  {
    id: 'emt-fire-related',
    split: 'heldout',
    who: 'EMT on a private ambulance, high school and EMT-B, three years, wants to join a fire department or become a paramedic',
    jobTitle: 'EMT-B, private ambulance co.',
    jobCode: '29-2042.00',
    intent: 'related',
    interests: { R: 3.8, I: 2.8, A: 1.6, S: 3.8, E: 2.6, C: 2 },
    likes: ['Put out forest fires', 'Investigate the cause of a fire', 'Teach an individual an exercise routine'],
    dislikes: ['Proofread records or forms', 'Write books or plays'],
    education: 'highschool',
    years: 3,
    willing: 'program',
    settings: ['outdoors', 'vehicle'],
    values: ['Achievement', 'Relationships'],
    skills: ['health', 'helping'],
    tools: 'stretcher, AED, ePCR tablet, CPR card',
    goals:
      'want to get hired on at a fire dept. fire academy + medic school. if fire doesnt hire me, paramedic on a 911 truck is ok too',
    target: { phrase: 'fire dept', codes: ['33-2011.00'] },
    accept: [
      '33-2011.00', // Firefighters (z3: named; the fire academy he would take)
      '29-2043.00', // Paramedics (P-S, z3: named, medic school)
      '33-2021.00', // Fire Inspectors and Investigators (z3: fire service, his likes; P-S of firefighters)
      '33-2022.00', // Forest Fire Inspectors and Prevention Specialists (z3: fire service, his likes)
      '33-1021.00', // First-Line Supervisors of Firefighting and Prevention Workers (z3: the fire service's next step)
    ],
    why: "A related move from EMT work (29-2042, z3), high school, three years, with the fire academy and medic school he would take (zone 3): firefighting (named) and paramedic (P-S, named), and the fire-service roles a firefighter's relations open (inspectors and investigators, forest fire prevention P-S of firefighters) that his likes point to, and the fire service's supervisory step. Nursing, surgical and cardiovascular roles (P-S, P-L) fit his preparation less and his goals not; ambulance drivers (P-S, z2) are a step down.",
  },
  {
    id: 'clinical-psychologist-ux-change',
    split: 'heldout',
    who: 'Clinical psychologist (PsyD) in a group practice, eight years, done with therapy and insurance paperwork, wants user research in tech',
    jobTitle: 'Licensed clinical psychologist, group practice',
    jobCode: '19-3033.00',
    intent: 'change',
    interests: { R: 1.6, I: 4.2, A: 3.4, S: 3, E: 2.6, C: 2.8 },
    likes: ['Develop a spreadsheet using computer software', 'Study ways to reduce water pollution'],
    dislikes: ['Help people with personal or emotional problems', 'Help conduct a group therapy session'],
    education: 'doctoral',
    years: 8,
    willing: 'short',
    settings: ['remote', 'hybrid'],
    values: ['Independence', 'Achievement'],
    skills: ['science', 'communication', 'technology'],
    tools: 'SPSS, R (a little), Qualtrics, SimplePractice',
    goals:
      'burnt out on clinical work and fighting insurance. want to move into UX research, studying how people actually use products, at a tech company',
    target: { phrase: 'UX research', codes: ['15-1255.00'] },
    accept: [
      '15-1255.00', // Web and Digital Interface Designers (z4: named, O*NET's "UX Researcher")
      '17-2112.01', // Human Factors Engineers and Ergonomists (z5: how people use products)
      '13-1161.00', // Market Research Analysts and Marketing Specialists (z4: studying users and customers)
      '19-3022.00', // Survey Researchers (z5: research on people, her methods)
      '19-3032.00', // Industrial-Organizational Psychologists (z5: research on people at work, not clinical)
    ],
    why: 'Changing field from clinical psychology (19-3033, z5; its relations, counselling, therapy and social work P-S, P-L, are the field left) to UX research (named; O*NET\'s "UX Researcher" is a Web and Digital Interface Designers title), with a doctorate: the research on how people use products and what they want (human factors, market and survey research) and the non-clinical research psychology she is trained for (industrial-organizational). Social science research assistants (z4) are a step down from a doctorate.',
  },
  {
    id: 'tattoo-artist-illustration-related',
    split: 'heldout',
    who: 'Tattoo artist, high school, eight years, tired of shop politics, wants illustration or concept art for games, digital',
    jobTitle: 'tatoo artist',
    jobCode: '27-1013.00',
    intent: 'related',
    interests: { R: 3, I: 2, A: 4.6, S: 2, E: 2.6, C: 1.8 },
    likes: ['Draw pictures', 'Create special effects for movies', 'Paint sets for plays'],
    dislikes: ['Calculate the wages of employees', 'Record rent payments'],
    education: 'highschool',
    years: 8,
    willing: 'program',
    settings: ['remote', 'workshop'],
    values: ['Independence', 'Achievement'],
    skills: ['creative'],
    tools: 'procreate, ipad, photoshop, tattoo machines',
    goals: 'want to do illustration or concept art for video games, all digital. done with shop politics',
    target: { phrase: 'illustration', codes: ['27-1013.00', '27-1014.00'] },
    accept: [
      '27-1013.00', // Fine Artists, Including Painters, Sculptors, and Illustrators (named: illustration)
      '27-1014.00', // Special Effects Artists and Animators (P-S, z4: concept art for games, named)
      '15-1255.01', // Video Game Designers (z4: games, named)
      '27-1024.00', // Graphic Designers (P-S, z4: digital illustration work)
      '27-1011.00', // Art Directors (P-S, z4: leading illustration and concept work, a step further)
    ],
    why: 'A related move from tattooing (O*NET files "Tattoo Designer" under Fine Artists 27-1013, z3), high school, eight years (related work reaches zone 4), into illustration and concept art for games (named): illustration itself, animation and special effects (P-S, concept art), game design and graphic design (P-S) of the same drawing (the O*NET title "Concept Artist" names these four), and art direction (P-S) a step further. Craft artists, engravers and painting workers (P-S, P-L) are the hand work he leaves or a step down; set and exhibit designers (P-S) are zone 5.',
  },
  {
    id: 'navy-nuke-reactor-operator-related',
    split: 'heldout',
    who: 'Navy nuclear electrician (EM1), nuke school and eight years on reactor plant electrical systems, leaving the service, wants to be a reactor operator',
    jobTitle: 'EM1 nuke, USN (reactor plant electrical)',
    jobCode: '49-2095.00',
    intent: 'related',
    interests: { R: 4, I: 3.4, A: 1.6, S: 2, E: 2.6, C: 3.6 },
    likes: ['Assemble electronic parts', 'Test the quality of parts before shipment', 'Operate a calculator'],
    dislikes: ['Market a new line of clothing', 'Perform jazz or tap dance'],
    education: 'somecollege',
    years: 8,
    willing: 'program',
    settings: ['workshop'],
    values: ['Achievement', 'Support', 'Working Conditions'],
    skills: ['mechanical', 'science'],
    tools: 'fluke meter, megger, breakers and switchgear, tech manuals',
    goals:
      'getting out in june. want to be a reactor operator at a commercial nuke plant (RO then SRO) or at least work in a power plant',
    target: { phrase: 'reactor operator', codes: ['51-8011.00'] },
    accept: [
      '51-8011.00', // Nuclear Power Reactor Operators (z3: named)
      '19-4051.00', // Nuclear Technicians (z3: nuclear plant, P-S of reactor operators)
      '19-4051.02', // Nuclear Monitoring Technicians (z3: nuclear plant)
      '51-8013.00', // Power Plant Operators (z2: named, a power plant; the plant's operating ladder)
      '51-8012.00', // Power Distributors and Dispatchers (P-L, z3: power plant operations)
      '51-8021.00', // Stationary Engineers and Boiler Operators (P-L, z3: plant operations)
      '51-8013.04', // Hydroelectric Plant Technicians (P-L, z3: a power plant)
      '49-2095.00', // Electrical and Electronics Repairers, Powerhouse, Substation, and Relay (own work at a plant)
    ],
    why: 'A related move from Navy reactor-plant electrical work (civilian: Electrical and Electronics Repairers, Powerhouse, Substation, and Relay 49-2095, z3), nuke school and eight years (related work reaches zone 4), to reactor operator (named; P-S of his work through nuclear technicians) or any power plant (named): reactor operators, nuclear technicians, power plant and hydroelectric operators, dispatchers and stationary engineers (P-S, P-L of reactor operators and of his work), and his own work at a plant. Nuclear engineers (z4) need a degree he did not name; electronics and calibration technicians (P-S) are not plant operations.',
  },
  {
    id: 'casino-dealer-medical-billing-change',
    split: 'heldout',
    who: 'Casino card dealer, high school, seven years, done with nights and smoke, wants a healthcare office job: medical billing and coding or pharmacy tech',
    jobTitle: 'blackjack/poker dealer @ casino',
    jobCode: '39-3011.00',
    intent: 'change',
    interests: { R: 2, I: 2.4, A: 1.8, S: 3, E: 2.8, C: 3.8 },
    likes: ['Proofread records or forms', 'Keep inventory records', 'Operate a calculator'],
    dislikes: ['Lay brick or tile', 'Put out forest fires'],
    education: 'highschool',
    years: 7,
    willing: 'program',
    settings: ['office', 'clinical'],
    values: ['Working Conditions', 'Support'],
    skills: ['numbers', 'organising'],
    tools: 'shuffle machine, chip tray, excel basics',
    goals:
      'want out of the casino, nights + smoke. thinking medical billing and coding or pharmacy tech, something in a healthcare office with normal hours',
    target: { phrase: 'medical billing', codes: ['29-2072.00', '43-3021.00'] },
    accept: [
      '29-2072.00', // Medical Records Specialists (z3: named, billing and coding)
      '43-3021.00', // Billing and Posting Clerks (z3: named, O*NET's "Medical Biller")
      '29-2052.00', // Pharmacy Technicians (z3: named)
      '43-6013.00', // Medical Secretaries and Administrative Assistants (z2: a healthcare office)
      '31-9092.00', // Medical Assistants (z3: a healthcare office, a one-year program)
      '29-2099.08', // Patient Representatives (z3: a healthcare office, people and records)
    ],
    why: 'Changing field from casino dealing (Gambling Dealers 39-3011, z2; the gambling floor, cage, change booths and its supervisors P-S are the field left) to healthcare office work, high school and a one- to two-year program she would take (zone 3): the billing and coding and pharmacy technician work she names and the healthcare office roles of the same preparation (medical secretaries, medical assistants, patient representatives). Tellers and cashiers (P-L) are not healthcare and keep her at a counter.',
  },
];
