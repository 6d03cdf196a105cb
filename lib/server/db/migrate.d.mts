export declare const migrationsFolder: string;
export declare const MIGRATION_LOCK_ID: number;
/** Applies the drizzle-kit migrations under a PostgreSQL advisory lock (safe from several processes). */
export declare function runMigrations(databaseUrl: string): Promise<void>;
