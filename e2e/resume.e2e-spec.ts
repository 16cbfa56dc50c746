// Browser journeys of the resume builder: a real two-page text PDF (made with pdfkit at test time) analysed by the
// running resume service and its workers, then deleted; and the two ways an upload is refused.
import type { Page } from 'playwright-core';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { journey, newContext, signUpInBrowser, uniqueEmail, useBrowser } from './support/browser.js';

const JOURNEY_TIMEOUT = 120_000;
/** Upload to analysis goes through the queue and a worker; allow for a cold worker on a busy machine. */
const ANALYSIS_TIMEOUT = 60_000;

type Doc = InstanceType<typeof PDFDocument>;

function renderPdf(draw: (doc: Doc) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: 'Resume' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** A full-stack engineer's resume over two pages: summary, three dated roles, projects, education, skills. */
function twoPageResume(): Promise<Buffer> {
  return renderPdf((doc) => {
    const heading = (text: string) =>
      doc
        .moveDown(0.8)
        .font('Helvetica-Bold')
        .fontSize(12)
        .text(text.toUpperCase())
        .font('Helvetica')
        .fontSize(10.5)
        .moveDown(0.3);
    const role = (title: string, dates: string) => {
      const y = doc.y;
      doc.font('Helvetica-Bold').text(title, 54, y, { width: 360 });
      doc.font('Helvetica').text(dates, 414, y, { width: 144, align: 'right' });
      doc.x = 54;
      doc.moveDown(0.2);
    };
    const bullets = (items: string[]) => items.forEach((item) => doc.text(`• ${item}`, { indent: 10 }));

    doc.font('Helvetica-Bold').fontSize(22).text('Daniel Okafor');
    doc.font('Helvetica').fontSize(10.5).text('Full-Stack Software Engineer');
    doc.text('Denver, CO  |  daniel.okafor@example.com  |  (303) 555-0187  |  linkedin.com/in/danielokafor');
    heading('Summary');
    doc.text(
      'Full-stack engineer with 9 years of experience building customer-facing web applications in TypeScript, React and Node.js. I turn vague product ideas into fast, accessible software and mentor the people I work with.',
    );
    heading('Experience');
    role('Senior Software Engineer, Summit Health Technologies', 'Mar 2021 – Present');
    bullets([
      'Led the rebuild of the patient portal in React and TypeScript, raising the accessibility audit score from 62 to 98.',
      'Designed a GraphQL API over PostgreSQL serving 1.2M requests per day with a p95 latency of 120 ms.',
      'Cut cloud costs by 35% by moving batch jobs to AWS Lambda and tuning Amazon RDS instances.',
      'Mentored 4 engineers and introduced code review checklists and trunk-based development.',
      'Built CI/CD pipelines in GitHub Actions with Docker images deployed to Kubernetes.',
    ]);
    role('Software Engineer, Brightline Commerce', 'Jun 2018 – Feb 2021');
    bullets([
      'Developed checkout features in Node.js and Express used by 300,000 monthly shoppers.',
      'Introduced Redis caching for the product catalogue, reducing page load times by 40%.',
      'Wrote end-to-end tests with Cypress and unit tests with Jest, raising coverage from 45% to 85%.',
      'Worked with designers in Figma to ship a responsive storefront redesign.',
    ]);
    role('Junior Web Developer, Pine & Co. Digital', 'Jan 2017 – May 2018');
    bullets([
      'Built marketing sites for 20 clients with HTML, CSS and JavaScript.',
      'Maintained WordPress plugins written in PHP and MySQL.',
    ]);
    doc.addPage();
    heading('Projects');
    bullets([
      'OpenTrails: an open-source trail conditions app (React Native, Firebase) with 5,000 downloads.',
      'Budget Buddy: a personal finance dashboard in Next.js with Chart.js visualisations.',
    ]);
    heading('Education');
    doc.text('B.S. Computer Science, University of Colorado Boulder, 2016');
    heading('Certifications');
    doc.text('AWS Certified Developer – Associate (2022)');
    heading('Skills');
    doc.text('Languages: TypeScript, JavaScript, Python, SQL, PHP');
    doc.text('Front end: React, Next.js, Redux, HTML, CSS, Tailwind CSS');
    doc.text('Back end: Node.js, Express, GraphQL, PostgreSQL, Redis, MySQL');
    doc.text('Cloud and tools: AWS, Docker, Kubernetes, Terraform, Git, Jira');
    doc.text('Practices: Agile, Scrum, accessibility, code review, mentoring');
  });
}

/** A scan: one page holding only a picture, no text layer. */
async function imageOnlyPdf(): Promise<Buffer> {
  const stripes = Buffer.alloc(300 * 400 * 3);
  for (let i = 0; i < stripes.length; i++) stripes[i] = Math.floor(i / (300 * 3 * 8)) % 2 ? 70 : 210;
  const png = await sharp(stripes, { raw: { width: 300, height: 400, channels: 3 } })
    .png()
    .toBuffer();
  return renderPdf((doc) => doc.image(png, 54, 54, { width: 500 }));
}

const fileInput = (page: Page) => page.getByLabel('Choose PDF file or drag and drop');

const browser = useBrowser();

it(
  'sign up → upload a two-page resume → AI Analysis with skills and experience → delete → empty state',
  async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await journey('resume-upload-journey', page, async () => {
      await signUpInBrowser(page, {
        firstName: 'Daniel',
        lastName: 'Okafor',
        email: uniqueEmail('resume'),
        password: 'resume-journey',
      });
      await page.goto('/resume-builder');
      await page.getByRole('heading', { level: 1, name: 'Resume Builder & Analyzer' }).waitFor();
      await page.getByRole('tab', { name: 'Upload Resume', selected: true }).waitFor();

      const pdf = await twoPageResume();
      await fileInput(page).setInputFiles({
        name: 'daniel-okafor-resume.pdf',
        mimeType: 'application/pdf',
        buffer: pdf,
      });
      const selected = page.getByTestId('selected-file');
      await selected.getByText('daniel-okafor-resume.pdf').waitFor();
      await selected.getByText(`${(pdf.length / 1024).toFixed(1)} KB`).waitFor();

      await page.getByRole('button', { name: 'Upload & Analyze' }).click();
      // The AI Analysis tab opens by itself once the analysis is back.
      await page.waitForURL((url) => url.searchParams.get('tab') === 'analysis', { timeout: ANALYSIS_TIMEOUT });
      await page.getByRole('tab', { name: 'AI Analysis', selected: true }).waitFor();
      await page.getByText('Resume Analyzed').first().waitFor();

      const skills = page.getByRole('list', { name: 'Extracted skills' });
      for (const skill of ['TypeScript', 'React', 'PostgreSQL', 'Kubernetes']) {
        await skills.getByText(skill, { exact: true }).waitFor();
      }
      // 2017 to the present, overlaps counted once: senior.
      expect(await page.getByTestId('experience-level').textContent()).toBe('Senior Level (6+ years)');
      await page.getByRole('heading', { name: 'Strengths' }).waitFor();
      await page.getByRole('meter', { name: 'ATS readiness score' }).waitFor();
      expect(await page.getByTestId('analysis-basis').textContent()).toContain('daniel-okafor-resume.pdf (2 pages)');

      // A skill's evidence line on hover, and on keyboard focus.
      await skills.getByRole('button', { name: 'GraphQL', exact: true }).hover();
      await page
        .getByRole('tooltip')
        .getByText(/GraphQL/)
        .waitFor();
      await page.mouse.move(0, 0);
      await skills.getByRole('button', { name: 'Kubernetes', exact: true }).focus();
      await page
        .getByRole('tooltip')
        .getByText(/Kubernetes/)
        .waitFor();
      await page.keyboard.press('Escape');

      const analysisPanel = page.getByRole('tabpanel', { name: 'AI Analysis' });
      await analysisPanel.getByText('daniel-okafor-resume.pdf', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Delete Resume' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete your resume?' });
      await dialog.getByRole('button', { name: 'Delete Resume' }).click();
      await page.getByRole('heading', { name: 'No Resume Analysis Available' }).waitFor();
      await page.getByText('Resume Deleted').first().waitFor();

      // The deletion holds after a reload, and Get Started leads back to the Upload tab.
      await page.reload();
      await page.getByRole('heading', { name: 'No Resume Analysis Available' }).waitFor();
      await page.getByRole('link', { name: 'Get Started' }).click();
      await page.getByText('Choose PDF file or drag and drop').waitFor();
      expect(new URL(page.url()).search).toBe('');
    });
    await context.close();
  },
  JOURNEY_TIMEOUT,
);

