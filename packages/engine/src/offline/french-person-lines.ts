/**
 * French duty and trait lines written to or about the person ('Vous contribuerez à…', 'Le/la titulaire assurera…',
 * 'Triera des demandes…', 'Sera à l'aise de…', 'vous aimez…'), reworded into the infinitive or noun phrase a
 * question's lead runs on with ('contribuer à…', 'assurer…', 'être à l'aise de…', 'une expérience de…').
 */

// Verbs whose future or present does not follow from the ending. Keys without accents, lower case.
const IRREGULAR: Record<string, string> = {
  sera: 'être',
  serez: 'être',
  etes: 'être',
  est: 'être',
  aura: 'avoir',
  aurez: 'avoir',
  avez: 'avoir',
  a: 'avoir',
  fera: 'faire',
  ferez: 'faire',
  faites: 'faire',
  pourra: 'pouvoir',
  pourrez: 'pouvoir',
  pouvez: 'pouvoir',
  saura: 'savoir',
  saurez: 'savoir',
  savez: 'savoir',
  ira: 'aller',
  irez: 'aller',
  allez: 'aller',
  verra: 'voir',
  verrez: 'voir',
  enverra: 'envoyer',
  enverrez: 'envoyer',
  devez: 'devoir',
  voulez: 'vouloir',
  prenez: 'prendre',
  mettez: 'mettre',
  connaissez: 'connaître',
  lisez: 'lire',
  ecrivez: 'écrire',
  dites: 'dire',
  lira: 'lire',
  lirez: 'lire',
  dira: 'dire',
  direz: 'dire',
};

// '-irez' of a verb in '-irer' is its present ('vous inspirez'), not a future of a verb in '-ir'.
const STEMS_IN_IR = /(?:atti|inspi|desi|reti|admi|expi|respi|aspi|soupi|conspi)$/;

const plain = (word: string): string => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The stem of a future before its ending, as the infinitive it comes from ('rédige' + 'ra' → 'rédiger'). */
function infinitiveOfFuture(stem: string): string | null {
  const low = plain(stem);
  if (/iend$/.test(low)) return `${stem.slice(0, -4)}enir`; // tiendra, soutiendra, viendra
  if (/ueille$/.test(low)) return `${stem.slice(0, -1)}ir`; // accueillera
  if (/(?:oi|ui|ai)e$/.test(low)) return `${stem.slice(0, -2)}yer`; // emploiera, appuiera, paiera
  if (/e$/.test(low)) return `${stem.slice(0, -1).replace(/è(?=[^aeiouyéèêë]+$)/u, 'e')}er`; // rédigera, mènera
  if (/(?:ui|cri)$/.test(low)) return `${stem}re`; // produira, écrira
  if (/i$/.test(low)) return `${stem}r`; // fournira, établira
  if (/[dt]$/.test(low)) return `${stem}re`; // prendra, répondra, mettra
  if (/ev$/.test(low)) return `${stem.slice(0, -1)}voir`; // devra, recevra
  if (/iv$/.test(low)) return `${stem}re`; // suivra
  return null;
}

/**
 * The infinitive of a French verb in the future (third person singular 'rédigera' or second plural 'rédigerez'), or,
 * with `isPresentAllowed`, in the present second plural ('travaillez'); null when the word is none of these.
 */
export function frenchInfinitive(word: string, isPresentAllowed: boolean): string | null {
  const low = plain(word);
  const irregular = IRREGULAR[low];
  if (irregular) {
    const isPresent = /(?:ez|tes|est|^a)$/.test(low) && !/rez$/.test(low);
    return isPresent && !isPresentAllowed ? null : irregular;
  }
  if (low.length < 4) return null;
  const future = /^(.+?)r(?:a|ez)$/u.exec(word);
  if (future?.[1] && /(?:e|i|d|t|v)r(?:a|ez)$/.test(low)) {
    const stem = future[1];
    if (!(/irez$/.test(low) && STEMS_IN_IR.test(plain(stem)))) return infinitiveOfFuture(stem);
  }
  if (!isPresentAllowed || !/ez$/.test(low)) return null;
  if (/issez$/.test(low)) return `${word.slice(0, -4)}r`; // établissez
  return `${word.slice(0, -2)}er`; // travaillez, gérez, préparez, inspirez
}

