import { MULTIPLE_CHOICE_SEPARATOR, type QuizQuestion, type QuizSubmitRequest } from '@pathwise/contracts';

/**
 * Answer sets with no person behind them: every rating uniform from 1 to 5, every choice drawn at random, every text
 * entry drawn from a pool of things people do write (job titles, tools, goals). A good engine must not read them as
 * an "Excellent" fit.
 */
const TEXT_POOLS: Array<{ test: RegExp; pool: string[] }> = [
  {
    test: /job title|job are you|current job|last job/i,
    pool: [
      'Registered nurse',
      'Software engineer',
      'Cashier',
      'Truck driver',
      'Teacher',
      'Accountant',
      'Electrician',
      'Sales associate',
      'Barista',
      'Graphic designer',
      'Warehouse associate',
      'Police officer',
      'Student',
      'None',
      'Customer service representative',
      'Marketing manager',
      'Chef',
      'Data analyst',
      'Administrative assistant',
      'Mechanic',
    ],
  },
  {
    test: /tools|software/i,
    pool: [
      'Excel',
      'Python and SQL',
      'Photoshop',
      'Forklift',
      'Microsoft Office',
      'none',
      'QuickBooks',
      'AutoCAD',
      'Salesforce',
      'Power tools',
      'Epic',
      'Canva and Instagram',
      'First aid',
      'Welding',
      'Google Docs',
    ],
  },
  {
    test: /./,
    pool: [
      'Not sure',
      'Something that pays well',
      'I want to help people',
      'I like computers',
      'Working outside',
      'I want to be a nurse',
      'Maybe engineering',
      'Something creative',
      'Business',
      'Anything stable',
      'I want to start my own business',
      'Teaching',
      'I like animals',
      'Management',
      'Working with my hands',
    ],
  },
];

function pickOne<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)];
}

export function randomSubmission(questions: readonly QuizQuestion[], random: () => number): QuizSubmitRequest {
  const responses = questions.map((question) => {
    let response: string;
    if (question.type === 'rating') response = String(1 + Math.floor(random() * 5));
    else if (question.type === 'multiple-choice') {
      const options = [...(question.options ?? [])];
      const max = question.maxChoices === 1 ? 1 : Math.min(question.maxChoices ?? 3, 3, options.length);
      const count = 1 + Math.floor(random() * max);
      const picked: string[] = [];
      while (picked.length < count) picked.push(options.splice(Math.floor(random() * options.length), 1)[0]);
      response = picked.join(MULTIPLE_CHOICE_SEPARATOR);
    } else {
      response = pickOne(TEXT_POOLS.find((p) => p.test.test(question.question))!.pool, random);
    }
    return { questionId: question.id, question: question.question, category: question.category, response };
  });
  return { responses };
}
