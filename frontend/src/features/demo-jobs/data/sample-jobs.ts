/** The 3 sample listings of the demo screen (spec section 9: salary ranges, dates in early 2024). */
export interface SampleJob {
  id: string;
  title: string;
  company: string;
  location: string;
  salary: string;
  employmentType: 'FULLTIME' | 'PARTTIME';
  experienceLevel: string;
  remote: boolean;
  postedDate: string;
  description: string;
  requirements: string;
  benefits: string;
}

export const SAMPLE_JOBS: SampleJob[] = [
  {
    id: 'sample-1',
    title: 'Frontend Developer',
    company: 'Brightlane Software',
    location: 'Austin, TX',
    salary: '$85,000 - $110,000',
    employmentType: 'FULLTIME',
    experienceLevel: 'mid_level',
    remote: false,
    postedDate: '2024-01-15',
    description:
      'Build accessible, fast web interfaces for our scheduling platform used by 2,000 clinics. You will work with designers and backend engineers to ship features end to end, improve performance, and help shape our component library.',
    requirements:
      '3-5 years building web applications with React and TypeScript\nSolid HTML, CSS and accessibility skills\nExperience with REST APIs and automated testing',
    benefits:
      'Medical, dental and vision insurance\n401(k) with 4% match\nHybrid schedule (2 days in office)\n$1,500 yearly learning budget',
  },
  {
    id: 'sample-2',
    title: 'Data Analyst',
    company: 'Cedar Ridge Health',
    location: 'Remote',
    salary: '$70,000 - $90,000',
    employmentType: 'FULLTIME',
    experienceLevel: 'entry_level',
    remote: true,
    postedDate: '2024-02-02',
    description:
      'Turn patient-experience and operations data into dashboards and recommendations for hospital leaders. You will own weekly reporting, answer ad-hoc questions, and partner with clinical teams on quality projects.',
    requirements:
      "Bachelor's degree in statistics, economics or a related field\nSQL and Excel; Tableau or Power BI\n0-2 years of analytics experience (internships count)",
    benefits: 'Fully remote within the U.S.\nHealth and wellness stipend\nPaid parental leave\nTuition assistance',
  },
  {
    id: 'sample-3',
    title: 'Customer Success Associate',
    company: 'Harborview Logistics',
    location: 'Denver, CO',
    salary: '$22 - $27 an hour',
    employmentType: 'PARTTIME',
    experienceLevel: 'entry_level',
    remote: false,
    postedDate: '2024-02-20',
    description:
      'Help small businesses get the most from our shipping software: answer questions by phone and chat, run onboarding calls, and turn customer feedback into clear notes for the product team.',
    requirements:
      'Excellent written and spoken communication\nComfort learning new software quickly\nCustomer service experience preferred',
    benefits: 'Flexible 20-25 hour weeks\nPaid time off\nPaid training',
  },
];
