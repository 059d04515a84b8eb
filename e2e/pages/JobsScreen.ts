import type { Locator, Page } from '@playwright/test';

/** The Available Job Postings page, its form and its dialogs (spec part 1 §2). */
export class JobsScreen {
  readonly heading: Locator;
  readonly postJobButton: Locator;
  readonly form: Locator;
  readonly position: Locator;
  readonly company: Locator;
  readonly location: Locator;
  readonly type: Locator;
  readonly jobSpecsInput: Locator;
  readonly companyCultureInput: Locator;
  readonly submitButton: Locator;
  readonly progressDialog: Locator;
  readonly deleteDialog: Locator;
  readonly cards: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Available Job Postings' });
    this.postJobButton = page.getByRole('button', { name: 'Post a Job' });
    this.form = page.getByRole('form', { name: 'Create New Job Posting' });
    this.position = this.form.getByRole('textbox', { name: 'Position' });
    this.company = this.form.getByRole('textbox', { name: 'Company' });
    this.location = this.form.getByRole('textbox', { name: 'Location' });
    this.type = this.form.getByRole('combobox', { name: 'Type' });
    this.jobSpecsInput = this.form.locator('input[type="file"][name="job_specs"]');
    this.companyCultureInput = this.form.locator('input[type="file"][name="company_culture"]');
    this.submitButton = this.form.getByRole('button', { name: 'Post Job' });
    this.progressDialog = page.getByRole('dialog', { name: 'Creating Job Posting' });
    this.deleteDialog = page.getByRole('dialog', { name: 'Delete Job Posting' });
    this.cards = page.getByRole('article');
  }

  async open(): Promise<void> {
    await this.page.goto('/jobs');
  }

  /** The form while the modal progress dialog hides it from the accessibility tree. */
  formBehindDialog() {
    const form = this.page.getByRole('form', { name: 'Create New Job Posting', includeHidden: true });
    return {
      position: form.getByRole('textbox', { name: 'Position', includeHidden: true }),
      cancelButton: form.getByRole('button', { name: 'Cancel', includeHidden: true }),
      submitButton: form.getByRole('button', { name: 'Post Job', includeHidden: true }),
    };
  }

  card(position: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { name: position, exact: true }) });
  }

  detailsDialog(position: string, company: string): Locator {
    return this.page.getByRole('dialog', { name: `${position} at ${company}` });
  }
}
