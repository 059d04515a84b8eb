import { describe, expect, it } from 'vitest';
import { documentLanguage } from './document-language.ts';

describe("the eval's own reading of a posting's language (issue 13, round 17 kind)", () => {
  it('reads Dutch, which the engine does not know, and the other languages postings come in', () => {
    expect(
      documentLanguage('Wij zoeken een collega voor onze bakkerij. Je werkt met het team aan de ovens.'),
    ).toBe('nl');
    expect(documentLanguage('Wir suchen eine Fachkraft für die Bäckerei und das Team im Laden.')).toBe('de');
    expect(documentLanguage('Buscamos una persona para la panadería con experiencia en los hornos.')).toBe(
      'es',
    );
    expect(
      documentLanguage('Cerchiamo una persona per il forno, con esperienza nella gestione degli ordini.'),
    ).toBe('it');
    expect(
      documentLanguage('Procuramos uma pessoa para a padaria, com experiência em fornos e no balcão.'),
    ).toBe('pt');
    expect(documentLanguage('Nous recherchons une personne pour la boulangerie avec votre équipe.')).toBe(
      'fr',
    );
    expect(documentLanguage('We are looking for a baker to join our team at the shop.')).toBe('en');
  });
});

describe("the eval's reading of languages the engine does not write (issue 13, round 21 kind)", () => {
  it('reads Nordic, Finnish, Polish, Czech, Hungarian and Romanian postings as such, never as French or English', () => {
    const postings: Record<string, string> = {
      sv: 'Vi söker en snickare till vår verkstad. Du är noggrann och har erfarenhet av att bygga möbler.',
      da: 'Vi søger en tømrer til vores værksted. Du er omhyggelig og har erfaring med at bygge møbler.',
      nb: 'Vi søker en snekker til vårt verksted. Du er nøye og har mye erfaring med å bygge møbler.',
      fi: 'Etsimme puuseppää verstaallemme. Olet huolellinen ja sinulla on kokemusta huonekalujen rakentamisesta.',
      pl: 'Szukamy stolarza do naszego warsztatu. Jest to praca dla osoby dokładnej, która zna się na meblach.',
      cs: 'Hledáme truhláře do naší dílny, který bude vyrábět nábytek. Nabízíme práci pro pečlivé lidi.',
      hu: 'Asztalost keresünk a műhelyünkbe, aki pontos és hogy van tapasztalata a bútorok készítésében.',
      ro: 'Căutăm un tâmplar pentru atelierul nostru. Ești atent și ai experiență în construcția de mobilier.',
    };
    for (const [language, text] of Object.entries(postings)) expect(documentLanguage(text)).toBe(language);
  });

  it("reads a Catalan posting as Catalan, though its 'per' is Italian's too", () => {
    expect(
      documentLanguage(
        'Busquem una fustera per al nostre taller. Treballaràs amb els clients i també amb els proveïdors, per a obres de la ciutat.',
      ),
    ).toBe('ca');
    expect(
      documentLanguage('Buscamos una carpintera para nuestro taller. Trabajarás con los clientes.'),
    ).toBe('es');
  });

  it('reads a Greek posting as Greek, whatever Latin names it quotes (round 23: one was stated Portuguese)', () => {
    expect(
      documentLanguage(
        'Η εταιρεία αναζητά προγραμματιστή με γνώσεις Java και εμπειρία σε εφαρμογές για το Android SDK.',
      ),
    ).toBe('el');
  });

  it("reads a Polish board's fact rows as Polish, though 'na', 'do' and 'o' are Portuguese's too (round 29)", () => {
    expect(
      documentLanguage(
        'Wymiar pracy · Pełny etat\nTyp umowy · Umowa o pracę\nTak może wyglądać Twoja praca: obsługa klientów na sali sprzedaży, dbanie o ekspozycję towaru na sklepie',
      ),
    ).toBe('pl');
  });

  it('reads Russian, Ukrainian and Japanese postings by their script (round 29: stated as English or Portuguese)', () => {
    expect(
      documentLanguage('Требуется повар в кафе. Обязанности: приготовление блюд, работа с кассой 1С.'),
    ).toBe('ru');
    expect(
      documentLanguage(
        'Typ umowy · Umowa o pracę\nШукаємо кухаря до кафе. Обов’язки: приготування страв і робота з касою.',
      ),
    ).toBe('uk');
    expect(
      documentLanguage('職種：調理スタッフ\n勤務地：大阪市\n仕事内容：店舗での調理と清掃をお願いします。'),
    ).toBe('ja');
    expect(documentLanguage('Cook wanted for our café, Moscow office (м. Савёловская).')).toBe('en');
  });

  it('reads a Turkish text as Turkish, never as Portuguese (round 24: a Turkish CV was asked in Portuguese)', () => {
    expect(
      documentLanguage(
        'Ekibimize katılacak bir marangoz arıyoruz. Müşterilerle ve tedarikçilerle birlikte çalışacak, ahşap işleri için de sorumlu olacaksınız.',
      ),
    ).toBe('tr');
  });
});

