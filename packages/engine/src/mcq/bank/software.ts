import type { BankCompetency } from './types.ts';

export const softwareCompetencies: readonly BankCompetency[] = [
  {
    competency: 'Python',
    domain: 'software',
    keywords: ['python', 'Django', 'Flask', 'FastAPI', 'pandas', 'NumPy'],
    questions: {
      basic: {
        question: 'What does len([1, [2, 3], 4]) return in Python?',
        answer: '3',
        distractors: ['4', '2', 'It raises a TypeError'],
        explanation: 'len counts the top-level items of the list: 1, the nested list [2, 3], and 4.',
      },
      intermediate: {
        question: 'What is the main difference between a list and a tuple in Python?',
        answer: 'Lists are mutable; tuples are immutable',
        distractors: [
          'Tuples can only hold numbers',
          'Lists can be used as dictionary keys; tuples cannot',
          'Tuples keep their order; lists do not',
        ],
        explanation:
          'Both are ordered sequences of any type; a tuple cannot be changed after creation, which also makes a tuple of hashable items usable as a dictionary key.',
      },
      advanced: {
        question:
          'What does this Python code print? def add(item, items=[]): items.append(item); return items — then print(add(1), add(2))',
        answer: '[1, 2] [1, 2]',
        distractors: ['[1] [2]', '[1] [1, 2]', 'It raises a TypeError'],
        explanation:
          'A default value is evaluated once, when the function is defined, so both calls append to and return the same list; use items=None and create the list inside.',
      },
    },
  },
];
