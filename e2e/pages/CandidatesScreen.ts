import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

/** The Candidates screen (spec part 2 §2.1-§2.5) and its dialogs. */
export class CandidatesScreen {
  readonly heading: Locator;
  readonly table: Locator;
  readonly addButton: Locator;
  readonly dialog: Locator;
  readonly dropZone: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Candidates' });
    this.table = page.getByRole('table', { name: 'Candidates' });
    this.addButton = page.getByRole('button', { name: 'Add Candidate' });
    this.dialog = page.getByRole('dialog');
    this.dropZone = this.dialog.getByRole('button', { name: 'CV file' });
  }

  async open(): Promise<void> {
    await this.page.goto('/candidates');
  }

  row(email: string): Locator {
    return this.table.getByRole('row').filter({ hasText: email });
  }

  /** Drops a file on the CV area as a person dragging it from their desktop would. */
  async dropFile(filePath: string, type: string): Promise<void> {
    const dataTransfer = await this.page.evaluateHandle(
      ({ base64, name, mimeType }) => {
        const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
        const transfer = new DataTransfer();
        transfer.items.add(new File([bytes], name, { type: mimeType }));
        return transfer;
      },
      { base64: readFileSync(filePath).toString('base64'), name: path.basename(filePath), mimeType: type },
    );
    await this.dropZone.dispatchEvent('dragover', { dataTransfer });
    await this.dropZone.dispatchEvent('drop', { dataTransfer });
  }

  async fillNewCandidate(fields: { firstName: string; surname: string; email: string; telephone?: string }) {
    await this.dialog.getByRole('textbox', { name: 'First Name' }).fill(fields.firstName);
    await this.dialog.getByRole('textbox', { name: 'Surname' }).fill(fields.surname);
    await this.dialog.getByRole('textbox', { name: 'Email Address' }).fill(fields.email);
    if (fields.telephone) {
      await this.dialog.getByRole('textbox', { name: 'Telephone Number (optional)' }).fill(fields.telephone);
    }
  }
}
