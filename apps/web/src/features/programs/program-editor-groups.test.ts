import { splitSupersetIndex } from '@elan/domain';
import { describe, expect, it } from 'vitest';
import {
  groupWithPrevious,
  moveGrouped,
  removeGrouped,
  renumberGroups,
  ungroup,
} from './program-editor-groups.ts';

const rows = (...groups: (number | null)[]) =>
  groups.map((superset_group, index) => ({ name: String.fromCharCode(97 + index), superset_group }));
const groupsOf = (items: { superset_group: number | null }[]) => items.map((item) => item.superset_group);
const namesOf = (items: { name: string }[]) => items.map((item) => item.name).join('');

describe('supersets de l’éditeur', () => {
  it('« Grouper » joint un exercice à celui du dessus, puis un troisième au même groupe', () => {
    const paired = groupWithPrevious(rows(null, null, null), 1);
    expect(groupsOf(paired)).toEqual([1, 1, null]);
    expect(groupsOf(groupWithPrevious(paired, 2))).toEqual([1, 1, 1]);
  });

  it('« Grouper » emmène le reste du groupe de l’exercice avec lui', () => {
    expect(groupsOf(groupWithPrevious(rows(null, 2, 2), 1))).toEqual([3, 3, 3]);
  });

  it('« Dégrouper » sort l’exercice ; les suivants restent un groupe à eux, un groupe d’un seul disparaît', () => {
    expect(groupsOf(ungroup(rows(1, 1, 1, 1), 1))).toEqual([null, null, 2, 2]);
    expect(groupsOf(ungroup(rows(1, 1), 1))).toEqual([null, null]);
  });

  it('déplacer ne coupe jamais un groupe : déposé entre deux membres, on le rejoint ; éloigné, on le quitte', () => {
    const joined = moveGrouped(rows(1, 1, null), 2, 1);
    expect(namesOf(joined)).toBe('acb');
    expect(groupsOf(joined)).toEqual([1, 1, 1]);
    const left = moveGrouped(rows(1, 1, 1, null), 0, 3);
    expect(namesOf(left)).toBe('bcda');
    expect(groupsOf(left)).toEqual([1, 1, null, null]);
    const swapped = moveGrouped(rows(1, 1, null), 0, 1);
    expect(groupsOf(swapped)).toEqual([1, 1, null]);
    for (const from of [0, 1, 2, 3, 4])
      for (const to of [0, 1, 2, 3, 4])
        expect(splitSupersetIndex(groupsOf(moveGrouped(rows(1, 1, null, 2, 2), from, to)))).toBe(-1);
  });

  it('retirer un membre d’une paire dissout le groupe', () => {
    expect(groupsOf(removeGrouped(rows(1, 1, null), 0))).toEqual([null, null]);
  });

  it('les groupes envoyés sont numérotés 1, 2, 3 dans l’ordre', () => {
    expect(groupsOf(renumberGroups(rows(7, 7, null, 3, 3)))).toEqual([1, 1, null, 2, 2]);
  });
});
