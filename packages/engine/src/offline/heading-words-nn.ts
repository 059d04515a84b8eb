import type { SectionKind } from './sections.ts';

/**
 * Section headings of Norwegian Nynorsk postings (and the Bokmål twins the Danish and Norwegian headings do not list),
 * by the kind of section they head, read beside the other languages' vocabulary (the same text: lower case, accents
 * removed, so 'Arbeidsoppgåver' is 'arbeidsoppgaver' and 'Kvalifikasjonar' 'kvalifikasjonar'). A municipality's
 * post on the national job board prints them as plain lines, no Markdown heading.
 */
export const NYNORSK_HEADINGS: Partial<Record<SectionKind, RegExp>> = {
  // 'Ønskjelege kvalifikasjonar', 'Det er ein fordel om du har': what would help.
  nice_to_have:
    /^(?:ønskjelege?|ønskelege?) (?:kvalifikasjonar|kvalifikasjoner|kompetanse)$|^det er ein fordel\b/,
  // 'Me kan tilby', 'Vi kan tilby', 'Kva kan vi tilby?', 'Vi tilbyd': the offer, never asked.
  benefits:
    /^(?:(?:me|vi) (?:kan )?tilby[dr]?|kva (?:kan )?(?:me|vi) tilby[dr]?|hva kan vi tilby|løn og vilkar)$/,
  // 'Arbeidsoppgåver', 'Sentrale arbeidsoppgåver', 'Dine oppgåver', 'Oppgåver og ansvar': the work.
  responsibilities:
    /^(?:dine |sentrale |aktuelle |viktige )?(?:arbeids)?oppgaver(?: og ansvar(?:somrade)?)?$|^(?:ansvar og (?:arbeids)?oppgaver|ansvarsomrade)$/,
  // 'Person- og kompetansekrav', 'Kvalifikasjonar', 'Kvalifikasjonskrav', 'Personlege eigenskapar': what the person
  // must have.
  requirements:
    /^(?:person- og kompetansekrav|kompetansekrav|kvalifikasjonar|kvalifikasjonskrav|krav til (?:kompetanse|kvalifikasjonar|kvalifikasjoner)|personlege eigenskapar|personlige egenskaper|(?:me|vi) ser etter|(?:me|vi) søkjer)$/,
  terms: /^(?:tilsetjingsvilkar|tilsettingsvilkar|arbeidstid)$/,
  description: /^(?:om stillinga|om stillingen)$/,
  about: /^(?:om oss|om verksemda|om arbeidsgivaren|om arbeidsgjevaren|om kommunen|om heradet)$/,
};
