"""Keys for scripts/bench-router over HTTP on 127.0.0.1.

  shards.py preload PORT...             PUTs key0..key9999 into every shard on the PORTs
  shards.py owned ROUTER_PORT SHARD     prints the keys key0..key9999 the router places on SHARD, one a line
"""
import http.client
import sys
import threading

KEYS = 10000


def in_parallel(work, jobs):
    """Runs work(*job) for every job on a thread each; exits naming the first failure."""
    failed = []

    def run(*job):
        try:
            work(*job)
        except (OSError, ValueError) as e:
            failed.append(str(e))
    threads = [threading.Thread(target=run, args=job, daemon=True) for job in jobs]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if failed or any(t.is_alive() for t in threads):
        sys.exit("bench-router: " + (failed[0] if failed else "interrupted"))


def preload(*ports):
    def put(port, part, parts):
        conn = http.client.HTTPConnection("127.0.0.1", int(port), timeout=10)
        for i in range(part, KEYS, parts):
            conn.request("PUT", f"/kv/key{i}", body=f"value-{i}".encode())
            resp = conn.getresponse()
            resp.read()
            if resp.status // 100 != 2:
                raise ValueError(f"preload: PUT /kv/key{i} on port {port} answered {resp.status}")
        conn.close()
    # Eight connections per shard: a PUT costs a round trip, and cold shard JVMs answer slowly.
    in_parallel(put, [(port, part, 8) for port in ports for part in range(8)])


def owned(router_port, shard):
    # The router names the shard that answered in X-Hotshard-Shard: its own placement, read rather than recomputed.
    found = []

    def get(part, parts):
        conn = http.client.HTTPConnection("127.0.0.1", int(router_port), timeout=10)
        for i in range(part, KEYS, parts):
            conn.request("GET", f"/kv/key{i}")
            resp = conn.getresponse()
            resp.read()
            if resp.status != 200:
                raise ValueError(f"GET /kv/key{i} through the router answered {resp.status}")
            if resp.getheader("X-Hotshard-Shard") == shard:
                found.append(i)
        conn.close()
    in_parallel(get, [(part, 4) for part in range(4)])
    if not found:
        sys.exit(f"bench-router: the router places none of key0..key{KEYS - 1} on {shard}")
    print("\n".join(f"key{i}" for i in sorted(found)))


COMMANDS = {"preload": preload, "owned": owned}

if __name__ == "__main__":
    if sys.argv[1:2] in (["-h"], ["--help"]):
        print(__doc__.strip())
        sys.exit(0)
    if len(sys.argv) < 3 or sys.argv[1] not in COMMANDS:
        sys.exit(__doc__)
    COMMANDS[sys.argv[1]](*sys.argv[2:])
