import type { SectionKind } from './sections.ts';

// A word ends where no letter follows: '\b' is ASCII only, even with the 'u' flag.
const END = String.raw`(?!\p{L})`;

/**
 * Section headings of Lithuanian postings, by the kind of section they head, read beside the other languages'
 * vocabulary (lower case, accents removed: 'Darbo pobūdis' is 'darbo pobudis', 'Mes siūlome' 'mes siulome'):
 * 'Darbo pobūdis', 'Pareigos', 'Reikalavimai', 'Mes siūlome', 'Kaip pretenduoti'.
 */
export const LITHUANIAN_HEADINGS: Partial<Record<SectionKind, RegExp>> = {
  // 'Privalumas', 'Bus privalumas', 'Pageidautina': what would help.
  nice_to_have: /^(?:(?:bus |papildomas )?privalum(?:as|ai)|pageidautina|pageidaujama)$/,
  // 'Kaip pretenduoti', 'Pretenduoti', 'Kontaktai', 'Reikalingi dokumentai': how to apply and the papers to hand in.
  process:
    /^(?:kaip (?:pretenduoti|kreiptis|aplikuoti)|pretenduoti|aplikuoti|kontaktai|kontaktine informacija|(?:reikalingi |pateikiami )?dokumentai|cv siuskite)$/,
  // 'Mes siūlome', 'Ką siūlome', 'Siūlome', 'Atlyginimas', 'Darbo užmokestis': the offer, never asked.
  benefits:
    /^(?:(?:ka )?(?:mes )?siulome(?: jums)?|musu pasiulymas|atlyginimas|darbo uzmokestis|(?:papildomos )?naudos)$/,
  // 'Darbo pobūdis', 'Pareigos', 'Darbo funkcijos', 'Atsakomybės', 'Užduotys', 'Darbo aprašymas': the work.
  responsibilities:
    /^(?:darbo (?:pobudis|pareigos|funkcijos|aprasymas|uzduotys)|(?:pagrindines |jusu )?(?:pareigos|funkcijos|atsakomybes|uzduotys)|ka (?:jus )?(?:veiksite|dirbsite))$/,
  // 'Reikalavimai', 'Reikalavimai kandidatui', 'Ko tikimės', 'Kvalifikaciniai reikalavimai': what the person must have.
  requirements:
    /^(?:(?:kvalifikaciniai |pagrindiniai )?reikalavimai(?: (?:kandidatui|darbuotojui|kandidatams))?|ko (?:mes )?tikimes(?: is (?:jusu|taves))?|(?:mes )?ieskome(?: zmogaus)?|jus turite)$/,
  // 'Darbo vieta', 'Darbo sąlygos': the terms of the post. Not 'Darbo grafikas' or 'Darbo laikas', which open a row
  // of the offer ('Darbo grafikas: 8 sav. darbas – 2 sav. poilsis') over the offer's lines after it: the row states
  // the hours by itself (work-condition-cues-lt-mn.ts).
  terms: /^(?:darbo (?:vieta|salygos|sutartis)|vieta|miestas)$/,
  // 'Apie mus', 'Apie įmonę': the employer.
  about: /^(?:apie (?:mus|imone|bendrove|kompanija))$/,
};

/**
 * Section headings of Mongolian postings, by the kind of section they head (lower case, 'й' read 'и'; 'ө' and 'ү'
 * stay): 'Ажлын байранд тавигдах шаардлага', 'Гүйцэтгэх үүрэг', 'Бүрдүүлэх материал', 'Материал хүлээн авах хугацаа',
 * 'Байршил', 'Холбоо барих утас'.
 */
export const MONGOLIAN_HEADINGS: Partial<Record<SectionKind, RegExp>> = {
  // 'Давуу тал', 'Давуу тал болох': what would help.
  nice_to_have: new RegExp(String.raw`^давуу тал(?: болох| болно)?${END}`, 'u'),
  // 'Бүрдүүлэх материал', 'Бүрдүүлэх баримт бичиг' (the papers to hand in), 'Материал хүлээн авах хугацаа' (when they
  // are taken), 'Холбоо барих (утас)' (whom to call): never what the work asks.
  process: new RegExp(
    String.raw`^(?:бүрдүүлэх (?:материал|баримт бичиг)(?:ууд)?|материал(?: хүлээн авах)?(?: хугацаа| хаяг)?|(?:анкет|материал) (?:илгээх|хүлээн авах)(?: хугацаа)?|холбоо барих(?: утас| хаяг)?|утас)$`,
    'u',
  ),
  // 'Бид санал болгож байна', 'Цалин', 'Цалин хөлс', 'Нийгмийн хангамж': the offer, never asked.
  benefits: new RegExp(
    String.raw`^(?:(?:бид )?санал болгож баина|биднии санал болгох(?: зүилс)?|цалин(?: хөлс)?|(?:ниигмиин )?хангамж|урамшуулал)$`,
    'u',
  ),
  // 'Гүйцэтгэх үүрэг', 'Ажлын үүрэг', 'Үндсэн үүрэг', 'Үүрэг хариуцлага': the work.
  responsibilities: new RegExp(
    String.raw`^(?:(?:гүицэтгэх|ажлын|ажлын баирны|үндсэн|гүицэтгэх үндсэн) )?үүрэг(?: хариуцлага)?(?:ууд)?$|^хиих ажил(?:ууд)?$`,
    'u',
  ),
  // 'Ажлын байранд тавигдах шаардлага', 'Тавигдах шаардлага', 'Шаардлага': what the person must have.
  requirements: new RegExp(
    String.raw`^(?:[\p{L} ]+ )?тавигдах (?:үндсэн |ерөнхии |тусгаи )?шаардлага(?:ууд)?$|^(?:үндсэн |ерөнхии |тусгаи )?шаардлага(?:ууд)?$`,
    'u',
  ),
  // 'Байршил', 'Ажлын байршил', 'Ажлын цаг', 'Ажлын хуваарь': the terms of the post.
  terms: new RegExp(String.raw`^(?:(?:ажлын )?баиршил|ажлын (?:цаг|хуваарь|нөхцөл))$`, 'u'),
  // 'Бидний тухай', 'Байгууллагын тухай': the employer.
  about: new RegExp(String.raw`^(?:биднии|баигууллагын|компаниин) тухаи$`, 'u'),
};
