package io.hotshard.cassandra;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The ring as one node sees it, read over JMX the way nodetool status reads it: who is up or down, joining, leaving
 * or moving, each node's load and tokens, and each node's effective ownership for a keyspace. Keyed by address.
 *
 * @param live        addresses seen up
 * @param unreachable addresses seen down
 * @param joining     addresses bootstrapping
 * @param leaving     addresses leaving
 * @param moving      addresses moving tokens
 * @param load        each address's load as Cassandra formats it
 * @param tokens      each address's tokens (signed 64-bit Murmur3 tokens, ascending), in address order
 * @param owns        each address's effective ownership for the keyspace, a fraction of 1
 */
public record RingState(Set<String> live, Set<String> unreachable, Set<String> joining, Set<String> leaving,
                        Set<String> moving, Map<String, String> load, Map<String, List<Long>> tokens,
                        Map<String, Double> owns) {

    /** Copies the collections. */
    public RingState {
        live = Set.copyOf(live);
        unreachable = Set.copyOf(unreachable);
        joining = Set.copyOf(joining);
        leaving = Set.copyOf(leaving);
        moving = Set.copyOf(moving);
        load = Map.copyOf(load);
        TreeMap<String, List<Long>> sorted = new TreeMap<>(Endpoints.ADDRESS_ORDER);
        tokens.forEach((address, list) -> sorted.put(address, list.stream().sorted().toList()));
        tokens = java.util.Collections.unmodifiableMap(sorted);
        owns = Map.copyOf(owns);
    }

    /** Reads the ring from {@code storage}, with effective ownership for {@code keyspace}. */
    public static RingState read(StorageServiceView storage, String keyspace) {
        Map<String, List<Long>> tokens = new TreeMap<>(Endpoints.ADDRESS_ORDER);
        storage.getTokenToEndpointWithPortMap().forEach((token, endpoint) ->
                tokens.computeIfAbsent(Endpoints.address(endpoint), a -> new ArrayList<>()).add(Long.parseLong(token)));
        Map<String, Double> owns = new TreeMap<>();
        storage.effectiveOwnershipWithPort(keyspace).forEach((endpoint, share) ->
                owns.put(Endpoints.address(endpoint), share.doubleValue()));
        Map<String, String> load = new TreeMap<>();
        storage.getLoadMapWithPort().forEach((endpoint, text) -> load.put(Endpoints.address(endpoint), text));
        return new RingState(addresses(storage.getLiveNodesWithPort()),
                addresses(storage.getUnreachableNodesWithPort()), addresses(storage.getJoiningNodesWithPort()),
                addresses(storage.getLeavingNodesWithPort()), addresses(storage.getMovingNodesWithPort()), load, tokens,
                owns);
    }

    /** Each node of the ring, in address order, as nodetool status shows it. */
    public List<NodeStatus> nodes() {
        List<NodeStatus> nodes = new ArrayList<>();
        for (Map.Entry<String, List<Long>> node : tokens.entrySet()) {
            String address = node.getKey();
            nodes.add(new NodeStatus(address, state(address), node.getValue().size(), load.getOrDefault(address, "?"),
                    owns.getOrDefault(address, Double.NaN)));
        }
        return nodes;
    }

    /** Status and state in nodetool's two letters: U/D/? then J/L/M/N. */
    public String state(String address) {
        String status = live.contains(address) ? "U" : unreachable.contains(address) ? "D" : "?";
        String state = joining.contains(address) ? "J" : leaving.contains(address) ? "L"
                : moving.contains(address) ? "M" : "N";
        return status + state;
    }

    private static Set<String> addresses(List<String> endpoints) {
        Set<String> addresses = new HashSet<>();
        endpoints.forEach(e -> addresses.add(Endpoints.address(e)));
        return addresses;
    }
}
