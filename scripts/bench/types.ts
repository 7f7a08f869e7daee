export interface BenchRow {
  suite: string;
  name: string;
  value: number;
  unit: string;
  target: string;
  /** Absent for reference and informational rows. */
  pass?: boolean;
  /** Context printed under the table. */
  note?: string;
}
