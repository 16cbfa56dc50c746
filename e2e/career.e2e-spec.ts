import type { Page } from 'playwright-core';
import { journey, newContext, signUpInBrowser, uniqueEmail, useBrowser } from './support/browser.js';

const JOURNEY_TIMEOUT = 240_000;
const browser = useBrowser();

/** A person as the quiz sees them: their job, how they rate each activity, and what they choose and write. */
interface Person {
  jobTitle: string;
  intent: RegExp;
  rate: (activity: string) => number;
  environments: RegExp[];
  values: RegExp[];
  education: string;
  experience: string;
  furtherEducation: RegExp;
  skills: string[];
  tools: string;
  goals: string;
}

// The O*NET Interest Profiler items the quiz asks (services/career data/interest-profiler.json), by area.
const ARTISTIC = [
  'Write books or plays',
  'Play a musical instrument',
  'Compose or arrange music',
  'Draw pictures',
  'Create special effects for movies',
  'Paint sets for plays',
  'Write scripts for movies or television shows',
  'Perform jazz or tap dance',
  'Sing in a band',
  'Edit movies',
];
const SOCIAL = [
  'Teach an individual an exercise routine',
  'Help people with personal or emotional problems',
  'Give career guidance to people',
  'Perform rehabilitation therapy',
  'Do volunteer work at a non-profit organization',
  'Teach children how to play sports',
  'Teach sign language to people who are deaf or hard of hearing',
  'Help conduct a group therapy session',
  'Take care of children at a day-care center',
  'Teach a high-school class',
];
const ENTERPRISING = ['Manage a retail store', 'Start your own business', 'Market a new line of clothing'];

const artisticPerson: Person = {
  jobTitle: 'Junior graphic designer',
  intent: /^Stay in my line of work/,
  rate: (activity) =>
    ARTISTIC.includes(activity) ? 5 : ENTERPRISING.includes(activity) ? 3 : activity.length % 2 ? 1 : 2,
  environments: [/^Hybrid/, /^Remote/],
  values: [/^Independence/, /^Achievement/],
  education: "Bachelor's degree",
  experience: '1-2 years',
  furtherEducation: /^A short course/,
  skills: ['Art, design and creative work', 'Writing and public speaking'],
  tools: 'Photoshop, Illustrator, drawing and video editing',
  goals: 'Illustration, graphic design and making short films.',
};

const helpingPerson: Person = {
  jobTitle: 'Teaching assistant',
  intent: /^Move to a related job/,
  rate: (activity) => (SOCIAL.includes(activity) ? 5 : activity.length % 2 ? 2 : 1),
  environments: [/^Office/, /^Classroom/],
  values: [/^Relationships/, /^Achievement/],
  education: "Bachelor's degree",
  experience: '3-5 years',
  furtherEducation: /^Graduate or professional school/,
  skills: ['Helping, teaching and counselling people', 'Writing and public speaking'],
  tools: 'Counselling, first aid and Microsoft Word',
  goals: 'I want to help people through hard times, as a counsellor, a social worker or a teacher.',
};

const ARTISTIC_CAREER = /art|design|writer|animat|film|music|illustrat|actor|editor|photograph|creative|poet|sculpt/i;
const HELPING_CAREER = /teach|social|counsel|therap|nurs|psycholog|health|child|rehabilit|coach|education/i;

const next = (page: Page) => page.getByRole('button', { name: /^(Next Question|Complete Quiz)$/ });

/** Takes the whole quiz from /quiz: ratings by keyboard (1-5, Enter), the rest with the mouse. */
async function takeQuiz(page: Page, person: Person): Promise<void> {
  const first = page.getByRole('heading', { level: 1, name: /^Question 1 of \d+$/ });
  await first.waitFor();
  const total = Number(/of (\d+)/.exec((await first.textContent()) ?? '')?.[1]);
  expect(total).toBe(70);
  expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

  for (let n = 1; n <= total; n++) {
    await page.getByRole('heading', { level: 1, name: `Question ${n} of ${total}` }).waitFor();
    const question = page.locator('main h2').first();
    const text = ((await question.textContent()) ?? '').replace(/\s+/g, ' ').trim();
    expect(await next(page).isDisabled()).toBe(true);

    const ratingGroup = page.getByRole('radiogroup').filter({ has: page.getByRole('radio', { name: /Excellent/ }) });
    if ((await ratingGroup.count()) > 0) {
      const activity = text.replace(/^How much would you enjoy this work activity\?\s*/, '');
      await page.keyboard.press(String(person.rate(activity)));
      await page.getByText(`Selected: ${person.rate(activity)}/5`).waitFor();
      if (n === total) await next(page).click();
      else await page.keyboard.press('Enter');
      continue;
    }
    if (/job title/.test(text)) {
      await page.getByPlaceholder('Type your answer here...').fill(person.jobTitle);
    } else if (/next career step/.test(text)) {
      await page.getByRole('radio', { name: person.intent }).check();
    } else if (/Where would you like to work/.test(text)) {
      for (const name of person.environments) await page.getByRole('checkbox', { name }).check();
    } else if (/matters most/.test(text)) {
      for (const name of person.values) await page.getByRole('checkbox', { name }).check();
    } else if (/highest level of education/.test(text)) {
      await page.getByRole('radio', { name: person.education, exact: true }).check();
    } else if (/years of experience/.test(text)) {
      await page.getByRole('radio', { name: person.experience, exact: true }).check();
    } else if (/more education or training/.test(text)) {
      await page.getByRole('radio', { name: person.furtherEducation }).check();
    } else if (/strongest skills/.test(text)) {
      for (const name of person.skills) await page.getByRole('checkbox', { name, exact: true }).check();
    } else if (/tools, software/.test(text)) {
      await page.getByPlaceholder('Type your answer here...').fill(person.tools);
    } else if (/careers or kinds of work/.test(text)) {
      await page.getByPlaceholder('Type your answer here...').fill(person.goals);
    } else {
      throw new Error(`The journey does not know how to answer: ${text}`);
    }
    await next(page).click();
  }
}

