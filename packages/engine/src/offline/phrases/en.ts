import type { Phrases } from './index.ts';

const DUTY = [
  'Describe a time you did this in a previous role: what was the situation, what did you do yourself, and what was the result?',
  'Walk me through a concrete example from your own work: what needed doing, how you went about it, and how it turned out.',
  'Where have you done something similar? Tell me what you were responsible for and what you would do differently next time.',
];

export const ENGLISH: Phrases = {
  and: 'and',
  or: 'or',
  quote: ['"', '"'],
  asSoonAsPossible: 'as soon as possible',
  leads: null,
  probes: {
    years: [
      '[Walk me through your experience with {skills}|Walk me through that experience]: in which roles, for how long, and what was the most demanding thing you delivered?',
    ],
    education: [
      'What is your highest relevant qualification, and how have you applied what you learned in your work?',
    ],
    communication: ['Give me an example where the way you communicated changed the outcome.'],
    language: [
      '[How do you use each of these languages ({languages}) in your work, and how well do you read, write and speak each?|How do you use this language in your work, and how well do you read, write and speak it?] Give me an example.',
    ],
    onboarding: [
      'How do you usually get up to speed on a new product, codebase or team, and what would you focus on first here?',
    ],
    officeTools: [
      'How have you used {skills} in your work? Give me a concrete example of a task, what you did with it yourself, and the result.',
    ],
    tools: [
      'Tell me about a project where you used {skills}: what did you build, which decisions were yours, and what was the outcome?',
      'Describe something you built or ran with {skills}. What problem did it solve, what was your part, and what would you change now?',
      'How have you used {skills} in your work? Pick one example and explain a technical decision you made and why.',
    ],
    practices: [
      'Tell me about your experience with {skills}: give a concrete example, what you did yourself, and the result.',
      'Where have you applied {skills}? Walk me through one case, your own contribution and how it turned out.',
    ],
    nice: [
      '[Have you worked with {skills}? If so, what did you use it for and what did you learn?|Have you done this before? If so, describe what you did and what you learned.]',
    ],
    duty: DUTY,
    behaviour: [
      'Give me a specific example from your work that shows this, and what the result was.',
      'Tell me about a situation that put this to the test. What did you do, and what happened?',
    ],
    // A physical condition of the work is asked as one, not as experience to prove.
    physical: ['Are you able to meet this physical requirement of the job?'],
    general: [
      'What in your experience shows you meet this? Give me a concrete example.',
      'How does your background cover this? Point me to a role or project where it mattered.',
    ],
  },
  roleQuestions: [
    'What draws you to [the {position} role|this role], and which part of [{if:describesWork}the work the posting describes|its work] have you done most?',
    '[Of what the posting asks for ({topics}), what|Of the work of the {position} role, what] would be newest to you, and how would you get up to speed on it?',
    'Tell me about the achievement from your experience [where you used {topicsOr} most|closest to the work of the {position} role]: what did you do yourself, and what was the result?',
    '[The posting says: "{line2}". What was the hardest situation you handled in work like this|What was the hardest situation you handled in {a:position} role or a similar one], and how did you resolve it?',
    '[Which tools or methods would you use for this part of the job: "{line3}"? Which do you know best?|Which tools or methods have you used for work like that of the {position} role, and which do you know best?]',
    'Three months into [the {position} job|this job], how would you know you were doing it well?[ Take this part of the posting as the example: "{line1}".|]',
    'Which of your qualifications or training fits the [{position} role|role] best, and where have you put it to use?',
    'How do you keep your [{position} ]skills current, and what have you learned most recently?',
  ],
  guidance: {
    years:
      'Give a clear number and where it comes from: name the roles in which you did this and for how long, then describe the most demanding piece of work in detail[, including what you did with {skills}]. The posting asks for {quoted}, so show plainly that you meet it.',
    education:
      'State your qualification, the institution and the year plainly. The posting asks for {quoted}; if yours differs, explain the equivalent experience and what you learned that applies to this role.',
    communication:
      'Pick one situation where the way you communicated changed the outcome: a difficult explanation, a written proposal, a presentation. Say who the audience was, what you did and what changed. The posting asks for {quoted}.',
    language:
      'Say plainly how well you read, write and speak it (a certificate or level if you have one), then give one example of using it at work or in your studies: a text you read, a meeting, something you wrote. The posting asks for {quoted}.',
    onboarding:
      'Describe how you ramp up on a new product and team: what you read first, who you talk to, how you check your understanding. Then say how you would do it here, where the first weeks include {quoted}.',
    tools:
      "Choose one real project where you used {skills}. Explain what the system did, your own part in it, one decision you made and why, and a measurable result. This answers the posting's {quoted}.",
    practices:
      'Give a concrete example of {skills} from your own work: the situation, what you did and the result, with a number if you have one. The posting lists {quoted}.',
    duty: 'Answer with a real example structured as situation, task, action and result. The posting says the role involves {quoted}, so choose an example as close to that as you can and finish with the result you achieved.',
    nice: 'This is a nice-to-have ({quoted}). If you have done it, give one short example; if not, say so honestly and explain how related experience would help you pick it up quickly.',
    behaviour:
      'Prove it with a story rather than adjectives: one situation, what you did and the result. The posting asks for {quoted}.',
    physical:
      'Say plainly whether you can meet {quoted}. If you have done similar physical work, name the job and for how long.',
    general:
      'Connect your experience directly to {quoted}: name the role where you did it, what you did and the result.',
  },
  motivation: {
    question: 'Why are you interested in the {title} role?',
    answer:
      'Tie your motivation to what the posting says[: "{description}"]. [Name a responsibility you look forward to, such as "{duty}", and what you bring to it from your own experience.]',
  },
  workTitles: {
    location: 'Location',
    relocation: 'Relocation',
    remote: 'Work arrangement',
    hours: 'Working hours',
    on_call: 'On-call',
    authorisation: 'Work authorisation',
    travel: 'Travel',
    start: 'Start date',
    contract: 'Contract type',
    availability: 'Availability',
    equipment: 'Own equipment',
    licence: 'Driving licence',
  },
  workQuestions: {
    location_office:
      'The role is based in {office}. Are you able to work from {office}, or would you need to relocate?',
    location_preferred:
      'The role is ideally based in {office}. Where would you work from, and would you be willing to relocate there?',
    location_flexible:
      'The role is ideally based in {office}, though the posting is open to exceptions. Where would you work from, and would you be willing to relocate?',
    location: 'The posting gives the location as {quoted}. Does that work for you?',
    relocation:
      'The posting asks you to live where the post is based: {quoted}. Do you live there already, or are you willing to relocate?',
    remote_home:
      'The posting describes the work as remote ({quoted}). Do you have a suitable place to work from home, and which time zone would you work in?',
    remote_option:
      'The posting says the work can be done remotely or at its office ({quoted}). Would you work remotely or from the office, and in which time zone?',
    remote: 'The posting describes the work arrangement as {quoted}. Does that arrangement work for you?',
    hours: 'The posting states the working hours: {quoted}. Are you able to work these hours?',
    on_call:
      'The posting mentions {quoted}. Are you able to take part in on-call or out-of-hours work as described?',
    authorisation:
      'The posting states {quoted}. Are you authorised to work in the country of this role, and will you need visa sponsorship now or in the future?',
    travel: 'The posting mentions travel: {quoted}. Are you able to travel as described?',
    start: 'The posting says {quoted}. When could you start, and what notice period do you have?',
    contract:
      'The posting describes the engagement as {quoted}. Is that the kind of contract you are looking for?',
    availability: 'The posting asks for {quoted}. Are you available on those terms?',
    equipment: 'The role needs your own equipment: {listed}. Do you have all of these?',
    licence: 'The posting asks for {listed}. Do you hold a valid driving licence?',
  },
  thisSkill: 'this skill',
};
