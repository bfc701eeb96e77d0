import { describeAuthorizationMatrix } from './matrix-runner.ts';

// The matrix's columns of the callers without a company; the business columns run in their own file.
describeAuthorizationMatrix(['anonymous', 'kunde', 'neu']);
