import { describeAuthorizationMatrix } from './matrix-runner.ts';

// The matrix's columns of the business callers; the consumer columns run in their own file.
describeAuthorizationMatrix(['admin', 'fahrer', 'analyst', 'sued']);
