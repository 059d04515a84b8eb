import type { CvPhrases } from './index.ts';
import { type PastSpeaker, pastSpeakerOf } from './past-speaker.ts';

// Czech writes a past verb by the speaker's gender ('pracoval jsem', 'pracovala jsem'), and so is a formal question
// to one person ('kde jste je používal?'): its ending by the speaker, the form's '(a)' when the CV does not tell.
const PAST_ENDING: Record<PastSpeaker, string> = { feminine: 'a', masculine: '', unknown: '(a)' };
const WILLING: Record<PastSpeaker, string> = {
  feminine: 'ochotna',
  masculine: 'ochoten',
  unknown: 'ochoten/ochotna',
};

// What the CV's own words tell of its speaker: a past verb with 'jsem' ('Vedla jsem', 'jsem pracoval'), an adjective
// after 'jsem' ('Jsem schopná', 'jsem zodpovědný'), or the gender a Czech CV's personal details state ('muž', 'žena').
const FEMININE = /(?<!\p{L})(?:\p{L}+la jsem|jsem \p{L}+la|jsem \p{L}+á|žena)(?!\p{L})/giu;
const MASCULINE = /(?<!\p{L})(?:\p{L}+l jsem|jsem \p{L}+l|jsem \p{L}+ý|muž)(?!\p{L})/giu;

/** The speaker the CV's own words tell ('Pracovala jsem', 'Jsem schopný', 'muž'), when they agree. */
export function czechSpeaker(text: string): PastSpeaker {
  return pastSpeakerOf(text, FEMININE, MASCULINE);
}

