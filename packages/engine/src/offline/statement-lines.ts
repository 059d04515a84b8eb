import { withoutAccents as plain } from '../text/accents.ts';

/**
 * Lines of a posting that state a fact rather than a duty or a requirement, in the seven languages the engine reads
 * (tested without accents): a pointer to another document, the organisation's present status, and who is welcome.
 */

// 'For a detailed list of responsibilities … you may refer to the job description', 'See the full job description
// attached', 'Consultez la fiche de poste', 'Consulta la descripción completa del puesto', 'Die vollständige
// Stellenbeschreibung finden Sie …', 'Per la descrizione completa del ruolo …', 'Veja a descrição completa da vaga',
// 'Zie de volledige functieomschrijving': the work is told elsewhere, nothing in this line is asked.
const POINTER = new RegExp(
  [
    String.raw`\b(?:refer to|see|consult|read|download|view|check) (?:the |our |this )?(?:full |complete |detailed |attached |official )*(?:job|position|role) (?:description|profile|specification|spec)\b`,
    String.raw`\bfor (?:a|the|more) (?:full |complete |detailed |comprehensive )*(?:list|details|description|overview) of (?:the )?(?:responsibilities|duties|tasks|requirements)\b[^.]{0,80}\b(?:refer|see|consult|found|available|attached|download)\w*`,
    String.raw`\b(?:consulte[rz]?|voir|voyez|lire|telecharge[rz]?) (?:la )?(?:fiche de poste|description (?:complete |detaillee )?du poste)\b`,
    String.raw`\b(?:consulta|consultar|ver|veas|descarga|descargar|revisa|revisar|lee|leer|veja|ver|baixe|consulte) (?:la |a )?(?:descripcion|descricao|ficha) (?:completa |detallada |detalhada )?(?:del|de la|do|da) (?:puesto|cargo|vaga|funcao)\b`,
    String.raw`\b(?:vollstandige|ausfuhrliche|detaillierte) stellenbeschreibung\b|\bstellenbeschreibung (?:finden|siehe|als pdf|zum download)\b`,
    String.raw`\b(?:consulta(?:re)?|vedi|scarica(?:re)?|leggi) (?:la )?(?:descrizione|scheda) (?:completa |dettagliata )?(?:del ruolo|della posizione|della mansione)\b`,
    String.raw`\b(?:zie|bekijk|download|lees) (?:de )?(?:volledige |uitgebreide )?(?:functieomschrijving|vacaturetekst|functiebeschrijving)\b`,
    // 'La fiche de poste est en ligne sur …', 'The full job description is available on …'.
    String.raw`\b(?:job description|role profile|fiche de poste|descripcion del puesto|stellenbeschreibung|descrizione del ruolo|descricao da vaga|functieomschrijving)\b(?: \w+)? (?:is|est|esta|ist|e|staat) (?:also )?(?:available|online|attached|en ligne|disponible|jointe?|publiee?|disponibile|disponivel|beschikbaar|verfugbar|abrufbar)\b`,
  ].join('|'),
  'i',
);

