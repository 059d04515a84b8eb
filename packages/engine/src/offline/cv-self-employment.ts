// Working for oneself, as the languages the engine reads write it where an employer's name would stand
// ('1879–1889 · Freiberufler', 'Freelance', 'Selbstständig', 'Indépendant', 'Autónomo', 'ZZP', the Indonesian
// 'Wiraswasta', 'Pekerja lepas', Greek 'Ελεύθερος επαγγελματίας'): a way of working,
// never the name of an employer.
const SELF_EMPLOYMENT =
  /^(?:self[- ]employed|freelancer?|freelancing|(?:on a )?freelance basis|free[- ]lance|freiberufler(?:in)?|freiberuflich|freie?r? mitarbeit(?:er(?:in)?)?|selbst(?:st)?[äa]ndig(?:e|er)?|(?:travailleur |travailleuse )?ind[ée]pendante?|auto-?entrepreneur|micro-?entrepreneur|aut[óo]nom[oa]|trabajador(?:a)? aut[óo]nom[oa]|trabajador(?:a)? por cuenta propia|lavoratore autonomo|libero professionista|aut[ôo]nomo|zzp(?:['’]?er)?|zelfstandige?(?: zonder personeel)?|wiraswasta|wirausaha|pekerja lepas|ελε[υύ]θερ(?:ος|η) επαγγελματ[ιί]ας)$/iu;

/** Whether a role's employer field says the candidate worked for themselves. */
export function isSelfEmployment(text: string): boolean {
  return SELF_EMPLOYMENT.test(text.trim().replace(/\.$/, ''));
}
