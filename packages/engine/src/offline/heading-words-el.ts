import type { SectionKind } from './sections.ts';

/**
 * Section headings of Greek postings, by the kind of section they head, read beside the other languages' vocabulary
 * (the same text: lower case, accents removed, so 'Απαιτούμενα προσόντα' is 'απαιτουμενα προσοντα').
 */
export const GREEK_HEADINGS: Partial<Record<SectionKind, RegExp>> = {
  // 'Πρόσθετα προσόντα', 'Επιθυμητά προσόντα', 'Επιθυμητά', 'Θα εκτιμηθεί': what would help. Greek letters are no word
  // characters to '\b' (ASCII only, even with the 'u' flag), so a heading's word ends where no letter follows.
  nice_to_have:
    /^(?:προσθετα|επιθυμητα|επιπλεον) (?:προσοντα|γνωσεις)$|^επιθυμητα$|^(?:θα (?:εκτιμηθ|συνεκτιμηθ|θεωρηθ)\p{L}*)(?!\p{L})/u,
  // 'Υποβολή αιτήσεων', 'Τρόπος υποβολής': how to apply.
  process: /^(?:υποβολη αιτησεων|τροπος υποβολης(?: αιτησεων)?|αιτησεις)$/u,
  // 'Προσφέρουμε', 'Τι προσφέρουμε', 'Παροχές': the offer, never asked.
  benefits: /^(?:(?:τι )?προσφερουμε|παροχες|η εταιρεια προσφερει)$/u,
  // 'Αρμοδιότητες', 'Καθήκοντα', 'Περιγραφή θέσης': the work.
  responsibilities: /^(?:αρμοδιοτητες|καθηκοντα|ευθυνες|περιγραφη (?:θεσης|εργασιας))$/u,
  // 'Απαιτούμενα προσόντα', 'Απαραίτητα προσόντα', 'Προσόντα', 'Απαιτήσεις': what the person must have.
  requirements:
    /^(?:(?:απαιτουμενα|απαραιτητα|τυπικα|ζητουμενα) )?προσοντα$|^(?:απαιτησεις|το προφιλ σου|απαραιτητα)$/u,
  about: /^(?:σχετικα με εμας|η εταιρεια)$/u,
};
