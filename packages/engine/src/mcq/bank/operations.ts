import type { BankCompetency } from './types.ts';

/** Logistics and operations: supply chain, transport, stock, the warehouse floor, and billing. */
export const operationsCompetencies: readonly BankCompetency[] = [
  {
    competency: 'Supply Chain Management',
    domain: 'operations',
    keywords: [
      'supply chain',
      'procurement',
      'purchasing',
      'supplier',
      'vendor management',
      'demand planning',
      's&op',
      'cadena de suministro',
      'compras',
      'aprovisionamiento',
      'approvisionnement',
      'approvisionnements',
      'achats',
      'appel d’offres',
      "appel d'offres",
      'appels d’offres',
      "appels d'offres",
    ],
    questions: {
      basic: {
        question: 'What is the main goal of supply chain management?',
        answer: 'Getting the right products to the right place at the right time at the lowest total cost',
        distractors: [
          'Having as many suppliers as possible for every part, so that no single supplier can ever raise its prices',
          'Holding as much stock as possible',
          'Selling products directly to consumers',
        ],
        explanation:
          'Supply chain management coordinates sourcing, production, storage and delivery to meet demand reliably and efficiently as a whole.',
      },
      intermediate: {
        question: "What is the 'bullwhip effect'?",
        answer:
          'Small changes in consumer demand cause ever larger swings in orders further up the supply chain',
        distractors: [
          'A sudden price increase by a single supplier that spreads to every other supplier in the same industry',
          'Delays caused by customs inspections',
          'The loss of stock during transport',
        ],
        explanation:
          'Each tier over-reacts to the orders it sees (batching, safety margins, forecasting on orders); sharing real demand data dampens it.',
      },
      advanced: {
        question:
          'A product sells 20 units a day on average, the supplier lead time is 5 days and the safety stock is 40 units. At what stock level should it be reordered?',
        answer: '140 units',
        distractors: ['100 units', '40 units', '60 units'],
        explanation: 'Reorder point = daily demand x lead time + safety stock = 20 x 5 + 40.',
      },
    },
  },
  {
    competency: 'Logistics',
    domain: 'operations',
    keywords: [
      'logistics',
      'shipping',
      'transportation',
      'freight',
      'warehouse',
      'warehousing',
      'last mile',
      'proof of delivery',
      'POD',
      'incoterms',
      'dispatch',
      'logística',
      'transporte',
      'almacén',
      // Swedish, Danish, German, Dutch and Finnish (inflected: 'logistiikan'), a Dutch warehouse ('magazijnwerk').
      'logistik',
      'logistiek',
      'logistiik*',
      'magazijn*',
    ],
    // 'Logistics for events', 'event logistics': rooms, catering and timings, an event planner's work, not freight.
    otherSense: {
      before: /\bevents?\s+$/,
      after: /^ (?:for|of) (?:the |our |all )?(?:\w+ )?(?:events?|meetings?|conferences?|workshops?)\b/,
    },
    questions: {
      basic: {
        question: 'What is a proof of delivery (POD)?',
        answer: 'A signed or electronic record that the consignee received the goods',
        distractors: [
          'An invoice sent before the goods are shipped',
          "The customer's purchase order",
          'A customs declaration lodged with the authorities for goods being exported',
        ],
        explanation:
          'The POD records who received what and when, with any remarks about shortages or damage, and supports billing and claims.',
      },
      intermediate: {
        question: 'Under the Incoterms rule EXW (Ex Works), who bears most of the transport cost and risk?',
        answer: "The buyer, from the moment the goods are made available at the seller's premises",
        distractors: [
          "The seller, until the goods reach the buyer's door",
          'The carrier, for the whole journey',
          'Buyer and seller, in equal shares',
        ],
        explanation:
          'EXW places the minimum obligation on the seller; the buyer arranges loading, export clearance and carriage. DDP is the opposite extreme.',
      },
      advanced: {
        question: 'What is cross-docking?',
        answer:
          'Unloading inbound goods and loading them onto outbound vehicles with little or no storage in between',
        distractors: [
          'Storing the same goods in two warehouses on different sites, so that one fire or flood cannot stop deliveries',
          'Shipping goods between two ports of the same country',
          'Returning damaged goods to the supplier',
        ],
        explanation:
          'Cross-docking cuts storage and handling costs and speeds up flow, but needs tight coordination of inbound and outbound schedules.',
      },
    },
  },
  {
    // Running buses and coaches with their drivers: rotas within the drivers' hours rules, vehicle checks, disruptions.
    // The freight questions of Logistics (proof of delivery, Incoterms) are not a traffic controller's work.
    competency: 'Passenger Transport Operations',
    domain: 'operations',
    keywords: [
      'passenger transport',
      'bus operations',
      'coach operations',
      'drivers hours',
      'driver scheduling',
      'tachograph',
      // Swedish, Norwegian and Finnish, inflected and compounded ('persontransporter', 'joukkoliikenteen').
      'persontransport*',
      'persontrafik',
      'kollektivtrafik*',
      'busstrafik*',
      'trafikledning',
      'joukkoliikente*',
      'henkiloliikente*',
      'tilausajo*',
    ],
    questions: {
      basic: {
        question:
          'Who must make sure a bus is roadworthy (lights, tyres, mirrors, doors) before it leaves the depot?',
        answer: 'The driver, with a walk-around check before the first trip',
        distractors: [
          'The workshop, at the yearly inspection, and nobody in between',
          'The passengers, who report faults once they are on board',
          'The traffic controller, by reading the last service report aloud to the driver at the start of the shift',
        ],
        explanation:
          'The driver answers for the vehicle they drive: a walk-around check finds faults before passengers board, and a defect is reported so the bus is repaired or replaced before it runs.',
      },
      intermediate: {
        question:
          'Under the EU drivers’ hours rules, a coach driver has driven 4 hours 30 minutes without a break. What must happen next?',
        answer: 'A break of at least 45 minutes before driving on',
        distractors: [
          'A 15-minute break, after which the driver may drive another 4 hours 30 minutes',
          'Nothing until the daily driving limit of 9 hours is reached',
          'An 11-hour daily rest before the next trip',
        ],
        explanation:
          'After 4.5 hours of driving a break of at least 45 minutes is due (it may be split into 15 then 30 minutes, taken within those 4.5 hours); the daily driving limit is 9 hours, 10 twice a week.',
      },
      advanced: {
        question:
          'A coach driver starts work at 06:00. The draft rota also gives them an evening trip that ends at 22:30 the same day. Under the EU drivers’ hours rules, what is wrong with it?',
        answer: 'It leaves less than 9 hours of daily rest within 24 hours of the start',
        distractors: [
          'Nothing, as long as the driving itself stays under 9 hours',
          'The weekly limit of 56 hours of driving is broken by a day as long as this one',
          'A driver may not work both a morning and an evening shift on one day, whatever the hours in between',
        ],
        explanation:
          'Within 24 hours of starting, a driver needs a daily rest of 11 hours (9 when reduced, at most three times between weekly rests); 22:30 to 06:00 gives 7.5 hours at most, so the day must end by 21:00 or another driver take the trip.',
      },
    },
  },
  {
    // Delivering leaflets and free papers door to door on a round ('Leaflet Distributor', German 'Prospektverteiler',
    // Spanish 'buzoneo', Polish 'roznoszenie ulotek', Japanese 'ポスティング', '配布'): the letterboxes, the weather and
    // the deadline, not freight; addressed post and subscribers' newspapers are other rounds.
    competency: 'Leaflet and Free Paper Delivery',
    domain: 'operations',
    keywords: [
      'leaflet distribution',
      'leaflet delivery',
      'flyer distribution',
      'flyer delivery',
      'door to door distribution',
      'prospektverteil*',
      'prospektzustell*',
      'buzoneo',
      'reparto de publicidad',
      'distribution de prospectus',
      'distribution de flyers',
      'roznoszenie ulotek',
      'roznosiciel*',
      'ポスティング',
      'チラシ',
      '配布',
    ],
    questions: {
      basic: {
        question:
          "A letterbox on your round has a sticker saying 'No advertising, no free papers'. What do you do?",
        answer: 'Leave it out: it gets no leaflet and no paper',
        distractors: [
          'Fold the leaflet small and push it in, so that it bothers no one',
          'Leave the leaflet on the doorstep in front of the door instead',
          'Ring the bell and ask whether the occupant wants one after all',
        ],
        explanation:
          "A 'no advertising' sign is the occupant's refusal: delivering to it anyway brings complaints to the client and the distributor, whatever the way the leaflet is left.",
      },
      intermediate: {
        question: 'Rain is forecast on your delivery day. How do you deliver the magazines?',
        answer: 'Carry them in a covered bag and push each one fully into the letterbox',
        distractors: [
          'Leave each one half out of the letterbox, so that the residents see it at once',
          'Deliver them on the next dry day, without telling the office',
          "Leave a block of flats' copies in one stack at its entrance",
        ],
        explanation:
          'A copy left sticking out gets wet and may be taken or blown away; the delivery day is part of the job, and every letterbox gets its own copy.',
      },
      advanced: {
        question: 'You cannot finish your area by the deadline the office set. What do you do?',
        answer: 'Tell the office at once which streets are left',
        distractors: [
          'Put two copies in each remaining letterbox next time to make up for it',
          'Recycle the copies left over, since the round is late anyway',
          'Leave the copies left over at a local shop for its customers to take',
        ],
        explanation:
          'The office answers to the client for the whole area: told in time, it can send someone else or tell the client, and the copies still reach the homes they are paid for.',
      },
    },
  },
  {
    competency: 'Inventory Management',
    domain: 'operations',
    keywords: [
      'inventory',
      'inventory management',
      'stock control',
      'stock management',
      'cycle counting',
      'fifo',
      'inventario',
      'control de stock',
      'gestión de inventarios',
      // Dutch stock, in its compounds ('voorraadcontrole', 'voorraadbeheer').
      'voorraad*',
    ],
    questions: {
      basic: {
        question: 'What does FIFO mean in inventory management?',
        answer: 'First In, First Out: the oldest stock is used or sold first',
        distractors: [
          'Fast In, Fast Out: stock is kept for as short a time as possible',
          'Fixed Inventory, Fixed Order: stock levels never change',
          'First Invoice, First Order: stock is issued in invoice order',
        ],
        explanation: 'FIFO reduces spoilage and obsolescence, and is also a method of valuing inventory.',
      },
      intermediate: {
        question: "In ABC analysis of inventory, what characterises 'A' items?",
        answer: 'A small share of the items that accounts for the largest share of inventory value',
        distractors: [
          'The items with the most units in stock, counted across every warehouse and store location',
          'The items that are cheapest to store',
          'The items that arrived most recently',
        ],
        explanation:
          'ABC analysis applies the Pareto principle: A items (often ~20% of items, ~80% of value) get the tightest control and most frequent counts.',
      },
      advanced: {
        question: 'What does the economic order quantity (EOQ) model balance?',
        answer: 'Ordering costs against holding costs',
        distractors: [
          'Selling price against purchase price',
          'Transport costs against customs duties',
          'The number of suppliers against the number of products',
        ],
        explanation:
          'Large orders cut ordering costs but raise holding costs; EOQ = sqrt(2 x annual demand x cost per order / holding cost per unit per year).',
      },
    },
  },
  {
    // The warehouse and a store's back room: unloading and checking deliveries, moving pallets with forklifts and
    // pallet jacks, and putting stock away safely. Logistics' freight paperwork (Incoterms) is not a receiver's work.
    competency: 'Warehouse Receiving and Material Handling',
    domain: 'operations',
    keywords: [
      'forklift',
      'fork lift',
      'pallet jack',
      'pallet truck',
      'reach truck',
      'material handling',
      'materials handling',
      'goods receiving',
      'goods receipt',
      'receiving dock',
      'loading dock',
      'order picking',
      'pick and pack',
      'gabelstapler',
      'kommissionierung',
      'carretilla elevadora',
      'transpaleta',
      'chariot élévateur',
      'transpalette',
      'carrello elevatore',
      'heftruck',
    ],
    questions: {
      basic: {
        question:
          'You are driving a forklift across the warehouse with a loaded pallet on the forks. How should the load be carried?',
        answer: 'Low, just clear of the floor, with the mast tilted slightly back',
        distractors: [
          'Raised to eye level, so you can see that the load stays in place',
          'Raised to the height of the rack it goes to, to save time there',
          'Level, with the mast tilted forward so the pallet sits flat',
        ],
        explanation:
          'Carried low with the mast tilted back, the load keeps the truck’s centre of gravity low and rests against the backrest; a load is raised only at the rack, with the truck stopped.',
      },
      intermediate: {
        question:
          'A delivery’s packing slip lists 12 cartons. You count 11, and one of them is crushed. What do you do before the driver leaves?',
        answer: 'Write the missing carton and the damage on the delivery receipt, then sign it',
        distractors: [
          'Sign for 12 cartons and take the difference up with the supplier afterwards',
          'Refuse the whole delivery until the supplier can send all twelve cartons again',
          'Sign the receipt as it is and put the crushed carton straight in the bin',
        ],
        explanation:
          'A clean signature says the goods arrived complete and in good order; the shortage and the damage noted on the receipt (and the crushed carton kept) are the record for the claim against the supplier or carrier.',
      },
      advanced: {
        question:
          'A racking level is rated for 1,000 kg, evenly spread. You must put away four pallets of 300 kg each, and the level has four free places. What do you do?',
        answer: 'Put three there and the fourth on another level: four would load it with 1,200 kg',
        distractors: [
          'Put all four there: each pallet on its own is well under the level’s 1,000 kg rating',
          'Put all four there, the heaviest at the ends where the uprights carry the weight best',
          'Put two there and leave the other two in the aisle until space frees up on that level',
        ],
        explanation:
          'The rating is for the whole level, not per pallet: 4 × 300 = 1,200 kg overloads its beams, which can bend and bring the rack down; pallets left in an aisle block the way and the escape routes.',
      },
    },
  },
  {
    competency: 'Billing and Invoicing',
    domain: 'operations',
    keywords: [
      'billing',
      'invoicing',
      'invoice',
      'accounts receivable',
      'collections',
      'reconciliation',
      'credit note',
      'facturación',
      'factura',
      'cobros',
      'cuentas por cobrar',
    ],
    // 'Invoice paperwork', 'invoices to submit to the financial team': a programme's staff gather others' invoices and
    // hand them on; the billing is the finance team's.
    otherSense: {
      after:
        /^(?: paperwork\b| to (?:submit|send|forward|pass)(?: \w+)? to (?:the |our )?(?:financ|account))/,
    },
    questions: {
      basic: {
        question: 'What is a credit note?',
        answer:
          'A document that reduces the amount a customer owes, for example after a return or an overcharge',
        distractors: [
          'A request to the customer for early payment',
          'A loan offered to the customer',
          'A receipt confirming that a payment was made in full, which the customer can use to claim back the sales tax',
        ],
        explanation:
          'Issued invoices are not edited or deleted; a credit note referencing the invoice corrects it and keeps the audit trail.',
      },
      intermediate: {
        question: "What does 'Net 30' on an invoice mean?",
        answer: 'Full payment is due within 30 days of the invoice date',
        distractors: [
          'A 30% discount applies to the net amount',
          'Payment is due on the 30th of the month',
          'The invoice can be paid in 30 instalments',
        ],
        explanation:
          "Net terms set the payment deadline; terms such as '2/10 Net 30' add a 2% discount for paying within 10 days.",
      },
      advanced: {
        question:
          'Accounts receivable are 200,000 and credit sales for the 90-day quarter were 600,000. What is the days sales outstanding (DSO)?',
        answer: '30 days',
        distractors: ['60 days', '45 days', '20 days'],
        explanation:
          'DSO = accounts receivable / credit sales x days in the period = 200,000 / 600,000 x 90.',
      },
    },
  },
];
