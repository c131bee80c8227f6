"""The tables of scripts/bench-router: results.md from results.jsonl and, when there is one, added-latency.json.

  table.py RUN ROUTER_LABEL DURATION CONNECTIONS THREADS [--only-router]
"""
import json
import os
import sys

KINDS = {"200": "200: GET of a stored key", "404": "404: GET of an absent key", "put": "PUT of 1 KB (200)",
         "503": "503: shard marked down"}
ROWS = {"200": "200: GETs of keys key0..key9999, stored in every shard",
        "404": "404: GETs of keys absent0..absent9999, stored nowhere",
        "put": "PUT: 1,024-byte values written over key0..key9999",
        "503": "503: GETs of the keys the router places on shard-3 while shard-3 is down (nginx and HAProxy: over"
               " upstreams whose every server is marked down)"}
DIRECT = "one shard directly"
ADDED = "added latency"


def ms(us):
    return f"{us / 1000:.2f} ms"


def in_order(rows, router_label):
    """A kind's rows as the tables list them: the router first, the direct shard last."""
    return sorted(rows, key=lambda r: (r["target"] != router_label, r["target"] == DIRECT))


def with_ratio(rows, only_router):
    """Whether the table has a ratio column: beside the peers, or beside a baseline router in an --only-router run."""
    return not only_router or len({r["target"] for r in rows}) > 1


def wrk_table(rows, router_label, only_router):
    ratio = with_ratio(rows, only_router)
    head = ("| answer | target | req/s | p50 | p99 (rounds' range) | p99.9 | errors | CPU µs/request |"
            + (" JIT ms in the runs |" if only_router else "") + (" ratio to hotshard |" if ratio else ""))
    out = [head, "|---|---|" + "---:|" * (head.count("|") - 3)]
    for kind in KINDS:
        of_kind = [r for r in rows if r["kind"] == kind]
        if not of_kind:
            continue
        base = next((r["reqPerSec"] for r in of_kind if r["target"] == router_label), None)
        for r in in_order(of_kind, router_label):
            lo, hi = r["p99RangeMicros"]
            cpu = "n/a" if r["cpuMicrosPerRequest"] is None else format(r["cpuMicrosPerRequest"], ".0f")
            last = (f" {r['jitCpuMillis']} |" if only_router else "") \
                + ((" n/a |" if not base else f" {r['reqPerSec'] / base:.2f} |") if ratio else "")
            out.append(f"| {KINDS[kind]} | {r['target']} | {r['reqPerSec']:,.0f} | {ms(r['p50Micros'])} |"
                       f" {ms(r['p99Micros'])} ({lo / 1000:.1f}–{hi / 1000:.1f}) | {ms(r['p999Micros'])} |"
                       f" {r['socketErrors']} | {cpu} |{last}")
    return out


def sched_table(rows, router_label):
    """How the scheduler treated each front end's threads in its measured runs (sched.py), where it was read."""
    out = ["", "| answer | target | wait for a core, µs/request | CPU per turn on a core | turns ended by preemption |",
           "|---|---|---:|---:|---:|"]
    for kind in KINDS:
        for r in in_order([r for r in rows if r["kind"] == kind and r.get("scheduling")], router_label):
            s = r["scheduling"]
            out.append(f"| {KINDS[kind]} | {r['target']} | {s['waitMicrosPerRequest']:.1f} |"
                       f" {s['runMicrosPerTurn']:.0f} µs | {100 * s['preemptedShare']:.0f}% |")
    if len(out) == 3:
        return []
    return out + ["", "The front end's threads over its measured runs (/proc/PID/task/TID/schedstat and status): wait"
                  " for a core, the time they were runnable but not running, over the requests; CPU per turn, their"
                  " CPU time over their turns on a core; turns ended by preemption, involuntary context switches"
                  " over all. These are sums and means: they tell how long the threads waited in all, not how the"
                  " waits were spread (a few long waits lift a p99 that the mean hides)."]


def added(path, p):
    # A difference of percentiles within the run's resolution (95% confidence of both) is no measured addition.
    add, r = path["addedFromIntendedMicros"][p], path.get("addedResolutionMicros", {}).get(p)
    if r is None:
        return ms(add)
    if abs(add) <= r:
        return f"below resolution (±{ms(r)})"
    # A front end adds no latency; a path measured faster than direct met quieter moments of the machine.
    return f"none (direct {ms(-add)} ±{ms(r)} higher)" if add < 0 else f"{ms(add)} ±{ms(r)}"


