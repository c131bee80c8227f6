package io.hotshard.router.migrate;

import java.util.Locale;

/** Where a migration is: the recipe's steps in order, then how it ended. */
public enum MigrationPhase {
    /** The node is a member outside the ring; writes of keys that will move also go to their next owner. */
    DUAL_WRITE,
    /** Keys that will move are copied from their owner to their next owner, throttled. */
    BACKFILL,
    /** Every moved key is read from both owners and compared; differences are copied again. */
    VERIFY,
    /** The ring switches to include the node; then every moved key is checked on its new owner. */
    CUTOVER,
    /** Moved keys are deleted from their old owners. */
    CLEANUP,
    /** Finished: the node is in the ring with its data. */
    DONE,
    /** Stopped on an error; before cutover the old ring is kept and the node forgotten. */
    FAILED;

    /** The lower-case, hyphenated name used in JSON, e.g. {@code dual-write}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** Whether the migration has ended. */
    public boolean finished() {
        return this == DONE || this == FAILED;
    }
}
