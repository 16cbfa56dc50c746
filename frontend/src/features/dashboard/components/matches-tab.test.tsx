import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CareerRecommendation } from '@pathwise/contracts';
import { createQueryClient } from '@/lib/query-client';
import { mockFetch, type MockHandler } from '@/testing/fetch-mock';
import { renderRoutes } from '@/testing/render';
import { jobSearchKeyword } from './career/career-format';
import { describeInterests, hollandCode, readInterestProfile } from './career/riasec';
import { MatchesTab } from './matches-tab';

const designer: CareerRecommendation = {
  id: '27-1024.00',
  occupationCode: '27-1024.00',
  title: 'Graphic Designers',
  matchScore: 93,
  reasoning: 'You rated creating, designing and expressing ideas highest (Artistic 4.8/5).',
  actionSteps: [
    'Learn Adobe InDesign: a hot technology in Graphic Designer job postings.',
    'Build a portfolio of three projects.',
    'Search Pathwise Jobs for "Graphic Designer" openings in Austin, TX and save three that fit you.',
    'Upload your resume in the Resume Builder.',
  ],
  location: 'Austin, TX',
  salaryRange: { min: 47200, max: 79000 },
  growthOutlook: 'About as fast as average: +2.4% projected 2024-34, about 22,000 openings a year (BLS)',
  details: {
    riasec: 'A-R-E',
    jobZone: 4,
    stretch: false,
    description: 'Design or create graphics to meet specific commercial or promotional needs.',
    tasks: ['Create designs, concepts, and sample layouts.', 'Review final layouts and suggest improvements.'],
    skills: ['Negotiation', 'Persuasion'],
    knowledge: ['Fine Arts', 'Communications and Media', 'Design'],
    technologies: ['Adobe Photoshop', 'Blender', 'Adobe InDesign'],
    hotTechnologies: ['Adobe Photoshop', 'Adobe InDesign'],
    education: "Bachelor's degree",
    medianPay: 61300,
    growthPercent: 2.4,
  },
};

const directorStretch: CareerRecommendation = {
  title: 'Art Directors',
  matchScore: 84,
  reasoning: 'Art and leading.',
  actionSteps: '["Lead a small project","Study management"]',
  details: { stretch: true, jobZone: 5, riasec: 'A-E' },
};

const potential: CareerRecommendation = {
  title: 'Set and Exhibit Designers',
  matchScore: 72,
  reasoning: 'Design for spaces.',
  actionSteps: 'Visit a theatre workshop',
};

const artisticProfile = {
  Realistic: 1.4,
  Investigative: 1.6,
  Artistic: 4.8,
  Social: 3.2,
  Enterprising: 2.2,
  Conventional: 1,
};

function renderTab(
  props: Partial<Parameters<typeof MatchesTab>[0]> = {},
  handler: MockHandler = () => ({ status: 404, body: { message: 'Career not found' } }),
) {
  const fetchMock = mockFetch(handler);
  const view = renderRoutes(
    [
      {
        path: '/dashboard',
        element: (
          <MatchesTab
            recommendations={[designer, directorStretch, potential]}
            interestProfile={artisticProfile}
            isLoading={false}
            {...props}
          />
        ),
      },
    ],
    { path: '/dashboard', queryClient: createQueryClient() },
  );
  return { ...view, fetchMock, user: userEvent.setup() };
}

