import { describeAuthorizationMatrix } from './matrix-runner.ts';

// The matrix's column of support staff (issue #16): every write refused but signing in and out,
// every read refused but the session, public reads and the support routes.
describeAuthorizationMatrix(['support']);
