import type { Persona } from '../persona.js';

/** People whose strongest interest is Investigative (research, analysis, science). */
export const INVESTIGATIVE: Persona[] = [
  {
    id: 'data-scientist-stay',
    split: 'dev',
    who: "Data scientist with a master's, five years, wants to lead or move toward ML engineering",
    jobTitle: 'Data Scientist',
    jobCode: '15-2051.00',
    intent: 'stay',
    interests: { R: 2, I: 4.5, A: 2.5, S: 2, E: 2.5, C: 4 },
    likes: ['Develop a spreadsheet', 'Develop a way to better predict the weather'],
    education: 'master',
    years: 5,
    willing: 'short',
    settings: ['remote', 'hybrid'],
    values: ['Achievement', 'Independence', 'Working Conditions'],
    skills: ['numbers', 'technology', 'science'],
    tools: 'Python, SQL, Spark, scikit-learn, AWS, Tableau',
    goals: 'Grow into a senior or lead data scientist, maybe machine learning engineering.',
    accept: [
      '15-2051.00', // Data Scientists (own job: staying)
      '15-2041.00', // Statisticians (Primary-Short)
      '15-2031.00', // Operations Research Analysts
      '15-1221.00', // Computer and Information Research Scientists (z5)
      '15-2051.01', // Business Intelligence Analysts
      '15-1243.00', // Database Architects
      '15-1252.00', // Software Developers (machine learning engineering)
      '11-3021.00', // Computer and Information Systems Managers (lead)
      '15-2041.01', // Biostatisticians
      '15-1243.01', // Data Warehousing Specialists
    ],
    why: "Data Scientists 15-2051 (z4), master's: its Related Occupations (statisticians, operations research, BI analysts, database architects, research scientists), ML engineering as software development, and data leadership (computer and information systems managers). Zones 4-5.",
  },
  {
    id: 'qc-lab-tech-chemist',
    split: 'dev',
    who: "QC chemistry lab technician with an associate degree, six years, would finish a bachelor's to become a chemist",
    jobTitle: 'Lab technician (QC chemistry)',
    jobCode: '19-4031.00',
    intent: 'stay',
    interests: { R: 3, I: 4.5, A: 1.5, S: 2, E: 2, C: 4 },
    likes: ['Conduct chemical experiments', 'Work in a biology lab', 'Test the quality of parts'],
    education: 'associate',
    years: 6,
    willing: 'degree',
    settings: ['workshop', 'office'],
    values: ['Achievement', 'Working Conditions', 'Support'],
    skills: ['science', 'numbers', 'organising'],
    tools: 'HPLC, GC-MS, LIMS, Excel, titration',
    goals:
      "I want to advance in the lab, into a chemist or QC analyst position, and would finish my bachelor's for it.",
    target: { phrase: 'chemist', codes: ['19-2031.00'] },
    accept: [
      '19-2031.00', // Chemists (named)
      '19-4099.01', // Quality Control Analysts (named "QC analyst")
      '19-4031.00', // Chemical Technicians (own job: staying)
      '19-4013.00', // Food Science Technicians
      '19-4042.00', // Environmental Science and Protection Technicians
      '29-2011.00', // Medical and Clinical Laboratory Technologists
      '19-4021.00', // Biological Technicians
      '17-2041.00', // Chemical Engineers (with the bachelor's)
      '19-1012.00', // Food Scientists and Technologists
      '19-2032.00', // Materials Scientists
    ],
    why: "Chemical Technicians 19-4031 (z3), associate, would finish a bachelor's: the chemist and QC analyst roles named, other laboratory technologist roles (food science, environmental, clinical lab, biological) and the z4 science and engineering roles a chemistry bachelor's opens. Zones 3-4.",
  },
  {
    id: 'software-engineer-staff',
    split: 'heldout',
    who: 'Senior software engineer, eight years, wants staff engineer or architect roles',
    jobTitle: 'Senior software engineer',
    jobCode: '15-1252.00',
    intent: 'stay',
    interests: { R: 2.5, I: 4, A: 3, S: 2, E: 2.5, C: 3.5 },
    education: 'bachelor',
    years: 8,
    willing: 'short',
    settings: ['remote', 'hybrid'],
    values: ['Achievement', 'Independence', 'Working Conditions'],
    skills: ['technology', 'numbers'],
    tools: 'TypeScript, Java, AWS, Kubernetes, PostgreSQL',
    goals: 'Keep building software, grow into a staff engineer or architect role.',
    accept: [
      '15-1252.00', // Software Developers (own job: staying)
      '15-1299.08', // Computer Systems Engineers/Architects
      '15-1241.00', // Computer Network Architects
      '15-1243.00', // Database Architects
      '15-1211.00', // Computer Systems Analysts
      '11-3021.00', // Computer and Information Systems Managers
      '15-1254.00', // Web Developers
      '15-2051.00', // Data Scientists
      '15-1212.00', // Information Security Analysts
      '15-1299.05', // Information Security Engineers
      '15-1242.00', // Database Administrators
      '15-1253.00', // Software Quality Assurance Analysts and Testers
    ],
    why: 'Software Developers 15-1252 (z4), bachelor, eight years: architecture and systems roles its Related Occupations list (systems engineers/architects, network and database architects, systems analysts), engineering management, and neighbouring software specialties. Zone 4; z5 research roles excluded (no graduate school).',
  },
  {
    id: 'biology-grad-barista',
    split: 'dev',
    who: "Biology bachelor's graduate working as a barista, unsure which science career, open to graduate school",
    jobTitle: 'Barista',
    jobCode: '35-3023.01',
    intent: 'change',
    interests: { R: 3, I: 4.5, A: 2.5, S: 3, E: 2, C: 3 },
    likes: ['Work in a biology lab', 'Study ways to reduce water pollution', 'Raise fish in a fish hatchery'],
    education: 'bachelor',
    years: 1,
    totalYears: 2,
    willing: 'graduate',
    settings: ['outdoors', 'office'],
    values: ['Achievement', 'Relationships'],
    skills: ['science', 'communication'],
    tools: 'R, Excel, microscopes, PCR',
    goals: 'Something with science, not sure what exactly. I liked lab work and field trips in my biology degree.',
    accept: [
      '19-4021.00', // Biological Technicians (z4, the usual first job)
      '19-1022.00', // Microbiologists
      '19-2041.00', // Environmental Scientists and Specialists
      '19-4042.00', // Environmental Science and Protection Technicians
      '19-1023.00', // Zoologists and Wildlife Biologists
      '19-1031.00', // Conservation Scientists
      '19-1013.00', // Soil and Plant Scientists
      '29-2011.00', // Medical and Clinical Laboratory Technologists
      '19-1042.00', // Medical Scientists (graduate school)
      '11-9121.01', // Clinical Research Coordinators
      '19-1041.00', // Epidemiologists (graduate school)
      '19-1021.00', // Biochemists and Biophysicists (graduate school)
      '19-1029.04', // Biologists
      '19-4012.00', // Agricultural Technicians
      '19-1029.01', // Bioinformatics Scientists
      '19-1029.02', // Molecular and Cellular Biologists
      '45-2011.00', // Agricultural Inspectors
      '19-2041.01', // Climate Change Policy Analysts
    ],
    why: "Baristas 35-3023.01 (z1) with a biology bachelor's: the job says nothing about the field she wants; her degree does. Life-science and environmental roles of zones 4-5 (graduate school welcome) plus the laboratory technician and technologist entry roles. No food service.",
  },
  {
    id: 'physician-leaves-clinic',
    split: 'heldout',
    who: 'Family physician, twelve years, burned out on patient care, wants research, public health or informatics',
    jobTitle: 'Family physician',
    jobCode: '29-1215.00',
    intent: 'change',
    interests: { R: 2.5, I: 4.5, A: 2.5, S: 3.5, E: 3, C: 3.5 },
    education: 'doctoral',
    years: 12,
    willing: 'short',
    settings: ['office', 'remote', 'hybrid'],
    values: ['Achievement', 'Independence', 'Working Conditions'],
    skills: ['health', 'science', 'leadership'],
    tools: 'Epic EHR, SAS a little, Excel',
    goals:
      'Burned out on clinical shifts. I want to leave patient care for medical research, public health or health informatics.',
    accept: [
      '19-1042.00', // Medical Scientists, Except Epidemiologists (named "medical research")
      '19-1041.00', // Epidemiologists (named "public health")
      '15-1211.01', // Health Informatics Specialists (named)
      '11-9111.00', // Medical and Health Services Managers
      '11-9121.01', // Clinical Research Coordinators
      '11-9121.00', // Natural Sciences Managers
      '15-2041.01', // Biostatisticians
      '21-1091.00', // Health Education Specialists
      '25-1071.00', // Health Specialties Teachers, Postsecondary
    ],
    why: 'Family Medicine Physicians 29-1215 (z5), doctoral, leaving clinical work: the non-clinical medical careers named (medical research, epidemiology, health informatics) and health-system leadership, research coordination and teaching at z4-5. No physician, nurse or other patient-care occupation.',
  },
  {
    id: 'market-research-analyst',
    split: 'dev',
    who: 'Market research analyst, three years, wants senior analyst or insights manager',
    jobTitle: 'Market research analyst',
    jobCode: '13-1161.00',
    intent: 'stay',
    interests: { R: 1.5, I: 4, A: 3, S: 2.5, E: 4, C: 4 },
    education: 'bachelor',
    years: 3,
    willing: 'graduate',
    settings: ['office', 'hybrid'],
    values: ['Achievement', 'Recognition', 'Working Conditions'],
    skills: ['numbers', 'communication', 'technology'],
    tools: 'SPSS, Qualtrics, Excel, Tableau, SQL',
    goals: 'Advance to senior analyst or insights manager; I like digging into consumer data.',
    accept: [
      '13-1161.00', // Market Research Analysts and Marketing Specialists (own job)
      '13-1161.01', // Search Marketing Strategists
      '11-2021.00', // Marketing Managers
      '19-3022.00', // Survey Researchers
      '15-2041.00', // Statisticians
      '15-2051.01', // Business Intelligence Analysts
      '15-2051.00', // Data Scientists
      '13-1111.00', // Management Analysts
      '19-3011.00', // Economists (z5, graduate school)
      '15-2031.00', // Operations Research Analysts
      '11-2011.00', // Advertising and Promotions Managers
    ],
    why: 'Market Research Analysts 13-1161 (z4), bachelor, open to graduate study: advancement to marketing and insights management and the neighbouring analytical roles of its Related Occupations (survey research, statistics, BI, management analysis, economics). Zones 4-5.',
  },
  {
    id: 'help-desk-cybersecurity',
    split: 'dev',
    who: 'IT help desk technician, associate degree, three years, wants cybersecurity',
    jobTitle: 'IT help desk technician',
    jobCode: '15-1232.00',
    intent: 'related',
    interests: { R: 3, I: 3.5, A: 2, S: 2.5, E: 2, C: 4 },
    likes: ['Install software across computers', 'Investigate the cause of a fire'],
    education: 'associate',
    years: 3,
    willing: 'short',
    settings: ['office', 'hybrid', 'remote'],
    values: ['Achievement', 'Working Conditions', 'Support'],
    skills: ['technology', 'organising'],
    tools: 'Active Directory, ServiceNow, Windows, Office 365, CompTIA A+ and Network+',
    goals: 'I want to get into cybersecurity, maybe a SOC analyst, with Security+.',
    target: { phrase: 'cybersecurity', codes: ['15-1212.00', '15-1299.05'] },
    accept: [
      '15-1212.00', // Information Security Analysts (named)
      '15-1299.05', // Information Security Engineers (named)
      '15-1244.00', // Network and Computer Systems Administrators
      '15-1231.00', // Computer Network Support Specialists
      '15-1299.06', // Digital Forensics Analysts
      '15-1299.04', // Penetration Testers
      '15-1211.00', // Computer Systems Analysts
      '15-1241.00', // Computer Network Architects
      '15-1242.00', // Database Administrators
    ],
    why: 'Computer User Support Specialists 15-1232 (z3), associate: the security roles named and the network and systems roles of its Related Occupations that lead there (network support, systems administration), z3-4 with certificates. Not user support itself (he is moving on).',
  },
  {
    id: 'geologist-green',
    split: 'heldout',
    who: "Petroleum geologist with a master's, nine years, wants environmental or renewable work",
    jobTitle: 'Geologist (oil and gas exploration)',
    jobCode: '19-2042.00',
    intent: 'related',
    interests: { R: 3.5, I: 4.5, A: 2, S: 2, E: 3, C: 3.5 },
    likes: ['Study ways to reduce water pollution', 'Develop a way to better predict the weather'],
    education: 'master',
    years: 9,
    willing: 'short',
    settings: ['outdoors', 'office'],
    values: ['Achievement', 'Independence', 'Working Conditions'],
    skills: ['science', 'technology', 'numbers'],
    tools: 'ArcGIS, Petrel, Python, well logs, MATLAB',
    goals: 'I want to use my geology in environmental work or renewable energy instead of oil.',
    accept: [
      '19-2043.00', // Hydrologists
      '19-2041.00', // Environmental Scientists and Specialists
      '19-2099.01', // Remote Sensing Scientists and Technologists
      '17-1021.00', // Cartographers and Photogrammetrists (GIS)
      '15-1299.02', // Geographic Information Systems Technologists and Technicians
      '11-9121.00', // Natural Sciences Managers
      '19-2041.03', // Industrial Ecologists
      '19-2041.01', // Climate Change Policy Analysts
      '19-1031.00', // Conservation Scientists
      '17-2081.00', // Environmental Engineers
      '19-2021.00', // Atmospheric and Space Scientists
    ],
    why: "Geoscientists 19-2042 (z4-5), master's: related earth-science roles outside oil (hydrology, environmental science, remote sensing, GIS, natural sciences management) of zones 4-5. Not petroleum or mining engineering.",
  },
];
