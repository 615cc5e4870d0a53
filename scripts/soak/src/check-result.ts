// One check's outcome: ok when it found no problem; otherwise the first problems, counted.
export const MAX_PROBLEMS_SHOWN = 8;

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

export function checkResult(name: string, problems: string[], detail = ''): CheckResult {
  return {
    name,
    ok: problems.length === 0,
    detail:
      problems.length === 0
        ? detail
        : `${problems.length} problem(s): ${problems.slice(0, MAX_PROBLEMS_SHOWN).join('; ')}`,
  };
}
