import type { Locator, Page } from '@playwright/test';

/** The CV Management and Specs Management screens (one screen, two kinds of file). */
export class DocumentsScreen {
  readonly heading: Locator;
  readonly fileInput: Locator;
  readonly uploadButton: Locator;
  readonly addCustomButton: Locator;
  readonly customForm: Locator;
  readonly confirmDialog: Locator;

  constructor(
    readonly page: Page,
    title: string,
    noun: string,
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: title });
    this.fileInput = page.getByLabel(`Choose a ${noun} file`);
    this.uploadButton = page.getByRole('button', { name: 'Upload', exact: true });
    this.addCustomButton = page.getByRole('button', { name: 'Add Custom Q&A' });
    this.customForm = page.getByRole('form', { name: 'Add Custom Q&A' });
    this.confirmDialog = page.getByRole('dialog', { name: 'Confirm Delete' });
  }

  list(heading: string): Locator {
    return this.page
      .locator('section')
      .filter({ has: this.page.getByRole('heading', { name: new RegExp(`^${heading} \\(\\d+\\)$`) }) });
  }

  listHeading(heading: string): Locator {
    return this.page.getByRole('heading', { name: new RegExp(`^${heading} \\(\\d+\\)$`) });
  }

  async upload(path: string): Promise<void> {
    await this.fileInput.setInputFiles(path);
    await this.uploadButton.click();
  }

  async addCustom(values: { question: string; second: string; type?: 'Interview' | 'Admin' }): Promise<void> {
    await this.addCustomButton.click();
    if (values.type) await this.customForm.getByRole('button', { name: values.type }).click();
    await this.customForm.getByRole('textbox', { name: 'Question' }).fill(values.question);
    const secondLabel = values.type === 'Admin' ? 'Title' : 'Answer';
    await this.customForm.getByRole('textbox', { name: secondLabel }).fill(values.second);
    await this.customForm.getByRole('button', { name: 'Create' }).click();
  }
}
