import { describe, expect, it } from 'vitest';
import { cvLanguage } from './cv-language.ts';
import { answerLanguageDiffers } from './practice-answer-checks.ts';

// A made-up Spanish CV whose publication list, titled in English, is longer than its Spanish prose.
const SPANISH_CV_WITH_ENGLISH_PAPERS = [
  'EXPERIENCIA LABORAL',
  '2019 · Profesora titular, Facultad de Economía, Universidad del Sur.',
  '2012 2018 · Investigadora en el centro de estudios de la ciudad, con los equipos de encuestas y para los ministerios.',
  'ESTUDIOS',
  '2008 · Doctorado en Economía – Universidad del Norte.',
  'PUBLICACIONES',
  'Artículos en revistas',
  'Roe, A. & Poe, B. (2018) The effect of the minimum wage on the employment of the young and of the old. Journal of Labour.',
  'Roe, A. (2016) Trust in the state and the market: evidence from the survey of the region. Social Review.',
  'Roe, A., Doe, C. & Loe, D. (2015) Schools and the inequality of the outcomes of the students that have been tested. Education Quarterly.',
  'Roe, A. (2014) Was the reform of the pensions fair? A test of the attitudes of the workers. Policy Studies.',
].join('\n');

describe("a CV's language, decided from its headings and prose", () => {
  it('leaves out a publication list titled in another language', () => {
    expect(cvLanguage(SPANISH_CV_WITH_ENGLISH_PAPERS)).toBe('es');
    expect(
      cvLanguage(
        'EXPERIENCE\nData analyst at the city council, with the survey team and for the ministries.',
      ),
    ).toBe('en');
  });

  it("flags an answer or admin question in English to such a CV, and passes one in the CV's language", () => {
    expect(
      answerLanguageDiffers(
        'I worked as a Profesora titular at Facultad de Economía in 2019. I have been there since.',
        SPANISH_CV_WITH_ENGLISH_PAPERS,
      ),
    ).toBe(true);
    expect(
      answerLanguageDiffers(
        'Your CV lists a Doctorado en Economía from Universidad del Norte (2008). Can you confirm the degree?',
        SPANISH_CV_WITH_ENGLISH_PAPERS,
      ),
    ).toBe(true);
    expect(
      answerLanguageDiffers(
        'Su CV indica un Doctorado en Economía de la Universidad del Norte (2008). ¿Puede confirmar el título y el año?',
        SPANISH_CV_WITH_ENGLISH_PAPERS,
      ),
    ).toBe(false);
  });
});

describe('a Turkish CV, asked in Turkish since round 30 (issue 13, round 25)', () => {
  // A made-up Turkish CV: its 'o' ('that') is a Portuguese word too.
  const TURKISH_CV = [
    'DENEYİM',
    'Yazılım Stajyeri · Acme Yazılım, İzmir',
    'Staj boyunca o ekibin test araçlarını Python ile geliştirdim ve bir CI hattı kurdum.',
    'EĞİTİM',
    'Bilgisayar Mühendisliği, Lisans · Ege Üniversitesi',
    'Kulüp başkanı olarak etkinlikler için sponsorlarla çalıştım.',
  ].join('\n');

  it('reads the CV as Turkish, passes Turkish answers and flags English or a third language', () => {
    expect(cvLanguage(TURKISH_CV)).toBe('tr');
    expect(
      answerLanguageDiffers(
        'Acme Yazılım bünyesinde Yazılım Stajyeri olarak çalıştım. Bu görevde Python ile test araçları geliştirdim ve bir CI hattı kurdum.',
        TURKISH_CV,
      ),
    ).toBe(false);
    expect(
      answerLanguageDiffers(
        'Özgeçmişinizde şu görev yer alıyor: Acme Yazılım bünyesinde Yazılım Stajyeri. Bu tarihleri teyit edebilir misiniz?',
        TURKISH_CV,
      ),
    ).toBe(false);
    expect(
      answerLanguageDiffers(
        'I worked as a Yazılım Stajyeri at Acme Yazılım. I have built test tools with Python there, and I was part of the team.',
        TURKISH_CV,
      ),
    ).toBe(true);
    expect(
      answerLanguageDiffers(
        'Eu trabalhei como Yazılım Stajyeri na Acme Yazılım. Você pode confirmar o seu cargo e as suas datas?',
        TURKISH_CV,
      ),
    ).toBe(true);
  });
});

