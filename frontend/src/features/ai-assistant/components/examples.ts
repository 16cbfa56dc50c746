/** The spec's three canned example prompts: a code sample request, an experience question, interview scheduling. */
export const EXAMPLE_REQUESTS = [
  {
    label: 'Code sample request',
    text: 'Hi, thanks for applying to our Software Engineer position. Before the next round, could you send us a code sample or a link to a project on GitHub that you are proud of?',
  },
  {
    label: 'Experience question',
    text: 'Thanks for your application. Could you tell us more about your experience with SQL and Python? How many years have you worked with them, and on what kind of projects?',
  },
  {
    label: 'Interview scheduling',
    text: 'We enjoyed reading your application and would like to invite you to a 30-minute video interview next week. What days and times work best for you?',
  },
] as const;
