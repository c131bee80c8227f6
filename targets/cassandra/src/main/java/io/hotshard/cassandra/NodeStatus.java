package io.hotshard.cassandra;

/**
 * One node as {@code nodetool status KEYSPACE} shows it.
 *
 * @param address the node's address
 * @param state   status and state in two letters: U(p)/D(own), then N(ormal)/J(oining)/L(eaving)/M(oving)
 * @param tokens  its number of tokens
 * @param load    its data on disk, as Cassandra formats it ("104.33 KiB")
 * @param owns    its effective ownership for the keyspace, a fraction of 1; NaN when unknown
 */
public record NodeStatus(String address, String state, int tokens, String load, double owns) {

    /** Whether the node is up and normal. */
    public boolean upAndNormal() {
        return state.equals("UN");
    }
}
