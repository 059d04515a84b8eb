import type { SectionKind } from './sections.ts';

/**
 * Section headings of Dutch and Portuguese postings, by the kind of section they head, read beside the English,
 * Spanish, French, German and Italian vocabulary of sections.ts (the same text: lower case, accents removed, marks
 * and colons gone). A list's lead-in sentence counts too ('Buscamos uma assistente para:', 'Procuramos alguém que:').
 */
export const DUTCH_PORTUGUESE_HEADINGS: Partial<Record<SectionKind, RegExp>> = {
  // 'Een pré', 'Pluspunten', 'Diferenciais', 'Requisitos desejáveis', 'Será um diferencial': what would help.
  nice_to_have:
    /^(?:een )?pre$|\bpluspunt(?:en)?\b|\bwenselijk\b|\bstrekt tot aanbeveling\b|\bdiferencia(?:l|is)\b|\bdesejave(?:l|is)\b|\bseria (?:bom|legal|otimo)\b/,
  // 'Solliciteren', 'Interesse?', 'Como se candidatar', 'Processo seletivo', 'Inscrições': how to apply.
  process:
    /\bsollicit\w*|^interesse\b|\bselectieprocedure\b|\bcomo (?:se )?candidatar\b|\bcandidatura\b|\bprocesso seletivo\b|\betapas do processo\b|\binscri(?:coes|cao|va-se)\b|\bcomo participar\b/,
  // 'Wij bieden', 'Wat bieden wij', 'Wat mag je van ons verwachten?', 'Je krijgt de kans om', 'Arbeidsvoorwaarden',
  // 'O que oferecemos', 'O que esperar de nós', 'Remuneração': the offer, never asked ('Wij bieden', 'Bieden wij' and
  // 'Oferecemos' with the other languages' 'we offer', text/offer-words.ts).
  benefits:
    /\bvan ons verwachten\b|^(?:je|jij|u) (?:krijgt|hebt|heeft) de (?:kans|mogelijkheid) om$|\besperar de nos\b|\barbeidsvoorwaarden\b|\bons aanbod\b|\bwat krijg (?:je|jij)\b|\bsalaris\b|\bo que (?:a \S+ )?oferece\b|\bremuneracao\b|\bsalario\b/,
  // 'Taken', 'Wat ga je doen', 'Jouw werkzaamheden', 'Atividades', 'Atribuições', 'O que você vai fazer', 'Buscamos
  // … para' (the list of what the person is sought for).
  responsibilities:
    /^(?:(?:jouw|de|je) )?taken$|\bjouw taken\b|\bwerkzaamheden\b|\bwat ga (?:je|jij) doen\b|\bwat (?:je|jij) gaat doen\b|\bverantwoordelijkheden\b|\bwat houdt (?:de|je) (?:functie|baan) in\b|\batividades\b|\batribuicoes\b|\btarefas\b|\bo que (?:voce|vc) (?:vai|ira) fazer\b|\bno dia a dia\b|^(?:buscamos|procuramos|contratamos|estamos (?:buscando|procurando|contratando|em busca de))\b.{3,80}\bpara$/,
  // 'Wij vragen', 'Wat vragen wij', 'Functie-eisen', 'Profiel', 'Wie ben jij', 'Wat breng je mee', 'Requisitos',
  // 'Qualificações', 'Formação', 'Critérios de seleção', '… uma pessoa que', 'iemand die': what the person must have.
  requirements:
    /\b(?:wij|we) (?:vragen|verwachten|zoeken)\b|\bwat (?:vragen|verwachten|zoeken) (?:wij|we)\b|\bfunctie-? ?eisen\b|^eisen\b|\bprofiel\b|\bwie ben (?:jij|je)\b|\bwat breng (?:je|jij) mee\b|\bdit breng (?:je|jij) mee\b|\bvereisten\b|\bkwalificaties\b|\bopleiding en ervaring\b|\bqualificacoes\b|\bformacao\b|\bcriterios de selecao\b|\bo que (?:esperamos|procuramos|buscamos)\b|\b(?:pessoa|alguem|profissional|candidat[oa])(?: \S+){0,3} que$|\biemand die$/,
  // 'Standplaats', 'Werktijden', 'Dienstverband', an agency's assignment rows ('Locatie', 'Startdatum', 'Duur van de
  // opdracht'), 'Dados da vaga', 'Local de trabalho', 'Carga
  // horária', 'Jornada de trabalho': the terms of the work.
  terms:
    /\bstandplaats\b|\bwerklocatie\b|^werktijden$|^(?:locatie|startdatum)$|^duur(?: van de (?:opdracht|functie|inzet))?$|\bdienstverband\b|\bdados da vaga\b|\blocal de trabalho\b|\bregime de (?:contratacao|trabalho)\b|\bcarga horaria\b|\bjornada de trabalho\b|\bcondicoes\b/,
  about: /\bover ons\b|\bwie (?:zijn|wij zijn) (?:wij|we)\b|\bsobre (?:nos|a empresa)\b|\bquem somos\b/,
  description:
    /\bfunctieomschrijving\b|\bover de (?:functie|vacature|baan)\b|\bde functie\b|\bdescricao da vaga\b|\bsobre a vaga\b|\ba vaga\b/,
};
