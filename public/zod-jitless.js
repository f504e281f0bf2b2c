// Zod 4 compiles object schemas with `new Function` when it can, and probes for that by calling
// `Function('')` as each object schema is built, while its own modules load. Our
// Content-Security-Policy allows no eval (script-src 'self'), so the probe is refused and Chromium
// logs a CSP issue on every page (Lighthouse best practices). Jitless parsing needs no eval, and the
// web app's responses are small. Zod reads this global when its core loads; a classic script runs
// while the page is parsed, before any module script, so it is set in time (index.html, ADR 0015).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
