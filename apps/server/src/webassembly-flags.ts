import v8 from 'node:v8';

/**
 * V8 compiles each WebAssembly function on its first call, first with Liftoff (quick to make,
 * large and slow to run) and the busy ones again with TurboFan. For PGlite's 30,000 functions
 * the Liftoff code and its bookkeeping stayed resident: without Liftoff the embedded server
 * holds about 60 MB less at idle (after a parent's walk 236–259 MB against 279–294 MB), opens
 * the database 2–3 s later on a busy machine, and runs queries faster once open (no second
 * compilation). The flag is the process's (the OCR's worker thread compiles without Liftoff
 * too; the face model's processes are separate and keep it), and Node warns that flags changed
 * once code runs may behave unpredictably: so only the embedded server's own start (main.ts)
 * and its memory bench set it, first thing, before any WebAssembly is compiled. Tests keep V8's
 * defaults.
 */
export function compileWebAssemblyWithoutLiftoff() {
  v8.setFlagsFromString('--no-liftoff');
}
