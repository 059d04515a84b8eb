/**
 * Words that make a phrase a job title or a CV's section heading, shared by the checks that tell a title or a
 * heading from other names a CV answer or a posting line gives.
 */

// Titles in scripts and spellings an ASCII '\b' cannot open: Greek ones in the forms a title takes (the nominative,
// any accent or none, as an all-caps line drops them: 'Επιμελητής Α΄ Αγγειοχειρουργός', 'ΕΡΕΥΝΗΤΡΙΑ'; not a genitive
// plural or a chamber, 'Τμήμα Μηχανικών', 'Επιμελητήριο'); Vietnamese titles, with their marks ('Kỹ sư', 'Trưởng
// nhóm', any '… viên': 'Lập trình viên', 'Nhân viên'); a Korean title's last noun, after any words run into it
// ('선임 개발자', '연구강사', '조교수'), a researcher's '연구원' alone or after a rank ('책임연구원', '박사후연구원'), not
// at the end of an institute's name ('…기술연구원').
const GREEK_TITLES = [
  '(?:επιμελητ|καθηγητ|ερευνητ|προγραμματιστ|διευθυντ|αναλυτ|νοσηλευτ|συντονιστ|σχεδιαστ|λογιστ|πωλητ)(?:[ηή]ς|ρι[αά]|τρι[αά])',
  '\\p{L}*(?:ιατρ|χειρουργ)[οό]ς',
  '(?:μηχανικ|βοηθ|εκπαιδευτικ|τεχνικ)[οό]ς',
  'υπ[αά]λληλος|σ[υύ]μβουλος|λ[εέ]κτορας|στ[εέ]λεχος|υπ[οό]τροφος|διδ[αά]κτορας|δ[αά]σκαλ(?:ος|α)',
  '(?:ειδικευ[οό]μεν|ασκο[υύ]μεν|υπε[υύ]θυν|προ[ιϊ]στ[αά]μεν)(?:ος|η)|συνεργ[αά]τ(?:ης|ιδα)|διδ[αά]σκ(?:ων|ουσα)',
].join('|');
const VIETNAMESE_TITLES =
  'kỹ sư|kĩ sư|viên|thực tập sinh|giám đốc|trưởng(?: \\p{L}+)?|phó|quản lý|kế toán|bác sĩ|điều dưỡng|trợ lý|thư ký|nhà (?:phát triển|nghiên cứu|thiết kế)';
const KOREAN_TITLE_ENDINGS =
  '(?:책임|선임|수석|전임|위촉|객원|주임|박사후|박사 후|학생|연수)연구원|연구위원|원장|강사|교수|조교|교사|개발자|엔지니어|디자이너|매니저|컨설턴트|인턴|팀장|파트장|실장|과장|부장|차장|대리|사원|직원|주임|선임|책임|수석|이사|대표|소장|센터장|본부장|연구자|과학자|기술자|관리자|담당자|분석가|전문가|간호사|의사|약사|기자|변호사|회계사|학생|연구생|전공의|전임의|펠로우';

