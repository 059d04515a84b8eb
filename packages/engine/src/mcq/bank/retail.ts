import type { BankCompetency } from './types.ts';

export const retailCompetencies: readonly BankCompetency[] = [
  {
    competency: 'Cash Handling and Store Operations',
    domain: 'retail',
    keywords: [
      'cashier',
      'cash handling',
      'cash register',
      'cash drawer',
      'retail store',
      'store operations',
      'shrinkage',
      'cajero',
      'cajera',
      'manejo de efectivo',
      'arqueo de caja',
      'arqueos de caja',
      'corte de caja',
      'cortes de caja',
      'terminal bancaria',
      'terminales bancarias',
      'fondo de caja',
      'tienda',
      'caissier',
      'caissière',
      'tenue de caisse',
      'commerce de détail',
      // Polish: 'obsługa przy kasie' (serving at the till), 'kasjer', 'kasjerka'.
      'obsługa przy kasie',
      'obsługa kasy',
      'obsługi kasy',
      'kasjer*',
    ],
    questions: {
      basic: {
        question:
          'At the end of a shift the cash in your drawer is 20 short of what the register report shows. What should you do first?',
        answer:
          'Recount the drawer and check the shift’s transactions, then report the difference to your supervisor',
        distractors: [
          'Add 20 of your own money so the drawer balances and nobody has to be told',
          'Leave the difference in the drawer for the next cashier to sort out when they count it at the start of their shift',
          'Change the register report so it matches the cash',
        ],
        explanation:
          'A cash difference is counted again, traced through the shift’s transactions and reported as it is; covering or hiding it makes the real cause impossible to find.',
      },
      intermediate: {
        question:
          'A customer pays a 37.40 bill with a 50 note. Which way of giving change lets both of you check it?',
        answer: 'Count the change up from 37.40 to 50 aloud as you hand it over: 12.60 in all',
        distractors: [
          'Hand over the change in one bundle so the queue keeps moving',
          'Put the 50 note straight in the drawer, then work out 12.60 on the register',
          'Count the change up from 37.40 to 50 aloud as you hand it over: 13.60 in all',
        ],
        explanation:
          'Counting up aloud from the bill to the amount tendered (37.40 → 50 = 12.60) lets the customer follow it; keeping the note on the till until the change is given avoids "I gave you 100" disputes.',
      },
      advanced: {
        question: 'In store operations, what does "shrinkage" measure?',
        answer:
          'Stock recorded in the system but lost before it could be sold: theft, damage or admin errors',
        distractors: [
          'The fall in sales of a product line from one season to the next',
          'Cuts made to the store’s staffing hours when footfall drops below forecast',
          'The discount given on items that are close to their sell-by date',
        ],
        explanation:
          'Shrinkage is the gap between book and physical inventory, from shoplifting, employee theft, damage, supplier fraud and paperwork errors; it is usually quoted as a share of sales.',
      },
    },
  },
  {
    competency: 'Retail Merchandising and Stock',
    domain: 'retail',
    keywords: [
      'merchandising',
      'merchandiser',
      'planogram',
      'shelf replenishment',
      'restocking shelves',
      'stocking shelves',
      'shelf stocking',
      'regalservice',
      'regalpflege',
      'warenverräumung',
      'einsortieren',
      'einsortiert',
      'warenpräsentation',
      'reponedor',
      'reponedora',
      'reposición de mercancía',
      'planograma',
      'mise en rayon',
      'réassort',
      'marchandisage',
      'planogramme',
      'scaffalista',
      'rifornimento degli scaffali',
      'planogramma',
      // Polish: goods laid out on the shelves ('wykładanie oraz dokładanie na półki', 'ekspozycja towaru').
      'na półki',
      'na półkach',
      'wykładanie towaru',
      'ekspozycja towaru',
      'uzupełnianie towaru',
      'varepåfylling',
      'varupåfyllnad',
    ],
    questions: {
      basic: {
        question:
          'You are filling a shelf with yoghurts whose use-by date is later than that of the packs already on it. Where do the new packs go?',
        answer: 'Behind the packs already there, so the older ones sell first',
        distractors: [
          'In front of the packs already there, so customers see the freshest first',
          'On top of the older packs, wherever there is room',
          'In the stockroom until the shelf is empty',
        ],
        explanation:
          'Stock rotation (first in, first out) puts the earliest date at the front, so older stock sells before it expires and less is thrown away.',
      },
      intermediate: {
        question: 'What is a planogram?',
        answer: 'A plan showing where each product goes on a shelf and how many facings it gets',
        distractors: [
          'A timetable of the deliveries the store expects from each of its suppliers over the coming season',
          'The list of prices printed on the shelf labels',
          'A count of the stock kept in the back room',
        ],
        explanation:
          'A planogram fixes each product’s place, facings and quantity on the shelf, so every store shows the range the same way and gaps are easy to spot.',
      },
      advanced: {
        question:
          'A card display holds 30 cards when full. 12 are on it now, and about 8 will sell before the next delivery arrives. How many should you order so it is full once the delivery is put out?',
        answer: '26',
        distractors: ['18', '22', '10'],
        explanation:
          'By the delivery about 12 − 8 = 4 cards are left, so 30 − 4 = 26 fill the display; 18 forgets the cards that sell meanwhile.',
      },
    },
  },
];