def generator(path):
    """How late the generator sent on a path (p99 / max) and its own collections meanwhile; – before it told."""
    g = path.get("generator")
    if g is None:
        return "–"
    late = g["sendLateMicros"]
    gc = "no GC" if g["gcCollections"] == 0 else f"{g['gcCollections']} GC, {g['gcMillis']} ms"
    return f"{ms(late['p99'])} / {ms(late['max'])}, {gc}"


def path_row(label, path):
    i = path["fromIntendedMicros"]
    return (f"| {label} | {ms(i['p50'])} | {ms(i['p99'])} | {ms(i['p99.9'])} | {path['sent']:,} |"
            f" {path['nonSuccess']} | {path['failures']} | {generator(path)} |")


def added_table(a):
    paths = [("the router", {**a["router"], "addedFromIntendedMicros": a["addedFromIntendedMicros"],
                             "addedResolutionMicros": a.get("addedResolutionMicros", {})})] \
            + [(f["name"], f) for f in a.get("fronts", [])]
    out = ["", f"Latency at one open-loop rate of GETs of stored keys (200), {a['ratePerSecond']:,} req/s on every"
           f" path, {a['secondsPerPath']} s per path in turns of {a['segmentMillis']} ms segments, measured from the"
           " intended send time:", "",
           "| path | p50 | p99 | p99.9 | sent | non-2xx | failed | generator: sent late p99 / max, its GC |",
           "|---|---:|---:|---:|---:|---:|---:|---|",
           path_row("direct to the owner shard", a["direct"])] + [path_row(f"through {n}", p) for n, p in paths]
    out += [f"| added by {n} | {added(p, 'p50')} | {added(p, 'p99')} | {added(p, 'p99.9')} | | | | |" for n, p in paths]
    out += ["", "added: through the front end minus direct, ± the 95% half-width of that difference (order statistics"
            " of both paths); an addition within it is printed as below the run's resolution, and a front end measured"
            " faster than direct as none. Unlike wrk's closed loop, which runs each front end at its own saturation"
            " rate, every path here carries the same load. generator: how late the generator itself sent that"
            " path's requests after their intended times (its 1-ms tick when it keeps up; longer when it stalled),"
            " and its own garbage collections during that path's segments: a stall of the generator counts as the"
            " latency of the path it was measuring."]
    return out


def main(run, router_label, duration, connections, threads, *flags):
    only_router = "--only-router" in flags
    results = os.path.join(run, "results.jsonl")
    with open(results) as f:
        lines = [json.loads(line) for line in f if line.strip()]
    rows = [r for r in lines if r["target"] != ADDED]
    rounds = len(rows[0]["rounds"])
    out = [f"wrk -t{threads} -c{connections} -d{duration}s, {rounds} round(s) per target and answer in rotating"
           " order, keys in a fixed-seed order, four 0-ms hotshard shards on 127.0.0.1", ""]
    out += wrk_table(rows, router_label, only_router)
    measured = {r["kind"] for r in rows}
    out += ["", "; ".join(text for kind, text in ROWS.items() if kind in measured)
            + ". Every answer of a row has its row's status, or the bench fails.",
            "req/s and CPU µs/request: over all of a row's rounds; p50, p99, p99.9: the median of its rounds'."
            " errors: wrk's socket errors (connect, read, write, timeout); CPU µs/request: CPU time of the front"
            " end's processes during its measured runs over their requests."
            + (" ratio: the row's req/s over the router's for the same answer." if with_ratio(rows, only_router)
               else "")]
    out += sched_table(rows, router_label)
    added_json = os.path.join(run, "added-latency.json")
    if not only_router and os.path.exists(added_json):
        with open(added_json) as f:
            a = json.load(f)
        out += added_table(a)
        if len(rows) == len(lines):
            with open(results, "a") as f:
                f.write(json.dumps({"kind": "200", "target": ADDED, **a}) + "\n")
    text = "\n".join(out) + "\n"
    with open(os.path.join(run, "results.md"), "w") as f:
        f.write(text)
    print("\n" + text)
    print(f"written: {os.path.join(run, 'results.md')}\nwritten: {results}")


if __name__ == "__main__":
    if sys.argv[1:2] in (["-h"], ["--help"]):
        print(__doc__.strip())
        sys.exit(0)
    if len(sys.argv) < 6:
        sys.exit(__doc__)
    main(*sys.argv[1:])
