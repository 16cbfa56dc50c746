import type { Persona } from '../persona.js';

/** People whose strongest interest is Realistic (hands-on work with tools, machines, plants and animals). */
export const REALISTIC: Persona[] = [
  {
    id: 'electrician-stay',
    split: 'dev',
    who: 'Journeyman electrician, apprenticeship-trained, nine years in, wants to lead crews',
    jobTitle: 'Journeyman electrician',
    jobCode: '47-2111.00',
    intent: 'stay',
    interests: { R: 4.5, I: 3, A: 1.5, S: 2, E: 2.5, C: 3 },
    likes: ['Assemble electronic parts', 'Repair household appliances'],
    dislikes: ['Perform jazz', 'Sing in a band'],
    education: 'somecollege',
    years: 9,
    willing: 'short',
    settings: ['workshop', 'outdoors'],
    values: ['Achievement', 'Independence', 'Working Conditions'],
    skills: ['mechanical', 'numbers'],
    tools: 'Multimeter, conduit bender, NEC code book, a bit of AutoCAD',
    goals: 'Stay in the electrical trade and move up, maybe run my own crew or get my master electrician license.',
    accept: [
      '47-2111.00', // Electricians (own job: staying)
      '47-1011.00', // First-Line Supervisors of Construction Trades (the crew lead)
      '49-1011.00', // First-Line Supervisors of Mechanics, Installers, and Repairers
      '47-4011.00', // Construction and Building Inspectors (z3, a common next step for licensed electricians)
      '49-9051.00', // Electrical Power-Line Installers (Primary-Short)
      '49-2094.00', // Electrical Repairers, Commercial and Industrial (Primary-Long)
      '49-2095.00', // Electrical Repairers, Powerhouse, Substation (Primary-Long)
      '49-2098.00', // Security and Fire Alarm Systems Installers (electrical specialty)
      '47-4021.00', // Elevator and Escalator Installers (electrical specialty, z3)
      '49-9012.00', // Control and Valve Installers (z3)
      '17-3023.00', // Electrical Engineering Technologists and Technicians (z3)
      '49-9081.00', // Wind Turbine Service Technicians (z3)
      '47-1011.03', // Solar Energy Installation Managers (z3)
      '47-2231.00', // Solar Photovoltaic Installers
      '49-2092.00', // Electric Motor, Power Tool Repairers (Primary-Long)
      '11-9021.00', // Construction Managers (z4: reachable with nine years in the trade)
    ],
    why: 'Electricians 47-2111 (z3). Advancing in the trade: first-line supervisors (z3) and construction management (z4 by experience); electrical specialties from Related Occupations (power-line, powerhouse and industrial repairers) and installers of alarms, elevators, solar and wind, all z3; inspector is the usual late-career move. Zones 2-4 only.',
  },
  {
    id: 'truck-warehouse-dispatch',
    split: 'dev',
    who: 'Truck driver and warehouse worker, high school, fifteen years, back worn out, wants dispatching',
    jobTitle: 'Truck driver / warehouse',
    jobCode: '53-3032.00',
    intent: 'related',
    interests: { R: 3.5, I: 1.5, A: 1.5, S: 2.5, E: 3, C: 3.5 },
    likes: ['Drive a truck', 'Keep shipping and receiving records', 'Inventory supplies using a hand-held computer'],
    dislikes: ['Write books', 'Perform jazz', 'Develop a new medicine'],
    education: 'highschool',
    years: 15,
    willing: 'short',
    settings: ['vehicle', 'workshop', 'office'],
    values: ['Working Conditions', 'Support', 'Independence'],
    skills: ['organising', 'mechanical'],
    tools: 'Forklift, pallet jack, scanner guns, ELD logs, CDL Class A',
    goals:
      "I've been driving and working the warehouse for 15 years. My back is done with loading, I'd like something related like dispatching or running the dock.",
    target: { phrase: 'dispatching', codes: ['43-5032.00'] },
    accept: [
      '43-5032.00', // Dispatchers, Except Police, Fire, and Ambulance (named; Related to truck drivers)
      '53-1043.00', // First-Line Supervisors of Material-Moving Machine and Vehicle Operators (z3 by experience)
      '53-1042.00', // First-Line Supervisors of Helpers, Laborers, and Material Movers
      '43-5071.00', // Shipping, Receiving, and Inventory Clerks (Related to dispatchers)
      '43-5011.00', // Cargo and Freight Agents
      '43-5061.00', // Production, Planning, and Expediting Clerks (Primary-Long of dispatchers)
      '43-5111.00', // Weighers, Measurers, Checkers, and Samplers, Recordkeeping
      '43-5031.00', // Public Safety Telecommunicators (Primary-Short of dispatchers)
      '11-3071.00', // Transportation, Storage, and Distribution Managers (z4, fifteen years of related work)
      '53-6051.07', // Transportation Vehicle, Equipment and Systems Inspectors
    ],
    why: 'Heavy Truck Drivers 53-3032 (z2), high school. Related and off the loading dock: Dispatchers (named; Supplemental-related to truck drivers), their own Related Occupations (first-line supervisors of material movers and vehicle operators, shipping and expediting clerks, telecommunicators), and the recordkeeping side of the warehouse. Zone 2-3, zone 4 only for distribution management on fifteen years of experience. Not other driving or loading jobs: he wants off them.',
  },
  {
    id: 'carpenter-advance',
    split: 'heldout',
    who: 'Carpenter, high school, twelve years of framing and finish work, wants to run sites',
    jobTitle: 'Carpenter (framing and finish)',
    jobCode: '47-2031.00',
    intent: 'stay',
    interests: { R: 5, I: 2, A: 3, S: 2, E: 3, C: 2.5 },
    likes: ['Build kitchen cabinets', 'Lay brick or tile'],
    education: 'highschool',
    years: 12,
    willing: 'program',
    settings: ['outdoors', 'workshop'],
    values: ['Achievement', 'Independence', 'Recognition'],
    skills: ['mechanical', 'leadership'],
    tools: 'Framing nailers, table saw, laser level, reading blueprints, some SketchUp',
    goals:
      'I want to grow in construction: lead a crew, estimate jobs, maybe become a site supervisor or construction manager one day.',
    accept: [
      '47-2031.00', // Carpenters (own job: staying)
      '47-1011.00', // First-Line Supervisors of Construction Trades
      '11-9021.00', // Construction Managers (z4, reachable with a program and experience)
      '13-1051.00', // Cost Estimators (named "estimate jobs")
      '47-4011.00', // Construction and Building Inspectors
      '51-7011.00', // Cabinetmakers and Bench Carpenters (Primary-Long)
      '17-3011.00', // Architectural and Civil Drafters (blueprints, z3)
      '11-3013.00', // Facilities Managers
    ],
    why: 'Carpenters 47-2031 (z2). Advancement in construction: crew supervisor (z3), construction manager and cost estimator (z4, within a one-to-two-year program plus twelve years of related work), inspector; the finish-carpentry craft (cabinetmakers, Primary-Long). Not other z2 trades: lateral, not up.',
  },
  {
    id: 'landscaper-outdoors',
    split: 'dev',
    who: 'Landscaping crew member, no diploma, four years, wants better pay outdoors',
    jobTitle: 'Landscaping crew',
    jobCode: '37-3011.00',
    intent: 'related',
    interests: { R: 4, I: 2, A: 2.5, S: 2, E: 2.5, C: 2 },
    likes: ['Raise fish in a fish hatchery', 'Put out forest fires'],
    dislikes: ['Develop a spreadsheet', 'Proofread records', 'Calculate the wages'],
    style: 'generous',
    education: 'none',
    years: 4,
    willing: 'short',
    settings: ['outdoors', 'vehicle'],
    values: ['Working Conditions', 'Independence'],
    skills: ['mechanical'],
    tools: 'Mowers, trimmers, chainsaw, skid steer',
    goals: 'Something outdoors that pays a bit better, maybe tree work or running equipment. Not an office.',
    accept: [
      '37-3013.00', // Tree Trimmers and Pruners (Primary-Short; named "tree work")
      '37-3012.00', // Pesticide Handlers, Sprayers (Primary-Short)
      '45-2091.00', // Agricultural Equipment Operators (Primary-Short)
      '47-2073.00', // Operating Engineers and Other Construction Equipment Operators ("running equipment")
      '47-4051.00', // Highway Maintenance Workers (Primary-Long)
      '45-4011.00', // Forest and Conservation Workers
      '45-4021.00', // Fallers (Primary-Long)
      '47-2061.00', // Construction Laborers (outdoors, better paid)
      '49-3053.00', // Outdoor Power Equipment and Other Small Engine Mechanics
    ],
    why: 'Landscaping and Groundskeeping Workers 37-3011 (z1), no diploma, short training only: its Related Occupations in zones 1-2 (tree trimmers, sprayers, equipment operators, highway maintenance, forestry) and outdoor equipment work he named. Nothing needing a degree; no office work. The crew supervisor and Firefighters are zone 3, beyond four years of zone-1 work and a short course (relabelled in round 7).',
  },
  {
    id: 'wildland-firefighter',
    split: 'heldout',
    who: 'Seasonal wildland firefighter with a fire science associate degree, wants to move up',
    jobTitle: 'Wildland firefighter (seasonal)',
    jobCode: '33-2011.00',
    intent: 'stay',
    interests: { R: 4.5, I: 3, A: 1.5, S: 3.5, E: 3, C: 2 },
    likes: ['Put out forest fires', 'Investigate the cause of a fire'],
    education: 'associate',
    years: 6,
    willing: 'degree',
    settings: ['outdoors', 'vehicle'],
    values: ['Achievement', 'Relationships', 'Recognition'],
    skills: ['law', 'mechanical', 'leadership'],
    tools: 'Chainsaw, pumps, GPS, radio, EMT-B certification, ArcGIS basics',
    goals: 'Keep fighting fires but move up: engine captain, fire investigator or prevention.',
    accept: [
      '33-2011.00', // Firefighters (own job: staying)
      '33-1021.00', // First-Line Supervisors of Firefighting and Prevention Workers (Primary-Short)
      '33-2022.00', // Forest Fire Inspectors and Prevention Specialists (Primary-Short)
      '33-2021.00', // Fire Inspectors and Investigators (Primary-Short)
      '17-2111.02', // Fire-Prevention and Protection Engineers (Primary-Short, z4 with a degree)
      '11-9161.00', // Emergency Management Directors (Supplemental, z4)
      '19-4071.00', // Forest and Conservation Technicians (Supplemental)
      '29-2043.00', // Paramedics (Primary-Long)
      '19-5011.00', // Occupational Health and Safety Specialists (Primary-Long)
      '19-1032.00', // Foresters
    ],
    why: 'Firefighters 33-2011 (z3), associate degree, would finish a bachelor: its Primary-Short Related Occupations (fire supervisors, fire and forest-fire inspectors, fire-prevention engineering) and the fire-and-forest careers of its longer list (emergency management, forestry technicians, paramedic). Zones 3-4.',
  },
  {
    id: 'cnc-operator-programmer',
    split: 'dev',
    who: 'CNC machine operator, high school, five years, wants to program machines or make tools and dies',
    jobTitle: 'CNC machine operator',
    jobCode: '51-9161.00',
    intent: 'related',
    interests: { R: 4, I: 3, A: 2, S: 1.5, E: 2, C: 3.5 },
    likes: ['Set up and operate machines', 'Test the quality of parts'],
    education: 'highschool',
    years: 5,
    willing: 'program',
    settings: ['workshop'],
    values: ['Working Conditions', 'Achievement', 'Support'],
    skills: ['mechanical', 'technology', 'numbers'],
    tools: 'Haas and Fanuc controls, G-code, calipers and micrometers, Mastercam a bit',
    goals: 'I want to move up from running the machines to programming them, or do tool and die work.',
    target: { phrase: 'tool and die', codes: ['51-4111.00'] },
    accept: [
      '51-9162.00', // Computer Numerically Controlled Tool Programmers (Primary-Short)
      '51-4111.00', // Tool and Die Makers (named; Supplemental)
      '51-4041.00', // Machinists (Primary-Short)
      '17-3026.00', // Industrial Engineering Technologists and Technicians (z3)
      '17-3027.00', // Mechanical Engineering Technologists and Technicians (z3)
      '17-3013.00', // Mechanical Drafters (z3)
      '51-9061.00', // Inspectors, Testers, Sorters (quality, in the same shop)
      '49-9041.00', // Industrial Machinery Mechanics (Supplemental, z3)
      '17-3024.01', // Robotics Technicians (Supplemental, z3)
      '51-1011.00', // First-Line Supervisors of Production and Operating Workers
      '19-4099.01', // Quality Control Analysts
    ],
    why: 'CNC Tool Operators 51-9161 (z2), high school, would do a one-to-two-year program: the z3 roles of its Related Occupations (CNC programmers, machinists, tool and die makers, industrial machinery mechanics, robotics technicians), the engineering-technician and drafting routes a machining program leads to, quality inspection and shop supervision. Not other machine-tending jobs (lateral, z2).',
  },
  {
    id: 'civil-engineer-pe',
    split: 'dev',
    who: 'Civil engineer in training, four years, wants the PE licence and project leadership',
    jobTitle: 'Civil engineer (EIT)',
    jobCode: '17-2051.00',
    intent: 'stay',
    interests: { R: 4, I: 4, A: 2.5, S: 2, E: 3, C: 3.5 },
    education: 'bachelor',
    years: 4,
    willing: 'graduate',
    settings: ['office', 'outdoors', 'hybrid'],
    values: ['Achievement', 'Recognition', 'Working Conditions'],
    skills: ['numbers', 'technology', 'science'],
    tools: 'AutoCAD Civil 3D, HEC-RAS, Excel, MicroStation',
    goals: 'Get my PE license and grow into a project engineer or manager on water and transportation projects.',
    accept: [
      '17-2051.00', // Civil Engineers (own job: staying)
      '17-2051.01', // Transportation Engineers (Primary-Short)
      '17-2051.02', // Water/Wastewater Engineers (Primary-Short)
      '11-9041.00', // Architectural and Engineering Managers (Primary-Long, z5)
      '11-9021.00', // Construction Managers (Primary-Short)
      '17-2081.00', // Environmental Engineers (Primary-Long)
      '13-1082.00', // Project Management Specialists
      '19-2043.00', // Hydrologists (water projects, graduate school)
      '17-1022.00', // Surveyors
    ],
    why: 'Civil Engineers 17-2051 (z4), bachelor, open to graduate school: its specialties and Primary Related Occupations (transportation, water, environmental engineering; construction and engineering management) and project management. Zones 4-5.',
  },
  {
    id: 'auto-mechanic-out',
    split: 'heldout',
    who: 'Automotive technician, fourteen years, body worn out, wants to leave wrenching',
    jobTitle: 'Automotive technician',
    jobCode: '49-3023.00',
    intent: 'change',
    interests: { R: 3.5, I: 3.5, A: 2, S: 2.5, E: 3, C: 3.5 },
    likes: ['Investigate the cause of a fire', 'Test the quality of parts'],
    dislikes: ['Lay brick or tile'],
    education: 'somecollege',
    years: 14,
    willing: 'short',
    settings: ['office', 'vehicle'],
    values: ['Working Conditions', 'Support', 'Achievement'],
    skills: ['mechanical', 'technology'],
    tools: 'Scan tools, Mitchell1, Snap-on diagnostics, Excel basics',
    goals:
      'My back and knees cannot take the shop anymore. I want out of wrenching, something with my head instead of my hands, maybe inspecting or estimating damage.',
    accept: [
      '13-1032.00', // Insurance Appraisers, Auto Damage (estimating damage, z3)
      '53-6051.07', // Transportation Vehicle, Equipment and Systems Inspectors (inspecting)
      '51-9061.00', // Inspectors, Testers, Sorters, Samplers, and Weighers
      '41-2022.00', // Parts Salespersons (off the shop floor, uses his knowledge)
      '17-3027.01', // Automotive Engineering Technicians (testing, z3)
      '15-1232.00', // Computer User Support Specialists (diagnostic mind, z3)
      '13-1031.00', // Claims Adjusters, Examiners, and Investigators
      '47-4011.00', // Construction and Building Inspectors (z3 inspection)
    ],
    why: 'Automotive Service Technicians 49-3023 (z3), wants out of physical repair work: roles that use his vehicle knowledge without the wrenching (auto damage appraiser, vehicle inspector, parts sales, engineering-technician testing) and inspection or support work at z2-3 within a short course. Never a mechanic job.',
  },
];
