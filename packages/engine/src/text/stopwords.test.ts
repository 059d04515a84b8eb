import { describe, expect, it } from 'vitest';
import { detectLanguage } from './stopwords.ts';

// Real postings: two short excerpts of public ones in languages the fixtures lack (the fixtures' own are read in
// offline/posting-languages.test.ts).
// Portuguese: lucianoon/multi-agents-recrutadores, examples/job_description_example.md (responsibilities).
const PORTUGUESE = [
  'Estamos buscando um Desenvolvedor Python Sênior apaixonado por tecnologia e inovação para se juntar ao nosso time de engenharia.',
  'Desenvolver e manter sistemas backend escaláveis usando Python.',
  'Colaborar com equipes multidisciplinares para definir e implementar novas funcionalidades.',
  'Participar de revisões de código e contribuir para a melhoria contínua do time.',
].join('\n');
// German: tuanpham241001/React-Job-Posting-Website, src/data/data.js (a CNC machining posting's requirements).
const GERMAN = [
  'Erfolgreich abgeschlossene Ausbildung zum Meister (m/w) Feinbaumechanik, Meister (m/w) CNC-Fertigung, Industriemeister (m/w) oder ähnliche Ausbildung mit Fachrichtung Metall und CNC-Technik',
  'Sehr gute Programmierkenntnisse in den Sprachen Siemens 840D, Fanuc und Mitsubishi',
  'Überwachung, Überprüfung und Optimierung des Fertigungsprozesses',
  'Prüfen der Werkstücke nach Vorgabe und Durchführen von Korrekturen nach technischen Zeichnungen und Plänen zur Qualitätssicherung',
].join('\n');

// Made-up postings in languages the engine recognises but does not write (issue 13, round 21: a Swedish posting read
// as French by its 'du' and 'den', a Finnish one as English by its 'on').
const OTHER_EUROPEAN: Record<string, string> = {
  sv: `Vi söker en ekonomiassistent till vårt kontor i Umeå. Du kommer att arbeta med löpande bokföring, fakturering och bokslut tillsammans med två kollegor. Vi ser gärna att du har erfarenhet av Visma och att du är noggrann. Tjänsten är en tillsvidareanställning på heltid med start enligt överenskommelse. Om du vill veta mer om tjänsten, kontakta den ansvariga chefen. Välkommen med din ansökan!`,
  da: `Vi søger en bogholder til vores kontor i Odense. Du bliver en del af et lille team, hvor du får ansvar for den daglige bogføring, fakturering og afstemninger. Vi forventer, at du har erfaring med e-conomic, og at du er grundig og har styr på detaljerne. Der er tale om en fast stilling på fuld tid. Har du spørgsmål til stillingen, er du velkommen til at kontakte os.`,
  nb: `Vi søker en regnskapsmedarbeider til vårt kontor i Bergen. Du blir en del av et lite team, der du får ansvar for løpende bokføring, fakturering og avstemminger. Vi ser etter deg som har erfaring med Tripletex og som er nøyaktig. Det er en fast stilling i full tid med oppstart etter avtale. Har du spørsmål om stillingen, ta gjerne kontakt med oss. Vi gleder oss til å høre fra deg!`,
  fi: `Haemme kirjanpitäjää toimistoomme Tampereelle. Tehtävässä vastaat juoksevasta kirjanpidosta ja laskutuksesta yhdessä kahden kollegan kanssa. Toivomme, että sinulla on kokemusta taloushallinnon ohjelmistoista ja että olet huolellinen. Tarjoamme vakituisen työsuhteen, joka on kokoaikainen. Tehtävässä on kuuden kuukauden koeaika. Lisätietoja antaa talouspäällikkö, jolle voit myös lähettää hakemuksesi.`,
  pl: `Poszukujemy księgowej do naszego biura w Gdańsku. Osoba zatrudniona na tym stanowisku będzie odpowiedzialna za prowadzenie ksiąg oraz fakturowanie. Oczekujemy doświadczenia w pracy z programem Symfonia, dokładności oraz znajomości przepisów podatkowych. Oferujemy umowę o pracę na pełny etat i możliwość rozwoju. Jeśli jesteś zainteresowana, prześlij swoje CV przez formularz, który znajduje się na naszej stronie.`,
  cs: `Hledáme účetní do naší kanceláře v Brně. Náplní práce bude vedení účetnictví a fakturace, při které budete spolupracovat s dalšími kolegy. Požadujeme zkušenosti s programem Pohoda, pečlivost a znalost daňových předpisů. Nabízíme práci na plný úvazek, která je stabilní a dobře ohodnocená. Pokud vás nabídka zaujala, pošlete nám životopis nebo nám zavolejte.`,
  hu: `Könyvelőt keresünk budapesti irodánkba. A munkakör feladata a folyamatos könyvelés és a számlázás, valamint a havi zárások elkészítése. Elvárás, hogy legyen tapasztalata a könyvelési programokban, és hogy pontosan dolgozzon. Amit kínálunk: határozatlan idejű, teljes munkaidős állás és egy barátságos csapat, aki segít a beilleszkedésben.`,
  ro: `Căutăm un contabil pentru biroul nostru din Cluj. Vei fi responsabil de evidența contabilă și de facturare, în colaborare cu echipa financiară. Cerințe: experiență în contabilitate, cunoștințe de Excel și atenție la detalii. Oferim un contract pe perioadă nedeterminată, program de lucru flexibil și un mediu de lucru prietenos. Trimite CV-ul tău prin formularul de pe site sau prin e-mail.`,
};

