import { describe, expect, it } from 'vitest';
import { selectedCompetencies as select } from './select-test-support.ts';

// Made-up Indonesian postings of round 30's professions (issue 13, pattern 5): a tax clerk and an admin clerk, whose
// Indonesian lines name no work in words of the bank, got only the generic groups before.

describe('selectMcqGroups: tax and admin staff by their Indonesian titles', () => {
  it('asks tax staff about tax', () => {
    const groups = select(
      [
        '### Staff Tax',
        'Deskripsi Pekerjaan',
        'Menghitung dan melaporkan PPh 21 setiap bulan',
        'Persyaratan Pekerjaan',
        'Memiliki sertifikat Brevet A & B',
      ],
      'Staff Tax',
    );
    expect(groups).toEqual(['Tax Compliance and Reporting']);
  });

  it('asks an admin clerk about office administration', () => {
    expect(
      select(['# Lowongan Kerja', '## Staf Admin', 'Kualifikasi', '1. Teliti dan rapi'], 'Staf Admin'),
    ).toEqual(['Office Administration']);
  });
});
