// Job-title words of CVs written in French, Italian, German, Portuguese, Polish and Turkish, in both genders ('Chargée
// de communication', 'Impiegata amministrativa', 'Projektleiterin', 'Estagiária'); the English and Spanish ones are in
// cv-vocabulary.ts. None is an English word, so an English CV reads as before. German compounds end in the word
// ('Softwareentwickler', 'Vertriebsleiter'), and so do the titles of a science or a trade ('Mathematiker',
// 'Chemikerin', 'Elektriker').
export const OTHER_LANGUAGE_TITLE_WORDS = [
  'charg[ée]e?|analyste|responsable|directeur|directrice|ing[ée]nieure?|d[ée]veloppeur|d[ée]veloppeuse|stagiaire|alternante?',
  'comptable|assistante|conseill[eè]re|conseiller|gestionnaire|technicien(?:ne)?|vendeur|vendeuse|enseignante?',
  'professeure?|infirmi[eè]re|infirmier|juriste|avocate?|formateur|formatrice|animateur|animatrice|r[ée]dacteur',
  // 'Guide touristique', 'Guide-conférencier': a tourist guide's post.
  'r[ée]dactrice|secr[ée]taire|guide(?=[ -](?:touristique|conf[ée]rencier|interpr[èe]te))',
  'assistente|impiegat[oa]|contabile|responsabile|direttore|direttrice|ingegnere|sviluppatore|sviluppatrice',
  'tirocinante|stagista|cassier[ea]|commess[oa]|insegnante|addett[oa]|consulente|tecnico|segretari[oa]',
  'infermier[ea]|avvocat[oa]|programmatore|programmatrice|progettista|educatore|educatrice|operatore|operatrice',
  'mediatore|mediatrice|ricercatore|ricercatrice|dottorand[oa]|doctorante?|chercheur|chercheuse|doktorand(?:in)?',
  '[a-zäöüß]*mitarbeiter(?:in)?|[a-zäöüß]*leiter(?:in)?|[a-zäöüß]*entwickler(?:in)?|[a-zäöüß]*ingenieur(?:in)?',
  'praktikant(?:in)?|schnupperlehre|schnupperpraktikum|werkstudent(?:in)?|[a-zäöüß]*berater(?:in)?|sachbearbeiter(?:in)?|kauffrau|kaufmann',
  'gesch[äa]ftsf[üu]hrer(?:in)?|lehrer(?:in)?|assistent(?:in)?|[a-zäöüß]+iker(?:in)?|[a-zäöüß]*wissenschaftler(?:in)?',
  'estagi[áa]ri[oa]|chefe|engenheir[oa]|desenvolvedora?|coordenadora?|diretora?|pesquisadora?|vendedora?|assessora?|membro|monitora?(?= de\\b)',
  'volunt[áa]ri[oa]|embaixadora?|bolsista|auxiliar|t[ée]cnic[oa]|preceptora?|propriet[áa]ri[oa]|cientista',
  // Polish, masculine and feminine ('Praktykant księgowości', 'Analityczka danych', 'Tłumacz napisów').
  'praktykant(?:ka)?|sta[zż]ysta|sta[zż]ystka|analityk|analityczka|specjalist(?:a|ka)|kierownik|kierowniczka|asystent(?:ka)?',
  'ksi[eę]gow[ay]|programist(?:a|ka)|in[zż]ynier|konsultant(?:ka)?|t[lł]umacz(?:ka)?|wolontariusz(?:ka)?|nauczyciel(?:ka)?',
  // Dutch, bare or compounded ('universitair docent', 'Hogeschooldocent', 'senior docent-onderzoeker', 'Projectleider').
  '[a-z]*docent|[a-z]*onderzoeker|promovendus|hoogleraar|[a-z]*medewerk(?:er|ster)|[a-z]*adviseur|programmeur',
  'ontwikkelaar|[a-z]*beheerder|(?:project|team|afdelings)leider|stagiair(?:e)?|leraar|lerares|verpleegkundige',
  // Turkish, bare or with the ending a title takes after its field ('Yazılım Stajyeri', 'Topluluk Başkanı', in
  // capitals 'BAŞKANI').
  '(?:stajyer|ba[şs]kan|m[üu]hendis|geli[şs]tirici|uzman|y[öo]netici|asistan|dan[ıiİ][şs]man|analist|tasar[ıiİ]mc[ıiİ]',
  'koordinat[öo]r|temsilci|lider|kurucu|teknisyen|hem[şs]ire|muhasebeci|avukat|m[üu]d[üu]r)(?:s?[ıiİüu])?',
  // Czech and Slovak, masculine and feminine ('Výrobní technik', 'Vývojářka', 'Lektorka'); a word ending in a
  // letter outside ASCII has no word boundary after it, so only those ending in one inside it.
  '[a-z]*techni(?:k|čka)|inženýr(?:ka)?|programátor(?:ka)?|konstruktér(?:ka)?|projektant(?:ka)?|manažer(?:ka)?',
  'asistent(?:ka)?|lektor(?:ka)?|operátor(?:ka)?|mechani(?:k|čka)|specialist(?:a|ka)|analyti(?:k|čka)|referent(?:ka)?',
  'vývojářka|prodavačka|technolog|učitel(?:ka)?|brigádník|stážist(?:a|ka)|praktikant(?:ka)?|konzultant(?:ka)?|koordinátor(?:ka)?',
].join('|');

