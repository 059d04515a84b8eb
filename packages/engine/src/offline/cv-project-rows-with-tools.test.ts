import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

// Issue 13: a student's projects, each a row 'Name | Part Tools, Tools' over its bullet, where the part and the tools
// run the row past twelve words. The rows were read as details of nothing and the projects were lost. Made-up CV.
const CV = [
  '# Deniz Aydın',
  '## Projeler',
  'Liman Gelgit Tahmin Aracı (Prototip Aşamasında) | Arka Uç & Veri Python, FastAPI, PostgreSQL, Redis',
  '- Liman işletmeleri için gelgit tahminleri sunan bir servis geliştirildi ve 12 limanda denendi.',
  'Kampüs Kütüphane Botu | Full Stack Geliştirici Vue.js, Laravel, MySQL, Docker, GitHub Actions',
  '- Öğrencilerin kitap ayırtmasını sağlayan bir sohbet botu tasarlandı.',
].join('\n\n');

describe('project rows with their part and tools after the name', () => {
  it('reads each row as a project named by what stands before the bar', () => {
    expect(readCvProfile(CV).projects.map(({ name, details }) => [name, details.length])).toEqual([
      ['Liman Gelgit Tahmin Aracı (Prototip Aşamasında)', 1],
      ['Kampüs Kütüphane Botu', 1],
    ]);
  });
});
