import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';
import { DATE_RANGE, headingKind } from './cv-vocabulary.ts';
import { rolesOf } from './test-cv-roles.ts';

// CVs whose entries were misread in round 31 (issue 13), by kind: a Greek CV with Greek months, open ends and headings,
// its degrees set as headings over their schools; an Indonesian CV from a site's CV data, its start year and open end
// on lines of their own; a RenderCV page that prints each entry's place and dates after its bullets. Made-up people.

const GREEK_CV = [
  '# Μαρία Παπαδοπούλου',
  'Μηχανικός Λογισμικού',
  '## Επαγγελματική Εμπειρία',
  '## Μηχανικός Λογισμικού',
  'Ωκεανός Λογισμικό ΑΕ',
  'Μάρτιος 2022 – Σήμερα',
  '## Αναλύτρια Δεδομένων',
  'Αστέρας Δεδομένων ΕΠΕ',
  'Ιουλίου 2019 – Φεβρουαρίου 2022',
  '## Εκπαίδευση',
  '## Πιστοποίηση Διαχείρισης Έργων',
  'Κλινική Πανεπιστημίου Αθηνών και Ινστιτούτο Έργων, UK Σεπτέμβριος 2020 – Ιούνιος 2021',
  '## MSc Επιστήμη Δεδομένων',
  'Πανεπιστήμιο Πειραιώς',
  'Οκτώβριος 2017 – Ιούνιος 2019',
  '## Πτυχίο Πληροφορικής',
  'Πανεπιστήμιο Ιωαννίνων',
  'Σεπτέμβριος 2013 – Ιούνιος 2017',
  '## Γλώσσες',
  'Αγγλικά (C2)',
].join('\n\n');

describe('a Greek CV (issue 13, round 31 kind)', () => {
  it('reads Greek months, in either case, and Greek open ends as dates', () => {
    expect(DATE_RANGE.exec('Ιούνιος 2026 – Σήμερα')?.slice(1, 3)).toEqual(['Ιούνιος 2026', 'Σήμερα']);
    expect(DATE_RANGE.exec('ΙΑΝΟΥΑΡΙΟΣ 2015 - ΜΑΪΟΣ 2019')?.slice(1, 3)).toEqual([
      'ΙΑΝΟΥΑΡΙΟΣ 2015',
      'ΜΑΪΟΣ 2019',
    ]);
    expect(DATE_RANGE.exec('Μαΐου 2018 – έως σήμερα')?.slice(1, 3)).toEqual(['Μαΐου 2018', 'έως σήμερα']);
  });

  it('reads Greek section headings, with or without their accents', () => {
    expect(
      [
        'Επαγγελματική Εμπειρία',
        'ΕΚΠΑΙΔΕΥΣΗ',
        'Δεξιότητες',
        'Γλώσσες',
        'Ενδιαφέροντα',
        'Χειρουργικά Ενδιαφέροντα',
      ].map(headingKind),
    ).toEqual(['experience', 'education', 'skills', 'other', 'other', 'other']);
  });

  it('reads each post as its heading over its employer and dates, and no heading as an employer', () => {
    expect(rolesOf(GREEK_CV)).toEqual([
      {
        title: 'Μηχανικός Λογισμικού',
        organisation: 'Ωκεανός Λογισμικό ΑΕ',
        start: 'Μάρτιος 2022',
        end: 'present',
      },
      {
        title: 'Αναλύτρια Δεδομένων',
        organisation: 'Αστέρας Δεδομένων ΕΠΕ',
        start: 'Ιουλίου 2019',
        end: 'Φεβρουαρίου 2022',
      },
    ]);
  });

  it('takes a degree set as a heading from the school and dates under it, not the entry above', () => {
    const education = readCvProfile(GREEK_CV).education.map(({ degree, institution, year }) => ({
      degree,
      institution,
      year,
    }));
    expect(education).toEqual([
      { degree: 'MSc Επιστήμη Δεδομένων', institution: 'Πανεπιστήμιο Πειραιώς', year: '2019' },
      { degree: 'Πτυχίο Πληροφορικής', institution: 'Πανεπιστήμιο Ιωαννίνων', year: '2017' },
    ]);
    const text = JSON.stringify(generateCvQa({ cvMarkdown: GREEK_CV }));
    expect(text).not.toMatch(/at Εκπαίδευση|at Μάρτιος|at Ιουλίου/);
  });
});

