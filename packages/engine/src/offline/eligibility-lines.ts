import { withoutAccents as plain } from '../text/accents.ts';

/**
 * Legal and eligibility conditions of a posting: a clean criminal or disciplinary record, never having been dismissed,
 * military service done or exempt, a health report or a medical board's, the date of birth, the documents to hand in.
 * A public employer's 'general qualifications' list them beside the real requirements ('Adli sicil kaydı bulunmamak',
 * 'Askerlik hizmetini tamamlamış olmak', 'No criminal record', 'Casier judiciaire vierge'); asked as experience they
 * make no sense, and several are discriminatory, so they are neither screening questions nor work conditions (the
 * hiring checks them on papers). Citizenship and living at the post's base are work conditions (work-requirements.ts).
 * Tested without accents (the Turkish dotless 'ı' stays); a duty that handles such records ('Handle disciplinary
 * procedures', 'Research criminal records for defence cases') states no condition on the person.
 */
const RECORD = new RegExp(
  [
    // English: the record stated as absent or clean, a certificate of it, a conviction or dismissal denied.
    String.raw`\b(?:no|clean|clear|without (?:a|any)) (?:criminal|police) (?:record|history|convictions?)\b|\bcriminal record (?:certificate|extract|check)\b|\b(?:certificate|proof) of good conduct\b|\bpolice clearance\b|\bnot (?:have )?been (?:convicted|dismissed|discharged|terminated)\b|\b(?:no|without (?:a|any)) (?:disciplinary|misconduct) (?:record|action|penalt\w+|sanctions?|history)\b|\bdishonou?rabl\w* discharge\b`,
    String.raw`\bmilitary (?:service|obligations?|duty) (?:completed|done|fulfilled|exempt\w*|status)\b|\b(?:completed|fulfilled|exempt\w* from) (?:\w+ )?military (?:service|obligations?|duty)\b`,
    String.raw`^(?:an? |valid |current )?(?:(?:class \d|occupational) )?(?:medical|health) (?:certificate|report|board report|fitness certificate|clearance)s?\b(?! (?:for|of|to) (?:patients|clients|the board|residents))|\b(?:medical|health) (?:certificate|report|clearance|examination)s? (?:is |are |will be )?(?:required|mandatory)\b|\b(?:pass|undergo|obtain|submit|present) an? (?:pre-employment )?(?:medical|health) (?:examination|exam|check|certificate|report)\b`,
    String.raw`\bborn (?:between|before|after|in or after|on or (?:before|after)) \d|\bdate of birth\b`,
    // Turkish: the criminal record ('Adli sicil', 'sabıka kaydı'), a penalty for indiscipline, leaving a post by
    // termination or for indiscipline ('fesih yoluyla ayrılmamış olmak'), military service ('Askerlik'), a health
    // board's or a hospital's report, a medical examination, the date of birth or an age limit, sex and marital status.
    String.raw`(?<!\p{L})(?:adli sicil|sab[ıi]ka (?:kayd|kaydi)\p{L}*|sab[ıi]kas[ıi]z|disiplinsizlik|disiplin (?:cezas\p{L}*|suc\p{L}*)|yaz[ıi]l[ıi] ceza|fesih yoluyla|ayr[ıi]lmam[ıi]s olmak|askerlik|sagl[ıi]k (?:kurulu|raporu|sart[ıi]|kontrol\p{L}*)|heyet raporu|hastane\p{L}* (?:raporu|al[ıi]nm[ıi]s)|kurul rapor\p{L}*|muayene\p{L}*|dogmus olmak|dogumlu|yas[ıi]n[ıi] (?:doldurmus|gecmemis|asmam[ıi]s)|yas s[ıi]n[ıi]r\p{L}*|\d{2} yas[ıi]ndan (?:buyuk|kucuk|gun almamis)|cinsiyet|medeni (?:hal|durum)\p{L}*)(?!\p{L})`,
    // Spanish
    String.raw`\bantecedentes (?:penales|policiales|judiciales|disciplinarios)\b|\bcertificado (?:de )?(?:antecedentes|buena conducta)\b|\b(?:servicio|libreta) militar\b|\bfecha de nacimiento\b|\bnacid[oa]s? (?:entre|antes|despues)\b|\bno haber sido (?:despedid|destituid|sancionad|condenad)\w*`,
    // French
    String.raw`\bcasier judiciaire\b|\bservice (?:militaire|national)\b|\bjournee (?:defense et citoyennete|d.appel)\b|\bne pas avoir (?:ete|fait l.objet d.une?) (?:licenci|condamn|sanction|revoqu|destitu)\w*|\bdate de naissance\b|\bcertificat medical d.aptitude\b|\baptitude medicale\b`,
    // German
    String.raw`\bfuhrungszeugnis\w*|\bnicht vorbestraft\b|\bvorstrafen\w*|\b(?:wehr|zivil)dienst\b|\bgesundheitszeugnis\b|\bgeburtsdatum\b|\bgeboren (?:zwischen|vor|nach)\b`,
    // Portuguese and Italian
    String.raw`\bantecedentes criminais\b|\bservico militar\b|\bcertificado de reservista\b|\bexame (?:medico )?admissional\b|\bdata de nascimento\b|\bcasellario giudiziale\b|\bcarichi pendenti\b|\bcondanne penali\b|\bobblighi (?:di leva|militari)\b|\bidoneita (?:fisica|psico-?fisica|sanitaria)\b|\bdata di nascita\b|\bnon (?:essere|esser) stat[oaie] (?:licenziat|destituit|dispensat|condannat)\w*`,
    // Dutch and Polish
    String.raw`\bverklaring omtrent (?:het )?gedrag\b|\bvog\b|\bmedische keuring\b|\bgeboortedatum\b|\bniekaraln\w*|\bzaswiadczeni\w* o niekaraln\w*`,
  ].join('|'),
  'iu',
);

/** A legal or eligibility condition on the person, never asked ('No criminal record', 'Askerlik hizmetini …'). */
export function isEligibilityRecord(text: string): boolean {
  return RECORD.test(plain(text));
}
