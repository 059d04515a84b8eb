import type { SectionKind } from './sections.ts';

/**
 * Section headings of Danish, Norwegian, Romanian and Catalan postings, by the kind of section they head, read beside
 * the other languages' vocabulary (the same text: lower case, accents removed, marks gone; 'ø' and 'æ' stay, having no
 * accent to remove). A heading asked as a question counts too ('Quins són els requisits …?', 'Què valorem?').
 */
export const DANISH_NORWEGIAN_ROMANIAN_CATALAN_HEADINGS: Partial<Record<SectionKind, RegExp>> = {
  // 'Det vil være en fordel', 'Vi ser gerne', 'Ønskelig', 'Se valorează', 'Què valorem', 'Es valorarà': what would help.
  nice_to_have:
    /^(?:det )?(?:vil )?(?:være|vaere|er) en fordel\b|^(?:vi ser gerne|ønskelige? kvalifikasjoner|ønskeligt|ønskelig)\b|^(?:constituie un avantaj|se valoreaza)\b|^(?:que valorem|es valorara|valorarem)\b/,
  // 'Ansøgning', 'Ansøgningen skal indeholde', 'Ansøgningsfrist', 'Søknad', 'Søknadsfrist', 'Aplicare', 'Com
  // presentar-se': how to apply.
  process:
    /^(?:ansøgning(?:en|sfrist)?|søknad(?:en|sfrist)?|sådan søger du|hvordan søker du)\b|^(?:aplicare|cum aplici|dosarul de concurs)\b|^(?:com (?:et pots |pots )?(?:presentar|apuntar)|candidatures?)\b/,
  // 'Vi tilbyder', 'Vi tilbyr', 'Løn og ansættelsesvilkår', 'Oferim', 'Beneficii', 'Què oferim': the offer, never asked.
  benefits:
    /^(?:vi tilbyder|vi tilbyr|hvad vi tilbyder|hva vi tilbyr|løn(?:ns)?(?: og ansættelsesvilkår)?|lønn(?: og betingelser)?)$|^(?:oferim|ce oferim|beneficii|pachet salarial)$|^(?:que oferim|que t'oferim)$/,
  // 'Arbejdsopgaver', 'Dine opgaver', 'Arbeidsoppgaver', 'Sarcini de lucru', 'Responsabilităţi', 'Funcions',
  // 'Quines seran les teves tasques': the work.
  responsibilities:
    /^(?:dine |dine primære |de primære )?(?:arbejds|arbeids)?opgaver$|^(?:jobbet|stillingen)$|^(?:dine |sentrale )?arbeidsoppgaver$|^(?:sarcini(?: de lucru| principale)?|responsabilitati|atributii(?: principale)?)$|^(?:funcions|tasques|responsabilitats|quines (?:seran|son) (?:les teves )?(?:tasques|funcions))\b/,
  // 'Kvalifikationer', 'Vi forventer', 'Din profil', 'Kvalifikasjoner', 'Cerinţe faţă de candidat', 'Requisits',
  // 'Quins són els requisits tècnics de la feina': what the person must have.
  requirements:
    /^(?:kvalifikationer|kvalifikasjoner|vi forventer|vi forventer at du|din profil|om dig|om deg|vi søger|vi søker|krav)$|^(?:cerinte(?: fata de candidat| minime)?|conditii (?:de participare|specifice)|profilul candidatului)$|^(?:requisits|(?:quins|quin) (?:son|es) (?:els|el) requisits?)\b/,
  terms:
    /^(?:ansættelsesvilkår|ansættelsesforhold|arbejdstid|tiltrædelse|arbeidstid|tiltredelse)$|^(?:program de lucru|tipul contractului)$|^(?:condicions|jornada|horari)$/,
  about: /^(?:om os|om oss|virksomheden|bedriften|arbeidsgiveren|despre noi|qui som)$/,
};
