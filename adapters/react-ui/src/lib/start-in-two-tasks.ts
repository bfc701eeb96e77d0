/**
 * Imported first by main.tsx: its top-level await ends the task that evaluates the portal's modules
 * here. The chunks the entry imports (React, the router, Fluent, the shared parts of the pages) run
 * in one task, the entry's own modules and main.tsx in the next, so that the browser can paint and
 * answer input in between: in one task they held a phone's main thread for 150 ms and more
 * (docs/ui.md "The hydration's main-thread cost").
 */
await new Promise((resume) => setTimeout(resume, 0));
