// The group portfolio read models (docs/decisions/group-performance.md): each group's portfolio
// and its local coverage, kept by the `group_portfolios` projection from publication and group
// facts alone, so the portfolio page and the directory read precomputed rows.
export interface GroupPortfolioTables {
  /** The projection's own copy of what decides a publication's place in portfolios. */
  portfolio_publications: {
    publication_id: string;
    user_id: string;
    shareable: boolean;
    /** Coverage cell (see coverageCells.ts); null without coordinates. */
    cell_lat: number | null;
    cell_lng: number | null;
    listed_at: Date;
  };
  /** The projection's own copy of group memberships. */
  portfolio_members: {
    group_id: string;
    user_id: string;
  };
  /** One row per publication in a group's portfolio (its members' shareable publications). */
  group_portfolio: {
    group_id: string;
    publication_id: string;
    user_id: string;
    listed_at: Date;
  };
  /** Portfolio publications per group and cell: the directory's local coverage. */
  group_coverage_cells: {
    group_id: string;
    cell_lat: number;
    cell_lng: number;
    publications: number;
  };
  /** Every publication per cell: what a group's local coverage is a share of. */
  area_publication_cells: {
    cell_lat: number;
    cell_lng: number;
    publications: number;
  };
}