/**
 * A heading over pastimes, in English and the other languages read ('Otras actividades' under a side column's skills
 * lists pastimes, not tools): what stands under it is no degree, role nor skill. Lower-cased, as cv-vocabulary.ts reads
 * headings; 'Research interests' is no hobby.
 */
export const HOBBY_HEADING =
  /^(?:(?:personal )?(?:hobbies|interests)|other activities|otras actividades|outras atividades|autres activit[ée]s|altre attivit[àa]|loisirs|divertissements|passions|centres? d['’]int[ée]r[êe]ts?|int[ée]r[êe]ts|hobbys?|interessen|freizeit(?:aktivit[äa]ten)?(?: interessen)?|interessi|passatempi|intereses|aficiones|interesses|passatempos)$/;

/**
 * Section headings of French, Italian and German CVs the Europass headings (experience, education, personal skills)
 * leave out: the profile, the studies, the skills, the projects and the hobbies. Matched on the lower-cased heading, as
 * cv-vocabulary.ts reads it; 'Competenze personali' is Europass's personal-skills section, not a list of skills.
 */
type OtherLanguageHeadingKind = 'summary' | 'education' | 'skills' | 'projects' | 'other';

export const OTHER_LANGUAGE_HEADINGS: [OtherLanguageHeadingKind, RegExp][] = [
  [
    'summary',
    // 'Objetivo Profissional' (Portuguese), 'Objectif professionnel': the candidate's objective, a paragraph of the head.
    // 'Sobre mí', 'Acerca de mí', 'Perfil profesional': the Spanish 'About me'.
    /^(?:profil(?: professionnel)?|[àa] propos(?: de moi)?|profilo(?: professionale)?|chi sono|kurzprofil|zusammenfassung|über mich|objetivo(?: profissional| profesional)?|objectif(?: professionnel)?|obiettivo(?: professionale)?|sobre mim|(?:sobre|acerca de) m[ií]|perfil profesional)$/,
  ],
  // 'Titoli di studio', 'Études', 'Diplômes', 'Bildungsweg': the studies, whose dated rows are degrees, not jobs.
  [
    'education',
    /^(?:titoli di studio|titolo di studio|studi|percorso (?:di studi|formativo)|formazione accademica|[ée]tudes(?: sup[ée]rieures)?|dipl[ôo]mes(?: et formations?)?|formation(?:s)? (?:acad[ée]mique|universitaire)s?|parcours (?:acad[ée]mique|universitaire)|bildungsweg|schulbildung|studium|akademischer werdegang|ausbildung und studium)$/,
  ],
  // 'Outils', 'Logiciels': the tools and software a French CV lists.
  [
    'skills',
    /^(?:comp[ée]tences(?: (?:techniques|informatiques|cl[ée]s|professionnelles))?|outils(?: informatiques)?|logiciels|competenze(?: (?:tecniche|informatiche|digitali|professionali|chiave))?|(?:edv-|it-|fach|informatik|sonstige |weitere )?ken{1,2}tnisse|f[äa]higkeiten|digitale kompetenzen?)$/,
  ],
  // 'Private Projekte', 'Projets personnels', 'Projetos pessoais': the candidate's own projects.
  [
    'projects',
    /^(?:(?:private|eigene|pers[öo]nliche) )?projekte$|^projets(?: personnels)?$|^progetti(?: personali)?$|^projetos(?: pessoais)?$/,
  ],
  // Hobbies and interests: never a degree or a role, whichever section they follow.
  ['other', HOBBY_HEADING],
  // A design's contact section, however it is worded ('Contacto', '¡Charlemos!', 'Kontakt', 'Get in touch'): its
  // heading is never an employer, and what follows it is no work history.
  [
    'other',
    /^¡?(?:contact(?:o|e|s|os)?(?: me| info)?|kontakt(?:daten)?|get in touch|let['’]s talk|talk to me|charlemos|hablemos|conversemos|datos de contacto|informaci[oó]n de contacto|coordonn[ée]es|contatti|contato|contatos|fale comigo)!?$/,
  ],
];

/**
 * School words of French, Italian, German and Turkish CVs ('Université de Lyon', 'École des Mines', 'Università di
 * Bologna', 'Istituto Magistrale', 'Technische Hochschule', 'Ege Üniversitesi', 'Fen Lisesi'), and of Polish ones
 * ('Politechnika Warszawska'); the academies, conservatories and seminaries of each ('Accademia di Belle Arti',
 * 'Conservatorio Giuseppe Verdi', 'Seminario Mayor'; the bare 'seminario' is a course); a Spanish 'Colegio' and a
 * German 'Gymnasium' ('Maria-Wächtler-Gymnasium') are schools as an English 'High School' is. A word ending in an
 * accented letter has no word boundary after it in a plain regular expression, so the end is the next character not
 * being a letter; nor has one starting with it before it. A Turkish school is named in the compound form ('X
 * Üniversitesi'): the bare 'üniversite' is a word of running text.
 */
export const OTHER_LANGUAGE_SCHOOL_WORDS =
  '\\b(?:istituto|scuola|liceo|politecnico|universit[äa]t|universiteit|hogeschool|(?:fach)?hochschule|universidade|faculdade|accademia|akademie|acad[ée]mie|conservatori[ou]|conservat[óo]rio|konservatorium|seminario (?:mayor|conciliar|diocesano|teol[óo]gico)|uniwersytet|politechnika|akademia|colegio|gymnasium)\\b|centro universit[áa]rio|(?:universit[éeàa]|[ée]cole|lyc[ée]e)(?![a-zà-ÿ])|(?<![a-zçğıöşü])(?:[üÜ]n[iİ]vers[iİ]tes[iİ]|l[iİ]ses[iİ]|fak[üÜ]ltes[iİ]|y[üÜ]ksekokulu|enst[iİ]t[üÜ]s[üÜ])(?![a-zçğıöşü])' +
  // Czech and Slovak: 'Vysoké učení technické', 'Masarykova univerzita', 'Vysoká škola ekonomická', 'Střední
  // průmyslová škola', 'Gymnázium', the acronyms 'SPŠ', 'SPŠE', 'VOŠ'.
  '|(?<![a-zá-ž])(?:vysoké učení|univerzit[ay]|vysoká škola|stredná škola|střední (?:[a-zá-ž]+ )?škola|gymn[áa]zium|spše?|voš)(?![a-zá-ž])';

/**
 * Degree names of French, Italian, German, Portuguese and Turkish CVs ('Laurea in Economia', 'Diplôme d'ingénieur',
 * 'Doctorat', 'Mestrado', 'Bacharelado', the Brazilian 'Tecnólogo', Québec's 'Baccalauréat en informatique', a
 * bachelor's). An Italian degree's level names it with or without 'Laurea' ('Laurea magistrale in Fisica',
 * 'Magistrale in Fisica'), and the French 'Licence' is a degree in a subject ('Licence en droit', 'Licence
 * professionnelle'), never a permit. The Turkish 'Lisans' is a bachelor's ('Yüksek Lisans' a master's, 'Doktora' a
 * doctorate); 'MIT Lisansı' is a licence. A Turkish CV may name its studies by the university's department ('Kimya
 * Bölümü') or programme ('Pedagojik Formasyon Programı', 'Sertifika Programı') alone: those are its studies too.
 * Spanish names a degree by its holder's title: the Andean 'Bachiller en Economía' is a university's bachelor's,
 * 'Licenciada en Física' and 'Doctora en Física' as 'Doctor en' is. So do an engineer's and a technician's titles
 * ('Ingeniero en Sistemas de Computación', 'Ingeniera Civil', 'Técnico Superior en Redes', Colombia's 'Técnico
 * Laboral en …', the Brazilian 'Técnico em Informática'), the Argentine 'Tecnicatura en …' and the Andean 'Magíster'.
 * Belgium's 'Bachelier' is a bachelor's and its 'CESS' the school-leaving certificate; France's 'BTS' a two-year
 * diploma. School-leaving awards are degrees too, never a post or an employer: a bare 'Bachiller' ('Bachiller
 * Académico'), the Spanish 'Bachillerato', Spain's vocational 'Ciclo Formativo', Brazil's 'Ensino Médio', Germany's
 * 'Abitur' ('Allgemeine Hochschulreife') and the 'Matura'.
 */
const ENGINEERING_BRANCH =
  'en|de|del|civil|industrial|qu[ií]mic[oa]|mec[aá]nic[oa]|el[eé]ctric[oa]|electr[oó]nic[oa]|inform[aá]tic[oa]|ambiental|comercial|agr[oó]nom[oa]|forestal';
export const OTHER_LANGUAGE_DEGREE_WORDS =
  '(?:doctora|licenciad[oa])(?=\\s+en\\b)|' +
  `ingenier[oa](?=\\s+(?:${ENGINEERING_BRANCH})\\b)|t[ée]cnic[oa](?:\\s+(?:superior|laboral))?(?=\\s+e[nm]\\b)|tecnicatura|` +
  "bachiller|bachillerato|ciclo formativo|ensino m[ée]dio|abitur|(?:allgemeine\\s+)?hochschulreife|matura|bachelier|cess|bts|baccalaur[ée]at|laurea|dottorato|dipl[ôo]me|doctorat|ma[îi]trise|diplom|mag[ií]ster|staatsexamen|mestrado|bacharelado|doutorado|tecn[óo]log[oa]|(?:magistrale|triennale|specialistica)(?=\\s+in\\b)|licence(?=\\s+(?:en|de|d['’]|professionnelle)\\b)|(?:y[üÜ]ksek |[öÖ]n )?l[iİ]sans(?![ıi])|doktora|b[öÖ]l[üÜ]m(?=[üÜ](?![a-zçğıöşü]))|program(?=[ıI](?![a-zçğıöşü]))";
