// The background job queue: pg-boss in the application's own database (PostgreSQL, or the embedded
// PGlite through pg-boss's `db` executor). Jobs are sent inside the transaction of the change that causes
// them (a transactional outbox: a rolled-back change leaves no job), and workers in any process on the
// same database take them with retries and backoff.
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client.ts';

/** What a job can be sent through: the database, or a transaction of it. */
export type Executor = Pick<Db, 'execute'>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface QueueSettings {
  /** Attempts after the first one. */
  retryLimit: number;
  /** Seconds before the first retry; doubled at each further one (retryBackoff). */
  retryDelay: number;
  /** Seconds a worker has for one job before it is failed (and retried). */
  expireInSeconds: number;
}

export interface JobQueueOptions {
  database: Database;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Seconds between two looks for new jobs by an idle worker (a local send wakes it at once). */
  pollingSeconds?: number;
  /**
   * Runs pg-boss's maintenance here (failing jobs whose worker died, archiving old ones): on in
   * processes that run workers; pg-boss lets one process at a time do it.
   */
  supervise: boolean;
}

export type JobHandler<T> = (data: T, meta: { id: string; retryCount: number }) => Promise<void>;

/** Text and $n values for pg-boss, run through a Drizzle transaction (so the job commits with it). */
function bind(text: string, values: unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${sql.param(values[Number(match[1]) - 1])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

function executorFor(db: Executor): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result = (await db.execute(bind(text, values))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/** The queues a `JobQueue.transaction` sent jobs to (woken once it commits). */
const sentIn = new AsyncLocalStorage<Set<string>>();

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly workerIds = new Map<string, string[]>();
  private readonly queues = new Map<string, QueueSettings>();
  private started = false;

  constructor(private readonly options: JobQueueOptions) {
    const database = options.database;
    this.boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
      schema: 'pgboss',
      // A mail job holds its links (with their one-time tokens) in plain text: done jobs are archived
      // after an hour and the archive is emptied after a day, when every link in them has expired.
      archiveCompletedAfterSeconds: 60 * 60,
      deleteAfterSeconds: 24 * 60 * 60,
      // No cron schedules yet.
      schedule: false,
      supervise: options.supervise,
    });
    this.boss.on('error', (err: Error) => options.log.warn({ err: err.message }, 'job queue error'));
  }

  /** Creates pg-boss's tables (once, under its own lock) and the queues named. */
  async start(queues: Record<string, QueueSettings>): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const [name, settings] of Object.entries(queues)) {
      await this.boss.createQueue(name, { name, ...settings, retryBackoff: true });
      this.queues.set(name, settings);
    }
  }

  /**
   * Sends a job as part of `db` (a transaction: the job exists once it commits, never without the change);
   * `startAfter`: not before then (a reminder, an offer's expiry).
   */
  async send(db: Executor, name: string, data: object, options: { startAfter?: Date } = {}): Promise<void> {
    const settings = this.queues.get(name);
    if (!settings) throw new Error(`job queue "${name}" was not created`);
    const id = await this.boss.send(name, data, { db: executorFor(db) });
    sentIn.getStore()?.add(name);
    // Held back by moving its start in the same transaction (pg-boss's own startAfter reaches PGlite as a
    // parameter both of its CASE branches try to cast).
    if (options.startAfter && id)
      await db.execute(
        sql`UPDATE pgboss.job SET start_after = ${options.startAfter.toISOString()}::timestamptz WHERE name = ${name} AND id = ${id}::uuid`,
      );
  }

  /** Sends one job per item of `data` as part of `db` in one statement (pg-boss's insert, the queue's settings). */
  async sendMany(db: Executor, name: string, data: object[]): Promise<void> {
    if (!this.queues.has(name)) throw new Error(`job queue "${name}" was not created`);
    if (data.length === 0) return;
    await this.boss.insert(
      data.map((d) => ({ name, data: d })),
      { db: executorFor(db) },
    );
    sentIn.getStore()?.add(name);
  }

  /**
   * Runs `work` in a transaction of `db`; the jobs it sends commit with it, and this process's workers of
   * those queues (only those: a wake costs each woken worker a look at the queue) are woken once it has
   * committed (workers elsewhere find them at their next look).
   */
  async transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
    const sent = new Set<string>();
    const result = await sentIn.run(sent, () => db.transaction(work));
    if (sent.size > 0) this.wake([...sent]);
    return result;
  }

  /** Takes jobs of `name` in this process, one at a time; a handler that throws is retried with backoff. */
  async work<T extends object>(name: string, handler: JobHandler<T>): Promise<void> {
    const id = await this.boss.work<T>(
      name,
      { pollingIntervalSeconds: this.options.pollingSeconds ?? 2, batchSize: 1, includeMetadata: true },
      async (jobs) => {
        for (const job of jobs) {
          try {
            await handler(job.data, { id: job.id, retryCount: job.retryCount });
          } catch (err) {
            this.options.log.warn(
              { err: err instanceof Error ? err.message : String(err), queue: name, job: job.id, attempt: job.retryCount + 1 },
              'job failed; it will be retried while attempts remain',
            );
            throw err;
          }
        }
      },
    );
    this.workerIds.set(name, [...(this.workerIds.get(name) ?? []), id]);
  }

  /** Makes this process's idle workers (of the queues named, else of every queue) look for jobs now. */
  wake(names: string[] = [...this.workerIds.keys()]): void {
    for (const name of names) for (const id of this.workerIds.get(name) ?? []) this.boss.notifyWorker(id);
  }

  /**
   * Jobs of the queues named that are waiting, being retried or running; a job held for later
   * (`startAfter`, an offer's expiry) counts once its time has come.
   */
  async pending(names: string[] = [...this.queues.keys()]): Promise<number> {
    const { rows } = await this.options.database.executeSql(
      `SELECT count(*)::integer AS n FROM pgboss.job WHERE name = ANY($1::text[]) AND state IN ('created', 'retry', 'active')
        AND (state <> 'created' OR start_after <= now())`,
      [names],
    );
    return Number((rows[0] as { n: number } | undefined)?.n ?? 0);
  }

  /** Stops the workers, letting a running job finish (up to `timeoutMs`). */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await new Promise<void>((resolve) => {
      this.boss.once('stopped', () => resolve());
      void this.boss.stop({ graceful: true, timeout: timeoutMs, close: false }).catch(() => resolve());
    });
  }
}