describe("the eval's reading of a Czech job board's page (issue 13, round 24 kind)", () => {
  it("reads a page of Czech nouns as Czech, though its 'na' and 'o' are Portuguese words too", () => {
    expect(
      documentLanguage(
        'Nabídky práce na míru. Příspěvek na penzijní připojištění, stravenky na oběd, dovolená 5 týdnů. Informace o pozici: Truhlář. Odpovědět na nabídku.',
      ),
    ).toBe('cs');
    expect(documentLanguage('Procuramos uma pessoa na padaria, com experiência o ano todo.')).toBe('pt');
  });
});

describe("the eval's reading of a Slovak text, apart from Czech (issue 13, round 25 kind)", () => {
  it('reads a Slovak posting as Slovak by its own words and letters, and a Czech one still as Czech', () => {
    expect(
      documentLanguage(
        'Hľadáme stolára do našej dielne, ktorý bude vyrábať nábytok. Ponúkame prácu pre starostlivých ľudí, ktorí sú presní.',
      ),
    ).toBe('sk');
    expect(
      documentLanguage(
        'Hledáme truhláře do naší dílny, který bude vyrábět nábytek. Nabízíme práci pro pečlivé lidi.',
      ),
    ).toBe('cs');
  });
});

describe("the eval's reading of Japanese (issue 13, round 29 kind)", () => {
  it('reads a Japanese ad as Japanese by its kana, whatever Latin names it quotes, and Chinese as not Japanese', () => {
    expect(documentLanguage('経理スタッフ募集。Excelでの集計と請求書の発行をお任せします。')).toBe('ja');
    expect(documentLanguage('招聘会计，负责发票和报表。')).not.toBe('ja');
  });
});

describe("the eval's reading of Vietnamese (issue 13, round 30 kind)", () => {
  it('reads a Vietnamese board ad as Vietnamese by its own letters, whatever English names it quotes', () => {
    expect(
      documentLanguage(
        'Địa điểm làm việc: Đà Nẵng\nMô tả công việc\nSử dụng thành thạo Excel và phần mềm quản lý kho.',
      ),
    ).toBe('vi');
    expect(documentLanguage('Warehouse clerk wanted in Da Nang, Excel and stock software.')).toBe('en');
  });
});

describe("the eval's reading of Indonesian postings and of TeX accents set apart (issue 13, round 30 kind)", () => {
  it("reads Indonesian by its words, never as English or Portuguese, and leaves Italian its 'di'", () => {
    expect(
      documentLanguage(
        'Kami mencari staf gudang yang teliti. Persyaratan: pengalaman kerja minimal satu tahun dan bersedia bekerja dengan sistem shift di Surabaya.',
      ),
    ).toBe('id');
    expect(
      documentLanguage('Cerchiamo una persona per il forno di via Roma, con esperienza di due anni.'),
    ).toBe('it');
  });

  it("reads a Czech text whose carons and rings pdfLaTeX set apart ('Zam ˇeˇrení', 'r ˚uzných') as Czech", () => {
    expect(
      documentLanguage(
        'Zam ˇeˇrení: automatizace a ˇrízení výroby na pr ˚umyslové škole, obor strojírenství, maturita o r ˚uzných strojích.',
      ),
    ).toBe('cs');
  });
});

describe("the eval's reading of Croatian and Hebrew postings (issue 13, round 31 kind)", () => {
  it('reads a Croatian posting as Croatian, never as Portuguese or Polish, and a Hebrew one by its script', () => {
    expect(
      documentLanguage(
        'Tražimo njegovateljicu koja će brinuti o starijim osobama. Poželjno je iskustvo ili vozačka dozvola, kao i rad uz obitelj.',
      ),
    ).toBe('hr');
    expect(documentLanguage('Zadaci: vođenje kućanstva, nabavka i priprema hrane.')).toBe('hr');
    // 'ć' is Croatian's too: a page of Croatian nouns ('kuće', 'pomoć') is not Polish by it.
    expect(
      documentLanguage('Pomoć pri kretanju, čišćenje kuće i odjeće koje nosi, njega starijih osoba.'),
    ).toBe('hr');
    expect(documentLanguage('אנו מחפשים רכז תוכן לעבודה חלקית בירושלים, עם ניסיון בעריכה.')).toBe('he');
  });
});

describe("the eval's reading of Arabic-script postings (issue 13, round 32 kind)", () => {
  it('tells Persian and Urdu from Arabic by the letters Arabic lacks', () => {
    expect(documentLanguage('نبحث عن محاسب لديه خبرة في إعداد التقارير المالية الشهرية.')).toBe('ar');
    expect(documentLanguage('ما به دنبال یک کارشناس پشتیبانی هستیم که با گروه فروش همکاری کند.')).toBe('fa');
    expect(
      documentLanguage('ہمیں ایک اکاؤنٹنٹ کی ضرورت ہے جو رپورٹیں تیار کرے اور ٹیم کے ساتھ کام کرے۔'),
    ).toBe('ur');
  });
});