// Who a line speaks of before its verb: the reader ('Vous'), or the holder ('Le/la titulaire', 'La personne
// retenue', 'Il ou elle').
const HOLDER =
  /^(?:(?:le|la|le\/la|la\/le|le ou la|la ou le) (?:personne )?(?:titulaire|candidat(?:e|\(e\)|·e)?(?: retenue?| idéale?)?|personne (?:retenue|sélectionnée))|cette personne|il ou elle|elle ou il|il\/elle)\s+/iu;
const READER = /^vous\s+/iu;
// Pronouns between the subject and its verb ('vous les traduirez', 'vous vous associerez').
const CLITICS = /^((?:(?:vous|se|les|le|la|leur|lui|y|en)\s+|[sl]['’])*)/iu;

/** A line as its subject, any pronouns, its verb and the rest; null when it does not open that way. */
type PersonLine = {
  person: 'reader' | 'holder' | 'bare';
  tense: 'future' | 'present';
  infinitive: string;
  clitics: string;
  rest: string;
};

// Verbs that say what the person is, has or can do, not what they will do: a requirement wherever it is listed.
const TRAIT_VERBS = new Set([
  'être',
  'avoir',
  'aimer',
  'adorer',
  'apprécier',
  'pouvoir',
  'savoir',
  'connaître',
  'maîtriser',
  'posséder',
  'disposer',
  'vouloir',
  'partager',
]);

function personLine(item: string): PersonLine | null {
  const subject = READER.exec(item) ?? HOLDER.exec(item);
  const person = subject ? (READER.test(item) ? 'reader' : 'holder') : 'bare';
  const afterSubject = item.slice(subject?.[0].length ?? 0);
  // 'Vous vous associerez': the reader's own 'vous' before the verb is reflexive.
  const clitics = subject ? (CLITICS.exec(afterSubject)?.[1] ?? '') : '';
  const verbAndRest = /^(\p{L}+)(?=[\s,;]|$)\s*(.*)$/u.exec(afterSubject.slice(clitics.length));
  if (!verbAndRest?.[1]) return null;
  const verb = verbAndRest[1];
  // A bare line opens with its verb capitalised, as a list item does ('Triera…', 'Sera à l'aise…').
  if (person === 'bare' && !/^\p{Lu}\p{Ll}+$/u.test(verb)) return null;
  const infinitive = frenchInfinitive(verb.toLowerCase(), person !== 'bare');
  if (!infinitive) return null;
  const isFuture = frenchInfinitive(verb.toLowerCase(), false) !== null;
  return {
    person,
    tense: isFuture ? 'future' : 'present',
    infinitive,
    clitics: clitics.trim(),
    rest: verbAndRest[2] ?? '',
  };
}

/** 'vous' or 'se' before an infinitive: the reflexive pronoun as an infinitive takes it ('s'associer'). */
function reflexive(clitics: string, person: PersonLine['person'], infinitive: string): string {
  const words = clitics.split(/\s+/).filter(Boolean);
  const isReflexive = words[0] !== undefined && /^(?:vous|se|s['’])$/i.test(words[0]);
  const others = (isReflexive ? words.slice(1) : words).join(' ');
  const before = others === '' || /['’]$/.test(others) ? others : `${others} `;
  if (!isReflexive || person === 'bare') return `${before}${infinitive}`;
  return /^[aeiouyhéèêàâîôû]/iu.test(`${before}${infinitive}`)
    ? `s'${before}${infinitive}`
    : `se ${before}${infinitive}`;
}

// Later verbs of the same person ('Analysera les tendances et élaborera des stratégies').
function laterVerbs(rest: string): string {
  return rest.replace(
    /(\s(?:et|ou|puis)\s|,\s)(\p{Ll}+(?:era|ira))\b/gu,
    (whole, joint: string, verb: string) => {
      const infinitive = frenchInfinitive(verb, false);
      return infinitive ? `${joint}${infinitive}` : whole;
    },
  );
}

export type FrenchPersonItem = { kind: 'responsibilities' | 'requirements' | 'nice_to_have'; text: string };

// 'Aura comme atout une compréhension…': a nice-to-have the line names as an asset.
const AS_AN_ASSET = /^(?:comme|en) atout,?\s+/iu;
// 'Vous serez responsable de…', 'sera chargée de…', 'serez amené à…': a duty told as what the person will be.
const IN_CHARGE = /^(?:responsable|charg[ée]e?s?|en charge|amen[ée]e?s?|appel[ée]e?s?)\b/iu;
// 'Vous aurez l'occasion de…', 'Vous pourrez compter sur…', 'Vous bénéficierez de…': what the job offers, not
// what it asks.
const OFFERED =
  /^(?:l['’]occasion|la (?:chance|possibilit[ée])|acc[èe]s|compter sur|profiter|b[ée]n[ée]ficier|vous attendre)\b/iu;
const OFFERING_VERBS = new Set(['bénéficier', 'profiter', 'recevoir', 'obtenir', 'gagner']);
// 'Devra assurer…', 'Saura gérer…': the modal before the verb that names the work or the ability.
const MODALS = new Set(['devoir', 'pouvoir', 'savoir']);

/**
 * A French line told to or about the person, reworded for a question's lead, with what it asks: a duty (an action
 * the reader or holder will do, wherever it is listed; a bare future or the reader's present outside a
 * requirements list), a requirement (what the person is, has, likes or can do, or any other line of a requirements
 * list) or a nice-to-have ('aura comme atout…'). Null when the line does not open with such a subject and verb.
 */
export function frenchPersonItem(item: string, sectionKind: string): FrenchPersonItem | null {
  const line = personLine(item);
  if (!line) return null;
  const rest = laterVerbs(line.rest);
  if (OFFERING_VERBS.has(line.infinitive)) return null;
  if ((line.infinitive === 'avoir' || line.infinitive === 'pouvoir') && OFFERED.test(rest)) return null;
  if (line.infinitive === 'avoir' && AS_AN_ASSET.test(rest))
    return { kind: 'nice_to_have', text: rest.replace(AS_AN_ASSET, '') };
  // 'Aura une expérience de…', 'vous avez le sens de…': what the person has, as the thing itself.
  const isBareObject = (line.infinitive === 'avoir' || MODALS.has(line.infinitive)) && !line.clitics;
  const verb = reflexive(line.clitics, line.person, line.infinitive);
  const text = isBareObject ? rest : `${verb}${/^[,;]/.test(rest) ? '' : ' '}${rest}`.trim();
  const listed = sectionKind === 'nice_to_have' ? 'nice_to_have' : 'requirements';
  // 'Vous devez être…', 'Devra avoir…': what the person must be or have.
  const mustBe =
    line.infinitive === 'devoir' && /^(?:[êe]tre|avoir|poss[ée]der|ma[îi]triser|conna[îi]tre)\b/iu.test(rest);
  const isTrait = (TRAIT_VERBS.has(line.infinitive) || mustBe) && !IN_CHARGE.test(rest);
  if (isTrait) return { kind: listed, text };
  if (line.person !== 'bare' && line.tense === 'future') return { kind: 'responsibilities', text };
  if (sectionKind === 'requirements' || sectionKind === 'nice_to_have') return { kind: listed, text };
  return { kind: 'responsibilities', text };
}
