import { Profile } from '../../enums';

/**
 * Whether a signed-in person may vote on agenda items (decision 0027): an anonymous citizen
 * only where the municipality's system parameter admits anonymous votes (off by default);
 * the server refuses the others with `must_register_to_vote`, the web offers them no buttons.
 */
export function mayVoteOnAgenda(profileId: number, anonymousVoting: boolean): boolean {
  return profileId !== Profile.AnonymousCitizen || anonymousVoting;
}
