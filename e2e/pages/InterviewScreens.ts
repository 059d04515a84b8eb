import type { Locator, Page } from '@playwright/test';

/** The notice and the built-in interviewer, wherever they are shown (the Apply panel, the emailed interview page). */
export class BuiltInInterview {
  readonly consent: Locator;
  readonly startButton: Locator;
  readonly humanButton: Locator;
  readonly answerBox: Locator;
  readonly sendButton: Locator;
  readonly waitingQuestion: Locator;
  readonly finished: Locator;

  constructor(readonly region: Locator) {
    this.consent = region.getByRole('checkbox', {
      name: 'I understand and agree to an interview conducted by AI',
    });
    this.startButton = region.getByRole('button', { name: 'Start interview' });
    this.humanButton = region.getByRole('button', { name: 'Request a human-led interview' });
    this.answerBox = region.getByRole('textbox', { name: 'Your answer' });
    this.sendButton = region.getByRole('button', { name: 'Send answer' });
    this.waitingQuestion = region.getByText(/^Question \d+ of \d+/);
    this.finished = region.getByText(
      'Thank you. Your interview is complete and your answers have been sent to the hiring team.',
    );
  }
}

/** The Apply panel with its notice and the built-in interviewer (spec part 1 §2 'Record Your Application'). */
export class ApplyPanel extends BuiltInInterview {
  constructor(card: Locator) {
    super(card.getByRole('region', { name: 'Record Your Application' }));
  }
}

/** spec part 1 'Interviews dialog'. */
export class InterviewsDialog {
  readonly dialog: Locator;

  constructor(page: Page, position: string, company: string) {
    this.dialog = page.getByRole('dialog', { name: `Interviews for ${position} at ${company}` });
  }

  section(title: string): Locator {
    return this.dialog.getByRole('region', { name: title });
  }
}
