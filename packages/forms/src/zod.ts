// zod as every form uses it: `import { z } from '@tessera/forms/zod'`, never from 'zod' itself. It runs
// zod without its JIT: zod probes for eval with `new Function`, which the Content-Security-Policy
// (script-src 'self', no 'unsafe-eval') refuses and reports as a violation, caught or not. The setting
// has to be made before the first schema is built, hence this module ahead of every schema.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
