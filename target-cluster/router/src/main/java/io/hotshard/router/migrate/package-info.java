/**
 * Online resharding: adds a node to a router's ring together with the data it will own, while clients keep
 * reading and writing. A {@link io.hotshard.router.migrate.Migrator} runs one
 * {@link io.hotshard.router.migrate.MigrationRequest} at a time through dual-write, backfill, verify, cutover and
 * cleanup; the router's data path sends single-key requests through its
 * {@link io.hotshard.router.migrate.DualWrites}. Everything runs on the router's one event loop, and every copy,
 * check and delete is a data request through the router's dispatcher, counted like a client's.
 */
package io.hotshard.router.migrate;
