import type { SectionKind } from './sections.ts';

/**
 * Section headings of Slovak postings, by the kind of section they head, read as the Czech ones are (lower case,
 * accents removed: 'Čo bude tvojou hlavnou úlohou?' is 'co bude tvojou hlavnou ulohou'). Slovak spells the same
 * headings its own way ('Hľadáme práve Teba, ak' for 'Hledáme právě Tebe, pokud', 'Čo ti ponúkame' for 'Co Ti
 * nabízíme'), and its job boards print the post's facts as headed rows ('Miesto práce', 'Druh pracovného pomeru').
 */
export const SLOVAK_HEADINGS: Partial<Record<SectionKind, RegExp>> = {
  nice_to_have: /^(?:co (?:je|bude) )?vyhodou(?: (?:je|bude|su))?$|^(?:privitame|ocenime)$/,
  // 'Informácie o výberovom konaní', 'Predpokladaný termín ukončenia výberového konania', 'Kontakt': the hiring.
  process:
    /^(?:informacie o vyberovom konani|(?:predpokladany )?termin ukoncenia vyberoveho konania|ako sa prihlasit|kontaktna osoba|kontaktne udaje)$/,
  // 'Čo ti ponúkame', 'Ponúkame', 'Zamestnanecké výhody, benefity', 'Mzdové podmienky (brutto)': the offer and the pay.
  benefits:
    /^(?:co (?:ti|vam) (?:\S+ ){0,2}ponuka(?:me|)|(?:co )?ponukame(?: (?:ti|vam))?|benefity|zamestnanecke vyhody(?:,? benefity)?|mzdove podmienky(?: \((?:brutto|netto)\))?|mzda|plat)$/,
  // 'Náplň práce, právomoci a zodpovednosti' (the board's own heading), 'Čo bude tvojou hlavnou úlohou', 'Čo budeš
  // robiť', 'Tvoje úlohy', 'Pracovná náplň': the work.
  responsibilities:
    /^(?:(?:hlavna |tvoja |vasa )?napln prace(?:,? pravomoci a zodpovednosti)?|pracovna napln|popis (?:prace|pozicie)|co (?:bude|budu) (?:tvojou|vasou|tvojimi|vasimi) (?:hlavnou |hlavnymi )?(?:ulohou|ulohami|naplnou)|co (?:budes|budete) (?:u nas )?(?:robit|mat na starosti)|(?:tvoje|vase|hlavne) (?:ulohy|zodpovednosti|cinnosti)|(?:pracovne )?(?:ulohy|zodpovednosti|cinnosti))$/,
  // 'Hľadáme práve Teba, ak', 'Požiadavky na zamestnanca', 'Čo od Teba očakávame', 'Osobnostné predpoklady a
  // zručnosti', 'Ostatné znalosti': what the person must have.
  requirements:
    /^(?:hladame (?:prave )?(?:teba|vas)(?:,? (?:ak|ked))?|poziadavky(?: na (?:zamestnanca|uchadzaca|kandidata))?|nase poziadavky|(?:co )?(?:od (?:teba|vas) )?ocakavame|koho hladame|osobnostne predpoklady(?: a zrucnosti)?|ostatne znalosti|jazykove znalosti)$/,
  // The board's rows of the post's facts: 'Miesto práce' over the address, 'Druh pracovného pomeru' over 'živnosť' or
  // 'plný úväzok', 'Termín nástupu' over 'Dohodou'.
  terms:
    /^(?:miesto (?:prace|vykonu prace)|druh pracovneho pomeru|typ pracovneho pomeru|uvazok|termin nastupu|datum nastupu|nastup)$/,
  // 'Inzerujúca spoločnosť', 'Stručná charakteristika spoločnosti', 'O nás': the employer.
  about:
    /^(?:inzerujuca spolocnost|strucna charakteristika spolocnosti|o nas|o spolocnosti|o firme|kto sme)$/,
};
