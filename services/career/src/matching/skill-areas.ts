/**
 * The skill areas a user rates themselves on in the quiz, each mapped to the O*NET skills and knowledge areas that
 * show it in an occupation. The quiz options are the labels, so a label is never renamed once shipped.
 */
export interface SkillArea {
  id: string;
  label: string;
  /** Short words for reasoning text ("your strength in ..."). */
  phrase: string;
  onetSkills: string[];
  onetKnowledge: string[];
}

export const SKILL_AREAS: readonly SkillArea[] = [
  {
    id: 'communication',
    label: 'Writing and public speaking',
    phrase: 'writing and speaking',
    onetSkills: ['Writing', 'Speaking'],
    onetKnowledge: ['English Language', 'Communications and Media'],
  },
  {
    id: 'numbers',
    label: 'Working with numbers, budgets and data',
    phrase: 'numbers and data',
    onetSkills: ['Mathematics', 'Management of Financial Resources'],
    onetKnowledge: ['Mathematics', 'Economics and Accounting'],
  },
  {
    id: 'technology',
    label: 'Computers, software and programming',
    phrase: 'computers and programming',
    onetSkills: ['Programming', 'Technology Design', 'Systems Analysis'],
    onetKnowledge: ['Computers and Electronics', 'Telecommunications'],
  },
  {
    id: 'science',
    label: 'Science and research',
    phrase: 'science and research',
    onetSkills: ['Science'],
    onetKnowledge: ['Biology', 'Chemistry', 'Physics'],
  },
  {
    id: 'helping',
    label: 'Helping, teaching and counselling people',
    phrase: 'helping and teaching people',
    onetSkills: ['Service Orientation', 'Social Perceptiveness', 'Instructing', 'Learning Strategies'],
    onetKnowledge: ['Psychology', 'Education and Training', 'Therapy and Counseling'],
  },
  {
    id: 'health',
    label: 'Health care and caring for patients',
    phrase: 'health care',
    onetSkills: [],
    onetKnowledge: ['Medicine and Dentistry', 'Biology'],
  },
  {
    id: 'leadership',
    label: 'Leading and managing people and projects',
    phrase: 'leading and managing',
    onetSkills: ['Management of Personnel Resources', 'Coordination', 'Judgment and Decision Making'],
    onetKnowledge: ['Administration and Management', 'Personnel and Human Resources'],
  },
  {
    id: 'sales',
    label: 'Selling, persuading and negotiating',
    phrase: 'persuading and selling',
    onetSkills: ['Persuasion', 'Negotiation'],
    onetKnowledge: ['Sales and Marketing', 'Customer and Personal Service'],
  },
  {
    id: 'creative',
    label: 'Art, design and creative work',
    phrase: 'art and design',
    onetSkills: [],
    onetKnowledge: ['Fine Arts', 'Design', 'Communications and Media'],
  },
  {
    id: 'mechanical',
    label: 'Building, repairing and operating equipment',
    phrase: 'building and repairing things',
    onetSkills: ['Repairing', 'Equipment Maintenance', 'Troubleshooting', 'Operation and Control', 'Installation'],
    onetKnowledge: ['Mechanical', 'Building and Construction', 'Engineering and Technology'],
  },
  {
    id: 'organising',
    label: 'Organising, planning and keeping records',
    phrase: 'organising and record-keeping',
    onetSkills: ['Time Management', 'Management of Material Resources', 'Monitoring'],
    onetKnowledge: ['Administrative'],
  },
  {
    id: 'law',
    label: 'Law, government and public safety',
    phrase: 'law and public safety',
    onetSkills: [],
    onetKnowledge: ['Law and Government', 'Public Safety and Security'],
  },
];

export const SKILL_AREA_BY_LABEL = new Map(SKILL_AREAS.map((a) => [a.label, a]));
export const SKILL_AREA_BY_ID = new Map(SKILL_AREAS.map((a) => [a.id, a]));