// Questions speak to the candidate as 'vy'. A name after a preposition would be declined ('ve firmě Acme'), which the
// name alone cannot tell how to do: titles are quoted after 'na pozici', employers named after 've společnosti', and
// the months are in the genitive 'od' and 'do' take ('od června 2021 do září 2022').
export function czechCv(speaker: PastSpeaker): CvPhrases {
  const past = (stem: string): string => `${stem}${PAST_ENDING[speaker]}`;
  return {
    and: 'a',
    elisions: [],
    quote: ['„', '“'],
    quotedTitles: true,
    role: '{title} ({organisation})',
    thisRole: 'tato pozice',
    period: { since: ' od {start}', in: ' ({start})', fromTo: ' od {start} do {end}' },
    months:
      'ledna/leden února/únor března/březen dubna/duben května/květen června/červen července/červenec srpna/srpen září října/říjen listopadu/listopad prosince/prosinec',
    worked: { current: 'Pracuji', past: `${past('Pracoval')} jsem` },
    workedAs: 'na pozici {role}',
    askedAs: 'na pozici {role}',
    workedAt: 've společnosti {organisation}',
    workedSomewhere: 'na této pozici',
    underWay: { since: 'od {year}', expected: 'předpokládané ukončení {year}' },
    study: {
      degreeAt: '{degree}, {school}',
      degree: '{degree}',
      school: '{school}',
      noSchool: 'studium',
    },
    practice: {
      aboutYourself: 'Řekněte nám něco o sobě.',
      skillsNamed: 'Mezi mé dovednosti patří: {skills}.',
      studied: 'Vzdělání: {studies}.',
      roleQuestions: [
        'Povězte nám o své práci {as}.',
        'Jaké byly vaše hlavní úkoly {as}?',
        'Které úkoly {as} považujete za nejdůležitější?',
        'Jaký je váš největší úspěch {as}?',
      ],
      skillsQuestion: `Ve vašem životopise uvádíte {skills}. Které z nich ovládáte nejlépe a kde jste je ${past('používal')}?`,
      skillsContextQuestion: `Ve vašem životopise uvádíte {skills}, ale ne to, kde jste je ${past('používal')}. Při jaké práci nebo studiu jste s nimi ${past('pracoval')}?`,
      skillUsedAt: 'Příklad z práce ({place}): {detail}',
      skillInProject: 'Příklad z projektu {quoted}: {detail}',
      toolsInProject: 'V projektu {quoted} {used}.',
      toolsUsed: { current: 'používám {tools}', past: `jsem ${past('používal')} {tools}` },
      toolsThere: 'V této práci {used}.',
      toolsAt: 'Ve společnosti {place} {used}.',
      educationQuestion: `Popište prosím své vzdělání: co a kde jste ${past('studoval')}?`,
      afterStudies: `Poté jsem ${past('pracoval')} {role}.`,
      detailQuestion:
        'Ve vašem životopise je u práce {as} uvedeno: {quoted}. Jaký byl váš podíl a jaký byl výsledek?',
      projectQuestion: 'Povězte nám o projektu {quoted}.',
      projectAt: `Na projektu {quoted} jsem ${past('pracoval')} ve společnosti {place}.`,
      activitiesQuestion: 'Které zkušenosti z vašeho životopisu jsou pro tuto pozici nejdůležitější?',
      activitiesAnswer: `${past('Pracoval')} jsem {roles}.`,
      moveQuestion:
        'Ve vašem životopise je uveden přechod z pozice {older} na pozici {newer} od {start}. Co vás k této změně vedlo a co z předchozí práce se vám hodilo?',
      moved: {
        current: 'Od {start} pracuji {as}.',
        past: `Od {start} jsem ${past('pracoval')} {as}.`,
      },
    },
    admin: {
      degreeTitle: 'Ověření vzdělání',
      degreeQuestion:
        'Ve vašem životopise je uvedeno: {study}. Potvrďte prosím obor, školu a rok ukončení (nebo předpokládaný rok ukončení).',
      studiesTitle: 'Vzdělání',
      studiesQuestion: `Ve vašem životopise je uvedeno studium: {study}. Jaký titul nebo diplom jste ${past('získal')}, případně kdy jej očekáváte?`,
      noDegreeTitle: 'Nejvyšší dosažené vzdělání',
      noDegreeQuestion: `Váš životopis neuvádí titul ani diplom. Jaké je vaše nejvyšší dosažené vzdělání a kde a kdy jste ho ${past('získal')}?`,
      certificationTitle: 'Certifikát',
      certificationQuestion:
        'Ve vašem životopise je uvedeno {quoted}. Je tento certifikát stále platný a kdo jej vydal?',
      languagesTitle: 'Jazyky',
      languagesQuestion: {
        one: 'Ve vašem životopise je uvedeno: {languages}. Můžete tuto úroveň potvrdit a máte jazykový certifikát?',
        several:
          'Ve vašem životopise je uvedeno: {languages}. Můžete tyto úrovně potvrdit a máte certifikát z některého z těchto jazyků?',
      },
      currentTitle: 'Současné zaměstnání',
      currentQuestion:
        'Ve vašem životopise je uvedena současná práce: {role}{period}. Pracujete tam stále a jakou máte výpovědní lhůtu?',
      datesTitle: 'Data zaměstnání',
      latestDatesQuestion:
        'Ve vašem životopise je uvedeno: {role}{period}. Potvrďte prosím tato data a název pozice.',
      previousDatesQuestion:
        'Ve vašem životopise je uvedeno: {role}{period}. Potvrďte prosím data a pozici v tomto zaměstnání.',
      undatedQuestion: `Ve vašem životopise je uvedeno: {role}, bez dat. V jakém období a na jaké pozici jste tam ${past('pracoval')}?`,
      historyTitle: 'Přehled zaměstnání',
      historyQuestion:
        'Váš životopis neuvádí data zaměstnání. Uveďte prosím zaměstnavatele, pozice a data za posledních pět let.',
      authorisationTitle: 'Povolení k práci',
      authorisationQuestion: `Máte právo pracovat v zemi, kde se tato pozice nachází, nebo byste nyní či v budoucnu ${past('potřeboval')} pracovní povolení nebo vízum?`,
      preferencesTitle: 'Forma práce',
      preferencesQuestion: `Dáváte přednost práci na dálku, hybridní, nebo v kanceláři, a byl${PAST_ENDING[speaker]} byste ${WILLING[speaker]} se přestěhovat{from}?`,
      fromPlace: ' (nyní bydliště: {location})',
      salaryTitle: 'Platová očekávání',
      salaryQuestion: 'Jaké jsou vaše platové představy pro příští pozici?',
      availabilityTitle: 'Nástup',
      availabilityQuestion: 'Od kdy můžete nastoupit do nové práce?',
    },
  };
}
