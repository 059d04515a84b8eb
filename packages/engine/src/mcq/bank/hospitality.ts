import type { BankCompetency } from './types.ts';

export const hospitalityCompetencies: readonly BankCompetency[] = [
  {
    competency: 'Hospitality and Guest Service',
    domain: 'hospitality',
    keywords: [
      'hospitality',
      'guest service',
      'guest services',
      'guest experience',
      'front desk',
      'front office',
      'reception',
      'receptionist',
      'hotel',
      'check-in',
      'reservations',
      'concierge',
      'housekeeping',
      'hostelería',
      'recepción',
      'huéspedes',
      'gästebetreuung',
      'rezeption',
      'hotellerie',
      'hauswirtschaft',
      'accoglienza',
    ],
    // 'Attend funder check-ins', 'weekly check-ins with your manager': a meeting, not a guest's arrival.
    otherSense: {
      before: /\b(?:attend|funder|donor|client|weekly|monthly|regular|periodic|team|one on one)\s+$/,
    },
    questions: {
      basic: {
        question:
          'A guest arrives at the front desk while you are on the phone with another guest. What should you do?',
        answer:
          'Acknowledge the arriving guest with eye contact or a gesture, then serve them as soon as the call allows',
        distractors: [
          'Ignore them until the call ends',
          'Hang up on the caller to serve the person in front of you',
          'Ask a colleague from another department to take over the desk',
        ],
        explanation:
          'Both guests matter: a quick acknowledgement tells the arriving guest they have been seen without being rude to the caller.',
      },
      intermediate: {
        question:
          'A guest complains that their room was not cleaned. Which response follows the usual LEARN approach?',
        answer: 'Listen, empathise, apologise, resolve the problem and notify the team so it does not recur',
        distractors: [
          'Explain that housekeeping is a separate department and give the guest its phone number',
          'Offer a refund first, then ask what went wrong',
          'Ask the guest to put the complaint in writing for the manager, who will reply within a week',
        ],
        explanation:
          'LEARN (listen, empathise, apologise, resolve, notify) keeps the guest at the centre and fixes the cause as well as the case.',
      },
      advanced: {
        question:
          'A hotel has 200 rooms. Last night 150 were sold for a total room revenue of 18,000. What was the RevPAR?',
        answer: '90',
        distractors: ['120', '75', '150'],
        explanation:
          'Revenue per available room = room revenue / rooms available = 18,000 / 200 = 90. The average daily rate (ADR) would be 18,000 / 150 = 120.',
      },
    },
  },
  {
    competency: 'Front-of-House Hosting',
    domain: 'hospitality',
    // What a host or hostess does at the door; not 'restaurant', which names where the work is for every role there.
    keywords: [
      'hostess',
      'restaurant host',
      'front of house',
      'seating',
      'waitlist',
      'waiting list',
      'table reservations',
      'greet guests',
      'greeting guests',
      'anfitrión',
      'anfitriona',
      'lista de espera',
      'asignar mesas',
      'asignación de mesas',
      'reservas',
      'recibir a los clientes',
      'hôtesse',
      "hôtesse d'accueil",
      'placement des clients',
      "liste d'attente",
    ],
    questions: {
      basic: {
        question:
          'A party arrives at a full restaurant without a booking, and the next table should free up in about 20 minutes. What do you tell them?',
        answer: 'An honest wait time, an offer to take their name and number, and a place to wait',
        distractors: [
          'That a table will be ready in five minutes, so they do not leave',
          'That the restaurant only seats guests with a booking',
          'Nothing until a table is actually free, so as not to promise them a time that the kitchen may not keep',
        ],
        explanation:
          'An honest quote lets guests choose to wait; a short, broken promise costs more goodwill than a longer wait stated plainly.',
      },
      intermediate: {
        question:
          'Three servers share the floor and one section has just been given two large tables in a row. Where should the next couple be seated?',
        answer: 'In another server’s section, following the rotation so the work stays even',
        distractors: [
          'At the table nearest the door, whichever section it is in, because guests notice a long walk to their table',
          'In the same section, since that server is already busy there',
          'At the bar, until the busy server catches up',
        ],
        explanation:
          'Seating in rotation spreads covers across sections, so no server is swamped and every table gets prompt service.',
      },
      advanced: {
        question:
          'On Friday nights tables of four turn about every 90 minutes. From 7 pm, how many bookings of four can two such tables take before 10 pm, leaving room for walk-ins?',
        answer: 'Four at most, and fewer if walk-ins need some of those seatings',
        distractors: [
          'Six, one every half hour',
          'Two, one per table for the whole evening, so each party can stay as long as it likes',
          'Eight, two per table per hour',
        ],
        explanation:
          'Three hours at 90 minutes per turn gives two seatings per table, so two tables take four bookings at most; holding back some seatings keeps room for walk-ins.',
      },
    },
  },
  {
    competency: 'Restaurant and Bar Operations',
    domain: 'hospitality',
    keywords: [
      'food and beverage',
      'food service',
      'food cost',
      'bartender',
      'bar staff',
      'waiter',
      'waitress',
      'cocktails',
      'alimentos y bebidas',
      'mesero',
      'meseros',
      'cocteles',
      'coctelería',
      'barra',
      'serveur',
      'serveuse',
      // Dining-room and kitchen work in German, Spanish and Italian ('Speisesaaldienst', 'Küchenhilfe').
      'speisesaal',
      'speisesaaldienst',
      'servicekraft',
      'kellner',
      'kellnerin',
      'küchenhilfe',
      'eindecken',
      'camarero',
      'camarera',
      'cameriere',
      'cameriera',
    ],
    settingKeywords: [
      'restaurant',
      'restaurante',
      'restaurantes',
      'restauration',
      'comensales',
      'gastronomie',
      'küche',
      'comedor',
    ],
    questions: {
      basic: {
        question: 'Cooked food is being held hot on the pass. At what temperature should it be kept?',
        answer: 'At 63 °C (145 °F) or above',
        distractors: [
          'Between 5 °C and 20 °C',
          'At about 40 °C, so guests can eat it at once',
          'At room temperature if it is served within the shift',
        ],
        explanation:
          'Hot-held food stays at 63 °C or above (UK guidance; the US Food Code says 57 °C / 135 °F): bacteria multiply fastest in the danger zone between about 5 °C and 60 °C.',
      },
      intermediate: {
        question: 'A dish sells for 12.00 and its ingredients cost 3.60. What is its food cost percentage?',
        answer: '30%',
        distractors: ['3.6%', '70%', '43%'],
        explanation:
          'Food cost % = ingredient cost / selling price = 3.60 / 12.00 = 30%. 70% is the gross margin; 43% divides the cost by the margin.',
      },
      advanced: {
        question:
          "A restaurant's monthly stock count shows beverage cost well above its target while bar sales are steady. Which check finds the cause fastest?",
        answer:
          'Compare the bottles used by the count with what the till says was sold, drink by drink, to find over-pouring, waste or unrung sales',
        distractors: [
          'Raise the drink prices until the beverage cost falls back to its target',
          'Change to a cheaper supplier for the spirits the bar uses most, since a rise in the cost per bottle is the usual cause of a beverage cost above target',
          'Ask the bar staff to pour less from next month and count again',
        ],
        explanation:
          'Usage (opening stock + purchases − closing stock) against what the point of sale recorded, item by item, shows where the variance is: over-pouring, spillage, comps or drinks not rung up.',
      },
    },
  },
  {
    // Cooks and food preparers ('Tortillera', 'Prep Cook', 'Ayudante de cocina'): dough, the station's mise en place,
    // raw and ready-to-eat food kept apart, cooked food cooled safely; hands-on kitchen work, not a manager's e-mails.
    competency: 'Food Preparation and Food Safety',
    domain: 'hospitality',
    keywords: [
      'food preparation',
      'food prep',
      'prep cook',
      'line cook',
      'cook',
      'cooking',
      'food handling',
      'food hygiene',
      'mise en place',
      'cocinar',
      'cocinero',
      'cocinera',
      'ayudante de cocina',
      'preparación de alimentos',
      'manipulación de alimentos',
      'amasar',
      'tortillas',
      'comal',
      'cuisinier',
      'cuisinière',
      'commis de cuisine',
      'hygiène alimentaire',
      'speisenzubereitung',
      'lebensmittelhygiene',
      'cuoco',
      'cuoca',
      'aiuto cuoco',
      'igiene alimentare',
    ],
    questions: {
      basic: {
        question: "In a kitchen, what does 'mise en place' mean?",
        answer:
          'Having the ingredients and tools for your station prepared and set out before service starts',
        distractors: [
          'Cleaning the whole station once the last plates of the service have been sent out',
          'Plating every dish the same way',
          'Writing the day’s specials on the board',
        ],
        explanation:
          'Mise en place ("everything in its place") is the preparation done before service, so that each dish can be made quickly and the same way every time.',
      },
      intermediate: {
        question: 'Where in a refrigerator should raw meat be stored?',
        answer: 'On the bottom shelf, below ready-to-eat food',
        distractors: [
          'On the top shelf, where the air is coldest',
          'Next to the cooked food it will be served with, so that the whole order is kept together in one place',
          'In the door, where it is easiest to reach',
        ],
        explanation:
          'Stored below ready-to-eat food, raw meat cannot drip juices (and bacteria) onto food that will not be cooked again: the rule against cross-contamination.',
      },
      advanced: {
        question:
          'A large pot of cooked beans must be kept for the next day. How should it be cooled before it goes into the refrigerator?',
        answer:
          'Split it into shallow pans so it cools from 57 °C to 21 °C within two hours and to 5 °C within four more',
        distractors: [
          'Leave the covered pot on the counter overnight, so that it cools slowly and evenly before it goes into the refrigerator in the morning',
          'Put the whole hot pot straight into the cooler with its lid on',
          'Leave it on the stove with the heat off until the next service',
        ],
        explanation:
          'A deep pot cools too slowly at its centre, where bacteria multiply in the danger zone; shallow pans (or an ice bath) bring it from 57 °C (135 °F) to 21 °C (70 °F) within 2 hours and to 5 °C (41 °F) within 4 more (US Food Code).',
      },
    },
  },
];
