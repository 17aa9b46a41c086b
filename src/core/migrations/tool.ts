// The one interface every migration tool's folder implements (tools/<tool>/): how its commands,
// its config and its files are recognised, how it orders migrations, and how testlock runs them.
import type { Migration, MigrationStep, MigrationToolName } from '../model/migration.js';

/** The base commit's files as a tool reads them: every path, and the text of the ones it asks for. */
export interface ToolFiles {
  paths: readonly string[];
  text(path: string): string | undefined;
}

/** What a command line that runs the tool's up names. */
export interface CommandHit {
  /** The migrations folder it names (`-path db/migrations`), else null (the tool's default). */
  folder: string | null;
  /** The tool's config it names (`alembic -c db/alembic.ini`), else null. */
  config: string | null;
  /** The database URL it names (`-database postgres://…`), else null. */
  url: string | null;
  /** The words before the tool that start it (`uv run`, `poetry run`), [] when it runs directly. */
  runner: string[];
}

/** A migration folder a tool's config or layout shows. */
export interface FolderHit {
  folder: string;
  /** The config file that says so (`alembic.ini`), null for a layout. */
  config: string | null;
  /** How it was found, for `plan`: `alembic.ini script_location`, `paired *.up.sql files`. */
  source: string;
}

/** What the round trip needs beyond the migrations: the tool's config and how to start it. */
export interface RoundTripContext {
  folder: string;
  config: string | null;
  runner: string[];
  /** Base migrations and the PR's, each in the tool's order. */
  base: readonly Migration[];
  added: readonly Migration[];
  /** Text of a migration file as the locked run takes it: base's for history, head's for new. */
  text(path: string): string | undefined;
}

/** How testlock carries out a tool's round trip, or why it cannot. */
export type RoundTrip =
  | { steps: { base: MigrationStep; up: MigrationStep; down: MigrationStep } }
  /** The tool has downs but testlock cannot run them: the round trip is not verified. */
  | { unsupported: string }
  /** The tool's migrations have no downs at all (prisma): there is nothing to round-trip. */
  | { noDowns: string }
  /** PR migrations without a down (their up files); whether the base's migrations have downs. */
  | { missingDown: string[]; baseHasDowns: boolean };

export interface MigrationTool {
  name: MigrationToolName;
  /** The language of its migration files, for telling a comments-only change. */
  language: 'sql' | 'python' | 'javascript';
  /** The command words that run its up, parsed; null when the words are not this tool's up. */
  command(words: readonly string[]): CommandHit | null;
  /** Folders its config or its file layout shows at base (discovery's second and third levels). */
  detect(files: ToolFiles): FolderHit[];
  /** The default folder when a command names none, relative to the command's folder. */
  defaultFolder: string;
  /** The migrations of a folder, in the tool's order; files that are not migrations are left out. */
  migrations(folder: string, files: ToolFiles): Migration[];
  /** Whether a path under a folder is one of its migration files (for the PR's new files). */
  isMigrationFile(folder: string, path: string): boolean;
  /** The round trip's steps for the PR's migrations. */
  roundTrip(context: RoundTripContext): RoundTrip;
}
