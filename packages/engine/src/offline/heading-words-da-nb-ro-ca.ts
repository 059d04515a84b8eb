import type { SectionKind } from './sections.ts';

/**
 * Section headings of Danish, Norwegian, Romanian and Catalan postings, by the kind of section they head, read beside
 * the other languages' vocabulary (the same text: lower case, accents removed, marks gone; 'ø' and 'æ' stay, having no
 * accent to remove). A heading asked as a question counts too ('Quins són els requisits …?', 'Què valorem?').
 */
export const DANISH_NORWEGIAN_ROMANIAN_CATALAN_HEADINGS: Partial<Record<SectionKind, RegExp>> = {
  // 'Det vil være en fordel', 'Vi ser gerne', 'Ønskelig', 'Det er ønskelig', 'I tillegg er det ønskelig at kandidaten
  // har', 'Se valorează', 'Què valorem', 'Es valorarà': what would help.
  nice_to_have:
    /^(?:det )?(?:vil )?(?:være|vaere|er) en fordel\b|^(?:vi ser gerne|ønskelige? kvalifikasjoner|ønskeligt|ønskelig)\b|^(?:i tillegg |i tillæg |videre |desuden |dessuten )?(?:(?:er|vil) (?:det|der)|det (?:er|vil)) (?:være |vaere )?ønskelig(?:t)?\b|^(?:constituie un avantaj|se valoreaza)\b|^(?:que valorem|es valorara|valorarem)\b/,
  // 'Ansøgning', 'Ansøgningen skal indeholde', 'Ansøgningsfrist', 'Søknad', 'Søknadsfrist', 'Aplicare', 'Com
  // presentar-se': how to apply.
  process:
    /^(?:ansøgning(?:en|sfrist)?|søknad(?:en|sfrist)?|sådan søger du|hvordan søker du)\b|^(?:aplicare|cum aplici|dosarul de concurs)\b|^(?:com (?:et pots |pots )?(?:presentar|apuntar)|candidatures?)\b/,
  // 'Vi tilbyder', 'Vi tilbyr (deg)', 'Løn og ansættelsesvilkår', 'Oferim', 'Beneficii', 'Què oferim': the offer, never
  // asked.
  benefits:
    /^(?:(?:vi|hvad vi|hva vi) (?:kan )?(?:tilbyder|tilbyr)(?: dig| deg)?|løn(?:ns)?(?: og ansættelsesvilkår)?|lønn(?: og betingelser)?)$|^(?:oferim|ce oferim|beneficii|pachet salarial)$|^(?:que oferim|que t'oferim)$/,
  // 'Arbejdsopgaver', 'Dine opgaver', 'Arbeidsoppgaver', 'Sarcini de lucru', 'Responsabilităţi', 'Funcions',
  // 'Quines seran les teves tasques': the work.
  responsibilities:
    /^(?:dine |dine primære |de primære )?(?:arbejds|arbeids)?opgaver$|^(?:jobbet|stillingen)$|^(?:dine |sentrale )?arbeidsoppgaver$|^(?:sarcini(?: de lucru| principale)?|responsabilitati|atributii(?: principale)?)$|^(?:funcions|tasques|responsabilitats|quines (?:seran|son) (?:les teves )?(?:tasques|funcions))\b/,
  // 'Kvalifikationer', 'Vi forventer', 'Din profil', 'Kvalifikasjoner', 'Ved tilsetting har kandidaten', 'Kandidaten
  // må ha' ('ma ha': 'å' loses its ring with the accents), 'Cerinţe faţă de candidat', 'Requisits', 'Quins són els
  // requisits tècnics de la feina': what the person must have.
  requirements:
    /^(?:kvalifikationer|kvalifikasjoner|vi forventer|vi forventer at du|din profil|om dig|om deg|vi søger|vi søker|krav)$|^(?:ved (?:tilsetting|tilsetning|ansettelse|ansættelse) )?(?:har|ma|skal|bør) (?:kandidaten|søkeren|ansøgeren|du)(?: ha| have)?$|^(?:kandidaten|søkeren|ansøgeren) (?:har|ma ha|skal ha|bør ha|skal have|ma have)$|^(?:cerinte(?: fata de candidat| minime)?|conditii (?:de participare|specifice)|profilul candidatului)$|^(?:requisits|(?:quins|quin) (?:son|es) (?:els|el) requisits?)\b/,
  // 'Ansættelsesvilkår', 'Arbejdstid', a board's 'Ansættelsesform' row, 'Program de lucru', 'Jornada': the terms.
  terms:
    /^(?:ansættelsesvilkår|ansættelsesforhold|ans[æe]t+elsesform|arbejdstid|tiltrædelse|arbeidstid|tiltredelse)$|^(?:program de lucru|tipul contractului)$|^(?:condicions|jornada|horari)$/,
  about: /^(?:om os|om oss|virksomheden|bedriften|arbeidsgiveren|despre noi|qui som)$/,
};
