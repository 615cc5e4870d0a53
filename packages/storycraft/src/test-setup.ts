import fc from 'fast-check';

// CI replays one fixed sample of every property, so a red run is reproducible and a green one
// stays green; a developer's run explores new random inputs each time and finds what is new.
if (process.env.CI === 'true') fc.configureGlobal({ seed: 20261127 });