describe('a Dutch CV, asked in Dutch (issue 13, round 26)', () => {
  // A made-up Dutch CV: a lecturer's posts and studies under Dutch headings.
  const DUTCH_CV = [
    'Werkervaring',
    '2015-heden Gemeente Zwolle, afdeling Burgerzaken, senior beleidsmedewerker',
    'Verantwoordelijk voor het beleid rond de publieke dienstverlening en de digitale balie van de gemeente.',
    'Opleiding',
    '2012 Universiteit Twente, NL, MSc',
  ].join('\n');

  it('reads the CV as Dutch, passes Dutch answers and flags English sentences around its lines', () => {
    expect(cvLanguage(DUTCH_CV)).toBe('nl');
    expect(
      answerLanguageDiffers(
        'Ik werk als senior beleidsmedewerker bij Gemeente Zwolle sinds 2015. Kunt u uw functie bevestigen?',
        DUTCH_CV,
      ),
    ).toBe(false);
    expect(
      answerLanguageDiffers(
        'I have been a senior beleidsmedewerker at Gemeente Zwolle since 2015, and I have worked there since.',
        DUTCH_CV,
      ),
    ).toBe(true);
  });
});

describe('a Czech CV whose accents the PDF set apart (issue 13, round 30)', () => {
  // A made-up pdfLaTeX CV: its háčeks and rings stand apart from their letters, its 'na' and 'o' are Portuguese too.
  const CZECH_CV = [
    'Vzd ˇelání',
    '2014 – 2018 St ˇrední pr ˚umyslová škola, Zam ˇeˇrení: automatizace',
    'Pracovní zkušenosti',
    '2018 – 2022 Technik výroby na dílně, údržba r ˚uzných stroj ˚u o ˇrízení výroby',
  ].join('\n');

  it('reads the CV as Czech, passes Czech answers and questions and flags English ones', () => {
    expect(cvLanguage(CZECH_CV)).toBe('cs');
    expect(
      answerLanguageDiffers(
        'Pracoval jsem na pozici „Technik výroby“ od 2018 do 2022. Na dílně jsem měl na starosti údržbu různých strojů.',
        CZECH_CV,
      ),
    ).toBe(false);
    expect(
      answerLanguageDiffers(
        'Ve vašem životopise je uvedeno: Technik výroby od 2018 do 2022. Potvrďte prosím tato data a název pozice.',
        CZECH_CV,
      ),
    ).toBe(false);
    expect(
      answerLanguageDiffers(
        'I worked as a Technik výroby from 2018 to 2022. I have been in charge of the machines, and I was on the team.',
        CZECH_CV,
      ),
    ).toBe(true);
  });

  it('counts an answer in Portuguese as another language than the one it should be written in', () => {
    expect(
      answerLanguageDiffers(
        'Trabalhei na empresa Zam ˇeˇrení de 2018 a 2022. Você pode confirmar o seu cargo? Eu fiz a manutenção.',
        CZECH_CV,
      ),
    ).toBe(true);
  });
});

describe('CVs the engine writes in by a Cyrillic phrase table, and CVs it answers in English (round 31)', () => {
  // A made-up Russian CV.
  const RUSSIAN_CV = [
    'ОПЫТ РАБОТЫ',
    'Инженер-программист · ООО «Северный ветер», Казань · с марта 2022',
    'Разрабатываю сервисы на Python и Go, которые обрабатывают платежи, а также поддерживаю их в работе.',
    'Младший разработчик · ООО «Звезда» · 2019 – 2022',
    'Писал тесты и скрипты для отдела, который отвечает за отчёты, и был наставником для стажёров.',
    'ОБРАЗОВАНИЕ',
    'Бакалавр прикладной информатики, Казанский университет, 2019',
  ].join('\n');
  // A made-up Vietnamese CV: the engine has no Vietnamese phrase table, so it answers in English around its lines.
  const VIETNAMESE_CV = [
    'KINH NGHIỆM LÀM VIỆC',
    'Backend Developer · Công ty Sao Mai · 2021 – 2023',
    'Phát triển các dịch vụ cho hệ thống thanh toán và tối ưu các truy vấn trên PostgreSQL.',
    'Xây dựng hệ thống gửi thông báo tự động cho khách hàng và các đối tác.',
    'HỌC VẤN',
    'Kỹ sư Công nghệ thông tin, Đại học Bách Khoa, 2021',
  ].join('\n');

  it("passes a Russian CV's answers in Russian and flags them in English", () => {
    expect(
      answerLanguageDiffers(
        'Работаю в должности «Инженер-программист» (ООО «Северный ветер») с марта 2022. Разрабатываю сервисы на Python и Go, которые обрабатывают платежи.',
        RUSSIAN_CV,
      ),
    ).toBe(false);
    expect(
      answerLanguageDiffers(
        'I have been an Инженер-программист at ООО «Северный ветер» since March 2022. I worked with Python and Go there, and I have been on call.',
        RUSSIAN_CV,
      ),
    ).toBe(true);
  });

  it("passes an English answer that tells a Vietnamese CV's own lines, and still flags a third language", () => {
    expect(
      answerLanguageDiffers(
        'I worked as a Backend Developer at Công ty Sao Mai from 2021 to 2023. Phát triển các dịch vụ cho hệ thống thanh toán và tối ưu các truy vấn trên PostgreSQL. Xây dựng hệ thống gửi thông báo tự động cho khách hàng và các đối tác.',
        VIETNAMESE_CV,
      ),
    ).toBe(false);
    expect(
      answerLanguageDiffers(
        'Trabajé como Backend Developer en Công ty Sao Mai de 2021 a 2023. Estudié y trabajé con usted en PostgreSQL.',
        VIETNAMESE_CV,
      ),
    ).toBe(true);
  });
});

