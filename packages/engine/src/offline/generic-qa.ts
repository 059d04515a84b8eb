import type { QaPair } from '@viva/contracts';

/**
 * The standard list of generic interview questions with sample answers (spec part 2 'Generic Q&A'). Curated:
 * each answer shows the shape of a strong reply (situation, action, result, a number where one belongs) so a
 * candidate can swap in their own facts.
 */
const GENERIC_QA: readonly QaPair[] = [
  {
    question: 'Tell me about yourself.',
    answer:
      "I'm a software engineer with six years of experience, most recently building payment services at a mid-sized fintech. I started in support, which taught me to look at problems from the customer's side, then moved into backend development. In my current role I led the migration of our billing system to an event-driven design, which cut failed payments by a third. I'm now looking for a role where I can take on more ownership of a product area, which is what drew me to this position.",
  },
  {
    question: 'Why do you want to work here?',
    answer:
      "Three things. First, the product: I've used it myself and I like that it solves a real problem for developers. Second, the way you work: your handbook describes written, asynchronous communication, which is how I do my best work. Third, the role itself asks for the mix of customer contact and technical depth I've been building for the last few years, so I think I can contribute quickly and keep learning.",
  },
  {
    question: 'What are your greatest strengths?',
    answer:
      "My main strength is turning vague problems into clear plans. For example, when our team inherited a system nobody understood, I mapped its dependencies, wrote a one-page plan and split the work into weekly milestones; we delivered the rewrite a month early. I'm also a patient explainer, which has made me the person colleagues ask when they're new to a codebase.",
  },
  {
    question: 'What is your greatest weakness?',
    answer:
      'I used to say yes to too many requests and end up as a bottleneck. I noticed it when two deadlines slipped in the same month. Since then I keep my commitments visible on a shared board and, when something new comes in, I ask which current task it should replace. My manager told me in my last review that my delivery had become much more predictable.',
  },
  {
    question: 'Tell me about a challenge or conflict you faced at work and how you dealt with it.',
    answer:
      'Two senior colleagues disagreed on whether to rebuild or patch a slow reporting service, and the debate had stalled the project for weeks. I suggested we time-box a one-week experiment on both approaches and agree on the measurements beforehand: page load time and hours of work. The patch got us 80% of the gain for a fraction of the effort, both accepted the data, and we shipped it the following sprint.',
  },
  {
    question: 'Describe a time you failed and what you learned from it.',
    answer:
      'I once released a database change on a Friday without a rollback plan, and it locked a table during peak traffic for twenty minutes. I owned it immediately, helped restore service and wrote the incident review. Since then I always write the rollback step before the change, and I introduced a checklist for schema migrations that the team still uses.',
  },
  {
    question: 'Tell me about a time you showed leadership.',
    answer:
      "When our team lead left mid-project, I volunteered to coordinate until a replacement was hired. I set up a short daily check-in, made the open risks visible to our manager and paired with the two newest engineers so they weren't blocked. We delivered the release on the original date, and I was asked to keep running the planning meetings afterwards.",
  },
  {
    question: 'How do you handle pressure and tight deadlines?',
    answer:
      'I start by making the trade-offs explicit: what must ship, what can wait, and what it costs to cut. Last quarter a customer commitment moved forward by two weeks; I listed the features with our product manager, agreed to drop one non-essential report, and we delivered on time without overtime. Staying calm comes from having that plan written down.',
  },
  {
    question: 'Where do you see yourself in five years?',
    answer:
      "I'd like to be someone who owns a meaningful part of the product end to end and helps newer colleagues grow. Concretely, I want to deepen my experience in system design and take on mentoring, and this role, with its scope and the team's size, looks like a good place to do both.",
  },
  {
    question: 'Why are you leaving your current job?',
    answer:
      "I've learned a lot in my current role and I'm proud of what we built, but the company is consolidating around a product line that is further from my interests. I'm looking for a place where I can work closer to customers and on a product I care about, which is why this role stood out.",
  },
  {
    question: 'Tell me about a time you worked as part of a team to achieve a goal.',
    answer:
      'Our team of five had to cut cloud costs by 20% in one quarter. We split the spend into areas, each person owned one, and we met weekly to share what worked. I took storage and found two years of unused backups. Together we reached a 26% reduction, and the weekly format became how the team handles cross-cutting goals.',
  },
  {
    question: 'How do you prioritise your work when everything seems urgent?',
    answer:
      'I ask two questions of each task: what happens if it waits a week, and who is blocked by it. Anything blocking other people or customers goes first. I then share the order with my manager so we agree before I start. It keeps me focused and means nobody is surprised when something moves down the list.',
  },
  {
    question: 'Describe a time you had to learn something new quickly.',
    answer:
      "I joined a project that used Kubernetes when I had only used plain virtual machines. I spent the first week on the official tutorials in the evenings, asked a colleague to review my first deployment, and kept a page of notes for the next newcomer. Within a month I was handling the team's deployments on my own.",
  },
  {
    question: 'How do you handle feedback or criticism?',
    answer:
      'I treat it as information. When a reviewer told me my design documents were too long to be useful, I asked for an example of one they liked, rewrote mine to a one-page summary with details in an appendix, and asked again after the next review. Engagement with my documents went up noticeably, and I now ask for feedback early rather than at the end.',
  },
  {
    question: 'What are your salary expectations?',
    answer:
      "Based on my research for similar roles in this location and my experience, I'm looking for a range of around what the market pays for this level. I'm flexible, and the overall package, the scope of the role and the chance to grow matter to me as well. Could you share the range you have budgeted for this position?",
  },
  {
    question: 'Do you have any questions for us?',
    answer:
      "Yes: what would success look like in this role after six months? What is the biggest challenge the team is facing right now? And how do you support people's growth here, for example through mentoring or a learning budget?",
  },
];

export function genericQa(): QaPair[] {
  return GENERIC_QA.map((pair) => ({ ...pair }));
}