// Words that make a phrase a job title ('Vice President Communications', 'Office Coordinator', 'Paralegal'), with the
// academic titles of Spanish, French and German CVs ('Profesor asociado', 'Chercheuse', 'Dozent') and Turkish titles
// with their possessive ending ('Yazılım Stajyeri', 'Kulüp Başkanı', 'Veri Mühendisi').
export const JOB_NOUN = new RegExp(
  `(?:\\b(?:ricercat(?:ore|rice)|dottorand[oa]|assegnista|engineer|developer|manager|director|head|lead|officer|president|vp|chief|cto|ceo|cfo|coo|founder|owner|partner|consultant|analyst|architect|designer|scientist|researcher|specialist|technician|administrator|assistant|associate|coordinator|representative|executive|agent|advisor|adviser|accountant|auditor|clerk|bookkeeper|nurse|physician|therapist|pharmacist|teacher|tutor|lecturer|professor|instructor|trainer|editor|writer|producer|intern|trainee|apprentice|fellow|student|volunteer|member|supervisor|operator|programmer|recruiter|paralegal|attorney|lawyer|counsel|receptionist|cashier|chef|cook|driver|mechanic|electrician|technologist|strategist|planner|buyer|controller|treasurer|secretary|postdoc|postdoctoral|scholar|contractor|freelancer|contributor|collaborator|leader|resident|sr|waiter|waitress|bartender|barista|busser|hostess|dishwasher|housekeeper|cleaner|janitor|porter|carpenter|plumber|welder|gardener|landscaper|labou?rer|courier|caregiver|nanny|stocker|sommelier|concierge|lifeguard|serveu(?:r|se)|camarer[oa]|meser[oa]|camerier[ea]|kellner(?:in)?|\\w+ician|\\w+ist|assistente|impiegat[oa]|tirocin(?:io|ante)|praktikum|pr[áa]cticas|stagista|cassier[ea]|commess[oa]|segretari[oa]|responsabile|direttor[ei]|direttrice|ingegnere|sviluppatore|consulente|insegnante|magazziniere|contabile|infermier[ea]|stagiaire|employ[ée]e?|vendeu(?:r|se)|caissi[eè]re?|secr[ée]taire|charg[ée]e?|directeur|directrice|ing[ée]nieur|d[ée]veloppeu(?:r|se)|conseill[eè]re?|enseignant|comptable|infirmi[eè]re?|asistente|practicante|cajer[oa]|vendedora?|secretari[oa]|gerente|jefe|ingenier[oa]|desarrollador|contador|auxiliar|encargad[oa]|profesora?|investigadora?|catedr[aá]tic[oa]|docente|ayudante|becari[oa]|professeure?|chercheu(?:r|se)|dozent(?:in)?|forscher(?:in)?|wissenschaftler(?:in)?|mitarbeiter(?:in)?|praktikant(?:in)?|assistent(?:in)?|leiter(?:in)?|entwickler(?:in)?|berater(?:in)?|kauf(?:mann|frau)|sachbearbeiter(?:in)?|werkstudent(?:in)?|lehrer(?:in)?|verk[äa]ufer(?:in)?|estagi[áa]ri[oa]|chefe|engenheir[oa]|desenvolvedora?|coordenadora?|pesquisadora?|\\p{L}+iker(?:in)?|stajyer\\p{L}{0,2}|ba[şs]kan\\p{L}{0,2}|m[üu]hendis\\p{L}{0,2}|geli[şs]tirici\\p{L}{0,2}|y[öo]netici\\p{L}{0,2}|uzman\\p{L}{0,2}|asistan\\p{L}{0,2}|dan[ıi][şs]man\\p{L}{0,2}|m[üu]d[üu]r\\p{L}{0,2}|tasar[ıi]mc[ıi]\\p{L}{0,2}|ara[şs]t[ıi]rmac[ıi]\\p{L}{0,2}|koordinat[öo]r\\p{L}{0,2}|mentor|counsell?or|liaison|soldier|sergeant|lieutenant|captain|corporal|soldat(?:in)?|kanonier|gefreite[rn]?|offizier(?:in)?|leutnant|hauptmann|feldwebel|analis|guru|dosen|peneliti|pengembang|insinyur|manajer|direktur|kepala|staf|asisten|konsultan|desainer|perancang|programer|pemrogram|karyawan|pegawai|magang|\\p{L}+grafer|akuntan|perawat|dokter|teknisi|sekretaris|pengajar|instruktur|penulis|wartawan|relawan|ketua|petugas|pelatih|spesialis|arsitek|penerjemah|mahasiswa|pendiri|pimpinan|pengawas)|(?<![\\p{L}])(?:${GREEK_TITLES})|(?<![\\p{L}])(?:${VIETNAMESE_TITLES})|(?<![\\p{L}])연구원|\\p{Script=Hangul}*(?:${KOREAN_TITLE_ENDINGS}))(?![\\p{L}])`,
  'iu',
);

/** A text with its abbreviations' dots taken out ('Ph.D.' as 'PhD', 'M.Sc.' as 'MSc'): they end no title or name. */
export const withoutAbbreviationDots = (text: string): string =>
  text.replace(/\b(\p{Lu}\p{Ll}?)\.(\p{Lu}\p{Ll}?)\.?/gu, '$1$2');

// The words a CV's section heading ends in, in the languages CVs come in ('Work Experience', 'Techincal Skills',
// 'Job Highlights', 'Istruzione e formazione', 'Berufserfahrung'), with the qualifier Romance languages put after the
// noun ('Experiencia laboral', 'Esperienza professionale', 'Compétences informatiques').
const HEADING_NOUNS = [
  'experience|education|skills|highlights|projects|programming|tools|frameworks|databases|visuali[sz]ation|summary',
  'profile|objective|publications|awards|certifications|references|interests|languages|curriculum vitae',
  // Europass's own headings (round 32: a Europass CV's 'EDUCATION AND TRAINING' as an employer).
  'education and training|personal information|job applied for|position applied for',
  'experiencia|educaci[oó]n|formaci[oó]n|habilidades|proyectos|perfil|idiomas',
  'exp[ée]riences?|formations?|comp[ée]tences|projets|profil|langues|r[ée]f[ée]rences|centres d.int[ée]r[êe]ts?',
  'loisirs|parcours|informations personnelles',
  'esperienz[ae]|istruzione|formazione|competenze|capacit[àa]|progetti|profilo|lingue|pubblicazioni|referenze',
  'interessi|informazioni personali',
  '\\p{L}*erfahrung|ausbildung|bildungsweg|studium|\\p{L}*kenntnisse|f[äa]higkeiten|sprachen|projekte',
  'ver[öo]ffentlichungen|publikationen|interessen|werdegang|lebenslauf|pers[öo]nliche daten',
  'qualifica[çc][õo]es|equival[êe]ncia profissional|p[óo]s-gradua[çc](?:[ãa]o|[õo]es)|atividades profissionais|dados pessoais',
].join('|');
const HEADING_QUALIFIERS =
  'laboral|profesional|acad[eé]mica|professionnelles?|professionale|lavorativ[ae]|personali|personnelles?|tecniche|techniques|informatiche|informatiques|digitali|linguistiche|straniere|[ée]trang[èe]res';
export const HEADING_WORD = new RegExp(
  `(?:^|\\s)(?:${HEADING_NOUNS})(?:\\s+(?:${HEADING_QUALIFIERS}))?$`,
  'iu',
);
