import { describeAuthorizationMatrix } from './matrix-runner.ts';

// The matrix's column of support staff (docs/security.md "The support role and its audit log"): every write refused but signing in and out,
// every read refused but the session, public reads and the support routes.
describeAuthorizationMatrix(['support']);
