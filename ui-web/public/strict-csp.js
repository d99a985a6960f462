// The server's content security policy allows no eval: zod validates without compiled functions
// and does not probe for them (a probe is reported as a policy violation). This must run before
// any schema is made, so it is a classic script that index.html loads before the app's modules;
// zod reads this shared configuration object (the same one z.config() writes).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