describe('Career Matches tab', () => {
  it('shows each match with its percent, band label, reasoning and at most three next steps', () => {
    renderTab();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]);
    expect(first.getByRole('heading', { name: /Graphic Designers/ })).toBeInTheDocument();
    expect(first.getByRole('img', { name: '93% match, Excellent Match' })).toBeInTheDocument();
    expect(first.getByText('Excellent Match')).toBeInTheDocument();
    expect(first.getByText(/You rated creating, designing/)).toBeInTheDocument();
    expect(first.getByText('Build a portfolio of three projects.')).toBeInTheDocument();
    expect(first.queryByText('Upload your resume in the Resume Builder.')).not.toBeInTheDocument();
    expect(first.getByText('$47,200 – $79,000')).toBeInTheDocument();
    expect(first.getByText('About as fast as average')).toBeInTheDocument();
    expect(first.getByText('Austin, TX')).toBeInTheDocument();

    expect(within(cards[1]).getByText('Good Match')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Stretch')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Study management')).toBeInTheDocument(); // actionSteps as a JSON string
    expect(within(cards[2]).getByText('Potential Match')).toBeInTheDocument();
    expect(within(cards[2]).getByText('Visit a theatre workshop')).toBeInTheDocument(); // a plain string
    expect(screen.getByRole('link', { name: 'Retake Quiz' })).toHaveAttribute('href', '/quiz');
  });

  it('draws the interest profile as an accessible chart with the same facts in words', () => {
    renderTab();
    const chart = screen.getByRole('img', { name: /interest profile/i });
    expect(chart).toHaveAccessibleName(
      'Your interest profile on the Holland hexagon Average rating per interest area, highest first: Artistic 4.8 of 5, Social 3.2 of 5, Enterprising 2.2 of 5, Investigative 1.6 of 5, Realistic 1.4 of 5, Conventional 1.0 of 5.',
    );
    expect(screen.getByText('A-S-E')).toBeInTheDocument();
    const ranked = within(screen.getByRole('list', { name: 'Interest areas, highest first' })).getAllByRole('listitem');
    expect(ranked.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^AArtistic.*4\.8\/5$/),
      expect.stringMatching(/^SSocial.*3\.2\/5$/),
      expect.stringMatching(/^EEnterprising.*2\.2\/5$/),
      expect.stringMatching(/^IInvestigative.*1\.6\/5$/),
      expect.stringMatching(/^RRealistic.*1\.4\/5$/),
      expect.stringMatching(/^CConventional.*1\.0\/5$/),
    ]);
  });

  it('leaves the chart out when there is no interest profile', () => {
    renderTab({ interestProfile: null });
    expect(screen.queryByRole('img', { name: /interest profile/i })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('expands a match to its tasks, skills, technologies (hot ones marked), pay, outlook and a job search', async () => {
    const { user } = renderTab();
    const card = within(screen.getAllByRole('article')[0]);
    const toggle = card.getByRole('button', { name: /Show details about Graphic Designers/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(card.queryByText('Create designs, concepts, and sample layouts.')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(card.getByRole('button', { name: /Hide details/ })).toHaveAttribute('aria-expanded', 'true');
    expect(card.getByText('Create designs, concepts, and sample layouts.')).toBeInTheDocument();
    expect(card.getByRole('heading', { name: 'Key skills and knowledge' })).toBeInTheDocument();
    expect(
      within(card.getByRole('list', { name: 'Skills' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Negotiation', 'Persuasion']);
    expect(
      within(card.getByRole('list', { name: 'Knowledge areas' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Fine Arts', 'Communications and Media', 'Design']);
    expect(card.getByText('Adobe InDesign').closest('li')).toHaveTextContent('Adobe InDesign (hot technology)');
    expect(card.getByText('Blender').closest('li')).not.toHaveTextContent('hot technology');
    expect(card.getByText('$61,300')).toBeInTheDocument();
    expect(card.getByText(/\+2\.4% projected 2024-34/)).toBeInTheDocument();
    expect(card.getByText('Considerable preparation')).toBeInTheDocument();
    expect(card.getByText("Typical entry education: Bachelor's degree")).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Search jobs for “Graphic Designer”' })).toHaveAttribute(
      'href',
      '/jobs?keyword=Graphic+Designer',
    );

    await user.click(card.getByRole('button', { name: /Hide details/ }));
    expect(card.queryByText('Create designs, concepts, and sample layouts.')).not.toBeInTheDocument();
  });

  it('explains a stretch match when it is opened', async () => {
    const { user } = renderTab();
    const card = within(screen.getAllByRole('article')[1]);
    await user.click(card.getByRole('button', { name: /Show details/ }));
    expect(card.getByText(/A stretch goal/)).toBeInTheDocument();
    expect(card.getByText('Extensive preparation')).toBeInTheDocument();
  });

  it("fetches a career's details when a match arrived without them", async () => {
    const bare: CareerRecommendation = {
      title: 'Illustrators',
      occupationCode: '27-1013.01',
      matchScore: 88,
      reasoning: 'You draw.',
      actionSteps: [],
    };
    const { user, fetchMock } = renderTab({ recommendations: [bare] }, (url) =>
      url === '/api/careers/27-1013.01'
        ? {
            body: {
              ...bare,
              matchScore: 88,
              salaryRange: { min: 40000, max: 80000 },
              details: { tasks: ['Sketch characters for books.'], skills: ['Originality'] },
            },
          }
        : { status: 404, body: '' },
    );
    // (the career's details wait for the click)
    const careerCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/careers'));
    expect(careerCalls()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /Show details/ }));
    expect(await screen.findByText('Sketch characters for books.')).toBeInTheDocument();
    expect(screen.getByText('$40,000 – $80,000')).toBeInTheDocument();
    expect(careerCalls()).toHaveLength(1);
  });

  it('links every match to a job search for its title', () => {
    renderTab();
    const links = screen.getAllByRole('link', { name: /^Search jobs for / });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/jobs?keyword=Graphic+Designer',
      '/jobs?keyword=Art+Directors',
      '/jobs?keyword=Set+and+Exhibit+Designers',
    ]);
  });

  it('shows the empty state with Take Quiz and no Retake Quiz when there are no matches', () => {
    renderTab({ recommendations: [] });
    expect(screen.getByText('No career matches yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take Quiz' })).toHaveAttribute('href', '/quiz');
    expect(screen.queryByRole('link', { name: 'Retake Quiz' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /interest profile/i })).not.toBeInTheDocument();
  });

  it('shows placeholders while loading', () => {
    renderTab({ isLoading: true });
    expect(screen.getByRole('status', { name: 'Loading career matches' })).toBeInTheDocument();
    expect(screen.queryByText('No career matches yet')).not.toBeInTheDocument();
  });
});

describe('career helpers', () => {
  it('takes the job-search title from the engine step, else the title up to its first comma', () => {
    expect(jobSearchKeyword(designer)).toBe('Graphic Designer');
    expect(
      jobSearchKeyword({ ...potential, title: 'Secondary School Teachers, Except Special (and CTE)', actionSteps: [] }),
    ).toBe('Secondary School Teachers');
  });

  it('reads only complete profiles and breaks ties in hexagon order', () => {
    expect(readInterestProfile({ Realistic: 3 })).toBeNull();
    expect(readInterestProfile(null)).toBeNull();
    const tied = readInterestProfile({
      Realistic: 2,
      Investigative: 4,
      Artistic: 4,
      Social: 2,
      Enterprising: 2,
      Conventional: 1,
    });
    expect(hollandCode(tied!)).toBe('I-A-R');
  });

  it('says what the ratings say when they tie: level ones name no area and show no code, tied tops go together', () => {
    const at = (values: number[]) =>
      Object.fromEntries(
        ['Realistic', 'Investigative', 'Artistic', 'Social', 'Enterprising', 'Conventional'].map((n, i) => [
          n,
          values[i],
        ]),
      );
    const level = at([3, 3, 3, 3.02, 3, 2.98]);
    renderTab({ interestProfile: level });
    expect(screen.getByText(/you rated the six interest areas the same, so none stands out/)).toBeInTheDocument();
    expect(hollandCode(readInterestProfile(level)!)).toBe('S-R-I');
    expect(screen.queryByText('S-R-I')).not.toBeInTheDocument();
    expect(screen.queryByText(/most drawn to/)).not.toBeInTheDocument();

    expect(describeInterests(readInterestProfile(at([4, 2, 4, 4, 1, 2]))!).text).toBe(
      'From your quiz ratings (1 to 5): you are equally drawn to hands-on work with tools, machines and materials, ' +
        'creating, designing and expressing ideas and helping, teaching and caring for people. Careers whose work has ' +
        'the same shape rank highest.',
    );
    expect(describeInterests(readInterestProfile(artisticProfile)!).text).toBe(
      'From your quiz ratings (1 to 5): you are most drawn to creating, designing and expressing ideas, then helping, ' +
        'teaching and caring for people. Careers whose work has the same shape rank highest.',
    );
  });
});

describe('job market line of a match (the jobs index, as the match carries it)', () => {
  const market = {
    openings: 40,
    remote: 9,
    nearby: 4,
    location: 'Austin, TX',
    pay: { min: 48000, median: 61000, max: 90000, samples: 12 },
    demo: true,
    generatedAt: '2026-11-23T00:00:00.000Z',
  };

  it('shows listings near the user and remote, posted pay, and says when they are sample data', () => {
    const { fetchMock } = renderTab({
      recommendations: [{ ...designer, jobCount: 40, details: { ...designer.details, market } }],
    });
    expect(screen.getByText('4 near Austin, TX · 9 remote')).toBeInTheDocument();
    expect(screen.getByText('Job listings (sample data)')).toBeInTheDocument();
    expect(screen.getByText('$48,000 – $90,000 posted')).toBeInTheDocument();
    // One source: the match's own figures, no second count fetched from elsewhere.
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/jobs'))).toHaveLength(0);
  });

  it('counts every listing when the location is not known, and shows nothing before the index has reported', () => {
    renderTab({
      recommendations: [
        {
          ...designer,
          details: { ...designer.details, market: { ...market, nearby: null, location: null, demo: false } },
        },
        { ...designer, id: 'x', occupationCode: 'x', title: 'Art Directors' },
      ],
    });
    expect(screen.getByText('40 open · 9 remote')).toBeInTheDocument();
    expect(screen.getByText('Job listings')).toBeInTheDocument();
    expect(screen.getAllByTestId('job-market-insights')).toHaveLength(1);
  });
});
