import type { SectionKind } from './sections.ts';

/**
 * Section headings of Indonesian postings (careers pages, job boards, short 'Lowongan Kerja' ads), by the kind of
 * section they head, read beside the other languages' vocabulary (lower case, accents removed): 'Deskripsi Pekerjaan',
 * 'Tanggung Jawab', 'Persyaratan', 'Kualifikasi', 'Benefit', 'Fasilitas', 'Lokasi Kerja'.
 */
export const INDONESIAN_HEADINGS: Partial<Record<SectionKind, RegExp>> = {
  // 'Nilai Tambah', 'Nilai Plus', 'Lebih Disukai', 'Diutamakan': what would help.
  nice_to_have:
    /^(?:nilai (?:tambah|plus|lebih)|lebih disukai|diutamakan|(?:kualifikasi|persyaratan) tambahan)$/,
  // 'Cara Melamar', 'Cara Mendaftar', 'Pendaftaran', 'Kirim Lamaran', 'Kontak': how to apply.
  process:
    /^(?:cara (?:melamar|mendaftar|apply)|pendaftaran|kirim(?:kan)? lamaran(?: anda)?|kontak|hubungi kami)$/,
  // 'Benefit', 'Fasilitas', 'Yang Kami Tawarkan', 'Gaji & Tunjangan', 'Kompensasi': the offer, never asked.
  benefits:
    /^(?:benefit|benefit & fasilitas|benefit dan fasilitas|fasilitas(?: & benefit| dan benefit)?|(?:apa )?yang (?:kami|akan anda|anda akan) (?:tawarkan|dapatkan)|kami menawarkan|keuntungan|gaji(?: (?:&|dan) (?:tunjangan|benefit))?|tunjangan|kompensasi(?: (?:&|dan) benefit)?)$/,
  // 'Deskripsi Pekerjaan' (a list of the work under it), 'Tanggung Jawab', 'Tugas', 'Uraian Tugas', 'Job Desk': the work.
  responsibilities:
    /^(?:deskripsi (?:pekerjaan|tugas)|rincian (?:pekerjaan|tugas)|uraian (?:pekerjaan|tugas)|(?:tugas (?:dan|&) )?tanggung ?jawab(?: (?:pekerjaan|utama))?|tugas(?: (?:utama|pokok|pekerjaan))?|job ?desk)$/,
  // 'Persyaratan', 'Persyaratan Pekerjaan', 'Syarat', 'Kualifikasi', 'Kriteria', 'Yang Kami Cari': what the person must
  // have.
  requirements:
    /^(?:(?:persyaratan|syarat(?:-syarat)?|kualifikasi|kriteria)(?: (?:pekerjaan|umum|khusus|kandidat|pelamar|calon))?|yang kami cari|siapa yang kami cari|keahlian(?: yang dibutuhkan)?)$/,
  // 'Lokasi', 'Lokasi Kerja', 'Penempatan', 'Jam Kerja', 'Status Kerja', 'Tipe Pekerjaan': the terms of the work.
  terms:
    /^(?:lokasi(?: (?:kerja|penempatan))?|penempatan(?: kerja)?|jam kerja|waktu kerja|hari kerja|status (?:kerja|karyawan|pekerjaan)|(?:tipe|jenis) pekerjaan)$/,
  // 'Tentang Kami', 'Tentang Perusahaan', 'Profil Perusahaan': the employer.
  about: /^(?:tentang (?:kami|perusahaan)|profil perusahaan|siapa kami)$/,
  // 'Deskripsi', 'Deskripsi Posisi', 'Ringkasan Pekerjaan': the post in prose.
  description: /^(?:deskripsi(?: posisi)?|ringkasan (?:pekerjaan|posisi)|gambaran (?:pekerjaan|posisi))$/,
};
