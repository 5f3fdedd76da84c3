import { z } from 'zod';
import { zLanguageId } from '../../common';
import { defineEndpoint, PUBLIC } from '../../endpoint';
import { ProtectedCount } from '../../statistics';
import { ComplaintDeadlineShares } from './deadline';
import { zIsoDate } from './fields';

// ---- Public statistics: resolved by staff, confirmed fixed by reporters ----

/** A share of a count: null when there is nothing to divide by. */
const Share = z.number().min(0).max(1).nullable();

export const ComplaintFixedShares = z.object({
  /** Public complaints counted (the statistics' range). */
  total: z.number().int(),
  /** Of them resolved by staff. */
  resolved: z.number().int(),
  resolvedShare: Share,
  /** Resolved complaints whose reporter was asked "was it fixed?". */
  asked: z.number().int(),
  /** Of them confirmed fixed by the reporter. */
  confirmed: z.number().int(),
  confirmedShare: Share,
});
export type ComplaintFixedShares = z.infer<typeof ComplaintFixedShares>;

export const ComplaintStatisticsRequest = z.object({
  languageId: zLanguageId,
  dateFrom: zIsoDate,
  dateTo: zIsoDate,
});

const Count = z.object({ id: z.number().int().nullable(), name: z.string(), count: z.number().int() });

const ProfileCount = z.object({
  /** The group (Gender, AgeGroup, a sensitive category's id); null: not known. */
  id: z.number().int().nullable(),
  /** A sensitive category's name; empty for sex and age (the web names them from its catalogue). */
  name: z.string(),
  count: ProtectedCount,
});

export const ComplaintStatistics = z.object({
  total: z.number().int(),
  byCategory: z.array(Count),
  /** id is the status; name is empty (the web names statuses from its catalogue). */
  byStatus: z.array(Count),
  /** Months as yyyy-mm, oldest first, in the chosen range (the last 12 months by default). */
  byMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
  /** id null: not assigned yet. */
  byOrganizationalUnit: z.array(Count),
  /** Average hours from report to resolution over resolved complaints; null when none. */
  averageResolutionHours: z.number().nullable(),
  /** Complaints per category and year ("category per year"), categories as in byCategory, years ascending. */
  byCategoryPerYear: z.array(
    z.object({ id: z.number().int(), name: z.string(), year: z.number().int(), count: z.number().int() }),
  ),
  /** Resolved complaints per category with their average hours to resolution ("resolved by category and hours"). */
  resolvedByCategory: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      count: z.number().int(),
      averageHours: z.number().nullable(),
    }),
  ),
  /** By the reporter's sex: male, female, then not known (id null). */
  bySex: z.array(ProfileCount),
  /** By the reporter's age group at the complaint's date: AgeGroup's three, then not known (id null). */
  byAgeGroup: z.array(ProfileCount),
  /**
   * By the reporter's sensitive category: the categories with complaints, then id null for
   * reporters who named none (and those without profile data, such as anonymous citizens).
   */
  bySensitiveCategory: z.array(ProfileCount),
  /** Per category, by the reporter's sex (male, female, not known), categories as in byCategory. */
  byCategoryAndSex: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      bySex: z.array(z.object({ id: z.number().int().nullable(), count: ProtectedCount })),
    }),
  ),
  /** The fewest different reporters a group shown has (PUBLIC_MIN_GROUP). */
  minimumGroup: z.number().int(),
  /** Resolved by staff beside confirmed fixed by the reporters who were asked (fixed.ts). */
  fixed: ComplaintFixedShares,
  /** Responded to within the category's deadline, overall and per unit (deadline.ts). */
  deadlines: ComplaintDeadlineShares,
});
export type ComplaintStatistics = z.infer<typeof ComplaintStatistics>;

export const getComplaintStatistics = defineEndpoint({
  name: 'Complaints.GetStatistics',
  method: 'POST',
  path: '/api/Complaints/GetStatistics',
  summary:
    'Counts of public complaints by category, status, month, organisational unit, category per ' +
    'year, resolved by category with the hours, and by the reporters’ sex, age group and sensitive ' +
    'category (small groups hidden), and the average resolution time',
  access: PUBLIC,
  body: ComplaintStatisticsRequest,
  response: ComplaintStatistics,
});

// ---- The home page's figures: this month's reported and resolved complaints ----

export const ComplaintMonthCounts = z.object({
  /** The month counted, yyyy-mm, in the municipality's calendar. */
  month: z.string(),
  /** Public complaints reported this month. */
  reported: z.number().int(),
  /** Public complaints resolved this month (whenever they were reported). */
  resolved: z.number().int(),
});
export type ComplaintMonthCounts = z.infer<typeof ComplaintMonthCounts>;

export const getComplaintMonthCounts = defineEndpoint({
  name: 'Complaints.GetMonthCounts',
  method: 'GET',
  path: '/api/Complaints/GetMonthCounts',
  summary:
    'This month’s public complaints: reported and resolved, for the home page (a large ' +
    'municipality’s kept a minute, as its statistics are)',
  access: PUBLIC,
  response: ComplaintMonthCounts,
});