const INDONESIAN_CV = [
  '# CV',
  '## Umum',
  '### Nama',
  'Sari Wulandari',
  'Umur · 27',
  'Kontak · sari.w@contoh.id',
  '## Pendidikan',
  '2020 - 2024 · Gelar Sarjana - Teknik Informatika',
  '### Universitas Nusantara',
  'Lulus dengan pujian',
  '## Pengalaman',
  '2024 -',
  '## SEKARANG',
  '### Pengembang Perangkat Lunak',
  '### Toko Awan, Bandung',
  'Membangun layanan pembayaran untuk aplikasi seluler',
  '## MEI 2023 -',
  '## SAAT INI',
  '### Guru Matematika',
  '### Wiraswasta',
  'Memberikan les matematika kepada siswa sekolah menengah',
  '## Keterampilan',
  'Pemrograman: Python, Go',
  '## Minat Lainnya',
  'Memasak',
].join('\n\n');

describe('an Indonesian CV from a site’s CV data (issue 13, round 31 kind)', () => {
  it('reads Indonesian headings, and a start over a line of its own saying "now" as one open range', () => {
    expect(
      ['Pengalaman Kerja', 'Pendidikan', 'Keterampilan', 'Bahasa', 'Minat Lainnya', 'Umum'].map(headingKind),
    ).toEqual(['experience', 'education', 'skills', 'other', 'other', 'other']);
    expect(rolesOf(INDONESIAN_CV)).toEqual([
      {
        title: 'Pengembang Perangkat Lunak',
        organisation: 'Toko Awan',
        start: '2024',
        end: 'present',
      },
      { title: 'Guru Matematika', organisation: null, start: 'MEI 2023', end: 'present' },
    ]);
  });

  it('never takes the age, the contact or a section heading for an employer, nor a degree for a post', () => {
    const text = JSON.stringify(generateCvQa({ cvMarkdown: INDONESIAN_CV }));
    expect(text).not.toMatch(/at (?:Umur|Kontak|Sekarang|Pengalaman|Gelar)/i);
    expect(
      readCvProfile(INDONESIAN_CV).education.map(({ degree, institution, year }) => [
        degree,
        institution,
        year,
      ]),
    ).toEqual([['Gelar Sarjana', 'Universitas Nusantara', '2024']]);
  });
});

// RenderCV prints an entry's place and dates in its right column, which comes out after the entry's bullets; one
// entry's first duty runs on after its header line.
const RENDERCV_PAGE = [
  '# Linh Tran',
  '## Experience',
  'Harbor Labs, Data Engineer',
  'Built the ingestion pipelines for the analytics platform.',
  'Cut the nightly batch from six hours to one.',
  'Đà Nẵng',
  'March 2022 – present',
  'Riverbank Software, Backend Developer – Payments',
  'Wrote the settlement service in Go.',
  'Đà Nẵng',
  'Jan 2020 – Feb 2022',
  'Riverbank Software, Backend Developer – Payments Refunds: rebuilt the refund queue for the partner banks.',
  'Moved the service to Kubernetes.',
  'Huế',
  'June 2018 – Dec 2019',
  '## Education',
  'Hue University, BSc in Computer Science',
  '2014 – 2018',
].join('\n\n');

describe('Indonesian and Vietnamese dates and headings (issue 13, round 31 kinds)', () => {
  it('reads their months and open ends as dates', () => {
    expect(DATE_RANGE.exec('Agustus 2021 - saat ini')?.slice(1, 3)).toEqual(['Agustus 2021', 'saat ini']);
    expect(DATE_RANGE.exec('Desember 2019 – Sekarang')?.slice(1, 3)).toEqual(['Desember 2019', 'Sekarang']);
    expect(DATE_RANGE.exec('06/2021 - hiện tại')?.slice(1, 3)).toEqual(['06/2021', 'hiện tại']);
  });

  it('reads Vietnamese section headings', () => {
    expect(['Kinh nghiệm làm việc', 'Học vấn', 'Kỹ năng', 'Dự án', 'Chứng chỉ'].map(headingKind)).toEqual([
      'experience',
      'education',
      'skills',
      'projects',
      'certifications',
    ]);
  });
});

describe('a RenderCV page with each entry’s place and dates after its bullets (issue 13, round 31 kind)', () => {
  it('dates each entry by the place and dates under it, and takes no place for an employer', () => {
    expect(rolesOf(RENDERCV_PAGE)).toEqual([
      { title: 'Data Engineer', organisation: 'Harbor Labs', start: 'March 2022', end: 'present' },
      {
        title: 'Backend Developer – Payments',
        organisation: 'Riverbank Software',
        start: 'Jan 2020',
        end: 'Feb 2022',
      },
      {
        title: 'Backend Developer – Payments',
        organisation: 'Riverbank Software',
        start: 'June 2018',
        end: 'Dec 2019',
      },
    ]);
    const text = JSON.stringify(generateCvQa({ cvMarkdown: RENDERCV_PAGE }));
    expect(text).not.toMatch(/at (?:Đà Nẵng|Huế)/);
  });
});
