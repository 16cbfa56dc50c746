import { FIXED_CAREER_PATHS } from '@pathwise/contracts';
import { resolveCareer } from '../catalog/careers.js';
import { generateQuestions } from './question-generator.js';

describe('generateQuestions', () => {
  it('asks five to eight distinct questions of every type, from what the occupation does', () => {
    for (const path of [
      ...FIXED_CAREER_PATHS,
      'Registered Nurse',
      'Electrician',
      'Elementary School Teacher',
      'Accountant',
    ]) {
      for (const level of ['entry-level', 'mid-level', 'senior-level'] as const) {
        const qs = generateQuestions({ career: resolveCareer(path), level, resume: null, seed: `${path}-${level}` });
        expect(qs.length).toBeGreaterThanOrEqual(5);
        expect(qs.length).toBeLessThanOrEqual(8);
        expect(new Set(qs.map((q) => q.question)).size).toBe(qs.length);
        expect(new Set(qs.map((q) => q.type))).toEqual(new Set(['behavioural', 'technical', 'situational']));
        for (const q of qs) {
          expect(q.hints.length).toBeGreaterThanOrEqual(2);
          expect(q.expectedAnswerLength).toMatch(/minutes/);
          expect(q.expectedWords.min).toBeLessThan(q.expectedWords.max);
        }
      }
    }
  });

  it('draws technical and situational questions from the occupation’s tasks and tools', () => {
    const nurse = resolveCareer('Registered Nurse');
    expect(nurse.code).toBe('29-1141.00');
    const qs = generateQuestions({ career: nurse, level: 'mid-level', resume: null, seed: 'n1' });
    const taskWords = nurse.tasks.join(' ').toLowerCase();
    const fromTasks = qs.filter((q) => q.source === 'task');
    expect(fromTasks.length).toBeGreaterThanOrEqual(2);
    for (const q of fromTasks) expect(q.focusTerms.length).toBeGreaterThan(0);
    expect(
      fromTasks.some(
        (q) =>
          q.question
            .toLowerCase()
            .split(/\W+/)
            .filter((w) => w.length > 6 && taskWords.includes(w)).length >= 2,
      ),
    ).toBe(true);
  });

  it('scales wording and difficulty to the level', () => {
    const career = resolveCareer('Software Engineer');
    const entry = generateQuestions({ career, level: 'entry-level', resume: null, seed: 'x' });
    const senior = generateQuestions({ career, level: 'senior-level', resume: null, seed: 'x' });
    const hard = (qs: typeof entry) => qs.filter((q) => q.difficulty === 'hard').length;
    expect(hard(senior)).toBeGreaterThan(hard(entry));
    expect(senior.length).toBeGreaterThan(entry.length);
    expect(senior.some((q) => /senior|team|lead/i.test(q.question))).toBe(true);
  });

  it('asks about a project or a tool from the user’s resume', () => {
    const qs = generateQuestions({
      career: resolveCareer('Data Analyst'),
      level: 'mid-level',
      resume: {
        skills: ['Tableau', 'Public speaking'],
        titles: ['Retail Store Manager'],
        experienceLevel: 'mid-level',
      },
      seed: 'r',
    });
    const fromResume = qs.filter((q) => q.source === 'resume');
    expect(fromResume.length).toBeGreaterThanOrEqual(1);
    expect(fromResume[0].question).toMatch(/Tableau|Retail Store Manager/);
  });

  it('gives a different set for a second session, avoiding questions already asked', () => {
    const career = resolveCareer('Marketing Manager');
    const first = generateQuestions({ career, level: 'mid-level', resume: null, seed: 'session-1' });
    const second = generateQuestions({
      career,
      level: 'mid-level',
      resume: null,
      seed: 'session-2',
      avoid: first.map((q) => q.question),
    });
    const repeated = second.filter((q) => first.some((f) => f.question === q.question));
    expect(repeated.length).toBeLessThanOrEqual(1);
  });

  it('still asks useful questions for a career the catalog does not know', () => {
    const career = resolveCareer('Zeppelin Pilot of the Future');
    const qs = generateQuestions({ career, level: 'entry-level', resume: null, seed: 'z' });
    expect(qs.length).toBeGreaterThanOrEqual(5);
    expect(qs[0].question).toMatch(/Zeppelin Pilot of the Future/);
  });
});
