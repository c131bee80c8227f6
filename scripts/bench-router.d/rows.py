"""The rows of scripts/bench-router: one wrk run read and checked, and the rounds summed up per answer kind and target.

  rows.py check LOG KIND STATUS LABEL          prints "<req/s> <requests>" of a run, or exits 1 on a wrong status
  rows.py round LOG KIND STATUS LABEL EXTRA ROUNDS TICKS HZ JIT ROUND SCHED
                                               appends one line to ROUNDS (rounds.jsonl); SCHED: sched.py delta's
                                               JSON for the run, or ""
  rows.py rate RUN KIND LABEL                  prints the req/s of LABEL's rounds of KIND, whole
  rows.py summarize RUN                        writes RUN/results.jsonl: one line per answer kind and target
"""
import json
import os
import statistics
import sys

sys.dont_write_bytecode = True  # a helper leaves no __pycache__ in the checkout
import subcommands  # noqa: E402


def wrk_line(log):
    """The BENCH line requests.lua prints at the end of a wrk run."""
    with open(log) as f:
        for line in f:
            if line.startswith("BENCH "):
                return json.loads(line[len("BENCH "):])
    sys.exit(f"bench-router: {log} has no BENCH line (wrk ended before its end of run)")


def checked(log, kind, status, label):
    """The run's figures, after checking that every answer it got has the status its answer kind measures."""
    w = wrk_line(log)
    counts = {int(s): n for s, n in w["statuses"].items()}
    wrong = {s: n for s, n in counts.items() if s != int(status)}
    if wrong or counts.get(int(status), 0) == 0:
        seen = ", ".join(f"{n:,} × {s}" for s, n in sorted(counts.items())) or "no answer"
        sys.exit(f"bench-router: the {kind} row of {label} expects every answer to be {status} but got {seen}"
                 f" (wrk log: {log}); a front end answering another status there measures something else")
    return w


def check(log, kind, status, label):
    w = checked(log, kind, status, label)
    print(round(w["requests"] / (w["durationMicros"] / 1e6)), w["requests"])


