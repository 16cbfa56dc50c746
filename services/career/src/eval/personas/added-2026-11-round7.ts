import type { Persona } from '../persona.js';

/**
 * Twelve people added on 2026-11-24 before the seventh round of tuning, all held out: kinds the first 95 lack, across
 * the six areas and Job Zones 1 to 5, five of them unsure and three changing field: a dishwasher with no diploma, a
 * parent back after ten years at home, a flight attendant tired of flying, an environmental consultant unsure whether
 * to stay in science, a travel agent whose agency is shrinking (all unsure); an assembly-line worker moving into
 * healthcare, a laid-off coal miner moving into wind and solar work, a veterinarian leaving clinical practice (changing
 * field); a mechanical engineer moving into production management, a professional dancer moving into teaching and
 * choreography, a mail carrier wanting an inside job and a special-education paraprofessional becoming a teacher
 * (related moves). Labels follow EVAL.md's rules (the unsure rule written with this round), never the engine's
 * output; the O*NET Related Occupations (P-S primary-short, P-L primary-long, S supplemental) and Job Zones behind
 * each are in `why`.
 */
export const ADDED_2026_11_ROUND7: Persona[] = [
  {
    id: 'dishwasher-unsure',
    split: 'heldout',
    who: 'Restaurant dishwasher, no diploma, two years, unsure what else he could do, likes fixing things',
    jobTitle: 'Dishwasher',
    jobCode: '35-9021.00',
    intent: 'unsure',
    interests: { R: 3.6, I: 1.8, A: 2, S: 2.2, E: 1.8, C: 2.6 },
    likes: ['Repair household appliances', 'Set up and operate machines to make products', 'Build kitchen cabinets'],
    dislikes: ['Teach a high-school class', 'Buy and sell stocks and bonds'],
    style: 'harsh',
    education: 'none',
    years: 2,
    willing: 'short',
    settings: ['workshop'],
    values: ['Working Conditions', 'Support'],
    skills: ['mechanical'],
    tools: 'Hobart dish machine, pressure washer',
    goals:
      'Not sure what else I can do. Something better than washing dishes. I like fixing things and would take a short course.',
    accept: [
      '35-2021.00', // Food Preparation Workers (P-S, z2: the kitchen's next step)
      '51-9192.00', // Cleaning, Washing, and Metal Pickling Equipment Operators and Tenders (P-S, z2: machines)
      '53-7061.00', // Cleaners of Vehicles and Equipment (P-S, z2)
      '35-2015.00', // Cooks, Short Order (P-L, z2)
      '35-2014.00', // Cooks, Restaurant (z2: the kitchen's ladder, a relation of its P-S relations)
      '51-9111.00', // Packaging and Filling Machine Operators and Tenders (S, z2: machines, his likes)
      '53-7063.00', // Machine Feeders and Offbearers (S, z2)
      '51-3093.00', // Food Cooking Machine Operators and Tenders (S, z2)
      '51-3091.00', // Food and Tobacco Roasting, Baking, and Drying Machine Operators and Tenders (S, z2)
      '51-9023.00', // Mixing and Blending Machine Setters, Operators, and Tenders (S, z2)
      '51-9198.00', // Helpers--Production Workers (S, z2)
      '53-7062.00', // Laborers and Freight, Stock, and Material Movers, Hand (S, z2)
      '53-7064.00', // Packers and Packagers, Hand (S, z2)
      '51-2092.00', // Team Assemblers (z2: his likes)
      '49-9098.00', // Helpers--Installation, Maintenance, and Repair Workers (z2: fixing things, his likes)
    ],
    why: 'Unsure, no diploma, two years of dishwashing (Dishwashers 35-9021, z1), who would take a short course (zone 2) and asks for something better than washing dishes: the O*NET relations of zones 2 that are a step on (food preparation and short-order cooking, equipment cleaning and machine operating P-S, P-L, S; restaurant cooks on the same ladder) and the machine, assembly and repair-helper work his likes point to. His own work, and the zone-1 relations of the same level (laundry, housekeeping, dining room attendants, fast food), are what he wants better than; Janitors (P-S) are zone 3 in O*NET.',
  },
  {
    id: 'returning-parent-unsure',
    split: 'heldout',
    who: 'Parent returning to work after ten years at home, some college, last job three years at a dental office front desk, unsure',
    jobTitle: 'Front desk receptionist at a dental office (ten years ago)',
    jobCode: '43-4171.00',
    intent: 'unsure',
    interests: { R: 1.8, I: 2.6, A: 2.4, S: 3.8, E: 2.6, C: 3.6 },
    likes: [
      'Take care of children at a day-care center',
      'Proofread records or forms',
      'Develop a spreadsheet using computer software',
    ],
    dislikes: ['Lay brick or tile', 'Drive a truck to deliver packages to offices and homes'],
    education: 'somecollege',
    years: 3,
    willing: 'program',
    settings: ['office', 'clinical', 'classroom'],
    values: ['Working Conditions', 'Relationships', 'Support'],
    skills: ['organising', 'communication', 'helping'],
    tools: 'Dentrix (years ago), Word, Excel, Google Calendar',
    goals:
      'I stayed home with my kids for ten years. Now they are in school and I am not sure what I can do. Something with people, in an office or a clinic; school hours would be nice.',
    accept: [
      '43-4171.00', // Receptionists and Information Clerks (own work: unsure keeps it acceptable)
      '43-6013.00', // Medical Secretaries and Administrative Assistants (P-S, z2: office or clinic)
      '43-6014.00', // Secretaries and Administrative Assistants (P-S, z2)
      '43-9061.00', // Office Clerks, General (P-S, z2)
      '43-4051.00', // Customer Service Representatives (P-S, z2: people)
      '43-6011.00', // Executive Secretaries and Executive Administrative Assistants (P-L, z3)
      '43-4111.00', // Interviewers, Except Eligibility and Loan (P-L, z3: people, office)
      '29-2099.08', // Patient Representatives (P-L, z3: people, clinic)
      '29-2072.00', // Medical Records Specialists (S, z3: clinic office)
      '43-4061.00', // Eligibility Interviewers, Government Programs (S, z3: people, office)
      '43-4161.00', // Human Resources Assistants, Except Payroll and Timekeeping (S, z3: people, office)
      '31-9092.00', // Medical Assistants (z3: a clinic, the program she would take)
      '31-9091.00', // Dental Assistants (z3: the dental office she knows, a program)
      '25-9042.00', // Teaching Assistants, Except Special Education (z3: school hours, her likes)
      '25-2011.00', // Preschool Teachers, Except Special Education (z3: her likes, a program)
      '39-9011.00', // Childcare Workers (z2: her likes)
    ],
    why: 'Unsure, some college and a one- to two-year program she would take (zone 3), three years at a front desk ten years ago (Receptionists and Information Clerks 43-4171, z2): her own work and the office and clinic relations of zones 2-3 where people are (P-S, P-L, S), and the clinic and school work her answers point to (medical and dental assistants; teaching assistants, preschool and childcare, her likes and school hours). Switchboard Operators, Correspondence and Counter Clerks (P-S, P-L) are not work with people; the office supervisor and administrative services manager (S) are a step up that needs current experience; billing and claims clerks (S) are back-office work.',
  },
  {
    id: 'flight-attendant-unsure',
    split: 'heldout',
    who: 'Flight attendant, high school, nine years, tired of being away from home, unsure what next, good with people',
    jobTitle: 'Flight attendant',
    jobCode: '53-2031.00',
    intent: 'unsure',
    interests: { R: 2.4, I: 2, A: 2.6, S: 3.8, E: 3.4, C: 2.8 },
    likes: [
      'Give career guidance to people',
      'Do volunteer work at a non-profit organization',
      'Manage a retail store',
    ],
    dislikes: ['Lay brick or tile', 'Conduct chemical experiments'],
    style: 'generous',
    education: 'highschool',
    years: 9,
    willing: 'short',
    settings: ['customers', 'office'],
    values: ['Relationships', 'Working Conditions', 'Support'],
    skills: ['communication', 'helping'],
    tools: 'Airline crew app, first aid kit, AED',
    goals:
      'Nine years of flying and I am tired of being away from home. Not sure what next. I am good with people and calm when something goes wrong.',
    accept: [
      '43-4181.00', // Reservation and Transportation Ticket Agents and Travel Clerks (P-S, z2: the airport's ground side)
      '53-2022.00', // Airfield Operations Specialists (P-S, z3: ground; nine years of related work)
      '33-9093.00', // Transportation Security Screeners (P-L, z2: ground, people)
      '43-5032.00', // Dispatchers, Except Police, Fire, and Ambulance (S, z2: ground)
      '43-4051.00', // Customer Service Representatives (z2: people, calm with problems)
      '43-4171.00', // Receptionists and Information Clerks (z2: people, office)
      '43-4081.00', // Hotel, Motel, and Resort Desk Clerks (z2: people)
      '41-3091.00', // Sales Representatives of Services (z2: people, her enterprising side)
      '41-1011.00', // First-Line Supervisors of Retail Sales Workers (z2: her likes, managing a store)
    ],
    why: 'Unsure, high school and nine years as a flight attendant (Flight Attendants 53-2031, z2; nine years reach zone 3 for related work), who would take a short course and is tired of being away from home: the ground-side relations (ticket and gate agents, airfield operations P-S; screeners P-L; dispatchers S) and the people-facing zone-2 work her social and enterprising answers point to (customer service, front desk, service sales, retail supervision, her likes). Her own work, its supervisor, passenger attendants, conductors and drivers (P-S, S) keep her travelling; ushers and coatroom attendants (P-L) are a step down; Air Traffic Controllers (P-L) need the FAA academy, and pilots (S, z3-4) flight school, beyond the short course.',
  },
  {
    id: 'env-scientist-unsure',
    split: 'heldout',
    who: "Environmental consultant with a master's, six years of site assessments, unsure whether to stay in environmental work; wants less fieldwork, more analysis",
    jobTitle: 'Environmental scientist (consulting, site assessments)',
    jobCode: '19-2041.00',
    intent: 'unsure',
    interests: { R: 2.8, I: 4.2, A: 2.4, S: 2.4, E: 2.6, C: 3.2 },
    likes: [
      'Study ways to reduce water pollution',
      'Develop a way to better predict the weather',
      'Develop a spreadsheet using computer software',
    ],
    dislikes: ['Sell merchandise at a department store', 'Operate a beauty salon or barber shop'],
    education: 'master',
    years: 6,
    willing: 'short',
    settings: ['office', 'hybrid'],
    values: ['Achievement', 'Independence', 'Working Conditions'],
    skills: ['science', 'numbers', 'technology'],
    tools: 'ArcGIS, Excel, R, EQuIS',
    goals:
      'Six years of Phase I and II site assessments for a consulting firm. I am not sure whether to stay in environmental work or use my science elsewhere; I want less fieldwork and more analysis.',
    accept: [
      '19-2041.00', // Environmental Scientists and Specialists, Including Health (own work: unsure keeps it acceptable)
      '19-2041.01', // Climate Change Policy Analysts (P-L, z5: analysis)
      '19-2041.02', // Environmental Restoration Planners (P-L, z5: planning)
      '19-2041.03', // Industrial Ecologists (P-S, z5: analysis)
      '17-2081.00', // Environmental Engineers (P-S, z4)
      '19-2043.00', // Hydrologists (S, z5: modelling water, her likes)
      '11-9121.02', // Water Resource Specialists (S, z4: planning, her likes)
      '11-9121.00', // Natural Sciences Managers (z5: the step up)
      '19-2099.01', // Remote Sensing Scientists and Technologists (z4: analysis of the data she maps)
      '15-1299.02', // Geographic Information Systems Technologists and Technicians (z3 below her, but her ArcGIS analysis work)
    ],
    why: "Unsure, a master's (zone 5) and six years as an environmental scientist (19-2041, z4), asking for less fieldwork and more analysis: her own work, its analysis and planning specialties and the relations that are desk work (industrial ecology, environmental engineering P-S; climate policy, restoration planning P-L; hydrology, water resources S), the managerial step up, and the remote-sensing and GIS analysis her tools and likes point to. Compliance inspectors, conservation scientists, brownfield site managers and safety specialists (P-S, P-L, S) are fieldwork; technicians (P-S, P-L) a step down; postsecondary teaching and chief sustainability officers (S) need what she has not done.",
  },
  {
    id: 'travel-agent-unsure',
    split: 'heldout',
    who: "Travel agent, associate's degree, fourteen years, the agency is cutting back, unsure what next; good at selling and planning",
    jobTitle: 'Travel agent / travel consultant',
    jobCode: '41-3041.00',
    intent: 'unsure',
    interests: { R: 1.6, I: 2, A: 2.8, S: 3.4, E: 4, C: 3.6 },
    likes: ['Negotiate business contracts', 'Start your own business', 'Keep shipping and receiving records'],
    dislikes: ['Lay brick or tile', 'Work in a biology lab'],
    education: 'associate',
    years: 14,
    willing: 'short',
    settings: ['office', 'hybrid', 'customers'],
    values: ['Achievement', 'Relationships', 'Independence'],
    skills: ['sales', 'organising', 'communication'],
    tools: 'Sabre, Amadeus, Salesforce, Excel',
    goals:
      'Fourteen years booking trips and the agency is cutting back. Not sure what next. I am good at selling, planning and sorting out problems.',
    accept: [
      '41-3041.00', // Travel Agents (own work: unsure keeps it acceptable)
      '13-1121.00', // Meeting, Convention, and Event Planners (S, z4: planning; fourteen years of related work)
      '41-3021.00', // Insurance Sales Agents (S, z4: selling)
      '41-3011.00', // Advertising Sales Agents (S, z4: selling)
      '41-9022.00', // Real Estate Sales Agents (S, z3: selling, a licence course)
      '39-6012.00', // Concierges (P-S, z3)
      '39-7011.00', // Tour Guides and Escorts (P-L, z3)
      '13-1041.08', // Customs Brokers (S, z3: the paperwork of travel and trade)
      '41-1012.00', // First-Line Supervisors of Non-Retail Sales Workers (z4: the supervisory step up)
    ],
    why: "Unsure, an associate's degree and fourteen years as a travel agent (Travel Agents 41-3041, z3; fourteen years reach zone 4 for related work): her own work, its supervisory step up and the relations of zones 3-4 (concierges P-S, tour guides P-L, event planners, insurance and advertising sales, real estate sales, customs brokers S) that fit her selling and planning. Ticket agents, travel guides, counter clerks, service sales, telemarketers and customer service (P-S, P-L, zone 2) are a step down from her zone-3 work; freight agents (S, z2) too.",
  },
  {
    id: 'assembler-to-healthcare',
    split: 'heldout',
    who: 'Assembly-line worker at an auto parts plant, high school, six years, leaving factory work for healthcare, would take a one-year program',
    jobTitle: 'Assembler (auto parts plant)',
    jobCode: '51-2092.00',
    intent: 'change',
    interests: { R: 3.4, I: 2.6, A: 1.8, S: 3.4, E: 2, C: 3.2 },
    likes: [
      'Examine blood samples using a microscope',
      'Perform rehabilitation therapy',
      'Test the quality of parts before shipment',
    ],
    dislikes: ['Sell merchandise at a department store', 'Represent a client in a lawsuit'],
    education: 'highschool',
    years: 6,
    willing: 'program',
    settings: ['clinical'],
    values: ['Support', 'Working Conditions', 'Relationships'],
    skills: ['helping', 'health', 'mechanical'],
    tools: 'Torque gun, calipers, go/no-go gauges',
    goals:
      'Six years on an assembly line and I want out of factories. I want to work in healthcare: a medical assistant program, or something like it.',
    target: { phrase: 'medical assistant', codes: ['31-9092.00'] },
    accept: [
      '31-9092.00', // Medical Assistants (z3: named)
      '31-9097.00', // Phlebotomists (z3: a short program, his likes)
      '29-2052.00', // Pharmacy Technicians (z3)
      '31-9091.00', // Dental Assistants (z3, P-L of medical assistants)
      '31-1131.00', // Nursing Assistants (z3, P-L of medical assistants)
      '29-2061.00', // Licensed Practical and Licensed Vocational Nurses (z3, P-S of medical assistants: a one-year program)
      '29-2055.00', // Surgical Technologists (z3: a program)
      '29-2057.00', // Ophthalmic Medical Technicians (z3, P-S of medical assistants)
      '31-2022.00', // Physical Therapist Aides (z2, P-L of medical assistants: his likes)
      '29-2072.00', // Medical Records Specialists (z3: healthcare, a program)
    ],
    why: 'Changing field from factory assembly (Team Assemblers 51-2092, z2: nothing in production, SOC 51, or the engineering technician and machinery work O*NET relates to it) into healthcare, named: Medical Assistants and the healthcare work of zone 3 that a one- to two-year program reaches on a high-school diploma, mostly Related Occupations of Medical Assistants (LPNs, ophthalmic technicians P-S; dental and nursing assistants, physical therapist aides P-L) and the lab, pharmacy and surgical technician work beside them. Registered Nurses (P-S of medical assistants, z4) need a degree beyond the program; cardiovascular and imaging technologists need an associate degree.',
  },
  {
    id: 'miner-to-wind-solar',
    split: 'heldout',
    who: 'Underground coal miner (continuous miner operator), high school, twelve years, the mine closed, leaving mining for wind or solar work',
    jobTitle: 'Continuous miner operator (underground coal)',
    jobCode: '47-5041.00',
    intent: 'change',
    interests: { R: 4.2, I: 2.6, A: 1.6, S: 2, E: 2.2, C: 2.6 },
    likes: ['Repair household appliances', 'Assemble electronic parts', 'Set up and operate machines to make products'],
    dislikes: ['Proofread records or forms', 'Perform jazz or tap dance'],
    education: 'highschool',
    years: 12,
    willing: 'program',
    settings: ['outdoors', 'workshop'],
    values: ['Working Conditions', 'Achievement', 'Support'],
    skills: ['mechanical'],
    tools: 'Joy continuous miner, roof bolter, MSHA safety training',
    goals:
      'The mine closed after twelve years underground. I want out of mining and into energy that has a future: wind turbine technician or solar, and I will do the program.',
    target: { phrase: 'wind turbine technician', codes: ['49-9081.00'] },
    accept: [
      '49-9081.00', // Wind Turbine Service Technicians (z3: named)
      '47-2231.00', // Solar Photovoltaic Installers (z2: named)
      '47-2152.04', // Solar Thermal Installers and Technicians (z3: solar, named)
      '49-9051.00', // Electrical Power-Line Installers and Repairers (z2: energy, an apprenticeship)
      '49-2095.00', // Electrical and Electronics Repairers, Powerhouse, Substation, and Relay (z3: energy, a program)
      '49-9099.01', // Geothermal Technicians (z2: renewable energy)
      '47-4099.03', // Weatherization Installers and Technicians (z2: energy work)
    ],
    why: 'Changing field from underground mining (Continuous Mining Machine Operators 47-5041, z2: nothing in extraction, SOC 47-5, or the surface mining and drilling relations) into renewable energy, named: wind turbine and solar work, and the energy trades beside them (power-line and substation repair, geothermal, weatherization), zones 2-3 that a one- to two-year program or an apprenticeship reaches on a high-school diploma. Construction equipment operating and machinery mechanics (P-S, P-L) are related to his job but not the energy he names; solar installation managers and energy engineers (z3-4) need experience or a degree in the field.',
  },
  {
    id: 'veterinarian-leaving-practice',
    split: 'heldout',
    who: 'Small-animal veterinarian, DVM, twelve years, compassion fatigue, leaving clinical practice for public health, research or the animal health industry',
    jobTitle: 'Associate veterinarian, small-animal practice',
    jobCode: '29-1131.00',
    intent: 'change',
    interests: { R: 3, I: 4.2, A: 2, S: 3.2, E: 2.4, C: 2.8 },
    likes: ['Work in a biology lab', 'Do laboratory tests to identify diseases', 'Develop a new medicine'],
    dislikes: ['Help people with personal or emotional problems', 'Sell merchandise at a department store'],
    education: 'doctoral',
    years: 12,
    willing: 'short',
    settings: ['office', 'hybrid'],
    values: ['Achievement', 'Working Conditions', 'Independence'],
    skills: ['science', 'health'],
    tools: 'AVImark, ultrasound, in-house lab analyzers, Excel',
    goals:
      'Twelve years in small-animal practice and the compassion fatigue is real. I want out of clinical practice: public health, research, or work in the animal health industry.',
    target: { phrase: 'public health', codes: ['19-1041.00'] },
    accept: [
      '19-1041.00', // Epidemiologists (z5: public health, named)
      '19-1042.00', // Medical Scientists, Except Epidemiologists (z5: research, named)
      '19-1011.00', // Animal Scientists (z5: animal research and industry)
      '19-1023.00', // Zoologists and Wildlife Biologists (z4: research)
      '13-1041.07', // Regulatory Affairs Specialists (z4: the animal health industry's regulatory work)
      '11-9121.01', // Clinical Research Coordinators (z4: research, the industry's trials)
      '21-1091.00', // Health Education Specialists (z4: public health)
      '19-1029.04', // Biologists (z4: research)
      '19-4021.00', // Biological Technicians (z4: lab research)
    ],
    why: "Changing field from clinical veterinary practice (Veterinarians 29-1131, z5: nothing in clinical care of animals or people, so no veterinary technicians or assistants, and not the physicians and nurse practitioners O*NET relates to her, another clinical profession) into the public health, research and animal-health-industry work she names: epidemiology, medical and animal science, wildlife biology, the industry's regulatory and clinical-trial work and health education, zones 4-5 on her doctorate with a short course. Natural Sciences Managers and postsecondary teaching need research or teaching years she has not had.",
  },
  {
    id: 'mech-engineer-to-production-management',
    split: 'heldout',
    who: 'Mechanical design engineer, bachelor, ten years designing pumps and valves, moving into production or plant management',
    jobTitle: 'Mechanical engineer (product design)',
    jobCode: '17-2141.00',
    intent: 'related',
    interests: { R: 3.4, I: 3.8, A: 2.4, S: 2.4, E: 3.6, C: 3.2 },
    likes: [
      'Manage a department within a large company',
      'Test the quality of parts before shipment',
      'Negotiate business contracts',
    ],
    dislikes: ['Perform jazz or tap dance', 'Take care of children at a day-care center'],
    education: 'bachelor',
    years: 10,
    willing: 'short',
    settings: ['office', 'workshop'],
    values: ['Achievement', 'Recognition', 'Independence'],
    skills: ['leadership', 'mechanical', 'numbers'],
    tools: 'SolidWorks, ANSYS, SAP, Minitab, Excel',
    goals:
      'Ten years designing pumps and valves. I want to move toward managing people and output: a production manager running a plant, or engineering project management.',
    target: { phrase: 'production manager', codes: ['11-3051.00'] },
    accept: [
      '11-3051.00', // Industrial Production Managers (z4: named)
      '11-3051.01', // Quality Control Systems Managers (z4: a specialty of the named)
      '11-3051.03', // Biofuels Production Managers (z4: a specialty of the named)
      '11-3051.04', // Biomass Power Plant Managers (z4: a specialty of the named, running a plant)
      '13-1082.00', // Project Management Specialists (z4: engineering project management, named)
      '17-2112.00', // Industrial Engineers (P-L, z4: production systems, toward the plant)
      '17-2112.03', // Manufacturing Engineers (S, z4: production, toward the plant)
    ],
    why: 'Related move from Mechanical Engineers (17-2141, z4) toward running production, named: Industrial Production Managers and their zone-4 specialties, engineering project management, and the production-side engineering relations (Industrial Engineers P-L, Manufacturing Engineers S) that lead there, zone 4 on his bachelor and ten years. His own design work and the design-side relations (electrical, mechatronics, automotive, aerospace engineers P-S, P-L, S) are what he moves from; technicians and mechanics (P-S, S) a step down; Architectural and Engineering Managers are zone 5 in O*NET, beyond a bachelor and the short course he would add.',
  },
  {
    id: 'dancer-to-teaching',
    split: 'heldout',
    who: 'Professional dancer, high school and conservatory training, twelve years, stopping performing, moving into teaching dance and choreography',
    jobTitle: 'Dancer (contemporary dance company)',
    jobCode: '27-2031.00',
    intent: 'related',
    interests: { R: 2.6, I: 1.8, A: 4.4, S: 3.8, E: 3.2, C: 2 },
    likes: ['Perform jazz or tap dance', 'Teach an individual an exercise routine', 'Start your own business'],
    dislikes: ['Develop a spreadsheet using computer software', 'Conduct chemical experiments'],
    style: 'generous',
    education: 'highschool',
    years: 12,
    willing: 'short',
    settings: ['classroom', 'customers'],
    values: ['Achievement', 'Recognition', 'Independence'],
    skills: ['creative', 'helping', 'leadership'],
    tools: 'Logic Pro for rehearsal tracks, Mindbody, Instagram',
    goals:
      'Twelve years dancing professionally and my body says stop performing. I want to teach dance, choreograph, or run my own studio.',
    target: { phrase: 'choreograph', codes: ['27-2032.00'] },
    accept: [
      '27-2032.00', // Choreographers (P-S, z3: named)
      '25-3021.00', // Self-Enrichment Teachers (P-L, z3: the dance teacher, named)
      '39-9031.00', // Exercise Trainers and Group Fitness Instructors (P-L, z3: teaching movement)
      '27-2022.00', // Coaches and Scouts (S, z4: coaching performers; twelve years of related work)
      '27-2012.00', // Producers and Directors (S, z4: a dance company's artistic director; twelve years of related work)
    ],
    why: 'Related move from Dancers (27-2031, z3; twelve years reach zone 4 for related work) to teaching and making dance, named: Choreographers (P-S), the dance teacher (Self-Enrichment Teachers P-L), teaching movement (group fitness P-L), coaching (S) and directing a company (Producers and Directors S: artistic directors). Her own performing is what she leaves; actors, musicians, models and athletes (P-S, P-L) are other performing; postsecondary arts teaching (P-S, z5) needs graduate school; talent directors (P-L) cast, which she does not name; the management roles of a studio outside the relations (fitness and wellness coordinators, z4) are beyond high school and a short course.',
  },
  {
    id: 'mail-carrier-inside',
    split: 'heldout',
    who: 'Postal mail carrier, high school, twenty years, feet worn out, wants an inside job: postal clerk, dispatch or a warehouse office',
    jobTitle: 'City letter carrier (USPS)',
    jobCode: '43-5052.00',
    intent: 'related',
    interests: { R: 3, I: 1.8, A: 1.6, S: 2.6, E: 2.2, C: 3.8 },
    likes: [
      'Stamp, sort, and distribute mail for an organization',
      'Keep shipping and receiving records',
      'Keep inventory records',
    ],
    dislikes: ['Write scripts for movies or television shows', 'Perform rehabilitation therapy'],
    style: 'middling',
    education: 'highschool',
    years: 20,
    willing: 'none',
    settings: ['office'],
    values: ['Working Conditions', 'Support', 'Relationships'],
    skills: ['organising'],
    tools: 'Mobile delivery scanner, Excel',
    goals:
      'Twenty years carrying mail and my feet are done. I want an inside job: postal clerk, dispatch, or a warehouse or shipping office.',
    target: { phrase: 'postal clerk', codes: ['43-5051.00'] },
    accept: [
      '43-5051.00', // Postal Service Clerks (P-S, z2: named)
      '43-5053.00', // Postal Service Mail Sorters, Processors, and Processing Machine Operators (P-L, z2: inside)
      '11-9131.00', // Postmasters and Mail Superintendents (P-L, z2: inside, the step up)
      '43-9051.00', // Mail Clerks and Mail Machine Operators, Except Postal Service (P-S, z2: inside)
      '43-5071.00', // Shipping, Receiving, and Inventory Clerks (P-S, z2: named)
      '43-5011.00', // Cargo and Freight Agents (P-S, z2: shipping office)
      '43-5011.01', // Freight Forwarders (P-L, z2: shipping office)
      '43-5032.00', // Dispatchers, Except Police, Fire, and Ambulance (P-L, z2: named)
      '43-4151.00', // Order Clerks (S, z2: inside)
      '43-9061.00', // Office Clerks, General (S, z2: inside)
      '43-4051.00', // Customer Service Representatives (S, z2: inside)
      '11-3071.00', // Transportation, Storage, and Distribution Managers (S, z4: twenty years of related work)
    ],
    why: 'Related move from Postal Service Mail Carriers (43-5052, z2; twenty years reach zone 4 for related work) to inside work, named: postal clerk, dispatch and the shipping office, all Related Occupations (P-S, P-L, S) done indoors, with the postmaster and the distribution manager as the step up. His own route is what he leaves; couriers, light truck drivers and driver/sales workers (P-S, P-L, S) are more driving and walking; stockers and porters (S) are on their feet.',
  },
  {
    id: 'paraeducator-to-sped-teacher',
    split: 'heldout',
    who: "Special-education paraprofessional, associate's degree, seven years, finishing a bachelor's to become a special education teacher",
    jobTitle: 'Paraprofessional, special education classroom',
    jobCode: '25-9043.00',
    intent: 'related',
    interests: { R: 2, I: 2.6, A: 2.8, S: 4.4, E: 2.4, C: 2.8 },
    likes: [
      'Teach sign language to people who are deaf or hard of hearing',
      'Take care of children at a day-care center',
      'Help people with personal or emotional problems',
    ],
    dislikes: ['Buy and sell stocks and bonds', 'Set up and operate machines to make products'],
    education: 'associate',
    years: 7,
    willing: 'degree',
    settings: ['classroom'],
    values: ['Relationships', 'Achievement', 'Support'],
    skills: ['helping', 'communication'],
    tools: 'IEP software, Boardmaker, AAC devices',
    goals:
      "Seven years as a para in a special-ed classroom. I want my own classroom: finish my bachelor's and become a special education teacher.",
    target: {
      phrase: 'special education teacher',
      codes: ['25-2056.00', '25-2055.00', '25-2057.00', '25-2058.00'],
    },
    accept: [
      '25-2056.00', // Special Education Teachers, Elementary School (P-S, z4: named)
      '25-2055.00', // Special Education Teachers, Kindergarten (P-S, z4: named)
      '25-2057.00', // Special Education Teachers, Middle School (P-L, z4: named)
      '25-2058.00', // Special Education Teachers, Secondary School (P-S, z4: named)
      '25-2021.00', // Elementary School Teachers, Except Special Education (P-L, z4: her own classroom)
      '25-2012.00', // Kindergarten Teachers, Except Special Education (P-L, z4: her own classroom)
      '25-2022.00', // Middle School Teachers (S, z4: her own classroom)
    ],
    why: "Related move from Teaching Assistants, Special Education (25-9043, z3) to her own classroom, named: the special education teachers of zone 4 that the bachelor she is finishing reaches (P-S, P-L), and the general classroom teachers of the same schools (P-L, S). Her own work and the other teaching assistants and tutors (P-S, P-L) are the job she is leaving; preschool special education and instructional coordination (P-S, P-L, z5) need a master's; adult and career/technical education (S) are other students than she names.",
  },
];
