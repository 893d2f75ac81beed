import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../database/database';
import type { DatabaseConnection, NotificationListener } from '../database/engine';
import type { CatalogueCache, Forgotten } from './catalogue-cache';

/** The PostgreSQL channel every API process of the shop listens on. */
const channel = 'lemon_catalogue_changed';
/** How long a change waits to hear its own announcement back (by then the other processes have it too). */
const echoWaitMs = 1000;
/** What PostgreSQL takes in one notification is under 8,000 bytes: a longer list of variations says everything changed. */
const longestAnnouncement = 7000;

/** What a process announces; what it forgets, if not understood, is taken for everything. */
const announcementSchema = z.object({
  schema: z.string().optional(),
  id: z.string().optional(),
  forgotten: z.union([z.literal('everything'), z.object({ variations: z.array(z.number().int()) })]).catch('everything'),
});

/**
 * Tells every API process that the catalogue changed, so each forgets the answers it kept (the catalogue's
 * calls, which the pages are drawn with, and the sitemap): all of them, or those showing the stock an order
 * moved. On PostgreSQL through `NOTIFY`/`LISTEN`, which every process sharing the database already has: no
 * timer, no other service. One SQLite file has one process: its own
 * cache is all there is. A process whose listening connection drops forgets everything when it is back, as
 * it may have missed a change meanwhile.
 */
export class CatalogueChanges {
  private listener?: NotificationListener;
  /** The schema this process works in: processes of other shops (or tests) on the same database are not ours. */
  private schema?: string;
  private readonly echoes = new Map<string, () => void>();

  constructor(
    private readonly cache: CatalogueCache,
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(listen: DatabaseConnection['listen']): Promise<void> {
    if (!listen) return;
    this.schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(this.db)).rows[0]!.schema;
    this.listener = listen(channel, {
      heard: (payload) => this.heard(payload),
      connected: () => this.cache.clear(),
      lost: (error) => this.log.warn({ err: error }, 'No longer hearing catalogue changes: listening again shortly'),
    });
    await this.listener.ready();
  }

  /**
   * The catalogue just changed (call it once the change is committed): every process forgets what it kept,
   * everything or what shows these variations' stock.
   */
  async announce(forgotten: Forgotten = 'everything'): Promise<void> {
    this.cache.forget(forgotten);
    if (!this.listener) return;
    const id = randomUUID();
    const echoed = new Promise<void>((resolve) => this.echoes.set(id, resolve));
    let announcement = JSON.stringify({ schema: this.schema, id, forgotten });
    if (announcement.length > longestAnnouncement) announcement = JSON.stringify({ schema: this.schema, id, forgotten: 'everything' });
    try {
      await sql`select pg_notify(${channel}, ${announcement})`.execute(this.db);
      await Promise.race([echoed, new Promise((resolve) => setTimeout(resolve, echoWaitMs).unref())]);
    } finally {
      this.echoes.delete(id);
    }
  }

  async stop(): Promise<void> {
    await this.listener?.stop();
  }

  private heard(payload: string): void {
    let announced: z.infer<typeof announcementSchema>;
    try {
      announced = announcementSchema.parse(JSON.parse(payload));
    } catch {
      return; // not one of ours
    }
    if (announced.schema !== this.schema) return;
    this.cache.forget(announced.forgotten);
    if (announced.id) this.echoes.get(announced.id)?.();
  }
}
