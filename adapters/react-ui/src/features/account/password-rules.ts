import type { ProfileJson } from './api/account-queries.ts';

/** Consumer spec §5: users signed in with Google or Apple cannot edit the password. */
export const canChangePassword = (profile: Pick<ProfileJson, 'login_provider'>): boolean =>
  profile.login_provider === undefined || profile.login_provider === 'password';
