import { describe, expect, it } from 'vitest';
import { fixtureText, extractedFixture } from '../offline/test-fixtures.ts';
import { detectLanguage } from './stopwords.ts';

// Real postings: the fixtures' own, and two short excerpts of public ones in languages the fixtures lack.
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

describe('detectLanguage', () => {
  it('reads English, Spanish and French postings as such', () => {
    expect(detectLanguage(fixtureText('jobs/enlist_paralegal.md'))).toBe('en');
    expect(detectLanguage(fixtureText('jobs/rm_ml_engineer_short.txt'))).toBe('en');
    expect(detectLanguage(extractedFixture('rm_bbva_front_end_es'))).toBe('es');
    expect(detectLanguage(extractedFixture('rm_bbva_intern_data_analytics_jobboard_es'))).toBe('es');
    // French shares 'de', 'la', 'en', 'que' with Spanish: those words decide nothing.
    expect(detectLanguage(fixtureText('jobs/cds_recruteur_creatif_fr.md'))).toBe('fr');
    expect(detectLanguage(fixtureText('jobs/tdm_bibliothecaire_fr.md'))).toBe('fr');
  });

  it('takes Portuguese and German for neither Spanish nor French', () => {
    expect(detectLanguage(PORTUGUESE)).toBe('pt');
    expect(detectLanguage(GERMAN)).toBe('de');
  });

  it('falls back to English for a text without function words', () => {
    expect(detectLanguage('')).toBe('en');
    expect(detectLanguage('Python, SQL, Kubernetes')).toBe('en');
  });
});