describe("the eval's reading of Bulgarian, Arabic and Persian (issue 13, round 32 kind)", () => {
  it("reads Bulgarian apart from Russian: no 'ы', 'э' or 'ё', its 'ъ' and its own small words", () => {
    expect(
      documentLanguage(
        'Търсим художник-реставратор към нашия екип във Варна. Работата е свързана със стенописи, които са в църкви.',
      ),
    ).toBe('bg');
    expect(
      documentLanguage(
        'ПРОФЕСИОНАЛЕН ОПИТ\nУчител по изобразително изкуство в частно училище, гр. Пловдив. Уроци по рисуване за ученици, които участват в конкурси.',
      ),
    ).toBe('bg');
    expect(
      documentLanguage(
        'Мы ищем художника-реставратора в нашу команду. Работа связана с росписью храмов, объекты в городе.',
      ),
    ).toBe('ru');
    expect(
      documentLanguage('Требуется повар в кафе. Обязанности: приготовление блюд, работа с кассой 1С.'),
    ).toBe('ru');
    // Uzbek Cyrillic writes 'ъ' before a consonant too ('таълим', 'маълумот'): no Bulgarian by it.
    expect(
      documentLanguage('Маълумоти: олий таълим, иш тажрибаси уч йил. Қўшимча маълумот учун мурожаат қилинг.'),
    ).not.toBe('bg');
  });

  it("reads Arabic-script text as Persian by its own letters and 'ک', 'ی', else as Arabic, in presentation forms too", () => {
    expect(documentLanguage('ما به یک کارشناس بازاریابی برای همکاری در تیم پشتیبانی نیاز داریم.')).toBe('fa');
    // The same line as a PDF's presentation forms.
    expect(
      documentLanguage(
        '\ufee1\ufe8d \ufe8f\ufee9 \ufbfc\ufb8e \ufb8e\ufe8d\ufead\ufeb5\ufee5\ufe8d\ufeb1 \ufe8f\ufe8d\ufeaf\ufe8d\ufead\ufbfc\ufe8d\ufe8f\ufbfc \ufe8f\ufead\ufe8d\ufbfc \ufee9\ufee1\ufb8e\ufe8d\ufead\ufbfc',
      ),
    ).toBe('fa');
    expect(documentLanguage('نبحث عن منسق عمليات إدارية للعمل في شركة الاستيراد، مع خبرة في الإشراف.')).toBe(
      'ar',
    );
    expect(
      documentLanguage(
        'Marketing lead (Tehran office, تهران), five years of B2B experience with our clients.',
      ),
    ).toBe('en');
  });
});

describe("the eval's reading of Lithuanian, Uzbek, Mongolian and Thai postings (issue 13, round 33 kind)", () => {
  it("reads Lithuanian by its words and letters ('ė', 'į', 'ų', 'ū'), never as Polish or English", () => {
    expect(
      documentLanguage(
        'Ieškome stalių į mūsų dirbtuves Kaune. Darbas yra pilnu etatu, o patirtis su medžio apdirbimo staklėmis būtų privalumas.',
      ),
    ).toBe('lt');
    expect(
      documentLanguage(
        'Reikalavimai: vairuotojo pažymėjimas ir noras mokytis. Siūlome darbą ir apgyvendinimą.',
      ),
    ).toBe('lt');
    // Polish keeps its own: 'ą', 'ę', 'ł' and its small words.
    expect(
      documentLanguage(
        'Szukamy stolarza do naszego warsztatu. Praca jest dla osoby, która zna się na meblach.',
      ),
    ).toBe('pl');
  });

  it("reads Uzbek Cyrillic by 'ў', 'қ', 'ғ', 'ҳ' and Mongolian by 'ө', 'ү', never as Russian", () => {
    expect(
      documentLanguage(
        'Бўлим бошлиғи лавозимига номзодлар қабул қилинади. Талаблар: олий маълумот, соҳада камида уч йиллик иш тажрибаси.',
      ),
    ).toBe('uz');
    expect(
      documentLanguage(
        'Нягтлан бодогч ажилд авна. Шаардлага: дээд боловсролтой, мэргэжлээрээ хоёроос дээш жил ажилласан туршлагатай байх. Анкетаа ирүүлнэ үү.',
      ),
    ).toBe('mn');
    // Russian with neither stays Russian; Kazakh ('ә', 'ң', 'ұ') is not read as Uzbek or Mongolian.
    expect(
      documentLanguage('Требуется бухгалтер. Обязанности: ведение учёта, отчётность, работа с банком.'),
    ).toBe('ru');
    expect(
      documentLanguage(
        'Бухгалтер қажет. Талаптар: жоғары білім, тәжірибе үш жылдан кем емес, ағылшын тілін білу.',
      ),
    ).not.toMatch(/^(?:uz|mn)$/);
  });

  it('reads a Thai posting by its script, whatever English names it quotes', () => {
    expect(
      documentLanguage('รับสมัครพนักงานขับรถ ประจำสาขากรุงเทพฯ มีใบขับขี่ประเภท 2 ใช้งาน Microsoft Excel ได้'),
    ).toBe('th');
  });
});
