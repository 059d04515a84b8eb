import type { SectionKind } from './sections.ts';

/**
 * Section headings of Croatian postings (and Serbian and Bosnian ones in Latin script, which write the same words or
 * their own spellings: 'uslovi' for 'uvjeti', 'šta' for 'što'), by the kind of section they head, read beside the
 * other languages' vocabulary (lower case, accents removed, 'đ' kept): 'Opis posla', 'Kvalifikacije', 'Potrebne
 * kvalifikacije', 'Što nudimo'.
 */
export const CROATIAN_HEADINGS: Partial<Record<SectionKind, RegExp>> = {
  // 'Poželjno', 'Prednost', 'Dodatne prednosti', 'Poželjne vještine': what would help.
  nice_to_have:
    /^(?:pozeljno|prednost(?: ce imati| je)?|dodatne? prednosti?|pozeljn[ae] (?:vjestine|vestine|kvalifikacije|znanja))$/,
  // 'Pravni uvjeti', 'Potrebni dokumenti', 'Prijava', 'Kako se prijaviti', 'Kontakt': the papers to hold or hand in
  // (an identity card, a tax card, a registered residence) and how to apply; never what the work asks.
  process:
    /^(?:pravni (?:uvjeti|uslovi)|potrebn[ai] dokument(?:i|acija)|prijava(?: na (?:natjecaj|oglas))?|kako se prijaviti|nacin prijave|kontakt)$/,
  // 'Što nudimo', 'Nudimo', 'Pogodnosti', 'Plaća': the offer, never asked.
  benefits: /^(?:(?:sto|sta) (?:vam )?nudimo|nudimo(?: vam)?|pogodnosti|beneficije|placa|plata|naknada)$/,
  // 'Opis posla', 'Opis radnog mjesta', 'Zadaci', 'Poslovi i zadaci', 'Odgovornosti', 'Što ćete raditi': the work.
  responsibilities:
    /^(?:opis (?:posla|poslova|radnog mjesta|radnog mesta|radnih zadataka)|(?:radni |glavni |vasi )?zadaci|poslovi i zadaci|(?:kljucne )?odgovornosti|(?:sto|sta) cete raditi|(?:sto|sta) ce biti vas posao)$/,
  // 'Kvalifikacije', 'Potrebne kvalifikacije', 'Uvjeti', 'Što očekujemo', 'Tražimo', 'Profil kandidata': what the
  // person must have.
  requirements:
    /^(?:(?:potrebne )?kvalifikacije|(?:potrebni |opci |posebni )?(?:uvjeti|uslovi)(?: (?:rada|za posao|natjecaja|oglasa))?|(?:sto|sta) (?:ocekujemo|trazimo)(?: od (?:vas|tebe))?|ocekujemo|trazimo|zahtjevi|zahtevi|profil kandidata|potrebn[ae] (?:znanja|vjestine|vestine)(?: i (?:vjestine|vestine|iskustvo))?)$/,
  // 'Mjesto rada', 'Lokacija', 'Radno vrijeme', 'Vrsta zaposlenja': the terms of the post.
  terms:
    /^(?:mjesto rada|mesto rada|lokacija|radno vrijeme|radno vreme|vrsta (?:zaposlenja|ugovora)|trajanje (?:ugovora|zaposlenja))$/,
  // 'O nama', 'O tvrtki', 'O poslodavcu', 'Što za mene znači rad u …': the employer and its praise.
  about:
    /^(?:o nama|o (?:tvrtki|kompaniji|firmi|poslodavcu)|(?:sto|sta) (?:za (?:mene|vas) )?znaci (?:rad|raditi) (?:u|kod|za)(?: .+)?)$/,
};
