// zod for the schemas shared by the browser and the functions: import `z` from here, not from 'zod'.
// In the browser zod 4 probes `new Function` when it builds an object schema, to decide whether to
// compile its parsers; under our CSP (no 'unsafe-eval') that probe is reported as a violation on
// every page that builds a schema (Lighthouse best practices 96). This module sets `jitless` before
// any schema that imports it exists, whatever order the bundler evaluates modules in. The
// functions keep zod's compiled parsers.
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
