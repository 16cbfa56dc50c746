import type { ExperienceLevel } from '@pathwise/contracts';

/**
 * Behavioural questions per O*NET skill and work style: what an interviewer asks to hear evidence of it, worded for
 * each level ({ctx} = where an entry-level candidate may have done it; {audience} = patient, student, customer...).
 */
export interface Competency {
  name: string;
  questions: Record<ExperienceLevel, string[]>;
}

const all = (...q: string[]): Record<ExperienceLevel, string[]> => ({
  'entry-level': q,
  'mid-level': q,
  'senior-level': q,
});

export const COMPETENCIES: Competency[] = [
  {
    name: 'Complex Problem Solving',
    questions: {
      'entry-level': [
        'Tell me about the hardest problem you have had to solve {ctx}. How did you work out what to do?',
      ],
      'mid-level': [
        'Tell me about a difficult problem at work that had no obvious answer. How did you work it through, and what was the outcome?',
      ],
      'senior-level': [
        'Tell me about a complex problem with no clear owner that you took on. How did you structure it, and what changed because of you?',
      ],
    },
  },
  {
    name: 'Critical Thinking',
    questions: all(
      'Tell me about a time you questioned an assumption or a plan and turned out to be right. What made you doubt it?',
      'Describe a time you used evidence or data to change a decision. What did you look at, and what happened?',
    ),
  },
  {
    name: 'Analytical Thinking',
    questions: all(
      'Describe a time you used data or careful analysis to find the cause of a problem. What did you find, and what did you do with it?',
    ),
  },
  {
    name: 'Coordination',
    questions: {
      'entry-level': [
        'Tell me about a time you had to coordinate with several people {ctx} to get something done on time.',
      ],
      'mid-level': [
        'Tell me about a time you had to coordinate work across several people or teams to meet a deadline. What did you do to keep everyone aligned?',
      ],
      'senior-level': [
        'Tell me about a piece of work you coordinated across several teams with competing priorities. How did you get them to deliver together?',
      ],
    },
  },
  {
    name: 'Active Listening',
    questions: all(
      'Tell me about a time a {audience} was unhappy. How did you find out what they really needed, and what did you do?',
    ),
  },
  {
    name: 'Service Orientation',
    questions: all(
      'Tell me about a time you went beyond what was expected to help a {audience}. What did you do, and what was the result?',
    ),
  },
  {
    name: 'Social Perceptiveness',
    questions: all(
      'Tell me about a time you noticed that someone you worked with was struggling before they said so. What did you do?',
    ),
  },
  {
    name: 'Concern for Others',
    questions: all(
      'Tell me about a time you supported a {audience} or colleague through a difficult situation. What did you do, and how did it turn out?',
    ),
  },
  {
    name: 'Speaking',
    questions: all(
      'Tell me about a time you had to explain something complicated to someone without your background. How did you make sure they understood?',
    ),
  },
  {
    name: 'Persuasion',
    questions: all(
      'Tell me about a time you convinced someone who disagreed with you. What was their concern, and how did you win them over?',
    ),
  },
  {
    name: 'Negotiation',
    questions: all(
      'Tell me about a negotiation where both sides wanted different things. How did you reach an agreement, and what did each side get?',
    ),
  },
  {
    name: 'Judgment and Decision Making',
    questions: {
      'entry-level': [
        'Tell me about a decision you had to make quickly {ctx} without all the information you wanted. What did you decide, and why?',
      ],
      'mid-level': [
        'Describe a decision you made with incomplete information. How did you weigh the options, and how did it turn out?',
      ],
      'senior-level': [
        'Tell me about a high-stakes decision you made that others disagreed with. How did you decide, and what did you learn from the outcome?',
      ],
    },
  },
  {
    name: 'Time Management',
    questions: all(
      'Tell me about a time you had more work than time. How did you decide what came first, and what was the result?',
    ),
  },
  {
    name: 'Monitoring',
    questions: all(
      'Tell me about a time you noticed something going wrong early because you were keeping an eye on it. What did you do?',
    ),
  },
  {
    name: 'Attention to Detail',
    questions: all(
      'Tell me about a time you caught a mistake before it caused a problem. How did you spot it, and what did you do next?',
    ),
  },
  {
    name: 'Quality Control Analysis',
    questions: all(
      'Tell me about a time you found a quality problem in work that was about to go out. How did you handle it?',
    ),
  },
  {
    name: 'Troubleshooting',
    questions: all(
      'Tell me about a time something stopped working and you had to find the cause. How did you narrow it down, and how did you fix it?',
    ),
  },
  {
    name: 'Repairing',
    questions: all(
      'Tell me about a repair that did not go as expected. What did you check, what did you try, and how did it end?',
    ),
  },
  {
    name: 'Instructing',
    questions: all(
      'Tell me about a time you taught someone a new skill or procedure. How did you know they had really learned it?',
    ),
  },
  {
    name: 'Learning Strategies',
    questions: all(
      'Tell me about a time you had to change how you explained something because the first way was not working.',
    ),
  },
  {
    name: 'Active Learning',
    questions: all(
      'Tell me about a time you had to learn something new quickly to do your job. How did you learn it, and how did you apply it?',
    ),
  },
  {
    name: 'Adaptability/Flexibility',
    questions: all(
      'Tell me about a time plans changed at the last minute. How did you adapt, and what was the result?',
    ),
  },
  {
    name: 'Writing',
    questions: all(
      'Tell me about something you wrote (a report, a proposal, a set of notes) that changed what someone decided or did.',
    ),
  },
  {
    name: 'Stress Tolerance',
    questions: all(
      'Tell me about a time you stayed calm and effective under real pressure. What was at stake, and what did you do?',
    ),
  },
  {
    name: 'Self-Control',
    questions: all(
      'Tell me about a time someone was rude or hostile to you at work. How did you respond, and how did it end?',
    ),
  },
  {
    name: 'Integrity',
    questions: all(
      'Tell me about a time you had to do the right thing even though it was harder or unpopular. What did you do?',
    ),
  },
  {
    name: 'Cooperation',
    questions: all(
      'Tell me about a disagreement with a coworker. How did you handle it, and how did you work together afterwards?',
    ),
  },
  {
    name: 'Dependability',
    questions: all(
      'Tell me about a time others were relying on you and something got in the way. How did you still deliver?',
    ),
  },
  {
    name: 'Persistence',
    questions: all(
      'Tell me about a goal you kept working towards after a setback. What kept you going, and what did you achieve?',
    ),
  },
  {
    name: 'Achievement/Effort',
    questions: all('Tell me about a goal you set for yourself at work and how you made sure you reached it.'),
  },
  {
    name: 'Initiative',
    questions: {
      'entry-level': [
        'Tell me about a time you took on something {ctx} without being asked. What did you do, and what came of it?',
      ],
      'mid-level': [
        'Tell me about an improvement you made to the way work was done, without being asked. What changed as a result?',
      ],
      'senior-level': [
        'Tell me about an initiative you started that changed how your team or organisation works. How did you get it adopted?',
      ],
    },
  },
  {
    name: 'Innovation',
    questions: all('Tell me about a new idea you brought to your work. How did you test it, and what happened?'),
  },
  {
    name: 'Independence',
    questions: all(
      'Tell me about a piece of work you had to complete with little guidance. How did you plan it and check you were on track?',
    ),
  },
  {
    name: 'Leadership',
    questions: {
      'entry-level': [
        'Tell me about a time you took the lead in a group {ctx}. How did you get people to follow, and what was the result?',
      ],
      'mid-level': [
        'Tell me about a time you led a piece of work through a difficult moment. What did you do to keep people motivated and on track?',
      ],
      'senior-level': [
        'Tell me about a time you had to turn around an underperforming team member or team. What did you do, and what changed?',
      ],
    },
  },
  {
    name: 'Management of Personnel Resources',
    questions: {
      'entry-level': ['Tell me about a time you helped organise who does what in a group {ctx}.'],
      'mid-level': [
        'Tell me about a time you had to assign work across people with different strengths. How did you decide, and how did it go?',
      ],
      'senior-level': [
        'Tell me about a time you had to build or reshape a team. How did you decide what you needed, and how did you develop the people in it?',
      ],
    },
  },
  {
    name: 'Management of Financial Resources',
    questions: all(
      'Tell me about a time you had to deliver with a tight budget. What trade-offs did you make, and what was the result?',
    ),
  },
  {
    name: 'Management of Material Resources',
    questions: all(
      'Tell me about a time you had to make limited equipment or supplies go further. What did you do, and what did it save?',
    ),
  },
  {
    name: 'Systems Analysis',
    questions: all(
      'Tell me about a time you worked out how a change in one part of a system would affect the rest. What did you find, and what did you recommend?',
    ),
  },
  {
    name: 'Operations Monitoring',
    questions: all(
      'Tell me about a time a gauge, dashboard or reading told you something was wrong. What did you do next?',
    ),
  },
];

/** Where an entry-level candidate may have done it: school, a placement, a job. */
export const ENTRY_CONTEXT = 'at school, in a placement or in a job';
