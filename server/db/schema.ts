import type { Generated, Selectable } from "kysely";

interface UsersTable {
  id: string;
  email: string;
  display_name: string;
  password_hash: string;
  role: string;
  credits: number;
  email_verified: number;
  is_active: number;
  total_images_generated: number;
  last_image_generated: string | null;
  subscription_renewal_date: string | null;
  last_top_up: string | null;
  created_at: string;
  updated_at: string;
  /** pending (signed up, not paid), active, unpaid, cancelled; null: not a paid subscription (migration 003). */
  subscription_status: string | null;
  /** The provider's subscription id its renewal events name. */
  subscription_ref: string | null;
  /** The end of the last period paid for. */
  subscription_paid_until: string | null;
}

interface SessionsTable {
  id: string;
  user_id: string;
  expires_at: number;
  created_at: string;
}

interface CreditLedgerTable {
  id: string;
  user_id: string;
  previous_amount: number;
  new_amount: number;
  delta: number;
  reason: string;
  actor: string;
  reference: string | null;
  seq: number;
  created_at: string;
}

interface SettingsTable {
  id: string;
  one_time_credits: number;
  subscription_credits: number;
  subscription_duration: number;
  maintenance_mode: number;
  disable_credit_deduction: number;
  /** null: the default for the configured image provider (settings.ts). */
  require_verified_email: number | null;
  /** JSON [{credits, amount, label?}] in CURRENCY; null: the catalogue's packages (payments/packages.ts). */
  packages: string | null;
  updated_at: string;
}

/** Files kept in the database so every process reads them (migration 008). */
interface StoredFilesTable {
  key: string;
  data: Buffer;
  created_at: string;
}

interface ThrottleHitsTable {
  id: string;
  bucket: string;
  key: string;
  at: number;
  expires_at: number;
}

interface GenerationsTable {
  id: string;
  user_id: string;
  tool: string;
  values_json: string;
  status: string;
  charged: Generated<number>;
  provider: string;
  seed: number;
  output_json: string | null;
  image_path: string | null;
  /** The page's vector original (SVG) in the image store, when one exists. */
  vector_path: string | null;
  error_code: string | null;
  error_message: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  /** 1 when the owner starred the page in the gallery (migration 003). */
  favourite: Generated<number>;
  /** The quality gate's figures of a line-art page (JSON), and its verdict (1/0); null otherwise. */
  quality_json: string | null;
  quality_passed: number | null;
  /** The image or text model that made it; null for the built-in engines (migration 009). */
  model: Generated<string | null>;
}

interface TokensTable {
  id: string;
  user_id: string;
  kind: string;
  expires_at: number;
  used_at: string | null;
  created_at: string;
}

interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text: string;
  created_at: string;
}

/** What an administrator did to a user (migration 010): only ever inserted. */
interface AdminAuditTable {
  id: string;
  at: string;
  actor_id: string;
  actor_email: string;
  action: string;
  target_id: string;
  target_email: string;
  detail_json: string;
}

interface PaymentsTable {
  id: string;
  user_id: string;
  package_id: string;
  credits: number;
  amount: number;
  currency: string;
  provider: string;
  provider_ref: string | null;
  status: string;
  created_at: string;
  paid_at: string | null;
}

interface PaymentEventsTable {
  id: string;
  payment_id: string | null;
  type: string;
  created_at: string;
}

/** Books (migration 006): booleans are 0/1 like the other tables. */
interface BooksTable {
  id: string;
  user_id: string;
  title: string;
  subtitle: string;
  author: string;
  trim: string;
  paper: string;
  bleed: number;
  blank_backs: number;
  /** 1: an Answers section with the answer keys of the book's activity pages ends the interior. */
  answers: number;
  page_numbers: number;
  title_page: number;
  copyright_page: number;
  belongs_to: number;
  cover_generation_id: string | null;
  back_text: string;
  /** The cover design as JSON (engine/covers/templates.ts CoverDesign); null for the plain cover. */
  cover_json: string | null;
  created_at: string;
  updated_at: string;
}

interface BookPagesTable {
  book_id: string;
  position: number;
  generation_id: string;
}

/** Batch pages still being drawn: appended to the book when they succeed. */
interface BookBatchItemsTable {
  generation_id: string;
  book_id: string;
  created_at: string;
}

interface BookExportsTable {
  id: string;
  book_id: string;
  user_id: string;
  kind: string;
  status: string;
  progress: number;
  file_path: string | null;
  error_code: string | null;
  error_message: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** A user's photo for a photo tool (migration 007). */
interface UploadsTable {
  id: string;
  user_id: string;
  /** Key under DATA_DIR/uploads: <user>/<id>.jpg. */
  path: string;
  type: string;
  width: number;
  height: number;
  bytes: number;
  created_at: string;
  /** When a generation first took it; null: unused (swept a day after created_at). */
  used_at: string | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  credit_ledger: CreditLedgerTable;
  settings: SettingsTable;
  generations: GenerationsTable;
  tokens: TokensTable;
  throttle_hits: ThrottleHitsTable;
  mail_outbox: MailOutboxTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  stored_files: StoredFilesTable;
  books: BooksTable;
  book_pages: BookPagesTable;
  book_batch_items: BookBatchItemsTable;
  book_exports: BookExportsTable;
  uploads: UploadsTable;
  admin_audit: AdminAuditTable;
}

export type UserRow = Selectable<UsersTable>;
export type GenerationRow = Selectable<GenerationsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type BookRow = Selectable<BooksTable>;
export type BookExportRow = Selectable<BookExportsTable>;
