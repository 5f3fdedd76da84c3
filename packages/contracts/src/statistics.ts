import { z } from 'zod';
import { Gender } from './enums';

/*
 * What the public statistics pages share (complaints', council sessions'): the groups of
 * people they count by, and the rule that keeps a small group from pointing at a person.
 */

/**
 * A person's age group at the counted record's date (the spec's buckets "under 18" and
 * "over 55"): under 18 1, 18 to 55 2, over 55 3; null where the birth year is not known.
 */
export const AgeGroup = { Under18: 1, From18To55: 2, Over55: 3 } as const;
export type AgeGroup = (typeof AgeGroup)[keyof typeof AgeGroup];

/** The sexes counted, in the order the pages show them; null: not known. */
export const SEX_GROUPS = [Gender.Male, Gender.Female, null] as const;
/** The age groups counted, in order; null: not known. */
export const AGE_GROUPS = [AgeGroup.Under18, AgeGroup.From18To55, AgeGroup.Over55, null] as const;

/**
 * The public pages hide the count of a group of people (sex, age, sensitive category) made
 * up of fewer different people than this, so that no count points at one person (and any
 * count that would let one work such a count out).
 */
export const PUBLIC_MIN_GROUP = 3;

/** A count about a group of people: null when hidden (see PUBLIC_MIN_GROUP). */
export const ProtectedCount = z.number().int().nullable();
