// What one soak run does (run.ts lists the runs): how many processes, the load, and the faults.

interface LoadPlan {
  serves: number;
  workers: number;
  /** Credits of the plan each parent buys. */
  planCredits: number;
  /** Anonymous visitors' and signed-in parents' page requests a second. */
  visitorRate: number;
  parentPageRate: number;
  parents: number;
  /** The parents arrive spread over this time. */
  rampMs: number;
  /** Stories each parent keeps generating. */
  storiesInFlight: number;
  /** Stories each parent makes however late its child was ready, and at most. */
  minStoriesPerParent: number;
  maxStoriesPerParent: number;
  /** New generations start for this long after the load starts. */
  generateForMs: number;
  /** The bound on the wait for the last stories to settle after that. */
  settleMs: number;
}

/** The faults land one after another, each no earlier than its offset from the load's start. */
interface FaultPlan {
  faults: true;
  /** The worker is killed once at least this many stories are in illustration (bounded wait). */
  minIllustratingAtKill: number;
  /** Worker kill, S3 refusing, API process kill, PostgreSQL away: in this order. */
  faultsAtMs: [number, number, number, number];
}

export type SoakPlan = LoadPlan & (FaultPlan | { faults: false });
