import type { CvPhrases } from './index.ts';

// The formal 'vous', and a space before ':', '?' and ';' as French sets them.
export const FRENCH_CV: CvPhrases = {
  and: 'et',
  // 'en tant qu'Analyste', 'd'avril 2005 à mai 2006'.
  elisions: [[/\b(qu|d)e (?=[aeiouyàâéèêîôûAEIOUYÀÂÉÈÊÎÔÛ])/gu, "$1'"]],
  quote: ['« ', ' »'],
  role: '{title} chez {organisation}',
  thisRole: 'ce poste',
  period: { since: ' depuis {start}', in: ' en {start}', fromTo: ' de {start} à {end}' },
  months: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
  worked: { current: 'Je travaille', past: "J'ai travaillé" },
  workedAs: 'comme {role}',
  askedAs: 'en tant que {role}',
  workedAt: 'chez {organisation}',
  workedSomewhere: 'à ce poste',
  // 'Stage' names what was done, not a post: "J'ai effectué un stage chez …", never 'comme Stage'.
  activityPosts: [{ word: /^[Ss]tage\b/u, a: 'un stage', your: 'votre stage' }],
  activityPost: {
    did: "J'ai effectué {activity}",
    workedIn: 'pendant {activity}',
    asked: 'pendant {activity}',
  },
  underWay: { since: 'depuis {year}', expected: 'fin prévue : {year}' },
  study: {
    degreeAt: '{degree}, {school}',
    degree: '{degree}',
    school: '{school}',
    noSchool: 'mon établissement',
  },
  practice: {
    aboutYourself: 'Parlez-moi de vous.',
    skillsNamed: 'Mes compétences comprennent {skills}.',
    studied: 'Ma formation : {studies}.',
    roleQuestions: [
      "Qu'avez-vous fait {as} ?",
      'Parlez-moi de votre expérience {as}.',
      'Quelles étaient vos responsabilités {as} ?',
      'Sur quoi avez-vous travaillé {as} ?',
    ],
    skillsQuestion:
      "Votre CV mentionne {skills}. Laquelle maîtrisez-vous le mieux, et où l'avez-vous utilisée ?",
    skillsContextQuestion:
      'Votre CV mentionne {skills}, sans dire où vous les avez utilisées. Dans quel cadre avez-vous travaillé avec elles ?',
    skillUsedAt: 'Chez {place} : {detail}',
    skillInProject: 'Dans le projet {quoted} : {detail}',
    toolsInProject: 'Dans le projet {quoted}, {used}.',
    toolsUsed: { current: "j'utilise {tools}", past: "j'ai utilisé {tools}" },
    toolsThere: 'Dans ce poste, {used}.',
    toolsAt: 'Chez {place}, {used}.',
    educationQuestion: 'Quelle formation avez-vous suivie, et où ?',
    afterStudies: "Ensuite, j'ai travaillé {role}.",
    detailQuestion:
      'Votre CV indique, {as} : {quoted}. Quel a été votre rôle, et quel résultat avez-vous obtenu ?',
    projectQuestion: 'Parlez-moi de votre projet {quoted}.',
    projectAt: "J'ai travaillé sur {quoted} chez {place}.",
    activitiesQuestion: 'Quelles expériences et activités de votre CV mettriez-vous en avant pour ce poste ?',
    activitiesAnswer: "J'ai travaillé {roles}.",
    moveQuestion:
      "Votre CV montre un passage de {older} à {newer} ({start}). Qu'est-ce qui a motivé ce changement, et qu'avez-vous retenu du poste précédent ?",
    moved: {
      current: 'Depuis {start}, je travaille {as}.',
      past: "À partir de {start}, j'ai travaillé {as}.",
    },
  },
  admin: {
    degreeTitle: 'Vérification du diplôme',
    degreeQuestion:
      "Votre CV indique {study}. Pouvez-vous confirmer le diplôme, l'établissement et l'année où vous l'avez obtenu ou prévoyez de l'obtenir ?",
    studiesTitle: 'Formation',
    studiesQuestion:
      "Votre CV indique une formation : {study}. Quel diplôme y avez-vous obtenu, ou quand prévoyez-vous de l'obtenir ?",
    noDegreeTitle: 'Formation la plus élevée',
    noDegreeQuestion:
      "Votre CV n'indique pas de diplôme. Quelle est votre formation la plus élevée, et où et quand l'avez-vous obtenue ?",
    certificationTitle: 'Certification',
    certificationQuestion:
      "Votre CV indique {quoted}. Est-elle toujours valide, et quel organisme l'a délivrée ?",
    languagesTitle: 'Langues',
    languagesQuestion: {
      one: "Votre CV indique {languages}. Pouvez-vous confirmer ce niveau, et avez-vous un certificat qui l'atteste ?",
      several:
        'Votre CV indique {languages}. Pouvez-vous confirmer ces niveaux, et avez-vous un certificat qui en atteste un ?',
    },
    currentTitle: 'Emploi actuel',
    currentQuestion:
      'Votre CV indique que vous travaillez comme {role}{period}. Occupez-vous toujours ce poste, et quel préavis devriez-vous respecter ?',
    datesTitle: "Dates d'emploi",
    latestDatesQuestion:
      'Votre CV indique {role}{period}. Pouvez-vous confirmer ces dates et votre intitulé de poste ?',
    previousDatesQuestion:
      "Votre CV indique {role}{period}. Pouvez-vous confirmer les dates et l'intitulé de ce poste ?",
    undatedQuestion:
      'Votre CV indique {role} sans dates. À quelles dates avez-vous occupé ce poste, et sous quel intitulé ?',
    historyTitle: 'Parcours professionnel',
    historyQuestion:
      "Votre CV n'indique pas d'emplois datés. Pouvez-vous indiquer vos employeurs, vos intitulés de poste et les dates des cinq dernières années ?",
    authorisationTitle: 'Autorisation de travail',
    authorisationQuestion:
      "Êtes-vous autorisé(e) à travailler dans le pays où se situe ce poste, ou auriez-vous besoin d'un parrainage de visa maintenant ou à l'avenir ?",
    preferencesTitle: 'Préférences de travail',
    preferencesQuestion:
      'Préférez-vous le travail à distance, hybride ou sur site, et seriez-vous prêt(e) à déménager{from} ?',
    fromPlace: ' depuis {location}',
    salaryTitle: 'Prétentions salariales',
    salaryQuestion: 'Quelle fourchette de salaire visez-vous pour votre prochain poste ?',
    availabilityTitle: 'Disponibilité',
    availabilityQuestion: 'Quand pourriez-vous commencer dans un nouveau poste ?',
  },
};
