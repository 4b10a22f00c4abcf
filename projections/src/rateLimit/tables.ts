export interface RateLimitTables {
  /** One fixed window per key ('{action}:{email|address}:{value}'). */
  rate_limit_windows: {
    key: string;
    window_started_at: Date;
    hits: number;
  };
}
