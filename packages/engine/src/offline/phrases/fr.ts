import { frenchDutyInfinitive } from '../participle-duties.ts';
import type { Phrases } from './index.ts';

// The formal 'vous', as a French recruiter writes to a candidate; a space before ':', '?' and ';' as French sets them.
const NOT_DONE_YET =
  "L'avez-vous déjà fait ? Si oui, décrivez ce que vous avez fait et ce que vous en avez retenu.";
const DUTY = [
  "Décrivez une situation où vous l'avez fait dans un poste précédent : quel était le contexte, qu'avez-vous fait vous-même et quel a été le résultat ?",
  "Donnez-moi un exemple concret tiré de votre propre travail : ce qu'il fallait faire, comment vous avez procédé et comment cela s'est terminé.",
  "Où avez-vous fait quelque chose de semblable ? Dites-moi de quoi vous étiez responsable et ce que vous feriez autrement aujourd'hui.",
];

export const FRENCH: Phrases = {
  and: 'et',
  or: 'ou',
  quote: ['« ', ' »'],
  asSoonAsPossible: 'dès que possible',
  leads: {
    responsibilities: "L'une des missions du poste : {item}.",
    requirements: 'Le poste demande : {item}.',
    nice_to_have: 'Est considéré comme un atout : {item}.',
    description: "L'offre indique : {quoted}.",
  },
  dutyInLeadForm: frenchDutyInfinitive,
  // A posting that says 'tu' to the reader ('tu as un intérêt …', 'rejoins-nous'): its lines quoted as it wrote them.
  otherRegister: {
    pattern: /(?<!\p{L})(?:(?:tu|toi|te|tes)(?!\p{L})|t['’](?=\p{L}))/iu,
    leads: {
      responsibilities: "L'offre décrit ainsi l'une des missions : {quoted}.",
      requirements: "L'offre décrit ainsi la personne recherchée : {quoted}.",
      nice_to_have: "L'offre cite ceci comme un atout : {quoted}.",
    },
  },
  probes: {
    years: [
      '[Parlez-moi de votre expérience de {skills}|Parlez-moi de cette expérience] : dans quels postes, pendant combien de temps, et quel a été le travail le plus exigeant que vous avez mené à bien ?',
    ],
    education: [
      "Quelle est votre formation la plus pertinente pour ce poste, et comment l'avez-vous mise en pratique dans votre travail ?",
    ],
    communication: ['Donnez-moi un exemple où votre façon de communiquer a changé le résultat.'],
    language: [
      "[Comment utilisez-vous chacune de ces langues ({languages}) dans votre travail, et quel est votre niveau dans chacune à l'écrit et à l'oral ?|Comment utilisez-vous cette langue dans votre travail, et quel est votre niveau à l'écrit et à l'oral ?] Donnez-moi un exemple.",
    ],
    onboarding: [
      "Comment prenez-vous habituellement en main un nouveau produit, un nouvel outil ou une nouvelle équipe, et sur quoi vous concentreriez-vous d'abord ici ?",
    ],
    officeTools: [
      'Comment avez-vous utilisé {skills} dans votre travail ? Donnez-moi un exemple concret de tâche, ce que vous avez fait vous-même et le résultat.',
    ],
    tools: [
      "[Parlez-moi d'un projet où vous avez utilisé {skills} : qu'avez-vous fait, quelles décisions vous revenaient, et quel a été le résultat ?|" +
        `${NOT_DONE_YET}]`,
      `[Comment avez-vous utilisé {skills} dans votre travail ? Choisissez un exemple et expliquez une décision que vous avez prise, et pourquoi.|${NOT_DONE_YET}]`,
      `[Qu'avez-vous réalisé avec {skills}, et avec quel résultat ?|${NOT_DONE_YET}]`,
    ],
    practices: [
      'Parlez-moi de votre pratique de {skills} : un exemple concret, ce que vous avez fait vous-même et le résultat.',
      'Où avez-vous mis en œuvre {skills} ? Décrivez un cas, votre propre contribution et son issue.',
    ],
    // An asset is often a quality or a language ('la connaissance du néerlandais'), not something one has done.
    nice: [
      "[Avez-vous déjà travaillé avec {skills} ? Si oui, dans quel but, et qu'en avez-vous retenu ?|Est-ce votre cas ? Si oui, donnez un exemple où cela vous a servi dans votre travail.]",
    ],
    duty: DUTY,
    behaviour: [
      'Donnez-moi un exemple précis tiré de votre travail qui le montre, et le résultat obtenu.',
      "Parlez-moi d'une situation qui l'a mis à l'épreuve : qu'avez-vous fait, et que s'est-il passé ?",
    ],
    physical: ['Pouvez-vous répondre à cette exigence physique du poste ?'],
    general: [
      "Qu'est-ce qui, dans votre parcours, montre que vous répondez à cette exigence ? Donnez-moi un exemple concret.",
      'Comment votre parcours couvre-t-il ce point ? Citez un poste, une formation ou un projet où cela a compté.',
    ],
  },
  roleQuestions: [
    "Qu'est-ce qui vous attire dans [le poste {de:position}|ce poste], et quelle partie [{if:describesWork}du travail décrit dans l'offre|de ce travail] avez-vous déjà faite ?",
    "[Parmi ce que demande l'offre ({topics}), qu'est-ce qui serait nouveau|Quelle partie du travail décrit serait nouvelle] pour vous, et comment vous mettriez-vous à niveau ?",
    "Parlez-moi de la réalisation de votre parcours [où vous avez le plus utilisé {topicsOr}|la plus proche de ce poste] : qu'avez-vous fait vous-même, et quel a été le résultat ?",
    "Quelle a été la situation la plus difficile que vous avez gérée dans un poste semblable, et comment l'avez-vous résolue ?",
    '[En plus de {topics}, avec quels|Avec quels] outils ou méthodes avez-vous fait ce type de travail, et lesquels maîtrisez-vous le mieux ?',
    'Au bout de trois mois dans ce poste, comment sauriez-vous que vous le faites bien ?',
    'Quelle formation de votre parcours correspond le mieux [au poste {de:position}|à ce poste], et où l’avez-vous mise en pratique ?',
    'Comment tenez-vous vos compétences à jour[ pour le poste {de:position}|], et qu’avez-vous appris récemment ?',
  ],
  guidance: {
    years:
      "Donnez un chiffre clair et sa source : citez les postes où vous l'avez fait et pendant combien de temps, puis décrivez en détail le travail le plus exigeant[, y compris ce que vous avez fait avec {skills}]. L'offre demande {quoted} : montrez clairement que vous y répondez.",
    education:
      "Indiquez clairement votre diplôme, l'établissement et l'année. L'offre demande {quoted} ; si votre parcours diffère, expliquez l'expérience équivalente que vous avez et ce que vous en avez retenu pour ce poste.",
    communication:
      "Choisissez une situation où votre façon de communiquer a changé le résultat : une explication difficile, une proposition écrite, une présentation. Dites qui était votre public, ce que vous avez fait et ce qui a changé. L'offre demande {quoted}.",
    language:
      "Dites clairement votre niveau à l'écrit et à l'oral (un certificat ou un niveau si vous en avez un), puis donnez un exemple d'usage dans votre travail ou vos études : un texte lu, une réunion, un document rédigé. L'offre demande {quoted}.",
    onboarding:
      "Décrivez comment vous prenez en main un nouveau produit et une nouvelle équipe : ce que vous lisez d'abord, à qui vous parlez, comment vous vérifiez votre compréhension. L'offre prévoit {quoted}.",
    tools:
      'Choisissez un projet réel où vous avez utilisé {skillsOrThis} : expliquez à quoi il servait, votre rôle, une décision que vous avez prise et pourquoi, et un résultat mesurable. Vous répondez ainsi à {quoted}.',
    practices:
      "Donnez un exemple concret de {skillsOrThis} tiré de votre propre travail : la situation, ce que vous avez fait et le résultat, chiffré si possible. L'offre mentionne {quoted}.",
    duty: "Répondez par un exemple réel : la situation, la tâche, ce que vous avez fait et le résultat. L'offre indique que le poste comprend {quoted} : choisissez un exemple aussi proche que possible et terminez par le résultat obtenu.",
    nice: "C'est un atout ({quoted}). Si vous l'avez déjà fait, donnez un court exemple ; sinon, dites-le franchement et expliquez comment une expérience proche vous aiderait à l'acquérir vite.",
    behaviour:
      "Prouvez-le par un exemple plutôt que par des adjectifs : une situation, ce que vous avez fait et le résultat. L'offre demande {quoted}.",
    physical:
      'Dites clairement si vous pouvez répondre à {quoted}. Si vous avez déjà fait un travail physique semblable, citez le poste et sa durée.',
    general:
      "Reliez directement votre expérience à {quoted} : citez le poste où vous l'avez fait, ce que vous avez fait et le résultat.",
  },
  motivation: {
    question: 'Pourquoi le poste {de:title} vous intéresse-t-il ?',
    answer:
      "Reliez votre motivation à ce que dit l'offre[ : « {description} »]. [Citez une mission qui vous attire, par exemple « {duty} », et ce que vous y apportez de votre propre expérience.]",
  },
  workTitles: {
    location: 'Lieu de travail',
    relocation: 'Mobilité géographique',
    remote: 'Mode de travail',
    hours: 'Horaires',
    on_call: 'Astreintes',
    authorisation: 'Autorisation de travail',
    travel: 'Déplacements',
    start: 'Date de début',
    contract: 'Type de contrat',
    availability: 'Disponibilité',
    equipment: 'Équipement personnel',
    licence: 'Permis de conduire',
  },
  workQuestions: {
    location_office:
      'Le poste est basé {à:office}. Pouvez-vous travailler {à:office}, ou devriez-vous déménager ?',
    location_preferred:
      "Le poste serait idéalement basé {à:office}. D'où travailleriez-vous, et pourriez-vous y déménager ?",
    location_flexible:
      "Le poste serait idéalement basé {à:office}, mais l'offre admet des exceptions. D'où travailleriez-vous, et pourriez-vous déménager ?",
    location: "L'offre indique le lieu de travail : {quoted}. Cela vous convient-il ?",
    relocation:
      "L'offre demande de résider là où le poste est basé : {quoted}. Y résidez-vous déjà, ou pourriez-vous vous y installer ?",
    remote_home:
      "L'offre décrit un travail à distance ({quoted}). Disposez-vous d'un endroit adapté pour travailler de chez vous, et dans quel fuseau horaire travailleriez-vous ?",
    remote_option:
      "L'offre indique que le travail peut se faire à distance ou dans ses bureaux ({quoted}). Travailleriez-vous à distance ou au bureau, et dans quel fuseau horaire ?",
    remote: "L'offre décrit le mode de travail : {quoted}. Ce mode de travail vous convient-il ?",
    hours: "L'offre indique les horaires : {quoted}. Pouvez-vous travailler selon ces horaires ?",
    on_call:
      "L'offre mentionne {quoted}. Pouvez-vous assurer des astreintes ou travailler en dehors des heures habituelles comme indiqué ?",
    authorisation:
      "L'offre indique {quoted}. Êtes-vous autorisé(e) à travailler dans le pays de ce poste, et aurez-vous besoin d'un parrainage de visa ?",
    travel: "L'offre mentionne des déplacements : {quoted}. Pouvez-vous vous déplacer comme indiqué ?",
    start: "L'offre indique {quoted}. Quand pourriez-vous commencer, et quel est votre préavis ?",
    contract: "L'offre décrit le contrat : {quoted}. Est-ce le type de contrat que vous recherchez ?",
    availability: "L'offre demande : {listed}. Êtes-vous disponible dans ces conditions ?",
    equipment: 'Le poste nécessite votre propre équipement : {listed}. En disposez-vous ?',
    licence: 'L’offre demande : {listed}. Êtes-vous titulaire d’un permis de conduire valide ?',
  },
  thisSkill: 'cette compétence',
};
