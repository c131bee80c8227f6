package io.hotshard.router.migrate;

import io.hotshard.router.core.RouterState;

/** A running migration's view of client writes, as {@link MigrationGate} reports them, on the migration's context. */
interface Mirror {

    /** Where else a client's write of {@code key}, routed to {@code owner} with {@code state}, must go; or null. */
    String target(RouterState state, String key, String owner);

    /** A client write of {@code key}, routed with {@code state}, is being sent, also to {@code target} if not null. */
    void written(RouterState state, String key, String target);

    /** Both legs of a dual write are done; {@code bothApplied} when each shard answered 2xx or 404. */
    void dualWritten(String key, boolean bothApplied);
}
