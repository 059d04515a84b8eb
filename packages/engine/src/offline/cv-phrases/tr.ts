import type { CvPhrases } from './index.ts';
import { turkishFirstPerson } from './tr-first-person.ts';

// Questions speak to the candidate as 'siz'. Turkish joins its case endings to a name by the name's last vowel
// ('Akademi'de', 'Vakfı'nda'), which a template cannot tell: names stand bare, an employer before 'bünyesinde' and a
// title before 'olarak', and dates in brackets. The verb ends the sentence (`verbLast`), and the CV's lines told in
// the third person ('dersleri verdi') are told in the first ('dersleri verdim').
export const TURKISH_CV: CvPhrases = {
  and: 've',
  elisions: [],
  quote: ['“', '”'],
  role: '{organisation} bünyesinde {title}',
  thisRole: 'bu görev',
  period: { since: ' ({start} – halen)', in: ' ({start})', fromTo: ' ({start} – {end})' },
  months: 'Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık',
  worked: { current: 'çalışıyorum', past: 'çalıştım' },
  verbLast: true,
  ownWords: turkishFirstPerson,
  workedAs: '{role} olarak',
  askedAs: '{role} olarak',
  workedAt: '{organisation} bünyesinde',
  workedSomewhere: 'bu görevde',
  underWay: { since: '{year} yılından beri', expected: 'beklenen mezuniyet: {year}' },
  study: {
    degreeAt: '{school}, {degree}',
    degree: '{degree}',
    school: '{school}',
    noSchool: 'öğrenim',
  },
  practice: {
    aboutYourself: 'Kendinizden bahseder misiniz?',
    skillsNamed: 'Becerilerim: {skills}.',
    studied: 'Eğitimim: {studies}.',
    roleQuestions: [
      '{as} çalıştığınız dönemden bahseder misiniz?',
      '{as} çalışırken hangi görevleri üstlendiniz?',
      '{as} yaptığınız işlerden hangilerini en önemli buluyorsunuz?',
      '{as} elde ettiğiniz en önemli başarı neydi?',
    ],
    skillsQuestion:
      'Özgeçmişinizde {skills} yer alıyor. Bunlardan hangilerine en iyi hâkimsiniz ve onları nerede kullandınız?',
    skillsContextQuestion:
      'Özgeçmişinizde {skills} yer alıyor, ancak bunları nerede kullandığınız belirtilmemiş. Bunları hangi işte ya da eğitimde kullandınız?',
    skillUsedAt: '{place} bünyesindeki görevimden bir örnek: {detail}',
    skillInProject: '{quoted} projesinden bir örnek: {detail}',
    toolsInProject: '{quoted} projesinde {used}.',
    toolsUsed: { current: '{tools} kullanıyorum', past: '{tools} kullandım' },
    toolsThere: 'Bu görevde {used}.',
    toolsAt: '{place} bünyesinde {used}.',
    educationQuestion: 'Eğitiminizden bahseder misiniz? Nerede ve hangi alanda öğrenim gördünüz?',
    afterStudies: 'Mezuniyetimin ardından {role} görev aldım.',
    detailQuestion:
      'Özgeçmişinizde {as} yaptığınız çalışmalar arasında şu yer alıyor: {quoted}. Buradaki rolünüz neydi ve sonuç ne oldu?',
    projectQuestion: '{quoted} projesinden bahseder misiniz?',
    projectAt: '{quoted} projesini {place} bünyesinde yürüttüm.',
    activitiesQuestion: 'Özgeçmişinizdeki deneyimlerden hangisi bu pozisyon için en önemlisi?',
    activitiesAnswer: '{roles} çalıştım.',
    moveQuestion:
      'Özgeçmişinize göre {start} tarihinde {older} görevinden {newer} görevine geçtiniz. Bu değişikliğe ne yol açtı ve önceki işinizden neleri yanınızda getirdiniz?',
    moved: {
      current: '{start} tarihinden bu yana {as} çalışıyorum.',
      past: '{start} tarihinden itibaren {as} çalıştım.',
    },
  },
  admin: {
    degreeTitle: 'Eğitim doğrulaması',
    degreeQuestion:
      'Özgeçmişinizde şu eğitim yer alıyor: {study}. Derecenizi, okulunuzu ve mezuniyet yılınızı (ya da beklenen mezuniyet yılınızı) teyit edebilir misiniz?',
    studiesTitle: 'Eğitim',
    studiesQuestion:
      'Özgeçmişinizde şu öğrenim yer alıyor: {study}. Hangi diplomayı aldınız ya da ne zaman almayı bekliyorsunuz?',
    noDegreeTitle: 'Eğitim düzeyi',
    noDegreeQuestion:
      'Özgeçmişinizde bir diploma belirtilmemiş. Tamamladığınız en yüksek eğitim nedir; nerede ve ne zaman tamamladınız?',
    certificationTitle: 'Sertifika',
    certificationQuestion:
      'Özgeçmişinizde {quoted} sertifikası yer alıyor. Bu sertifika hâlâ geçerli mi ve hangi kurum tarafından verildi?',
    languagesTitle: 'Diller',
    languagesQuestion: {
      one: 'Özgeçmişinizde şu dil bilgisi yer alıyor: {languages}. Bu seviyeyi teyit edebilir misiniz, bir sertifikanız var mı?',
      several:
        'Özgeçmişinizde şu dil bilgileri yer alıyor: {languages}. Bu seviyeleri teyit edebilir misiniz, bu dillerden herhangi biri için sertifikanız var mı?',
    },
    currentTitle: 'Mevcut görev',
    currentQuestion:
      'Özgeçmişinizde mevcut göreviniz olarak şu yer alıyor: {role}{period}. Bu görevde hâlâ çalışıyor musunuz ve ihbar süreniz ne kadar?',
    datesTitle: 'Çalışma tarihleri',
    latestDatesQuestion:
      'Özgeçmişinizde şu görev yer alıyor: {role}{period}. Bu tarihleri ve unvanınızı teyit edebilir misiniz?',
    previousDatesQuestion:
      'Özgeçmişinizde şu görev de yer alıyor: {role}{period}. Bu görevin tarihlerini ve unvanınızı teyit edebilir misiniz?',
    undatedQuestion:
      'Özgeçmişinizde şu görev tarih belirtilmeden yer alıyor: {role}. Bu görevde hangi tarihler arasında ve hangi unvanla çalıştınız?',
    historyTitle: 'İş geçmişi',
    historyQuestion:
      'Özgeçmişinizde çalışma tarihleri belirtilmemiş. Son beş yıldaki işverenlerinizi, unvanlarınızı ve çalışma tarihlerinizi sıralayabilir misiniz?',
    authorisationTitle: 'Çalışma izni',
    authorisationQuestion:
      'Bu pozisyonun bulunduğu ülkede çalışma hakkınız var mı; şimdi ya da ileride çalışma izni veya vize desteğine ihtiyacınız olacak mı?',
    preferencesTitle: 'Çalışma tercihleri',
    preferencesQuestion:
      'Uzaktan, hibrit ya da ofisten çalışma seçeneklerinden hangisini tercih edersiniz ve taşınmaya açık mısınız{from}?',
    fromPlace: ' (şu anki konumunuz: {location})',
    salaryTitle: 'Maaş beklentisi',
    salaryQuestion: 'Yeni göreviniz için maaş beklentiniz nedir?',
    availabilityTitle: 'İşe başlama tarihi',
    availabilityQuestion: 'Yeni bir işe ne zaman başlayabilirsiniz?',
  },
};