describe('a Bulgarian CV apart from a Russian one (issue 13, round 32)', () => {
  // Made up: a Bulgarian potter's CV, and a Russian engineer's.
  const bulgarian = [
    'ЛИЧНА ИНФОРМАЦИЯ',
    'Десислава Тонева',
    'ПРОФЕСИОНАЛЕН ОПИТ',
    '2016 – до сега Керамик в ателие „Глина“ ЕООД, гр. Варна',
    'Изработване на съдове и плочки, които се продават в страната и в чужбина. Работа със скулптори към ателието.',
    'ОБРАЗОВАНИЕ И ОБУЧЕНИЕ',
    '2010 – 2015 Магистър по керамика, Национална художествена академия, гр. София',
  ].join('\n');
  const russian = [
    'Опыт работы',
    'Инженер-конструктор, ООО «Север», Екатеринбург, 2019 – по настоящее время',
    'Разработал узлы для станков, которые выпускаются серийно. Участвовал в испытаниях.',
    'Образование',
    'Магистр машиностроения, Уральский федеральный университет, 2019',
  ].join('\n');

  it('flags Russian or English answers to a Bulgarian CV, which the engine writes in Bulgarian, and passes Bulgarian', () => {
    expect(
      answerLanguageDiffers(
        'Работал в организации «Глина». Мои навыки: керамика и скулптура. Расскажите, какие задачи вы выполняли?',
        bulgarian,
      ),
    ).toBe(true);
    expect(
      answerLanguageDiffers('Есть ли у вас право работать в стране, где находится эта должность?', bulgarian),
    ).toBe(true);
    expect(
      answerLanguageDiffers(
        'I worked as a ceramicist at Glina, where I have been making tiles since 2016.',
        bulgarian,
      ),
    ).toBe(true);
    expect(
      answerLanguageDiffers(
        'Работих на длъжност „Керамик“ в „Глина“ ЕООД от 2016. Изработване на съдове и плочки, които се продават в страната.',
        bulgarian,
      ),
    ).toBe(false);
    expect(
      answerLanguageDiffers(
        'Имате ли право да работите в държавата, в която е тази позиция? Моля, потвърдете.',
        bulgarian,
      ),
    ).toBe(false);
  });

  it('passes Russian answers to a Russian CV, which the engine writes in Russian', () => {
    expect(
      answerLanguageDiffers(
        'Работаю в должности «Инженер-конструктор» (ООО «Север») с 2019. Разработал узлы для станков, которые выпускаются серийно.',
        russian,
      ),
    ).toBe(false);
    expect(
      answerLanguageDiffers(
        'I worked as an engineer at Sever, where I have been designing machine parts.',
        russian,
      ),
    ).toBe(true);
  });
});

describe('an Uzbek CV, which the engine does not write (issue 13, round 33)', () => {
  // Made up: an Uzbek Cyrillic CV of an accountant.
  const uzbek = [
    'МЕҲНАТ ФАОЛИЯТИ',
    '2015-2019 йй. – “Ғалла” акциядорлик жамияти бош ҳисобчиси.',
    '2019 й. – ҳ.в. – Қашқадарё вилояти молия бошқармаси бўлим бошлиғи.',
    'МАЪЛУМОТИ',
    'Олий, Тошкент молия институти (2014).',
  ].join('\n');

  it('flags a Russian answer or question to an Uzbek CV and passes an English one quoting its lines', () => {
    expect(
      answerLanguageDiffers(
        'Работал(а) в организации «Ғалла» с 2015 до 2019. Бош ҳисобчиси. Какие задачи вы выполняли?',
        uzbek,
      ),
    ).toBe(true);
    expect(
      answerLanguageDiffers(
        'I worked at “Ғалла” акциядорлик жамияти from 2015 to 2019, where I was the chief accountant.',
        uzbek,
      ),
    ).toBe(false);
  });
});
