import type { StatisticMetric, StatisticSourceType } from '@app/contracts';

/**
 * The statistics read models (projection `statistics`): facts per source, Argentine day, person and
 * subject, and the little state needed to attribute them (who owns a search or a publication, who
 * likes what, when each lead came and was first contacted).
 */
export interface StatisticsTables {
  statistics_facts: {
    source_type: StatisticSourceType;
    source_id: string;
    metric: StatisticMetric;
    /** The Argentine calendar day, 'YYYY-MM-DD'. */
    day: string;
    /** The account id, or `guest-{hash}` for a visitor. */
    person_key: string;
    /** The search or publication the fact is about. */
    subject_id: string;
    events: number;
  };
  /** Per group or microsite, metric and Argentine day: distinct people, events and distinct subjects. */
  statistics_daily: {
    source_type: StatisticSourceType;
    source_id: string;
    metric: StatisticMetric;
    day: string;
    people: number;
    events: number;
    items: number;
  };
  /** Who counted on each source, metric and day: a range's distinct people, one row per person and day. */
  statistics_daily_people: {
    source_type: StatisticSourceType;
    source_id: string;
    metric: StatisticMetric;
    day: string;
    person_key: string;
  };
  /** What was counted on each source, metric and day: a range's distinct subjects. */
  statistics_daily_subjects: {
    source_type: StatisticSourceType;
    source_id: string;
    metric: StatisticMetric;
    day: string;
    subject_id: string;
  };
  statistics_searches: {
    search_id: string;
    owner_key: string;
    group_id: string | null;
    microsite_id: string | null;
    shared: boolean;
  };
  statistics_publications: {
    publication_id: string;
    owner_id: string;
  };
  /** Who likes each publication of a search right now: a like beside another's is a coincidence. */
  statistics_likes: {
    search_id: string;
    publication_id: string;
    person_key: string;
  };
  /** A person's first superlike of a publication, and the owner's first contact. */
  statistics_leads: {
    publication_id: string;
    person_key: string;
    search_id: string;
    superliked_at: Date;
    contacted_at: Date | null;
  };
}
