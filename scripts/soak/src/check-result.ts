// One check's outcome: ok when it found no problem; otherwise the first problems, counted.
export const MAX_PROBLEMS_SHOWN = 8;

export function checkResult(name, problems, detail = '') {
  return {
    name,
    ok: problems.length === 0,
    detail:
      problems.length === 0
        ? detail
        : `${problems.length} problem(s): ${problems.slice(0, MAX_PROBLEMS_SHOWN).join('; ')}`,
  };
}
