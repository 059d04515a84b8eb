import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../text/stopwords.ts';
import { generateJob } from './generate-job.ts';
import { headingKind } from './sections.ts';

// A made-up posting of the kind round 23 brought (issue 13): a Greek posting, whose script the language reader did not
// know (it was stated Portuguese), so its qualification lists were never asked. Asked in English quoting its lines.
const GREEK = [
  '# Θέση λογιστή στην Αθήνα',
  'Η εταιρεία μας αναζητά λογιστή για το γραφείο της στην Αθήνα. Οι ενδιαφερόμενοι μπορούν να στέλνουν το βιογραφικό τους.',
  '## Αρμοδιότητες',
  '- Τήρηση βιβλίων και έκδοση τιμολογίων',
  '- Υποβολή δηλώσεων ΦΠΑ',
  '## Απαιτούμενα προσόντα',
  '- Πτυχίο Λογιστικής ή Οικονομικών',
  '- Εμπειρία τουλάχιστον 2 ετών σε λογιστήριο Άριστη γνώση αγγλικής',
  '- Γνώσεις Excel και ERPΓνώσεις μισθοδοσίας και φορολογίας',
  '## Επιθυμητά προσόντα',
  '- Γνώση του SAP Business One',
  '## Προσφέρουμε',
  '- Ανταγωνιστικές αποδοχές',
].join('\n\n');

describe('postings in Greek (issue 13, round 23 kind)', () => {
  it('knows Greek by its own words', () => {
    expect(detectLanguage('Η εταιρεία μας αναζητά λογιστή για το γραφείο της και τα έργα των πελατών')).toBe(
      'el',
    );
  });

  it('reads their headings by kind', () => {
    expect(headingKind('Απαιτούμενα προσόντα')).toBe('requirements');
    expect(headingKind('Πρόσθετα προσόντα')).toBe('nice_to_have');
    expect(headingKind('Επιθυμητά προσόντα:')).toBe('nice_to_have');
    expect(headingKind('Επιθυμητά:')).toBe('nice_to_have');
    expect(headingKind('Θα εκτιμηθεί:')).toBe('nice_to_have');
    expect(headingKind('Θα συνεκτιμηθούν')).toBe('nice_to_have');
    expect(headingKind('Αρμοδιότητες')).toBe('responsibilities');
    expect(headingKind('Προσφέρουμε')).toBe('benefits');
  });

  it('asks a Greek posting in English quoting its lines, parting items run together, never its offer', () => {
    const result = generateJob({ jobSpecMarkdown: GREEK, position: 'Λογιστής' });
    expect(result.languages?.document).toBe('el');
    const questions = result.jobSpecsQuestions.join('\n');
    expect(questions).toContain('"Τήρηση βιβλίων και έκδοση τιμολογίων"');
    expect(questions).toContain('"Πτυχίο Λογιστικής ή Οικονομικών"');
    expect(questions).toContain('"Εμπειρία τουλάχιστον 2 ετών σε λογιστήριο"');
    expect(questions).toContain('"Άριστη γνώση αγγλικής"');
    expect(questions).toContain('"Γνώσεις Excel και ERP"');
    expect(questions).toContain('"Γνώσεις μισθοδοσίας και φορολογίας"');
    expect(questions).toMatch(/plus: "Γνώση του SAP Business One"/);
    expect(questions).not.toContain('αποδοχές');
  });
});
