import type { Locator, Page } from '@playwright/test';

/** The MCQ assessment page (spec part 2 §2.14). */
export class McqScreen {
  readonly title: Locator;
  readonly startButton: Locator;
  readonly progress: Locator;
  readonly counter: Locator;
  readonly questionText: Locator;
  readonly options: Locator;
  readonly previousButton: Locator;
  readonly nextButton: Locator;
  readonly submitButton: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('heading', { level: 1, name: 'Technical Competency Assessment' });
    this.startButton = page.getByRole('button', { name: 'Start Assessment' });
    this.progress = page.getByText(/^Progress: /);
    this.counter = page.getByText(/^Question \d+\.\d+ of /);
    this.questionText = page.getByRole('radiogroup').locator('xpath=preceding-sibling::p[1]');
    this.options = page.getByRole('radiogroup').locator('label');
    this.previousButton = page.getByRole('button', { name: 'Previous' });
    this.nextButton = page.getByRole('button', { name: 'Next' });
    this.submitButton = page.getByRole('button', { name: 'Submit Assessment' });
  }

  option(text: string): Locator {
    return this.page.getByRole('radio', { name: text, exact: true });
  }
}