/** The Holland code shown above the interest chart ("A-E-S"). */
async function hollandCode(page: Page): Promise<string> {
  // The profile card comes first; each match below carries its own career's code.
  const badge = page.locator('[data-slot="badge"]', { hasText: 'Holland code' });
  return ((await badge.first().textContent()) ?? '').replace('Holland code', '').trim();
}

/** The title of the best match on the dashboard overview's Career Matches card. */
async function topMatchOnOverview(page: Page): Promise<string> {
  await page.getByText('Great matches found').waitFor();
  const card = page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Career Matches' }) });
  return ((await card.getByRole('heading', { level: 3 }).first().textContent()) ?? '').trim();
}

it(
  'sign up → quiz as an artistic person → matches and the interest chart → retake as a helping person',
  async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await journey('career-journey', page, async () => {
      await signUpInBrowser(page, {
        firstName: 'Frida',
        lastName: 'Kahlo',
        email: uniqueEmail('career'),
        password: 'casa-azul-1907',
      });
      await page.getByText('No career matches yet').first().waitFor();
      await page.getByText('Take quiz to get matches').waitFor();

      await page.goto('/quiz');
      await takeQuiz(page, artisticPerson);
      await page.getByRole('heading', { name: 'Quiz Complete!' }).waitFor();
      await page.getByText('Your career recommendations are ready.').first().waitFor();
      await page.getByRole('link', { name: 'Back to Home' }).waitFor();

      await page.getByRole('link', { name: /View My Dashboard/ }).click();
      await page.waitForURL('**/dashboard');
      const artisticTop = await topMatchOnOverview(page);
      expect(artisticTop).toMatch(ARTISTIC_CAREER);
      await page
        .getByRole('link', { name: /Complete Skills Quiz/ })
        .getByText('(done)')
        .waitFor({ state: 'attached' });

      await page.getByRole('tab', { name: 'Career Matches' }).click();
      const chart = page.getByRole('img', { name: /interest profile/i });
      await chart.waitFor();
      expect(await chart.getAttribute('aria-labelledby')).toBeTruthy();
      expect(await hollandCode(page)).toMatch(/^A-/); // the profile leads with Artistic
      const firstCard = page.getByRole('article').first();
      expect(await firstCard.getByRole('heading', { level: 3 }).textContent()).toContain(artisticTop);
      await firstCard.getByText(/^(Excellent|Good|Potential) Match$/).waitFor();
      await firstCard.getByRole('button', { name: /Show details/ }).click();
      await firstCard.getByText('What you would do').waitFor();
      await firstCard.getByText('Tools and technologies').waitFor();
      expect(await firstCard.getByRole('link', { name: /^Search jobs for “/ }).getAttribute('href')).toMatch(
        /^\/jobs\?keyword=/,
      );

      await page.getByRole('link', { name: 'Retake Quiz' }).click();
      await page.waitForURL('**/quiz');
      await takeQuiz(page, helpingPerson);
      await page.getByRole('heading', { name: 'Quiz Complete!' }).waitFor();
      await page.getByRole('link', { name: /View My Dashboard/ }).click();
      await page.waitForURL('**/dashboard');
      const helpingTop = await topMatchOnOverview(page);
      expect(helpingTop).not.toBe(artisticTop);
      expect(helpingTop).toMatch(HELPING_CAREER);

      // The dashboard's data arrives in one request: the Dashboard operation through /graphql, no REST read.
      const dataRequests: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path === '/graphql' || path === '/api/dashboard') dataRequests.push(`${request.method()} ${path}`);
      });
      await page.goto('/dashboard?tab=recommendations');
      await page.getByRole('img', { name: /interest profile/i }).waitFor();
      expect(await hollandCode(page)).toMatch(/^S-/); // the new profile leads with Social
      expect(dataRequests).toEqual(['POST /graphql']);
    });
    await context.close();
  },
  JOURNEY_TIMEOUT,
);

it(
  'at phone width the quiz and the matches fit the screen',
  async () => {
    const context = await newContext(browser(), { width: 390, height: 844 });
    const page = await context.newPage();
    await journey('career-phone', page, async () => {
      const email = uniqueEmail('career-phone');
      const res = await context.request.post('/api/auth/register', {
        data: { firstName: 'Paulo', lastName: 'Freire', email, password: 'pedagogy-1968' },
      });
      expect(res.status()).toBe(201);
      await page.goto('/quiz');
      await page.getByRole('heading', { level: 1, name: /^Question 1 of/ }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        1,
      );
      await takeQuiz(page, helpingPerson);
      await page.getByRole('heading', { name: 'Quiz Complete!' }).waitFor();
      await page.goto('/dashboard?tab=recommendations');
      await page.getByRole('img', { name: /interest profile/i }).waitFor();
      await page
        .getByRole('article')
        .first()
        .getByRole('button', { name: /Show details/ })
        .click();
      await page.getByText('What you would do').first().waitFor();
      // The elements that stick out past the screen's right edge, deepest first (empty when everything fits).
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
          .filter((el) => ![...el.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 1))
          .slice(0, 5)
          .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${(el.textContent ?? '').slice(0, 60)}`),
      );
      expect(overflowing).toEqual([]);
    });
    await context.close();
  },
  JOURNEY_TIMEOUT,
);
