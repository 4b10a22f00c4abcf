import { type Kysely, type Migration, sql } from 'kysely';

export const groupPortfoliosMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const statements = [
      sql`CREATE TABLE portfolio_publications (
        publication_id uuid PRIMARY KEY, user_id uuid NOT NULL, shareable boolean NOT NULL,
        cell_lat integer, cell_lng integer, listed_at timestamptz NOT NULL)`,
      sql`CREATE INDEX portfolio_publications_by_user ON portfolio_publications (user_id) WHERE shareable`,
      sql`CREATE TABLE portfolio_members (
        group_id uuid NOT NULL, user_id uuid NOT NULL, PRIMARY KEY (group_id, user_id))`,
      sql`CREATE INDEX portfolio_members_by_user ON portfolio_members (user_id, group_id)`,
      sql`CREATE TABLE group_portfolio (
        group_id uuid NOT NULL, publication_id uuid NOT NULL, user_id uuid NOT NULL,
        listed_at timestamptz NOT NULL, PRIMARY KEY (group_id, publication_id))`,
      // The portfolio page: newest listed first, one index range per group.
      sql`CREATE INDEX group_portfolio_newest ON group_portfolio (group_id, listed_at DESC, publication_id)`,
      sql`CREATE INDEX group_portfolio_by_member ON group_portfolio (group_id, user_id)`,
      sql`CREATE INDEX group_portfolio_by_publication ON group_portfolio (publication_id)`,
      sql`CREATE TABLE group_coverage_cells (
        group_id uuid NOT NULL, cell_lat integer NOT NULL, cell_lng integer NOT NULL,
        publications integer NOT NULL, PRIMARY KEY (group_id, cell_lat, cell_lng))`,
      // The directory: every group's count in the cells around a place, from one index range.
      sql`CREATE INDEX group_coverage_cells_by_cell
        ON group_coverage_cells (cell_lat, cell_lng) INCLUDE (group_id, publications)`,
      sql`CREATE TABLE area_publication_cells (
        cell_lat integer NOT NULL, cell_lng integer NOT NULL, publications integer NOT NULL,
        PRIMARY KEY (cell_lat, cell_lng))`,
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
