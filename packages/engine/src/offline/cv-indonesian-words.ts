import type { CvSectionKind } from './cv-vocabulary.ts';

// The words of CVs written in Indonesian (issue 13): their section headings, months, open ends, job titles, degrees and
// schools. All are in ASCII letters, so '\b' bounds them.

/**
 * Section headings of Indonesian CVs ('Pengalaman Kerja', 'Pendidikan', 'Keterampilan', 'Bahasa', 'Minat Lainnya',
 * 'Umum'), matched on the lower-cased heading as cv-vocabulary.ts reads it. A heading is never an employer, a school or
 * a degree, and the lines under it are read as its section's.
 */
export const INDONESIAN_HEADINGS: [CvSectionKind, RegExp][] = [
  [
    'summary',
    /^(?:ringkasan(?: profil| profesional| diri)?|profil(?: singkat| diri| profesional)?|tentang saya|deskripsi diri)$/,
  ],
  [
    'experience',
    /^(?:pengalaman(?: (?:kerja|profesional|bekerja|magang|organisasi|mengajar|penelitian))?|riwayat (?:pekerjaan|kerja)|pekerjaan)$/,
  ],
  ['education', /^(?:(?:riwayat )?pendidikan(?: formal| terakhir)?|latar belakang pendidikan)$/],
  [
    'skills',
    /^(?:(?:keterampilan|keahlian|kemampuan|kompetensi)(?: (?:teknis|khusus|utama|komputer|lainnya))?)$/,
  ],
  ['projects', /^(?:proyek(?: (?:pribadi|terpilih|penelitian))?|portofolio)$/],
  ['certifications', /^(?:sertifikasi|sertifikat)(?: (?:dan|&) pelatihan)?$/],
  ['coursework', /^(?:pelatihan|kursus)(?: (?:dan|&) (?:seminar|sertifikasi))?$/],
  ['publications', /^publikasi(?: ilmiah)?$/],
  [
    'other',
    /^(?:umum|informasi (?:pribadi|umum|tambahan)|data (?:pribadi|diri)|(?:kemampuan )?bahasa|kontak|minat(?: lainnya| dan hobi)?|hobi|penghargaan(?: (?:dan|&) prestasi)?|prestasi|referensi)$/,
  ],
];

/**
 * Indonesian months the English and other languages' names leave out ('Agustus 2021', 'Desember 2020'), and their
 * abbreviations before a year ('Agt 2021', 'Des 2020'); 'Januari', 'Maret', 'Juni' and the others are read as the
 * English names' spellings.
 */
export const INDONESIAN_MONTHS = '\\b(?:agustus|desember)\\b|\\b(?:agt|des)(?=\\.?\\s+(?:19|20)\\d{2})';

/** A range's open end: 'sekarang' (now), 'saat ini' (at present), 'kini', 'hingga kini', 'sampai sekarang'. */
export const INDONESIAN_OPEN_ENDS = '\\b(?:(?:hingga|sampai) )?(?:sekarang|saat ini|kini)\\b';

/**
 * Job-title words of Indonesian CVs ('Analis Data Geospasial', 'Guru Piano', 'Staf Administrasi', 'Pengembang
 * Perangkat Lunak'), the head of a title, which comes first.
 */
export const INDONESIAN_TITLE_WORDS =
  'analis|guru|dosen|pengajar|staf|pengembang|insinyur|manajer|asisten|konsultan|kepala|direktur|koordinator|peneliti|perawat|dokter|akuntan|sekretaris|kasir|pegawai|karyawan|magang|teknisi|desainer|penulis|penerjemah|relawan|kartografer|pemilik|pendiri|ketua|anggota';

/** Degree words of Indonesian CVs: 'Gelar Sarjana' (a bachelor's), 'Gelar Master', 'Sarjana Komputer', 'Magister'. */
export const INDONESIAN_DEGREE_WORDS = 'gelar (?:sarjana|master|magister|doktor)|sarjana(?= [a-z])';

/** School words of Indonesian CVs: 'Universitas Indonesia', 'Institut Teknologi Bandung', 'Politeknik', 'SMA'. */
export const INDONESIAN_SCHOOL_WORDS =
  'universitas|institut (?:teknologi|pertanian|seni|agama|sains|bisnis|keguruan)|politeknik|sekolah tinggi|sma[kn]?(?= (?:negeri|swasta|\\d))';
