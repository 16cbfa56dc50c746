import type { Persona } from '../persona.js';

/** People whose strongest interest is Artistic (creating, designing, performing, writing). */
export const ARTISTIC: Persona[] = [
  {
    id: 'graphic-designer-ux',
    split: 'dev',
    who: 'Graphic designer, six years, wants to move into UX/UI design',
    jobTitle: 'Graphic designer',
    jobCode: '27-1024.00',
    intent: 'related',
    interests: { R: 2, I: 3, A: 5, S: 2.5, E: 3, C: 2.5 },
    likes: ['Draw pictures', 'Create special effects'],
    education: 'bachelor',
    years: 6,
    willing: 'short',
    settings: ['hybrid', 'remote', 'office'],
    values: ['Achievement', 'Independence', 'Recognition'],
    skills: ['creative', 'technology', 'communication'],
    tools: 'Figma, Adobe Illustrator, Photoshop, InDesign, some HTML/CSS',
    goals: 'I want to move into UX/UI design for apps and websites.',
    target: { phrase: 'UX/UI design', codes: ['15-1255.00'] },
    accept: [
      '15-1255.00', // Web and Digital Interface Designers (named)
      '15-1255.01', // Video Game Designers
      '27-1011.00', // Art Directors
      '27-1014.00', // Special Effects Artists and Animators
      '27-1021.00', // Commercial and Industrial Designers
      '15-1254.00', // Web Developers
      '27-1027.00', // Set and Exhibit Designers
      '11-2021.00', // Marketing Managers (creative leads)
    ],
    why: 'Graphic Designers 27-1024 (z4), bachelor: the digital design roles named and its Related Occupations (art directors, animators, commercial designers), web development. Zone 4. Not graphic design itself.',
  },
  {
    id: 'session-musician',
    split: 'heldout',
    who: 'Session musician who also teaches, ten years, wants more composing and producing',
    jobTitle: 'Session musician and music teacher',
    jobCode: '27-2042.00',
    intent: 'stay',
    interests: { R: 2, I: 2, A: 5, S: 3.5, E: 3, C: 1.5 },
    likes: ['Play a musical instrument', 'Compose or arrange music', 'Sing in a band'],
    education: 'bachelor',
    years: 10,
    willing: 'short',
    settings: ['classroom', 'customers', 'remote'],
    values: ['Independence', 'Achievement', 'Recognition'],
    skills: ['creative', 'helping'],
    tools: 'Pro Tools, Logic Pro, Sibelius, guitar and piano',
    goals: 'Keep making a living from music: more composing and arranging, maybe producing.',
    accept: [
      '27-2042.00', // Musicians and Singers (own job: staying)
      '27-2041.00', // Music Directors and Composers
      '27-4014.00', // Sound Engineering Technicians (producing)
      '27-4011.00', // Audio and Video Technicians
      '27-2012.00', // Producers and Directors
      '27-3043.05', // Poets, Lyricists and Creative Writers
      '25-2031.00', // Secondary School Teachers (music teacher)
      '25-1121.00', // Art, Drama, and Music Teachers, Postsecondary
      '25-3021.00', // Self-Enrichment Teachers (private lessons)
    ],
    why: 'Musicians and Singers 27-2042 (z4): composing and directing (its first Related Occupation), production and sound work, songwriting, and the music teaching he already does. Zone 3-5 music careers only.',
  },
  {
    id: 'journalist-technical-writing',
    split: 'dev',
    who: 'Newspaper reporter, nine years, wants a steadier field such as technical writing or corporate communications',
    jobTitle: 'Newspaper reporter',
    jobCode: '27-3023.00',
    intent: 'change',
    interests: { R: 1.5, I: 3.5, A: 4.5, S: 3, E: 3.5, C: 3 },
    education: 'bachelor',
    years: 9,
    willing: 'short',
    settings: ['office', 'hybrid', 'remote'],
    values: ['Working Conditions', 'Achievement', 'Independence'],
    skills: ['communication', 'creative', 'organising'],
    tools: 'WordPress, AP style, Google Analytics, interviewing, fact-checking',
    goals:
      'Newsrooms keep shrinking and I want a steadier field. Maybe technical writing or communications for a company.',
    target: { phrase: 'technical writing', codes: ['27-3042.00'] },
    accept: [
      '27-3042.00', // Technical Writers (named)
      '27-3031.00', // Public Relations Specialists ("communications for a company")
      '11-2032.00', // Public Relations Managers
      '13-1161.00', // Market Research Analysts and Marketing Specialists
      '27-3043.00', // Writers and Authors
      '27-3041.00', // Editors
      '13-1131.00', // Fundraisers
      '13-1151.00', // Training and Development Specialists
      '11-2033.00', // Fundraising Managers
    ],
    why: 'News Analysts, Reporters, and Journalists 27-3023 (z4), leaving news: writing and communication roles outside the newsroom (technical writing named, public relations, marketing, editing, fundraising). Zone 4. No reporting or broadcasting.',
  },
  {
    id: 'photographer-video',
    split: 'heldout',
    who: 'Freelance photographer with an associate degree, seven years, wants to move into video',
    jobTitle: 'Freelance photographer',
    jobCode: '27-4021.00',
    intent: 'related',
    interests: { R: 3, I: 2, A: 5, S: 2.5, E: 3.5, C: 2 },
    likes: ['Edit movies', 'Create special effects'],
    education: 'associate',
    years: 7,
    willing: 'short',
    settings: ['outdoors', 'remote', 'customers'],
    values: ['Independence', 'Achievement'],
    skills: ['creative', 'technology', 'sales'],
    tools: 'Lightroom, Photoshop, Premiere Pro, DaVinci Resolve, drones',
    goals: 'Move from photos into video: editing, or camera work for commercials and documentaries.',
    target: { phrase: 'video editing', codes: ['27-4032.00'] },
    accept: [
      '27-4032.00', // Film and Video Editors (named)
      '27-4031.00', // Camera Operators, Television, Video, and Film (named "camera work")
      '27-1014.00', // Special Effects Artists and Animators
      '27-2012.00', // Producers and Directors
      '27-4011.00', // Audio and Video Technicians
      '27-1024.00', // Graphic Designers
      '27-1011.00', // Art Directors
      '27-4015.00', // Lighting Technicians
    ],
    why: 'Photographers 27-4021 (z3): the video careers named and its Related Occupations in film and media (camera operators, editors, effects, production). Zones 3-4. Not photography itself.',
  },
  {
    id: 'interior-designer-stay',
    split: 'dev',
    who: 'Interior designer, five years, wants to lead bigger commercial projects',
    jobTitle: 'Interior designer',
    jobCode: '27-1025.00',
    intent: 'stay',
    interests: { R: 3, I: 2.5, A: 5, S: 3, E: 3.5, C: 3 },
    education: 'bachelor',
    years: 5,
    willing: 'short',
    settings: ['office', 'customers', 'hybrid'],
    values: ['Achievement', 'Recognition', 'Independence'],
    skills: ['creative', 'sales', 'organising'],
    tools: 'AutoCAD, SketchUp, Revit, Adobe InDesign',
    goals: 'Grow my interior design career and lead bigger commercial projects.',
    accept: [
      '27-1025.00', // Interior Designers (own job: staying)
      '27-1021.00', // Commercial and Industrial Designers
      '27-1027.00', // Set and Exhibit Designers
      '27-1011.00', // Art Directors
      '17-3011.00', // Architectural and Civil Drafters
      '17-1012.00', // Landscape Architects
      '11-9021.00', // Construction Managers (fit-out projects)
      '27-1026.00', // Merchandise Displayers and Window Trimmers
    ],
    why: 'Interior Designers 27-1025 (z4): its Related design occupations (commercial, exhibit, landscape design, drafting) and project leadership. Zones 3-4; architects need graduate school she will not take.',
  },
  {
    id: 'line-cook-chef',
    split: 'heldout',
    who: 'Line cook, high school, six years, wants to become sous chef then head chef',
    jobTitle: 'Line cook',
    jobCode: '35-2014.00',
    intent: 'stay',
    interests: { R: 4, I: 2, A: 4, S: 2.5, E: 3.5, C: 2.5 },
    education: 'highschool',
    years: 6,
    willing: 'short',
    settings: ['customers', 'workshop'],
    values: ['Achievement', 'Recognition', 'Relationships'],
    skills: ['creative', 'leadership', 'organising'],
    tools: 'Knife skills, ServSafe, sous vide, menu costing in Excel',
    goals: 'Become a sous chef and one day the head chef of my own kitchen.',
    target: { phrase: 'head chef', codes: ['35-1011.00'] },
    accept: [
      '35-1011.00', // Chefs and Head Cooks (named)
      '35-1012.00', // First-Line Supervisors of Food Preparation and Serving Workers
      '11-9051.00', // Food Service Managers
      '35-2014.00', // Cooks, Restaurant (own job: staying)
      '35-2013.00', // Cooks, Private Household
      '51-3011.00', // Bakers
      '35-2012.00', // Cooks, Institution and Cafeteria
    ],
    why: 'Cooks, Restaurant 35-2014 (z2), high school, six years: the kitchen ladder (supervisor, chef, food service manager, z3-4 by experience) and other cooking roles.',
  },
  {
    id: 'actor-unsure',
    split: 'dev',
    who: 'Actor who waits tables, theatre degree, unsure where to go, wants something steadier with people',
    jobTitle: 'Actor and restaurant server',
    jobCode: '27-2011.00',
    intent: 'unsure',
    interests: { R: 2, I: 2, A: 4.5, S: 4, E: 4, C: 1.5 },
    likes: ['Perform jazz or tap dance', 'Write scripts for movies'],
    style: 'generous',
    education: 'bachelor',
    years: 5,
    willing: 'short',
    settings: ['customers', 'classroom'],
    values: ['Recognition', 'Relationships', 'Independence'],
    skills: ['creative', 'communication', 'helping'],
    tools: 'Improv, stage combat, Final Draft, social media',
    goals: 'Not sure. I love performing and working with people, but I need something steadier than auditions.',
    accept: [
      '27-2012.00', // Producers and Directors
      '27-2032.00', // Choreographers
      '27-3011.00', // Broadcast Announcers and Radio Disc Jockeys
      '27-3031.00', // Public Relations Specialists
      '13-1121.00', // Meeting, Convention, and Event Planners
      '13-1151.00', // Training and Development Specialists (facilitation)
      '39-9032.00', // Recreation Workers
      '25-2031.00', // Secondary School Teachers (drama)
      '25-2022.00', // Middle School Teachers
      '29-1125.00', // Recreational Therapists
      '39-7011.00', // Tour and Travel Guides
      '25-3021.00', // Self-Enrichment Teachers
      '27-2011.00', // Actors
      '27-3043.00', // Writers and Authors
      '11-2011.00', // Advertising and Promotions Managers
    ],
    why: "Actors 27-2011 (z2) with a theatre bachelor's, undecided: steadier work that keeps performing and people (directing, presenting, teaching drama, events, training, recreation). Zones 2-4.",
  },
  {
    id: 'architect-principal',
    split: 'heldout',
    who: "Project architect with a master's, nine years, wants to become a principal",
    jobTitle: 'Project architect',
    jobCode: '17-1011.00',
    intent: 'stay',
    interests: { R: 3.5, I: 3.5, A: 4.5, S: 2, E: 3.5, C: 3 },
    education: 'master',
    years: 9,
    willing: 'short',
    settings: ['office', 'hybrid', 'outdoors'],
    values: ['Achievement', 'Recognition', 'Independence'],
    skills: ['creative', 'technology', 'leadership'],
    tools: 'Revit, AutoCAD, Rhino, Enscape, BIM 360',
    goals: 'Become a principal or design director at my firm and lead bigger civic projects.',
    accept: [
      '17-1011.00', // Architects (own job: staying)
      '11-9041.00', // Architectural and Engineering Managers
      '17-1012.00', // Landscape Architects
      '27-1025.00', // Interior Designers
      '11-9021.00', // Construction Managers
      '19-3051.00', // Urban and Regional Planners
      '25-1031.00', // Architecture Teachers, Postsecondary
      '27-1021.00', // Commercial and Industrial Designers
    ],
    why: 'Architects 17-1011 (z5): practice leadership (architecture and engineering managers) and the Related Occupations of design and planning (landscape, interior, urban planning, construction management). Zones 4-5.',
  },
];
