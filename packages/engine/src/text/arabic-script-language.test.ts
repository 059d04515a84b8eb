import { describe, expect, it } from 'vitest';
import { detectLanguage, statedLanguage } from './stopwords.ts';

const stated = (text: string) => statedLanguage(text, detectLanguage(text));

describe('the language stated for a text in Arabic script (issue 13, round 32 kind)', () => {
  it('names Persian and Urdu by the letters Arabic lacks, Arabic otherwise', () => {
    expect(stated('نبحث عن محاسب لديه خبرة في إعداد التقارير المالية الشهرية.')).toBe('ar');
    expect(stated('ما به دنبال یک کارشناس پشتیبانی هستیم که با گروه فروش همکاری کند.')).toBe('fa');
    expect(stated('ہمیں ایک اکاؤنٹنٹ کی ضرورت ہے جو رپورٹیں تیار کرے اور ٹیم کے ساتھ کام کرے۔')).toBe('ur');
    // Persian typed with Arabic's 'ي' and 'ك' here and there is still Persian.
    expect(stated('گزارش‌های ماهانه را آماده کنيد و با تیم پشتیبانی همکاری کنید.')).toBe('fa');
  });
});