describe('detectLanguage', () => {
  it('takes Portuguese and German for neither Spanish nor French', () => {
    expect(detectLanguage(PORTUGUESE)).toBe('pt');
    expect(detectLanguage(GERMAN)).toBe('de');
  });

  it('reads Swedish, Danish, Norwegian, Finnish, Polish, Czech, Hungarian and Romanian as such', () => {
    for (const [language, text] of Object.entries(OTHER_EUROPEAN))
      expect(detectLanguage(text)).toBe(language);
  });

  it('tells the Scandinavian languages apart by their own words, their shared ones counting for all three', () => {
    // 'Du har erfaring med …': only words the three share and French 'du'; kin, not French.
    expect(['sv', 'da', 'nb']).toContain(
      detectLanguage('Du har erfaring med salg og kan arbeide med kunder.'),
    );
    expect(detectLanguage('Vi søger en kok, som bliver en del af vores køkken.')).toBe('da');
    expect(detectLanguage('Vi søker en kokk som blir en del av kjøkkenet, og vi ser etter deg.')).toBe('nb');
    expect(detectLanguage('Vi söker en kock som blir en del av köket, och du är van vid att laga mat.')).toBe(
      'sv',
    );
  });

  it('reads Catalan as such, and Spanish and Italian texts on the same subject as theirs', () => {
    // The Catalan text's 'per', 'la', 'del' and 'que' are Italian or Spanish words too.
    expect(
      detectLanguage(
        'Busquem una fustera per al nostre taller. Treballaràs amb els clients i també amb els proveïdors, però sempre en equip.',
      ),
    ).toBe('ca');
    expect(
      detectLanguage(
        'Buscamos una carpintera para nuestro taller. Trabajarás con los clientes y también con los proveedores.',
      ),
    ).toBe('es');
    expect(
      detectLanguage(
        'Cerchiamo una falegname per il nostro laboratorio. Lavorerai con i clienti e anche con i fornitori.',
      ),
    ).toBe('it');
  });

  it("keeps a French line's 'et' and an English line's 'on' and 'at' for French and English", () => {
    expect(detectLanguage('Outils : Git, Docker et Python')).toBe('fr');
    expect(detectLanguage('Focus on clients at the desk')).toBe('en');
  });

  it('reads a letter written as a base letter and a combining mark as the letter', () => {
    // Read apart, 'är' and 'för' would be lost and the French 'du' would decide.
    expect(detectLanguage('Du a\u0308r va\u0308lkommen fo\u0308r en intervju.')).toBe('sv');
  });

  it('falls back to English for a text without function words', () => {
    expect(detectLanguage('')).toBe('en');
    expect(detectLanguage('Python, SQL, Kubernetes')).toBe('en');
  });
});
