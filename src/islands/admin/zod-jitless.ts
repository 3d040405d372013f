// Imported before any schema is built: zod decides at schema construction whether to probe
// `new Function`, and the site's CSP (no 'unsafe-eval') reports that probe as a violation.
import { z } from 'zod';

z.config({ jitless: true });
