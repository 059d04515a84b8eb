// 'A Acme está em seu estágio inicial', 'As pessoas que se juntarem a nós nesse estágio … receberão equity': the stage
// the company is at ('estágio' is also a Portuguese internship), said in its culture lines, is no term of the
// contract; nor is the early stage in other words ('early-stage startup', 'fase inicial', 'Anfangsphase'). A contract
// read from such a line must be stated by a contract word outside the stage phrase.
const COMPANY_STAGE =
  /\b(?:(?:nesse|neste|desse|deste|esse|este|seu|nosso|no|em|primeiro|atual) est[aá]gio|est[aá]gio (?:inicial|atual|de (?:crescimento|desenvolvimento|expans[aã]o))|early[- ]stage|fase (?:inicial|de arranque)|etapa inicial|phase de (?:d[ée]marrage|lancement)|anfangsphase|fase di avvio|opstartfase)(?![\p{L}])/giu;

/** The text without the phrases naming the company's stage. */
export const withoutCompanyStage = (text: string): string => text.replace(COMPANY_STAGE, ' ');
