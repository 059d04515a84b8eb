import type { CvPhrases } from './index.ts';
import { type PastSpeaker, pastSpeakerOf } from './past-speaker.ts';

// Polish writes a past verb in the first person by the speaker's gender ('pracowałam'): its ending by the speaker,
// the form's '(-am)' when the CV does not tell.
const PAST_ENDING: Record<PastSpeaker, string> = { feminine: 'am', masculine: 'em', unknown: 'em(-am)' };

/** The speaker the CV's own first-person past verbs tell ('Opracowałam', 'Wdrożyłem'), when they agree. */
export function polishSpeaker(text: string): PastSpeaker {
  return pastSpeakerOf(text, /\p{L}łam(?!\p{L})/gu, /\p{L}łem(?!\p{L})/gu);
}

// Questions speak to the candidate without a gendered verb ('Proszę opowiedzieć …', 'Pan/Pani' only where Polish has
// no other polite form). Names stand bare after 'w' and 'jako': a name's case ending cannot be told from the name.
// Months are in the genitive, as 'od' and 'do' take them ('od marca 2020 do maja 2022').
export function polishCv(speaker: PastSpeaker): CvPhrases {
  const worked = `Pracował${PAST_ENDING[speaker]}`;
  return {
    and: 'i',
    elisions: [],
    quote: ['„', '”'],
    role: '{title} w {organisation}',
    thisRole: 'to stanowisko',
    period: { since: ' od {start}', in: ' ({start})', fromTo: ' od {start} do {end}' },
    months:
      'stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia',
    worked: { current: 'Pracuję', past: worked },
    workedAs: 'jako {role}',
    askedAs: 'jako {role}',
    workedAt: 'w {organisation}',
    workedSomewhere: 'na tym stanowisku',
    underWay: { since: 'od {year}', expected: 'planowane ukończenie: {year}' },
    study: {
      degreeAt: '{degree}, {school}',
      degree: '{degree}',
      school: '{school}',
      noSchool: 'studia',
    },
    practice: {
      aboutYourself: 'Proszę opowiedzieć o sobie.',
      skillsNamed: 'Wśród moich umiejętności są: {skills}.',
      studied: 'Moje wykształcenie: {studies}.',
      roleQuestions: [
        'Proszę opowiedzieć o swojej pracy {as}.',
        'Jakie obowiązki wiązały się z pracą {as}?',
        'Jakie zadania były najważniejsze w pracy {as}?',
        'Co było największym osiągnięciem w pracy {as}?',
      ],
      skillsQuestion:
        'W CV wymieniono: {skills}. Która z tych umiejętności jest najmocniejsza i gdzie była wykorzystywana?',
      skillsContextQuestion:
        'W CV wymieniono: {skills}, ale bez informacji, gdzie były wykorzystywane. W jakim kontekście z nich korzystano?',
      skillUsedAt: 'W {place}: {detail}',
      skillInProject: 'W projekcie {quoted}: {detail}',
      toolsInProject: 'W projekcie {quoted} {used}.',
      toolsUsed: {
        current: 'korzystam z narzędzi: {tools}',
        past: `korzystał${PAST_ENDING[speaker]} z narzędzi: {tools}`,
      },
      toolsThere: 'Na tym stanowisku {used}.',
      toolsAt: 'W {place} {used}.',
      educationQuestion: 'Proszę opisać swoje wykształcenie: jaki kierunek i jaka uczelnia?',
      afterStudies: `Następnie pracował${PAST_ENDING[speaker]} {role}.`,
      detailQuestion:
        'W CV przy pracy {as} wymieniono: {quoted}. Jaki był w tym własny wkład i jaki był rezultat?',
      projectQuestion: 'Proszę opowiedzieć o projekcie {quoted}.',
      projectAt: `Pracował${PAST_ENDING[speaker]} nad projektem {quoted} w {place}.`,
      activitiesQuestion: 'Które doświadczenia i działania z CV są najważniejsze dla tego stanowiska?',
      activitiesAnswer: `${worked} {roles}.`,
      moveQuestion:
        'CV pokazuje zmianę z {older} na {newer} ({start}). Co skłoniło do tej zmiany i co z poprzedniej pracy okazało się przydatne?',
      moved: {
        current: 'Od {start} pracuję {as}.',
        past: `Od {start} pracował${PAST_ENDING[speaker]} {as}.`,
      },
    },
    admin: {
      degreeTitle: 'Weryfikacja wykształcenia',
      degreeQuestion:
        'W CV podano: {study}. Proszę potwierdzić kierunek, uczelnię i rok ukończenia (lub planowany rok ukończenia).',
      studiesTitle: 'Wykształcenie',
      studiesQuestion:
        'W CV podano studia: {study}. Jaki dyplom został uzyskany lub kiedy planowane jest jego uzyskanie?',
      noDegreeTitle: 'Najwyższe wykształcenie',
      noDegreeQuestion:
        'W CV nie podano dyplomu. Jakie jest najwyższe ukończone wykształcenie oraz gdzie i kiedy zostało uzyskane?',
      certificationTitle: 'Certyfikat',
      certificationQuestion: 'W CV podano {quoted}. Czy certyfikat jest nadal ważny i kto go wydał?',
      languagesTitle: 'Języki obce',
      languagesQuestion: {
        one: 'W CV podano {languages}. Czy może to Pan/Pani potwierdzić i czy ma Pan/Pani certyfikat językowy?',
        several:
          'W CV podano {languages}. Czy może to Pan/Pani potwierdzić i czy ma Pan/Pani certyfikat z któregoś z tych języków?',
      },
      currentTitle: 'Obecne zatrudnienie',
      currentQuestion:
        'W CV podano obecną pracę: {role}{period}. Czy to zatrudnienie trwa nadal i jaki obowiązuje okres wypowiedzenia?',
      datesTitle: 'Daty zatrudnienia',
      latestDatesQuestion: 'W CV podano: {role}{period}. Proszę potwierdzić te daty i nazwę stanowiska.',
      previousDatesQuestion: 'W CV podano: {role}{period}. Proszę potwierdzić daty i stanowisko w tej pracy.',
      undatedQuestion:
        'W CV podano: {role}, bez dat. W jakim okresie i na jakim stanowisku była wykonywana ta praca?',
      historyTitle: 'Historia zatrudnienia',
      historyQuestion:
        'W CV nie podano dat zatrudnienia. Proszę wymienić pracodawców, stanowiska i daty z ostatnich pięciu lat.',
      authorisationTitle: 'Zezwolenie na pracę',
      authorisationQuestion:
        'Czy ma Pan/Pani prawo do pracy w kraju, w którym znajduje się to stanowisko, czy potrzebne byłoby teraz lub w przyszłości zezwolenie na pracę lub wiza?',
      preferencesTitle: 'Preferencje dotyczące pracy',
      preferencesQuestion:
        'Czy preferowana jest praca zdalna, hybrydowa czy stacjonarna i czy możliwa jest przeprowadzka{from}?',
      fromPlace: ' z miejscowości {location}',
      salaryTitle: 'Oczekiwania finansowe',
      salaryQuestion: 'Jakie są oczekiwania finansowe na kolejnym stanowisku?',
      availabilityTitle: 'Dostępność',
      availabilityQuestion: 'Od kiedy możliwe jest rozpoczęcie nowej pracy?',
    },
  };
}