// 'The current cohort is now in its call for applications', 'La promotion 4 est en ce moment en phase d'appel à
// candidatures', 'El programa está actualmente en fase de …', 'Das Projekt befindet sich derzeit in …', 'Il
// programma è attualmente in fase di …', 'O programa está atualmente em …', 'Het project is momenteel in …': where the
// organisation or its programme stands today, said between duties; no work of the holder.
const STATUS = new RegExp(
  [
    String.raw`\b(?:is|are) (?:currently|now|presently|at the moment) (?:in (?:its|the|a) |under |underway\b|being )`,
    String.raw`\b(?:est|sont) (?:en ce moment|actuellement|aujourd'hui|aujourd’hui|a present) en (?:phase|cours|train)\b`,
    String.raw`\b(?:esta|estan) (?:actualmente|en este momento|ahora mismo|ahora) en (?:fase|proceso|curso|marcha)\b`,
    String.raw`\bbefinde[nt] sich (?:derzeit|aktuell|momentan|gerade) in\b`,
    String.raw`\b(?:e|sono) (?:attualmente|al momento|ora|in questo momento) in (?:fase|corso)\b`,
    String.raw`\b(?:esta|estao) (?:atualmente|neste momento|agora) em (?:fase|curso|andamento)\b`,
    String.raw`\b(?:is|zijn) (?:momenteel|op dit moment|nu) in (?:de |een )?\w*(?:fase|uitvoering)\b`,
  ].join('|'),
  'i',
);
// A status sentence is told of the programme, never of the reader.
const ADDRESSES_THE_READER =
  /^(?:you|your|vous|votre|tu|ton|ta|usted|du|sie|ihr|voi|lei|voce|je|jij|u)\b|\b(?:you will|vous (?:serez|allez)|tu (?:seras|vas)|you(?:'|’)ll)\b/i;

// 'Acogemos: voluntarios de todo el mundo', 'We welcome applicants from all backgrounds', 'Nous accueillons des
// bénévoles …', 'Wir begrüßen Bewerbungen …', 'Accogliamo volontari …', 'Acolhemos voluntários …', 'Wij verwelkomen
// …', 'Welcome: students and graduates': who the organisation welcomes, not something the candidate must have.
const WELCOME =
  /^(?:we (?:welcome|accept)|welcome\s*:|open to\s*:|acogemos|aceptamos|bienvenid[oa]s\s*:|nous accueillons|accueillons|bienvenue\s*:|wir (?:begrussen|freuen uns uber|heissen)|willkommen\s*:|accogliamo|benvenut[ie]\s*:|acolhemos|aceitamos|bem-vind[oa]s\s*:|wij verwelkomen|welkom\s*:)/i;

// 'This position reports directly to the Supervising Attorney', 'The role will report to …', 'Assigned tasks will
// typically come from the directors': the post's reporting line, who it answers to, not work the holder does.
const REPORTING_LINE =
  /^(?:this|the) (?:position|role|post|job|incumbent|post ?holder|successful candidate)(?: will)? (?:reports?|answers?) (?:directly )?to\b|^(?:assigned |daily |day-to-day )?(?:tasks|work|assignments)(?: will)? (?:typically |usually |generally |mainly )?(?:come|be assigned|be given) (?:from|by)\b/i;
// 'The partner from University Heidelberg will be in charge of …', 'Each partner of the consortium is responsible
// for …': the employer's role in a joint project, told in the third person; the post's own tasks follow it.
const PROJECT_PARTNER_ROLE =
  /^(?:the|each|every|our) (?:project |consortium )?partners?(?: (?:from|at|of|in) [^,.]{1,60}?)? (?:will|is|are|shall)\b/i;

/** A pointer to another document for the duties ('For a detailed list … refer to the job description'). */
export function isPointerToDocument(text: string): boolean {
  return POINTER.test(plain(text));
}

/** The programme's present status ('The cohort is currently in its call for applications'), told between duties. */
export function isStatusStatement(text: string): boolean {
  const line = plain(text.trim());
  return STATUS.test(line) && !ADDRESSES_THE_READER.test(line);
}

/** Who the organisation welcomes ('Acogemos: voluntarios de todo el mundo', 'We welcome applicants from …'). */
export function isWelcomeLine(text: string): boolean {
  return WELCOME.test(plain(text.trim()));
}

/** A line that states a fact, not a duty or a requirement: a pointer, a status, a welcome or who does what. */
export function isStatementNotTask(text: string): boolean {
  const line = plain(text.trim());
  return (
    isPointerToDocument(text) ||
    isStatusStatement(text) ||
    isWelcomeLine(text) ||
    REPORTING_LINE.test(line) ||
    PROJECT_PARTNER_ROLE.test(line)
  );
}

// A requirement's row of a facts table ('Conducir coche: se requiere', 'Driving licence: required', 'Permis B :
// obligatoire', 'Führerschein: erforderlich', 'Patente: richiesta', 'Carta de condução: obrigatória', 'Rijbewijs:
// vereist'), or a plus ('Conducir moto: ventaja', 'Photography: a plus', 'Permis moto : un atout', 'Von Vorteil').
const REQUIRED_VALUE =
  /^(?:se requiere|requerid[oa]|obligatori[oa]|imprescindible|indispensable|necesari[oa]|required|mandatory|essential|a must|must have|requise?|obligatoire|exigee?|indispensable|erforderlich|pflicht|notwendig|vorausgesetzt|richiest[oa]|obbligatori[oa]|necessari[oa]|obrigatori[oa]|exigid[oa]|vereist|verplicht|noodzakelijk)\.?$/i;
const PLUS_VALUE =
  /^(?:(?:es )?(?:una )?ventaja|deseable|valorad[oa]|(?:un |a )?plus|(?:an )?advantage|bonus|preferred|desirable|nice to have|(?:un )?atout|souhaitee?|appreciee?|(?:von )?vorteil|wunschenswert|gradit[oa]|preferenziale|(?:un )?vantaggio|(?:uma )?vantagem|desejavel|diferencial|pluspunt|(?:een )?pre|gewenst)\.?$/i;
// 'Educación: especialista médico', 'Education: nursing degree', 'Formation : infirmier diplômé d'État': the
// qualification the post asks, set as a row.
const EDUCATION_LABEL =
  /^(?:educacion|education|formacion|formation|ausbildung|abschluss|istruzione|titolo di studio|formacao|escolaridade|opleiding|titulacion|titulo|degree|qualification|estudios|etudes|studium)$/i;

export type LabelledRow = { kind: 'requirements' | 'nice_to_have'; text: string } | null;

/**
 * A 'Label: value' row that states a requirement or a plus: the thing itself (the label, or the value of an education
 * row) and its kind; null for any other line. Language levels are read in job-lines.ts.
 */
export function labelledRow(item: string): LabelledRow {
  const row = /^([^:]{2,80}?)\s*:\s*(.{1,60})$/u.exec(item.trim());
  if (!row?.[1] || !row[2]) return null;
  const label = row[1].trim();
  const value = plain(row[2].trim());
  if (label.split(/\s+/).length > 10) return null;
  if (REQUIRED_VALUE.test(value)) return { kind: 'requirements', text: label };
  if (PLUS_VALUE.test(value)) return { kind: 'nice_to_have', text: label };
  if (EDUCATION_LABEL.test(plain(label))) return { kind: 'requirements', text: row[2].trim() };
  return null;
}
