// Posts named with 'master' ('Harbour Master', 'Scrum Master', 'Quartermaster', 'Master Electrician', 'Master
// Scheduler'), the German '-meister' ('Elektromeister', 'Küchenmeister') and the French 'Maître d'hôtel': a post held
// at an employer, never a master's degree. A degree takes a degree's form ('Master of Science', "Master's in …",
// 'Master en …', 'Master Degree'), so 'master' between a trade's words is a post's title.

// The word before 'master' in a post's title, spaced, hyphenated or run together ('Harbour Master', 'Webmaster').
const BEFORE_MASTER =
  '(?:scrum|harbou?r|dock|port|quay|berth|lock|station|yard|ship|load|jump|quarter|post|web|head|school|house|band|choir|ring|pay|toast|quiz|game|dungeon|chess|grand|drill|shift|tool|brew|cellar|ballet|dive)';
// The trade after 'master' ('Master Electrician'); 'Master Data Science' is a degree, 'Master Data Analyst' a post.
const AFTER_MASTER =
  '(?:electrician|plumber|carpenter|joiner|mechanic|technician|craftsman|craftsperson|builder|welder|scheduler|planner|chef|cook|baker|brewer|distiller|butcher|barber|stylist|gardener|mariner|diver|sergeant|chief|gunner|teacher|trainer|control|at[ -]arms|of ceremonies|data(?![ -]science))';

/** A post's title with 'master' in it, as one of the words of a job title. */
export const MASTER_POST_TITLE = `\\b${BEFORE_MASTER}[ -]?masters?\\b|\\bmaster[ -]${AFTER_MASTER}\\b|\\b[a-zäöüß]{3,}meister(?:in)?\\b|\\bma[îi]tre d['’]\\s?h[ôo]tel\\b`;

/** 'master' as a degree's word, the Spanish 'Máster' too: not in a post's title ('Harbour Master', 'Master Electrician'). */
export const MASTER_DEGREE_WORD = `(?<!\\b${BEFORE_MASTER}[ -])m[aá]sters?(?![ -]${AFTER_MASTER}\\b)`;
