import type { SectionKind } from './sections.ts';

/**
 * Section headings of Czech postings, by the kind of section they head, read beside the other languages' vocabulary
 * (the same text: lower case, accents removed, so 'Náplň práce' is 'napln prace' and 'Co Tě u nás čeká' 'co te u nas
 * ceka'). Job boards word them to the reader ('Co Tě u nás čeká', 'Jak si Vás představujeme', 'Co Ti nabídneme'), in
 * the familiar 'ty' or the formal 'vy', and print the post's facts as labelled rows ('Požadované vzdělání', 'Typ
 * pracovního poměru') under 'Informace o pozici'.
 */
export const CZECH_HEADINGS: Partial<Record<SectionKind, RegExp>> = {
  // 'Výhodou', 'Výhodou je', 'Co je výhodou', 'Uvítáme', 'Bonusem bude': what would help.
  nice_to_have:
    /^(?:co (?:je|bude) )?vyhodou(?: (?:je|bude|jsou))?$|^(?:uvitame|ocenime|bonusem (?:je|bude))$/,
  // 'Jak se přihlásit', 'Zaujala Tě tato pozice?', 'Zaujali jsme Tě?', 'Kontaktní údaje', 'Výběrové řízení': how to
  // apply and whom to ask.
  process:
    /^(?:jak se (?:prihlasit|prihlasis|ucastnit)|jak (?:reagovat|odpovedet)|zaujal\w* (?:jsme |vas |te |ti )\w*.*|mas zajem|mate zajem|kontakt|kontakty|kontaktni (?:udaje|osoba|informace)|(?:jak probiha )?vyberove rizeni)$/,
  // 'Co Ti nabídneme (navíc)', 'Co nabízíme', 'Nabízíme', 'Benefity', 'Zaměstnanecké výhody', 'Co získáš', 'Co Ti
  // Alza nabízí' (the employer's name in it): the offer, never asked ('Výhody' are perks; 'výhodou' is a plus).
  benefits:
    /^co (?:ti|vam) (?:\S+ ){1,3}(?:nabizi|nabidne)$|^(?:co )?(?:(?:ti|vam) )?(?:nabizime|nabidneme|muzeme nabidnout)(?: (?:ti|vam))?(?: navic)?$|^(?:benefity|nase benefity|zamestnanecke (?:vyhody|benefity)|vyhody|co (?:ziskas|ziskate)|plat|mzda|mzdove ohodnoceni)$/,
  // 'Náplň práce', 'Pracovní náplň', 'Popis pozice', 'Co Tě u nás čeká' (with the post's words inserted: 'Co Tě u nás
  // jako iOS developera čeká'), 'Co budeš dělat', 'Tvoje úkoly': the work.
  responsibilities:
    /^(?:(?:hlavni |tva |tvoje |vase )?napln (?:prace|pozice)|pracovni napln|popis (?:prace|pozice|cinnosti)|co (?:te|vas) (?:u nas |v nasem tymu )?(?:jako (?:\S+ ){1,4})?ceka|co (?:budes|budete) (?:u nas )?(?:delat|mit na starosti)|(?:tvoje|tve|vase|hlavni) (?:ukoly|cinnosti|zodpovednosti|odpovednosti|role)|(?:pracovni )?(?:cinnosti|ukoly|zodpovednosti|odpovednosti))$/,
  // 'Požadujeme', 'Požadavky', 'Jak si Tě představujeme', 'Co od Tebe očekáváme', 'Koho hledáme', 'Hledáme (právě)
  // Tebe, pokud', 'Požadované vzdělání': what the person must have.
  requirements:
    /^(?:pozadujeme|pozadavky(?: na (?:uchazece|pozici|kandidata))?|nase pozadavky|ocekavame|co (?:od (?:tebe|vas) )?(?:ocekavame|pozadujeme)|jak si (?:te|vas) predstavujeme|koho hledame|hledame (?:prave )?(?:tebe|vas)(?:,? (?:pokud|kdyz))?|co bys (?:mel|mela|mel\/a) (?:umet|znat|splnovat)|co (?:potrebujes|potrebujete)|pozadovan[ae] (?:vzdelani|praxe|znalosti|dovednosti|kvalifikace|jazyky)|jazykove znalosti|dalsi pozadavky)$/,
  // 'Informace o pozici' over the board's rows: 'Typ pracovního poměru', 'Délka pracovního poměru', 'Typ smluvního
  // vztahu', 'Místo pracoviště', 'Zařazeno' (the board's category). Facts of the post, never asked.
  terms:
    /^(?:informace o (?:pozici|nabidce)|typ (?:pracovniho pomeru|smluvniho vztahu|uvazku)|delka pracovniho pomeru|misto (?:vykonu prace|pracoviste|prace)|pracoviste|pracovni doba|uvazek|nastup|termin nastupu|datum nastupu|zarazeno|obor|kategorie)$/,
  description: /^(?:pracovni nabidka|o pozici|popis nabidky)$/,
  // 'O nás', 'O společnosti', 'Společnost' and 'Zadavatel' (the board's rows naming the employer or the agency); a
  // Slovak board's 'Inzerujúca spoločnosť' over 'Stručná charakteristika spoločnosti' (the employer describing itself).
  about:
    /^(?:o nas|o spol[eo]cnosti|o firme|kdo jsme|kto sme|spol[eo]cnost|zamestnavatel|zadavatel|inzeruj(?:ici|uca) (?:spol[eo]cnost|firma)|(?:strucna )?charakteristika (?:spol[eo]cnosti|firmy|zamestnavatel[ae]))$/,
};
