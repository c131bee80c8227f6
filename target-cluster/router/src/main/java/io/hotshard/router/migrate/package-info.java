/**
 * Online resharding: adds a node to a router's ring together with the data it will own, while clients keep
 * reading and writing. A {@link io.hotshard.router.migrate.Migrator} runs one
 * {@link io.hotshard.router.migrate.MigrationRequest} at a time through dual-write, backfill, verify, cutover and
 * cleanup; every event loop of the router's data path sends single-key requests through its door of the
 * {@link io.hotshard.router.migrate.MigrationGate}. A migration runs on the router's control loop (loop 0): its
 * ledger of keys is confined there, the gate reports client writes to it there, and it waits for requests in
 * flight on every loop. Every copy, check and delete is a data request through the control loop's dispatcher,
 * counted like a client's.
 */
package io.hotshard.router.migrate;
