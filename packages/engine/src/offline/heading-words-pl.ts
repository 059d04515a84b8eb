import type { SectionKind } from './sections.ts';

/**
 * Section headings of Polish postings, by the kind of section they head, read beside the other languages' vocabulary
 * (the same text: lower case, accents removed, so 'Zakres obowiązków' is 'zakres obowiazkow'; 'ł' keeps its stroke).
 * Job boards (OLX, Pracuj) word them to the reader ('Tak może wyglądać Twoja praca', 'Na początek wystarczy, jeśli',
 * 'Na to możesz liczyć') and print the post's facts as rows ('Wymiar pracy · Pełny etat', 'Typ umowy · …').
 */
export const POLISH_HEADINGS: Partial<Record<SectionKind, RegExp>> = {
  // 'Mile widziane', 'Dodatkowym atutem będzie', 'Atutem będą': what would help.
  nice_to_have:
    /^(?:mile widzian[aey]|(?:dodatkowym )?atutem (?:bedzie|beda)|dodatkowe atuty|plusem bedzie)$/,
  // 'Jak aplikować', 'Proces rekrutacji', 'Kontakt': how to apply.
  process: /^(?:jak aplikowac|aplikuj|rekrutacja|proces rekrutac(?:ji|yjny)|kontakt)$/,
  // 'Oferujemy', 'Co oferujemy', 'Co możemy Ci zaoferować', 'Na to możesz liczyć', 'Benefity', 'Co zyskujesz': the
  // offer, never asked.
  benefits:
    /^(?:co |w zamian )?(?:(?:ci|tobie) )?(?:oferujemy|zapewniamy|mozemy (?:ci )?zaoferowac)(?: (?:ci|tobie))?$|^(?:nasza )?oferta$|^(?:benefity|nasze benefity|co zyskujesz|co dla ciebie mamy|to dla ciebie mamy|na to mozesz liczyc|mozesz liczyc na|dlaczego warto(?: do nas dolaczyc)?|wynagrodzenie i benefity)$/,
  // 'Zakres obowiązków', 'Twój zakres obowiązków', 'Obowiązki', 'Twoje zadania', 'Czym będziesz się zajmować', 'Tak
  // może wyglądać Twoja praca', 'Na czym polega praca': the work.
  responsibilities:
    /^(?:twoj |twoje |glowne |twoje (?:glowne|codzienne) )?(?:zakres obowiazkow|obowiazki|zadania|zakres zadan)(?: na stanowisku| w pracy)?$|^(?:czym|co) bedziesz (?:sie )?(?:zajmowa\S*|robi\S*)(?: na co dzien)?$|^(?:tak (?:moze wygladac|bedzie wygladac|wyglada) )?twoja praca$|^na czym polega (?:twoja )?praca$|^twoja rola$/,
  // 'Wymagania', 'Nasze wymagania', 'Oczekujemy', 'Czego od Ciebie oczekujemy', 'Twój profil', 'Kogo szukamy', 'Na
  // początek wystarczy, jeśli', 'Pasujesz do nas, jeśli': what the person must have.
  requirements:
    /^(?:nasze |twoje )?wymagania$|^wymagamy$|^(?:czego )?(?:od ciebie )?oczekujemy(?: od ciebie)?$|^oczekiwania$|^(?:twoj profil|twoje kwalifikacje|kogo szukamy|kogo poszukujemy|wymagane (?:umiejetnosci|kwalifikacje))$|^na (?:poczatek|start) wystarczy,? (?:jesli|ze)$|^(?:pasujesz do nas|bedziesz pasowac do nas|aplikuj),? jesli$/,
  // 'Wymiar pracy', 'Typ umowy', 'Miejsce pracy', 'Dyspozycyjność': the board's fact rows.
  terms:
    /^(?:wymiar (?:pracy|etatu)|typ umowy|rodzaj umowy|forma zatrudnienia|rodzaj zatrudnienia|miejsce pracy|lokalizacja|godziny pracy|czas pracy|dyspozycyjnosc|warunki (?:zatrudnienia|pracy)|(?:data|termin) rozpoczecia)$/,
  description: /^(?:opis|opis stanowiska|o stanowisku|opis oferty)$/,
  about: /^(?:o nas|o firmie|opis firmy|kim jestesmy|o pracodawcy|informacje o firmie)$/,
};
