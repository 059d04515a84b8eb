import { describe, expect, it } from 'vitest';
import { lackContradicted } from './admin-checks.ts';
import { fieldLabelsInNames, formLabelsInSlots, headerLabelsAsEmployers } from './cv-field-label-checks.ts';
import { headingsAsRoles } from './cv-name-checks.ts';

// Made-up outputs and CVs of the kinds round 22 showed: labels, headings and table header cells read as names.

describe('field labels and table header cells as names (issue 13, round 22)', () => {
  it("flags a field's label kept in a title or an employer", () => {
    expect(fieldLabelsInNames('Tell me about your time as a Puesto: Jefe de obra.')).toEqual([
      "a field label 'Puesto:' in a title or employer",
    ]);
    expect(fieldLabelsInNames('Your CV lists Zeitraum: 2019 – 2021 without dates.')).toHaveLength(1);
    expect(fieldLabelsInNames('Tell me about your time as a Site Engineer at Pontes do Vale.')).toEqual([]);
  });

  it("flags a form CV's personal-data label as the employer or the post (round 27)", () => {
    expect(fieldLabelsInNames('Trabajé en Nombre:.')).toEqual([
      "a field label 'Nombre:' in a title or employer",
    ]);
    expect(fieldLabelsInNames('I worked at Address: and led the team.')).toHaveLength(1);
    expect(fieldLabelsInNames('Ik werkte bij Adres: Kerkstraat 1.')).toHaveLength(1);
    expect(fieldLabelsInNames('I worked as an Analyst at Página web: and more.')).toHaveLength(1);
    expect(fieldLabelsInNames('Mi Nombre completo es Ana Ruiz. Trabajé en Banco Andino.')).toEqual([]);
    expect(fieldLabelsInNames('Trabajé en Telefónica: atendí a los clientes.')).toEqual([]);
  });

  it("flags a research-CV form's label with its value as the post, employer or degree (round 28)", () => {
    const form = [
      'Exportado por: Gestor de currículos',
      '1 Organismo contratante: Universidad del Norte',
      'Puesto ocupado: Profesor ayudante',
      'Jornada de trabajo: Parcial',
      'Papel en el proyecto: Investigadora principal',
      'Ana Ruiz · Bogotá',
    ].join('\n');
    expect(formLabelsInSlots('Trabajé como Exportado por: Gestor de currículos.', form)).toEqual([
      "a form's field label 'Exportado por:' with its value as a post, employer or degree",
    ]);
    expect(
      formLabelsInSlots('¿Cuáles eran sus responsabilidades en Jornada de trabajo: Parcial?', form),
    ).toHaveLength(1);
    expect(
      formLabelsInSlots('Estudié el Papel en el proyecto: Investigadora principal (2024).', form),
    ).toHaveLength(1);
    expect(
      formLabelsInSlots(
        'Su CV indica el Papel en el proyecto: Investigadora principal (2024). ¿Puede confirmar…?',
        form,
      ),
    ).toHaveLength(1);
    expect(
      formLabelsInSlots('Su CV indica Puesto ocupado: Profesor ayudante sin fechas.', form),
    ).toHaveLength(1);
    // The value alone is the post; a detail led by the employer is the answer's own colon.
    expect(formLabelsInSlots('Trabajé como Profesor ayudante en Universidad del Norte.', form)).toEqual([]);
    expect(formLabelsInSlots('En Universidad del Norte: dicté clases.', form)).toEqual([]);
    // In a CV that is not a form, 'Ayudante de cátedra: Estadística I' is a post's own title.
    const cv = [
      'Ayudante de cátedra: Estadística I',
      'Universidad del Norte · 2019 – 2020',
      'Docencia en grupos',
    ].join('\n');
    expect(formLabelsInSlots('Trabajé como Ayudante de cátedra: Estadística I de 2019 a 2020.', cv)).toEqual(
      [],
    );
  });

  it("flags a table header row's column label as the employer, not a company in capitals", () => {
    const cv =
      '## NOME · CPF\n\nRITA MOURA · 000.000.000-00\n\n## EXPERIÊNCIA\n\nPONTES DO VALE · 2019 – 2021\n';
    expect(headerLabelsAsEmployers('You moved to Projetista at NOME in 2019.', cv)).toEqual([
      "a table header's label 'NOME' as an employer",
    ]);
    expect(headerLabelsAsEmployers('You worked at PONTES DO VALE in 2019.', cv)).toEqual([]);
  });

  it('flags a Portuguese section heading as an employer', () => {
    expect(headingsAsRoles('Tell me about your time at Qualificações.')).toEqual(['Qualificações']);
  });

  it("contradicts 'does not list a degree' on a CV with a studies table row", () => {
    const cv =
      '# Ana Prado\n\n### ESCOLA · TÍTULO OBTIDO · ANO\n\nFac. Estadual do Norte · Arquiteta · 1994\n';
    expect(
      lackContradicted('Your CV does not list a degree or diploma. What is your highest…?', cv),
    ).not.toBeNull();
  });
});
