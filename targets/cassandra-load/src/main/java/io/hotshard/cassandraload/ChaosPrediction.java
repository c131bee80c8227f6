package io.hotshard.cassandraload;

import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;

/**
 * What the seed predicts when one replica of every key's replica set is dead: a request needs as many live replicas as
 * its consistency level asks for ({@code ONE} 1, {@code TWO} 2, {@code QUORUM} rf/2 + 1, {@code ALL} rf), so it
 * still succeeds when rf − 1 are enough; with rf 1 the keys of the dead node fail.
 */
final class ChaosPrediction {

    private ChaosPrediction() {
    }

    /** The replicas a request at {@code level} needs of {@code rf}. */
    static int needed(DefaultConsistencyLevel level, int rf) {
        return switch (level) {
            case ONE, LOCAL_ONE, ANY -> 1;
            case TWO -> 2;
            case THREE -> 3;
            case QUORUM, LOCAL_QUORUM, EACH_QUORUM, SERIAL, LOCAL_SERIAL -> rf / 2 + 1;
            case ALL -> rf;
        };
    }

    /** The seed's prediction for one dead replica, in one line. */
    static String oneDead(DefaultConsistencyLevel level, int rf) {
        int needed = needed(level, rf);
        if (needed <= rf - 1) {
            return level + " needs " + needed + " of " + rf + " replicas: one dead replica is tolerated (no"
                    + " unavailable errors once the driver marks it down; requests already sent to it time out)";
        }
        return level + " needs " + needed + " of " + rf + " replicas: the keys the dead node replicates fail"
                + " (unavailable, or time-outs while it is not yet marked down)";
    }
}
