import type { Persona } from '../persona.js';

/** People whose strongest interest is Social (helping, teaching, caring). */
export const SOCIAL: Persona[] = [
  {
    id: 'nurse-critical-care',
    split: 'dev',
    who: 'Registered nurse on a medical-surgical unit, seven years, staying in patient care, wants critical care',
    jobTitle: 'RN, medical-surgical unit',
    jobCode: '29-1141.00',
    intent: 'stay',
    interests: { R: 3, I: 3.5, A: 2, S: 5, E: 2.5, C: 3 },
    likes: ['Perform rehabilitation therapy', 'Do laboratory tests to identify diseases', 'Examine blood samples'],
    dislikes: ['Teach a high-school class', 'Sell merchandise'],
    education: 'bachelor',
    years: 7,
    willing: 'graduate',
    settings: ['clinical'],
    values: ['Relationships', 'Achievement', 'Support'],
    skills: ['health', 'helping', 'science'],
    tools: 'Epic, IV pumps, telemetry monitors, ACLS',
    goals: 'Stay in patient care and move into critical care or the ICU; later maybe nurse practitioner.',
    target: { phrase: 'critical care', codes: ['29-1141.03'] },
    accept: [
      '29-1141.00', // Registered Nurses (own job: staying)
      '29-1141.03', // Critical Care Nurses (named; Primary-Short)
      '29-1141.01', // Acute Care Nurses (Primary-Short)
      '29-1171.00', // Nurse Practitioners (named; Primary-Short)
      '29-1141.04', // Clinical Nurse Specialists (Primary-Short)
      '29-1151.00', // Nurse Anesthetists (Primary-Long)
      '29-1161.00', // Nurse Midwives (Primary-Long)
      '29-1141.02', // Advanced Practice Psychiatric Nurses (Primary-Long)
      '29-1071.00', // Physician Assistants (Primary-Long)
    ],
    why: 'Registered Nurses 29-1141 (z4), bachelor, open to graduate school: the nursing specialties and advanced practice roles of its Primary Related Occupations (critical care and NP named). Patient care only; z3 aide roles are a step down.',
  },
  {
    id: 'teacher-leaves-teaching',
    split: 'dev',
    who: "High school English teacher with a master's, eleven years, wants out of teaching, likes instructional design",
    jobTitle: 'High school English teacher',
    jobCode: '25-2031.00',
    intent: 'change',
    interests: { R: 1.5, I: 3, A: 4, S: 4, E: 3, C: 3.5 },
    likes: ['Write books or plays', 'Give career guidance to people'],
    dislikes: ['Teach a high-school class'],
    education: 'master',
    years: 11,
    willing: 'short',
    settings: ['remote', 'hybrid', 'office'],
    values: ['Working Conditions', 'Achievement', 'Independence'],
    skills: ['communication', 'helping', 'organising'],
    tools: 'Google Classroom, Canvas, Articulate Storyline (one course), Canva',
    goals: 'I want a change from teaching. Instructional design or corporate training appeal to me.',
    target: { phrase: 'instructional design', codes: ['25-9031.00'] },
    accept: [
      '25-9031.00', // Instructional Coordinators (named: instructional designers)
      '13-1151.00', // Training and Development Specialists (named "corporate training")
      '11-3131.00', // Training and Development Managers
      '27-3042.00', // Technical Writers
      '27-3041.00', // Editors
      '13-1071.00', // Human Resources Specialists
      '21-1012.00', // Educational, Guidance, and Career Counselors and Advisors
      '27-3031.00', // Public Relations Specialists
      '27-3043.00', // Writers and Authors
    ],
    why: "Secondary School Teachers 25-2031 (z4), master's, leaving the classroom: the instructional design and corporate training named, and writing, editing, people-development and advising roles that use a teacher's skills. Zone 4-5. No teaching occupation of any level.",
  },
  {
    id: 'caseworker-msw',
    split: 'heldout',
    who: 'Child welfare caseworker with a BSW, five years, wants an MSW and clinical or supervisory work',
    jobTitle: 'Child welfare caseworker',
    jobCode: '21-1021.00',
    intent: 'stay',
    interests: { R: 1.5, I: 3, A: 2.5, S: 5, E: 3, C: 3 },
    education: 'bachelor',
    years: 5,
    willing: 'graduate',
    settings: ['office', 'vehicle'],
    values: ['Relationships', 'Achievement', 'Support'],
    skills: ['helping', 'communication', 'law'],
    tools: 'Case management systems, motivational interviewing, Excel',
    goals: 'Get my MSW and become a clinical social worker or a supervisor.',
    accept: [
      '21-1021.00', // Child, Family, and School Social Workers (own job)
      '21-1022.00', // Healthcare Social Workers
      '21-1023.00', // Mental Health and Substance Abuse Social Workers (clinical)
      '11-9151.00', // Social and Community Service Managers (supervisor)
      '21-1013.00', // Marriage and Family Therapists
      '21-1014.00', // Mental Health Counselors
      '21-1011.00', // Substance Abuse and Behavioral Disorder Counselors
      '21-1092.00', // Probation Officers and Correctional Treatment Specialists
      '21-1015.00', // Rehabilitation Counselors
    ],
    why: 'Child, Family, and School Social Workers 21-1021 (z4), BSW, MSW planned: the clinical social work and counselling roles of its Related Occupations (z5 with the MSW) and service management. Not assistant roles (z3, a step down).',
  },
  {
    id: 'personal-trainer-pta',
    split: 'dev',
    who: 'Personal trainer with some college, four years, wants a steadier related job such as PT assistant or athletic trainer',
    jobTitle: 'Personal trainer',
    jobCode: '39-9031.00',
    intent: 'related',
    interests: { R: 3.5, I: 3, A: 2, S: 4.5, E: 3.5, C: 2 },
    likes: [
      'Teach an individual an exercise routine',
      'Perform rehabilitation therapy',
      'Teach children how to play sports',
    ],
    education: 'somecollege',
    years: 4,
    willing: 'degree',
    settings: ['customers', 'outdoors', 'clinical'],
    values: ['Relationships', 'Achievement', 'Independence'],
    skills: ['helping', 'health', 'sales'],
    tools: 'NASM certification, TrueCoach, CPR',
    goals: 'Something related with a steadier income, like a physical therapy assistant or athletic training.',
    target: { phrase: 'physical therapy assistant', codes: ['31-2021.00'] },
    accept: [
      '31-2021.00', // Physical Therapist Assistants (named)
      '29-9091.00', // Athletic Trainers (named)
      '29-1128.00', // Exercise Physiologists
      '29-1125.00', // Recreational Therapists
      '31-2011.00', // Occupational Therapy Assistants
      '27-2022.00', // Coaches and Scouts
      '21-1091.00', // Health Education Specialists
      '31-9011.00', // Massage Therapists
      '29-1126.00', // Respiratory Therapists
    ],
    why: 'Exercise Trainers and Group Fitness Instructors 39-9031 (z3), some college, would do a degree: the therapy and athletic careers of its Related Occupations (PT and OT assistants, athletic trainers, exercise physiologists, recreational therapists, coaches) within z3-4. Not fitness training itself.',
  },
  {
    id: 'daycare-preschool-teacher',
    split: 'heldout',
    who: 'Daycare assistant, high school, five years, finishing a CDA to become a lead preschool teacher',
    jobTitle: 'Daycare assistant',
    jobCode: '39-9011.00',
    intent: 'stay',
    interests: { R: 2, I: 2, A: 3.5, S: 5, E: 2, C: 2.5 },
    likes: ['Take care of children at a day-care center', 'Teach children how to play sports'],
    education: 'highschool',
    years: 5,
    willing: 'program',
    settings: ['classroom', 'outdoors'],
    values: ['Relationships', 'Support', 'Achievement'],
    skills: ['helping', 'creative'],
    tools: 'CPR and first aid, Brightwheel app, CDA in progress',
    goals: 'Finish my CDA and become a lead preschool teacher, maybe run a center someday.',
    target: { phrase: 'preschool teacher', codes: ['25-2011.00'] },
    accept: [
      '25-2011.00', // Preschool Teachers (named)
      '39-9011.00', // Childcare Workers (own job: staying)
      '25-9042.00', // Teaching Assistants, Preschool, Elementary, Middle, and Secondary School
      '25-9043.00', // Teaching Assistants, Special Education
      '39-9041.00', // Residential Advisors
    ],
    why: 'Childcare Workers 39-9011 (z2), high school, a program planned: the early-childhood ladder (preschool teacher named) and classroom support roles of zones 2-3. The centre director and social and human service assistants (z4) and preschool special education (z5) are beyond the program and five years of zone-2 work (relabelled in round 7).',
  },
  {
    id: 'cna-to-nurse',
    split: 'dev',
    who: 'Certified nursing assistant, high school, three years, wants to become an LPN then RN',
    jobTitle: 'CNA at a nursing home',
    jobCode: '31-1131.00',
    intent: 'related',
    interests: { R: 3, I: 3, A: 2, S: 4.5, E: 2, C: 3 },
    likes: ['Perform rehabilitation therapy', 'Help people with personal or emotional problems'],
    education: 'highschool',
    years: 3,
    willing: 'degree',
    settings: ['clinical'],
    values: ['Relationships', 'Working Conditions', 'Support'],
    skills: ['health', 'helping'],
    tools: 'PointClickCare, vital signs, Hoyer lift, CPR',
    goals: 'I want to become a nurse, LPN first and then RN.',
    target: { phrase: 'nurse', codes: ['29-2061.00', '29-1141.00'] },
    accept: [
      '29-2061.00', // Licensed Practical and Licensed Vocational Nurses (named)
      '29-1141.00', // Registered Nurses (named)
      '29-1141.01', // Acute Care Nurses
      '31-9092.00', // Medical Assistants
      '29-2053.00', // Psychiatric Technicians
      '31-2011.00', // Occupational Therapy Assistants
      '31-2021.00', // Physical Therapist Assistants
      '29-1126.00', // Respiratory Therapists
      '29-2042.00', // Emergency Medical Technicians
      '31-9097.00', // Phlebotomists
    ],
    why: 'Nursing Assistants 31-1131 (z3), high school, would do a degree: nursing named (LPN z3, RN z4) and the clinical care roles of its Related Occupations reachable by a certificate or associate degree. Not aide work (where she is).',
  },
  {
    id: 'police-officer-off-patrol',
    split: 'heldout',
    who: 'Police patrol officer, sixteen years, associate degree, wants investigations, security or emergency management',
    jobTitle: 'Police patrol officer',
    jobCode: '33-3051.00',
    intent: 'related',
    interests: { R: 3.5, I: 3.5, A: 1.5, S: 3.5, E: 4, C: 3 },
    likes: ['Investigate the cause of a fire'],
    education: 'associate',
    years: 16,
    willing: 'short',
    settings: ['office', 'vehicle', 'outdoors'],
    values: ['Working Conditions', 'Recognition', 'Achievement'],
    skills: ['law', 'leadership', 'communication'],
    tools: 'CAD/RMS, body cams, report writing, crisis intervention training',
    goals:
      'After 16 years on patrol I want something related but off the street: investigations, security management or emergency management.',
    accept: [
      '33-3021.00', // Detectives and Criminal Investigators (named "investigations")
      '11-3013.01', // Security Managers (named)
      '11-9161.00', // Emergency Management Directors (named)
      '33-9021.00', // Private Detectives and Investigators
      '33-1012.00', // First-Line Supervisors of Police and Detectives
      '21-1092.00', // Probation Officers and Correctional Treatment Specialists
      '11-9199.08', // Loss Prevention Managers
      '13-2099.04', // Fraud Examiners, Investigators and Analysts
      '13-1041.00', // Compliance Officers
      '33-3021.02', // Police Identification and Records Officers
    ],
    why: "Police and Sheriff's Patrol Officers 33-3051 (z3), sixteen years: its Related Occupations off patrol (detectives, police supervisors, probation) and the security, loss-prevention, fraud and emergency management roles named, z3-4 by experience.",
  },
  {
    id: 'school-counselor-stay',
    split: 'dev',
    who: "School counselor with a master's, six years, staying in counselling, maybe leading the department",
    jobTitle: 'School counselor',
    jobCode: '21-1012.00',
    intent: 'stay',
    interests: { R: 1.5, I: 3, A: 3, S: 5, E: 3, C: 3 },
    education: 'master',
    years: 6,
    willing: 'short',
    settings: ['classroom', 'office'],
    values: ['Relationships', 'Achievement', 'Support'],
    skills: ['helping', 'communication'],
    tools: 'Naviance, PowerSchool, Google Workspace',
    goals: 'Stay in counselling, maybe move into college admissions advising or lead the counseling department.',
    accept: [
      '21-1012.00', // Educational, Guidance, and Career Counselors and Advisors (own job)
      '11-9032.00', // Education Administrators, Kindergarten through Secondary (department lead)
      '11-9033.00', // Education Administrators, Postsecondary (admissions)
      '21-1014.00', // Mental Health Counselors
      '21-1013.00', // Marriage and Family Therapists
      '21-1021.00', // Child, Family, and School Social Workers
      '21-1015.00', // Rehabilitation Counselors
      '21-1011.00', // Substance Abuse and Behavioral Disorder Counselors
    ],
    why: "Educational Counselors 21-1012 (z5), master's: counselling roles of its Related Occupations (mental health, family, rehabilitation counselling, school social work) and the administration it leads to (K-12 and postsecondary admissions). Zones 4-5.",
  },
];
