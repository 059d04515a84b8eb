/**
 * Duties written as present participles or gerunds ('en : Coordonnant la campagne …', 'Accompagnant les équipes',
 * 'Coordinando la agenda …') put in the infinitive the question's lead expects ('L'une des missions du poste :
 * coordonner la campagne …', 'Una de las funciones del puesto es: coordinar la agenda …'). Regular verbs by their
 * ending, common irregular ones by a table; a word that only looks like a participle ('Maintenant', 'Pendant',
 * 'Étudiant en …') or one the rules cannot put in the infinitive is left as it is.
 */

// French participles whose infinitive no ending rule gives.
const FRENCH_IRREGULAR: Record<string, string> = {
  ayant: 'avoir',
  étant: 'être',
  faisant: 'faire',
  allant: 'aller',
  disant: 'dire',
  lisant: 'lire',
  écrivant: 'écrire',
  décrivant: 'décrire',
  inscrivant: 'inscrire',
  prescrivant: 'prescrire',
  suivant: 'suivre',
  poursuivant: 'poursuivre',
  vivant: 'vivre',
  sachant: 'savoir',
  pouvant: 'pouvoir',
  voulant: 'vouloir',
  recevant: 'recevoir',
  concevant: 'concevoir',
  percevant: 'percevoir',
  voyant: 'voir',
  prévoyant: 'prévoir',
  revoyant: 'revoir',
  croyant: 'croire',
  buvant: 'boire',
  fuyant: 'fuir',
  riant: 'rire',
  connaissant: 'connaître',
  reconnaissant: 'reconnaître',
  paraissant: 'paraître',
  apparaissant: 'apparaître',
  naissant: 'naître',
  croissant: 'croître',
  accroissant: 'accroître',
  résolvant: 'résoudre',
  valant: 'valoir',
  convainquant: 'convaincre',
  concluant: 'conclure',
  incluant: 'inclure',
  excluant: 'exclure',
  courant: 'courir',
  parcourant: 'parcourir',
  recourant: 'recourir',
  acquérant: 'acquérir',
  offrant: 'offrir',
  ouvrant: 'ouvrir',
  couvrant: 'couvrir',
  découvrant: 'découvrir',
  servant: 'servir',
  desservant: 'desservir',
  sortant: 'sortir',
  partant: 'partir',
  repartant: 'repartir',
  sentant: 'sentir',
  ressentant: 'ressentir',
  dormant: 'dormir',
  accueillant: 'accueillir',
  recueillant: 'recueillir',
  battant: 'battre',
  combattant: 'combattre',
  débattant: 'débattre',
  interrompant: 'interrompre',
  // -isser verbs of the first group, which the -issant rule of the second would take for -ir.
  glissant: 'glisser',
  esquissant: 'esquisser',
  hissant: 'hisser',
  tissant: 'tisser',
  plissant: 'plisser',
  vissant: 'visser',
  laissant: 'laisser',
  baissant: 'baisser',
  abaissant: 'abaisser',
  encaissant: 'encaisser',
  graissant: 'graisser',
};

// Prefixed families: 'permettant' → 'permettre', 'maintenant' is left alone (an adverb as often as 'maintenir').
const FRENCH_FAMILIES: [RegExp, string][] = [
  [/(.*)prenant$/u, 'prendre'],
  [/(.*)mettant$/u, 'mettre'],
  [/(.+)tenant$/u, 'tenir'],
  [/(.*)venant$/u, 'venir'],
  [/(.*)duisant$/u, 'duire'],
  [/(.*)struisant$/u, 'struire'],
  [/(.*)joignant$/u, 'joindre'],
  [/(.*)eignant$/u, 'eindre'],
  [/(.*)aignant$/u, 'aindre'],
  [/(.*)endant$/u, 'endre'],
  [/(.*)ondant$/u, 'ondre'],
];

// Words ending in -ant that are no participle of a duty: prepositions, adverbs and nouns for people.
const FRENCH_NOT_PARTICIPLES = new Set([
  'maintenant',
  'pendant',
  'cependant',
  'durant',
  'avant',
  'devant',
  'concernant',
  'moyennant',
  'nonobstant',
  'étudiant',
  'enseignant',
  'assistant',
  'consultant',
  'intervenant',
  'représentant',
  'dirigeant',
  'commerçant',
  'gérant',
  'restaurant',
  'enfant',
  'habitant',
  'président',
  'suppléant',
  'stagiaire',
]);