it(
  'a non-PDF file and an image-only PDF are refused with an error toast, on a phone-width screen',
  async () => {
    const context = await newContext(browser(), { width: 390, height: 844 });
    const page = await context.newPage();
    await journey('resume-refused-uploads', page, async () => {
      const registered = await page.request.post('/api/auth/register', {
        data: { firstName: 'Grace', lastName: 'Hopper', email: uniqueEmail('resume-refused'), password: 'cobol-1959' },
      });
      expect(registered.status()).toBe(201);
      await page.goto('/resume-builder');
      await page.getByRole('heading', { level: 1, name: 'Resume Builder & Analyzer' }).waitFor();

      // Not a PDF: refused in the browser, nothing is sent.
      const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#334155' } })
        .png()
        .toBuffer();
      await fileInput(page).setInputFiles({ name: 'headshot.png', mimeType: 'image/png', buffer: png });
      await page.getByText('Invalid File Type').first().waitFor();
      await page.getByText('Please upload a PDF file only.').first().waitFor();
      expect(await page.getByTestId('selected-file').count()).toBe(0);

      // An image-only PDF: the server cannot read it and says why.
      await fileInput(page).setInputFiles({
        name: 'scanned-resume.pdf',
        mimeType: 'application/pdf',
        buffer: await imageOnlyPdf(),
      });
      await page.getByTestId('selected-file').getByText('scanned-resume.pdf').waitFor();
      await page.getByRole('button', { name: 'Upload & Analyze' }).click();
      await page.getByText('Upload Failed').first().waitFor({ timeout: ANALYSIS_TIMEOUT });
      await page
        .getByText(/no text layer/)
        .first()
        .waitFor();
      await page.getByRole('tab', { name: 'Upload Resume', selected: true }).waitFor();

      // Nothing was kept: the AI Analysis tab is empty.
      await page.getByRole('tab', { name: 'AI Analysis' }).click();
      await page.getByRole('heading', { name: 'No Resume Analysis Available' }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(1);
    });
    await context.close();
  },
  JOURNEY_TIMEOUT,
);
