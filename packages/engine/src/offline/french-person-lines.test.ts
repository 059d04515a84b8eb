import { describe, expect, it } from 'vitest';
import { frenchInfinitive, frenchPersonItem } from './french-person-lines.ts';

describe('frenchInfinitive', () => {
  it('reads the future of regular and common irregular verbs', () => {
    const futures: [string, string][] = [
      ['rédigera', 'rédiger'],
      ['classera', 'classer'],
      ['contribuerez', 'contribuer'],
      ['mènera', 'mener'],
      ['emploiera', 'employer'],
      ['accueillera', 'accueillir'],
      ['fournira', 'fournir'],
      ['établirez', 'établir'],
      ['produira', 'produire'],
      ['décrira', 'décrire'],
      ['prendra', 'prendre'],
      ['soutiendra', 'soutenir'],
      ['permettra', 'permettre'],
      ['recevra', 'recevoir'],
      ['suivra', 'suivre'],
      ['sera', 'être'],
      ['aurez', 'avoir'],
      ['fera', 'faire'],
    ];
    for (const [future, infinitive] of futures) expect(frenchInfinitive(future, false)).toBe(infinitive);
  });

  it("reads the reader's present only when asked to, and no other word", () => {
    expect(frenchInfinitive('planifiez', true)).toBe('planifier');
    expect(frenchInfinitive('inspirez', true)).toBe('inspirer');
    expect(frenchInfinitive('franchissez', true)).toBe('franchir');
    expect(frenchInfinitive('avez', true)).toBe('avoir');
    expect(frenchInfinitive('planifiez', false)).toBeNull();
    expect(frenchInfinitive('avez', false)).toBeNull();
    expect(frenchInfinitive('budget', true)).toBeNull();
    expect(frenchInfinitive('la', true)).toBeNull();
  });
});

describe('frenchPersonItem', () => {
  it("reads the reader's and the holder's future actions as duties wherever they are listed", () => {
    expect(frenchPersonItem('Vous planifierez les tournées de livraison', 'requirements')).toEqual({
      kind: 'responsibilities',
      text: 'planifier les tournées de livraison',
    });
    expect(frenchPersonItem('Le/la titulaire assurera le suivi des commandes', 'other')).toEqual({
      kind: 'responsibilities',
      text: 'assurer le suivi des commandes',
    });
    expect(frenchPersonItem('Vous serez responsable de la caisse du magasin', 'description')).toEqual({
      kind: 'responsibilities',
      text: 'être responsable de la caisse du magasin',
    });
    expect(frenchPersonItem('Vous vous associerez aux bénévoles du quartier', 'description')).toEqual({
      kind: 'responsibilities',
      text: "s'associer aux bénévoles du quartier",
    });
    expect(frenchPersonItem('Vous les archiverez chaque semaine', 'description')?.text).toBe(
      'les archiver chaque semaine',
    );
  });

  it('reads a bare future as the duty or the trait its list names, with later verbs of the same person', () => {
    expect(
      frenchPersonItem('Classera les dossiers et préparera les rapports mensuels', 'description'),
    ).toEqual({
      kind: 'responsibilities',
      text: 'classer les dossiers et préparer les rapports mensuels',
    });
    expect(frenchPersonItem('Classera, vérifiera et archivera les factures', 'description')?.text).toBe(
      'classer, vérifier et archiver les factures',
    );
    expect(
      frenchPersonItem('Utilisera son sens du détail pour vérifier les factures', 'requirements'),
    ).toEqual({
      kind: 'requirements',
      text: 'utiliser son sens du détail pour vérifier les factures',
    });
  });

  it('reads what the person is, has or likes as a requirement, and an asset as a nice-to-have', () => {
    expect(frenchPersonItem("Sera à l'aise de parler en public", 'requirements')).toEqual({
      kind: 'requirements',
      text: "être à l'aise de parler en public",
    });
    expect(frenchPersonItem('Aura une expérience de la vente au détail', 'requirements')).toEqual({
      kind: 'requirements',
      text: 'une expérience de la vente au détail',
    });
    expect(frenchPersonItem('vous aimez résoudre des énigmes logistiques', 'description')).toEqual({
      kind: 'requirements',
      text: 'aimer résoudre des énigmes logistiques',
    });
    expect(frenchPersonItem('Saura gérer plusieurs priorités', 'requirements')?.text).toBe(
      'gérer plusieurs priorités',
    );
    expect(frenchPersonItem('Aura comme atout une connaissance du néerlandais', 'requirements')).toEqual({
      kind: 'nice_to_have',
      text: 'une connaissance du néerlandais',
    });
  });

  it('reads no other line', () => {
    expect(frenchPersonItem('Gestion des stocks et des commandes', 'responsibilities')).toBeNull();
    expect(frenchPersonItem('Planifier les tournées de livraison', 'responsibilities')).toBeNull();
    expect(frenchPersonItem("Vous aurez l'occasion de voyager", 'description')).toBeNull();
    expect(frenchPersonItem('Vous bénéficierez de quatre semaines de congé', 'description')).toBeNull();
    expect(frenchPersonItem('Vous pourrez compter sur une équipe soudée', 'description')).toBeNull();
    expect(frenchPersonItem('Vous pouvez vous attendre à de nombreux défis', 'description')).toBeNull();
    expect(frenchPersonItem('Vous devez être une personne curieuse', 'description')).toEqual({
      kind: 'requirements',
      text: 'être une personne curieuse',
    });
    expect(frenchPersonItem('Le titulaire coordonne les équipes', 'responsibilities')).toBeNull();
  });
});
