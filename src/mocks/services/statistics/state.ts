/** Statistics are computed from the date and the account (see numbers.ts); only the posts are stored. */
export interface StatisticsPostRow {
  id: number;
  accountId: number;
  title: string;
  thumbnailUrl: string | null;
  publishedAt: string;
}

export interface StatisticsState {
  posts: StatisticsPostRow[];
}