def round_row(log, kind, status, label, extra, rounds, ticks, hz, jit, rnd, sched):
    w = checked(log, kind, status, label)
    row = {"kind": kind, "expectedStatus": int(status), "target": label, **json.loads(extra or "{}"),
           "round": int(rnd), "reqPerSec": w["requests"] / (w["durationMicros"] / 1e6), "requests": w["requests"],
           "durationMicros": w["durationMicros"],
           "p50Micros": w["p50Micros"], "p99Micros": w["p99Micros"], "p999Micros": w["p999Micros"],
           "maxMicros": w["maxMicros"],
           "socketErrorsByKind": {k: w[k] for k in ("connect", "read", "write", "timeout")},
           "statuses": w["statuses"], "cpuTicks": int(ticks) if ticks else None, "clockTicksPerSecond": int(hz),
           "jitCpuMillis": int(jit) * 1000 // int(hz), "sched": json.loads(sched) if sched else None}
    with open(rounds, "a") as f:
        f.write(json.dumps(row) + "\n")
    cpu = f"{int(ticks) * 1e6 / int(hz) / max(1, w['requests']):.0f}" if ticks else "n/a"
    print(f"   round {rnd}, {kind}, {label}: {row['reqPerSec']:,.0f} req/s, p99 {row['p99Micros']} us,"
          f" {sum(row['socketErrorsByKind'].values())} socket errors, every answer {status},"
          f" {cpu} us CPU/request ({row['jitCpuMillis']} ms of it JIT compiling)" + waited(row))


def waited(row):
    s = scheduling([row])
    return "" if s is None else (f", its threads waited {s['waitMicrosPerRequest']:.1f} us/request for a core and ran"
                                 f" {s['runMicrosPerTurn']:.0f} us a turn")


def rounds_of(run):
    with open(os.path.join(run, "rounds.jsonl")) as f:
        return [json.loads(line) for line in f if line.strip()]


def rate(run, kind, label):
    rs = [r for r in rounds_of(run) if r["kind"] == kind and r["target"] == label]
    print(round(sum(r["requests"] for r in rs) / (sum(r["durationMicros"] for r in rs) / 1e6)))


def cpu_per_request(rs):
    if any(r["cpuTicks"] is None for r in rs):
        return None
    return sum(r["cpuTicks"] * 1e6 / r["clockTicksPerSecond"] for r in rs) / max(1, sum(r["requests"] for r in rs))


def scheduling(rs):
    """How the scheduler treated the front end's threads over rounds rs (sched.py delta of each), or None."""
    if any(r.get("sched") is None for r in rs):
        return None
    total = {k: sum(r["sched"][k] for r in rs) for k in rs[0]["sched"]}
    switches = total["voluntarySwitches"] + total["involuntarySwitches"]
    return {"waitMicrosPerRequest": total["threadWaitNanos"] / 1000 / max(1, sum(r["requests"] for r in rs)),
            "runMicrosPerTurn": total["threadRunNanos"] / 1000 / max(1, total["threadTurns"]),
            "preemptedShare": total["involuntarySwitches"] / max(1, switches), **total}


FIXED = {"kind", "expectedStatus", "target", "round", "reqPerSec", "requests", "durationMicros", "p50Micros",
         "p99Micros", "p999Micros", "maxMicros", "socketErrorsByKind", "statuses", "cpuTicks", "clockTicksPerSecond",
         "jitCpuMillis", "sched"}


def summarize(run):
    """req/s and CPU over all of a row's rounds, percentiles the median of its rounds' (with their range)."""
    rows = rounds_of(run)
    order = list(dict.fromkeys((r["kind"], r["target"]) for r in rows))
    with open(os.path.join(run, "results.jsonl"), "w") as out:
        for kind, target in order:
            rs = [r for r in rows if r["kind"] == kind and r["target"] == target]
            kinds = {k: sum(r["socketErrorsByKind"][k] for r in rs) for k in ("connect", "read", "write", "timeout")}
            statuses = {}
            for r in rs:
                for s, n in r["statuses"].items():
                    statuses[s] = statuses.get(s, 0) + n
            row = {"kind": kind, "expectedStatus": rs[0]["expectedStatus"], "target": target,
                   **{k: v for k, v in rs[0].items() if k not in FIXED},
                   "reqPerSec": sum(r["requests"] for r in rs) / (sum(r["durationMicros"] for r in rs) / 1e6),
                   "requests": sum(r["requests"] for r in rs),
                   **{p: statistics.median(r[p] for r in rs) for p in ("p50Micros", "p99Micros", "p999Micros")},
                   "p99RangeMicros": [min(r["p99Micros"] for r in rs), max(r["p99Micros"] for r in rs)],
                   "maxMicros": max(r["maxMicros"] for r in rs), "socketErrors": sum(kinds.values()),
                   "socketErrorsByKind": kinds, "statuses": statuses,
                   "cpuMicrosPerRequest": cpu_per_request(rs), "jitCpuMillis": sum(r["jitCpuMillis"] for r in rs),
                   "scheduling": scheduling(rs),
                   "rounds": [{"round": r["round"], "reqPerSec": r["reqPerSec"], "p50Micros": r["p50Micros"],
                               "p99Micros": r["p99Micros"], "p999Micros": r["p999Micros"],
                               "cpuMicrosPerRequest": cpu_per_request([r]), "scheduling": scheduling([r])}
                              for r in rs]}
            out.write(json.dumps(row) + "\n")


COMMANDS = {"check": (check, 4), "round": (round_row, 11), "rate": (rate, 3), "summarize": (summarize, 1)}

if __name__ == "__main__":
    subcommands.main(COMMANDS, __doc__)
