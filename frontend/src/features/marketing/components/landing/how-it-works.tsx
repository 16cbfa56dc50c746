import { SectionHeading } from '../section-heading';

const steps = [
  {
    title: 'Take the quiz',
    text: 'Answer questions about your interests, skills, values and preferred work environment.',
  },
  {
    title: 'Add your resume',
    text: 'Upload a PDF or your LinkedIn profile export so the analysis starts from your real experience.',
  },
  {
    title: 'Get your matches',
    text: 'See careers ranked by fit, why each one suits you, and the next steps to get there.',
  },
  {
    title: 'Apply with confidence',
    text: 'Search local jobs, track applications and practise interviews for the role you chose.',
  },
];

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="scroll-mt-20 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="how-title"
          eyebrow="How it works"
          title="From first question to first interview in four steps"
        />
        <div className="relative mt-14">
          {/* Connector line between the step numbers on wide screens. */}
          <div
            aria-hidden="true"
            className="absolute left-[12.5%] right-[12.5%] top-6 hidden h-0.5 bg-border md:block"
          />
          <ol className="relative grid gap-10 md:grid-cols-4 md:gap-6">
            {steps.map((step, index) => (
              <li key={step.title} className="relative flex gap-4 md:flex-col md:items-center md:text-center">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground shadow-md ring-8 ring-background">
                  <span className="sr-only">Step </span>
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-foreground md:mt-4">{step.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
