import type { BankCompetency } from './types.ts';

/**
 * Housekeeping: cleaning guest rooms, holiday homes and homes between stays, in order and without carrying dirt from
 * one place to another, and reporting what the next guests must not find.
 */
export const housekeepingCompetencies: readonly BankCompetency[] = [
  {
    competency: 'Housekeeping and Room Cleaning',
    domain: 'hospitality',
    keywords: [
      'room cleaning',
      'cleaning of rooms',
      'guest rooms',
      'holiday homes',
      'holiday home',
      'holiday apartments',
      'vacuuming',
      'hoovering',
      'making beds',
      'change the beds',
      'bed linen',
      'cleaning of bathrooms',
      'cleaning assistants',
      'cleaning assistant',
      'room attendant',
      'chambermaid',
      // The trade's own words in Danish, Norwegian, Swedish, Dutch, German, Spanish, French and Italian.
      'rengøring',
      'rengjøring',
      'støvsugning',
      'sommerhuse',
      'städning',
      'schoonmaak',
      'zimmerreinigung',
      'camarera de pisos',
      'femme de chambre',
      'cameriera ai piani',
    ],
    questions: {
      basic: {
        question: 'In what order do you usually clean a room?',
        answer: 'From high to low and from the cleaner areas to the dirtier ones',
        distractors: [
          'Floors first, then the shelves and surfaces above them, so the floor can dry meanwhile',
          'The bathroom first, then the kitchen with the same cloth, to save time',
          'In any order, as long as the whole room is vacuumed at some point',
        ],
        explanation:
          'Dust and dirt fall downwards and travel on cloths: working from high to low and from clean to dirty means nothing cleaned already gets dirty again.',
      },
      intermediate: {
        question:
          'A team uses colour-coded cloths. Why is the cloth used on the toilet never used on the kitchen worktop?',
        answer: 'It would carry germs from the toilet to where food is prepared',
        distractors: [
          'Toilet cleaner fades the colour of a kitchen worktop over time',
          'The kitchen cloth must stay dry so that it can polish the glasses afterwards',
          'It may be, as long as the cloth is rinsed under the hot tap in between',
        ],
        explanation:
          'Colour codes keep the cloths of toilets, bathrooms and kitchens apart, because rinsing does not remove the germs a cloth picks up.',
      },
      advanced: {
        question:
          'Turning over a holiday home before new guests arrive, you find a broken lamp and a phone the last guests left behind. What do you do?',
        answer: 'Report both to the office, with a photo of the damage, and hand the phone in',
        distractors: [
          'Throw the lamp away and keep the phone safe in your car until the guests call',
          'Leave both where they are, since damage and lost items are not part of cleaning',
          'Mend the lamp yourself if you can and put the phone in a drawer of the house',
        ],
        explanation:
          'Damage must be recorded before the next stay (it may be charged to the last guests and must be fixed or replaced), and lost property goes to the office, which contacts the owner.',
      },
    },
  },
];
