import type { SectionKind } from './sections.ts';

/**
 * Section headings of Swedish and Finnish postings, by the kind of section they head, read beside the other
 * languages' vocabulary (the same text: lower case, accents removed, so 'Lön' is 'lon' and 'Tehtävät' 'tehtavat').
 * Short words are anchored to the whole heading: 'Krav' or 'Lön' inside a sentence heads nothing.
 */
export const SWEDISH_FINNISH_HEADINGS: Partial<Record<SectionKind, RegExp>> = {
  // 'Meriterande', 'Det är meriterande om du', 'Toivomme', 'Eduksi katsotaan': what would help.
  nice_to_have: /^meriterande\b|\bar meriterande\b|^(?:vi ser garna|toivomme|eduksi katsotaan)\b/,
  // 'Ansökan', 'Så ansöker du', 'Hakeminen': how to apply.
  process: /^(?:ansokan|sa ansoker du|sok (?:tjansten|jobbet)|hakeminen|hae paikkaa)$/,
  // 'Vi erbjuder (dig)', 'Lön', 'Förmåner', 'Tarjoamme', 'Palkkaus': the offer, never asked.
  benefits:
    /^(?:vi erbjuder(?: dig)?|vad vi erbjuder(?: dig)?|lon|loneform|formaner|tarjoamme|palkka|palkkaus|edut)$/,
  // 'Arbetsuppgifter', 'Dina arbetsuppgifter', 'Om tjänsten', 'Om rollen', 'Rollen', 'Tehtävät', 'Työtehtävät',
  // 'Tehtävän kuvaus': the work.
  responsibilities:
    /^(?:dina |huvudsakliga )?arbetsuppgifter$|^(?:om )?(?:tjansten|rollen)$|^i rollen\b|^(?:tyo)?tehtavat$|^tehtavan kuvaus$|^tehtavaan kuuluu\b/,
  // 'Vi söker dig som', 'Kvalifikationer', 'Krav', 'Din bakgrund', 'Din profil', 'Edellytämme', 'Odotamme',
  // 'Hakijalta edellytetään', 'Kelpoisuusvaatimukset', 'Tehtävässä onnistuminen edellyttää': what the person must have.
  requirements:
    /^vi soker dig som\b|^(?:kvalifikationer|krav|kravprofil|din bakgrund|om dig|vem ar du)$|^(?:edellytamme|odotamme|hakijalta (?:edellytetaan|odotetaan)|kelpoisuusvaatimukset|kelpoisuusehdot)\b|^(?:tehtava|tyo|tehtavassa onnistuminen) edellyttaa$/,
  // 'Placering', 'Omfattning', 'Anställningsform', 'Tillträde', 'Työsuhde', 'Työaika', and a Finnish board's field rows
  // ('Työajat', 'Työn kesto', 'Työ alkaa', 'Työpaikan osoite'): the terms of the work.
  terms:
    /^(?:placering|placeringsort|omfattning|anstallningsform|tilltrade|start|arbetstid|tyosuhde|tyosuhteen (?:kesto|tyyppi)|tyoaika|tyoajat|tyon kesto|tyo alkaa|tyopaikan (?:osoite|sijainti))$/,
  about: /^(?:om oss|om foretaget|tyonantaja|meista|keita olemme)$/,
  description: /^(?:tyon kuvaus)$/,
};
