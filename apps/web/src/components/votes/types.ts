/** A choice of a vote subject: the code the server stores (decision 0019) and its caption. */
export type VoteChoice = { code: number; label: string };