// What follows a participle opening a duty: its object, a preposition or an adverb.
const FRENCH_AFTER =
  /^(?:[ld]['’]|(?:le|la|les|un|une|des|du|de|au|aux|à|en|sur|avec|pour|par|dans|auprès|ses|son|sa|leur|leurs|ces|ce|cet|cette|notre|nos|votre|vos|tout|toute|tous|toutes|chaque|plusieurs|différents|différentes|également|activement|régulièrement|notamment)(?!\p{L}))/iu;

function frenchInfinitive(participle: string): string | null {
  const word = participle.toLowerCase();
  if (FRENCH_NOT_PARTICIPLES.has(word) || word.length < 5) return null;
  const known = FRENCH_IRREGULAR[word];
  if (known) return known;
  for (const [pattern, ending] of FRENCH_FAMILIES) {
    const match = pattern.exec(word);
    if (match) return `${match[1] ?? ''}${ending}`;
  }
  if (word.endsWith('issant')) return `${word.slice(0, -6)}ir`;
  if (word.endsWith('geant')) return `${word.slice(0, -5)}ger`;
  if (word.endsWith('çant')) return `${word.slice(0, -4)}cer`;
  if (word.endsWith('ant')) return `${word.slice(0, -3)}er`;
  return null;
}

// Spanish -iendo gerunds, whose infinitive (-er or -ir, and stem changes) no ending rule gives.
const SPANISH_IRREGULAR: Record<string, string> = {
  haciendo: 'hacer',
  teniendo: 'tener',
  manteniendo: 'mantener',
  obteniendo: 'obtener',
  sosteniendo: 'sostener',
  conteniendo: 'contener',
  poniendo: 'poner',
  proponiendo: 'proponer',
  disponiendo: 'disponer',
  componiendo: 'componer',
  exponiendo: 'exponer',
  pudiendo: 'poder',
  queriendo: 'querer',
  sabiendo: 'saber',
  siendo: 'ser',
  viendo: 'ver',
  previendo: 'prever',
  leyendo: 'leer',
  creyendo: 'creer',
  trayendo: 'traer',
  atrayendo: 'atraer',
  oyendo: 'oír',
  yendo: 'ir',
  diciendo: 'decir',
  escribiendo: 'escribir',
  describiendo: 'describir',
  inscribiendo: 'inscribir',
  recibiendo: 'recibir',
  viviendo: 'vivir',
  decidiendo: 'decidir',
  dirigiendo: 'dirigir',
  corrigiendo: 'corregir',
  eligiendo: 'elegir',
  pidiendo: 'pedir',
  midiendo: 'medir',
  sirviendo: 'servir',
  siguiendo: 'seguir',
  consiguiendo: 'conseguir',
  persiguiendo: 'perseguir',
  repitiendo: 'repetir',
  compitiendo: 'competir',
  sintiendo: 'sentir',
  viniendo: 'venir',
  interviniendo: 'intervenir',
  previniendo: 'prevenir',
  durmiendo: 'dormir',
  abriendo: 'abrir',
  cubriendo: 'cubrir',
  descubriendo: 'descubrir',
  asistiendo: 'asistir',
  existiendo: 'existir',
  insistiendo: 'insistir',
  invirtiendo: 'invertir',
  convirtiendo: 'convertir',
  divirtiendo: 'divertir',
  advirtiendo: 'advertir',
  compartiendo: 'compartir',
  difundiendo: 'difundir',
  definiendo: 'definir',
  reuniendo: 'reunir',
  uniendo: 'unir',
  reduciendo: 'reducir',
  produciendo: 'producir',
  conduciendo: 'conducir',
  introduciendo: 'introducir',
  traduciendo: 'traducir',
  emitiendo: 'emitir',
  permitiendo: 'permitir',
  transmitiendo: 'transmitir',
  sometiendo: 'someter',
  cumpliendo: 'cumplir',
  subiendo: 'subir',
  añadiendo: 'añadir',
  dividiendo: 'dividir',
  imprimiendo: 'imprimir',
  resolviendo: 'resolver',
  devolviendo: 'devolver',
  volviendo: 'volver',
  moviendo: 'mover',
  promoviendo: 'promover',
  respondiendo: 'responder',
  correspondiendo: 'corresponder',
  aprendiendo: 'aprender',
  comprendiendo: 'comprender',
  emprendiendo: 'emprender',
  vendiendo: 'vender',
  atendiendo: 'atender',
  entendiendo: 'entender',
  extendiendo: 'extender',
  defendiendo: 'defender',
  comiendo: 'comer',
  corriendo: 'correr',
  recorriendo: 'recorrer',
  ofreciendo: 'ofrecer',
  estableciendo: 'establecer',
  fortaleciendo: 'fortalecer',
  favoreciendo: 'favorecer',
  conociendo: 'conocer',
  reconociendo: 'reconocer',
  creciendo: 'crecer',
  apoyando: 'apoyar',
};

// Spanish -yendo gerunds of -uir verbs: 'construyendo' → 'construir', 'incluyendo' → 'incluir'.
const SPANISH_UIR = /^(.+u)yendo$/u;

// Words ending in -ando that are no gerund: 'Cuando sea necesario, …', 'el mando'.
const SPANISH_NOT_GERUNDS = new Set(['cuando', 'comando', 'mando', 'bando', 'nefando']);

function spanishInfinitive(gerund: string): string | null {
  const word = gerund.toLowerCase();
  if (SPANISH_NOT_GERUNDS.has(word)) return null;
  const known = SPANISH_IRREGULAR[word];
  if (known) return known;
  const uir = SPANISH_UIR.exec(word);
  if (uir) return `${uir[1]}ir`;
  if (word.endsWith('ando') && word.length > 5) return `${word.slice(0, -4)}ar`;
  return null;
}

/** The word with its first letter in the case of `like`'s. */
const inCaseOf = (word: string, like: string): string =>
  /^\p{Lu}/u.test(like) ? word.charAt(0).toUpperCase() + word.slice(1) : word;

/**
 * A French duty with its participles in the infinitive: the one it opens on ('Coordonnant la campagne' → 'Coordonner
 * la campagne') and those coordinated after it ('… et proposant des évolutions' → '… et proposer des évolutions'). A
 * lead-in run into its first task ('Constituer la promotion en : coordonnant …') reads as the gerund it is ('… en
 * coordonnant …'). 'Également' after its verb goes, as in Spanish.
 */
export function frenchDutyInfinitive(duty: string): string {
  const withGerund = duty
    .replace(/\ben\s*:\s*(?=\p{Ll}+ant\b)/u, 'en ')
    // 'Participer également aux …': 'also' beside the duties before it, which a question on this one does not quote.
    .replace(/^(\p{L}+(?:er|ir|re))\s+également\s+/iu, '$1 ');
  const opening = /^(\p{L}+ant)\s+(?=\S)/u.exec(withGerund);
  if (!opening?.[1]) return withGerund;
  const rest = withGerund.slice(opening[0].length);
  const infinitive = FRENCH_AFTER.test(rest) ? frenchInfinitive(opening[1]) : null;
  if (!infinitive) return withGerund;
  const coordinated = rest.replace(
    /(\s(?:et|puis|ou)\s|,\s)(\p{Ll}+ant)(?=\s)(?=(\s\S+))/gu,
    (whole, joint: string, participle: string, next: string) => {
      const other = FRENCH_AFTER.test(next.trim()) ? frenchInfinitive(participle) : null;
      return other ? `${joint}${other}` : whole;
    },
  );
  return `${inCaseOf(infinitive, opening[1])} ${coordinated}`;
}

/**
 * A Spanish duty opening on a gerund in the infinitive ('Coordinando la agenda' → 'Coordinar la agenda'); 'también'
 * after its verb dropped ('Apoyar también en …': 'also' beside duties the question does not quote).
 */
export function spanishDutyInfinitive(duty: string): string {
  const alone = duty.replace(/^(\p{L}+(?:ar|er|ir))\s+también\s+/iu, '$1 ');
  if (alone !== duty) return alone;
  const opening = /^(\p{L}+(?:ando|iendo|yendo))\s+(?=\S)/u.exec(duty);
  const infinitive = opening?.[1] ? spanishInfinitive(opening[1]) : null;
  if (!opening?.[1] || !infinitive) return duty;
  const rest = duty.slice(opening[0].length);
  const coordinated = rest.replace(
    /(\s(?:y|e|o)\s|,\s)(\p{Ll}+(?:ando|iendo|yendo))(?=\s)/gu,
    (whole, joint: string, gerund: string) => {
      const other = spanishInfinitive(gerund);
      return other ? `${joint}${other}` : whole;
    },
  );
  return `${inCaseOf(infinitive, opening[1])} ${coordinated}`;
}
