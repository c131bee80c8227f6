"""How the scheduler treated a front end's threads during one wrk run of scripts/bench-router, from /proc.

  sched.py snapshot PID OUT     writes OUT: the schedstat and context switches of every thread of PID and its
                                child processes (nginx's workers), as JSON
  sched.py delta BEFORE AFTER   prints, as JSON, what changed between two snapshots: the threads' CPU time, their
                                wait for a core (runnable, not running), their turns on a core, and their voluntary
                                (slept) and involuntary (preempted) switches

A thread's /proc/PID/task/TID/schedstat holds its time on a core and its time runnable but waiting for one (both in
nanoseconds) and its turns on a core. A thread that appeared between the snapshots counts from zero; one that ended
is not counted.
"""
import json
import os
import sys

sys.dont_write_bytecode = True  # a helper leaves no __pycache__ in the checkout
import subcommands  # noqa: E402


def children(pid):
    """The process IDs whose parent is pid."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                stat = f.read()
        except OSError:
            continue
        if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
            found.append(int(entry))
    return found


def thread(pid, tid):
    base = f"/proc/{pid}/task/{tid}"
    with open(f"{base}/schedstat") as f:
        run_ns, wait_ns, turns = (int(v) for v in f.read().split()[:3])
    switches = {}
    with open(f"{base}/status") as f:
        for line in f:
            name, _, value = line.partition(":")
            if name in ("voluntary_ctxt_switches", "nonvoluntary_ctxt_switches"):
                switches[name] = int(value)
    return {"runNanos": run_ns, "waitNanos": wait_ns, "turns": turns,
            "voluntary": switches.get("voluntary_ctxt_switches", 0),
            "involuntary": switches.get("nonvoluntary_ctxt_switches", 0)}


def snapshot(pid, out):
    pid = int(pid)
    threads = {}
    for p in [pid] + children(pid):
        try:
            tids = os.listdir(f"/proc/{p}/task")
        except OSError:
            continue
        for tid in tids:
            try:
                threads[f"{p}/{tid}"] = thread(p, tid)
            except OSError:
                continue
    with open(out, "w") as f:
        json.dump({"threads": threads}, f)


FIELDS = ("runNanos", "waitNanos", "turns", "voluntary", "involuntary")


def delta(before, after):
    with open(before) as f:
        b = json.load(f)
    with open(after) as f:
        a = json.load(f)
    zero = dict.fromkeys(FIELDS, 0)
    sums = dict.fromkeys(FIELDS, 0)
    for key, now in a["threads"].items():
        then = b["threads"].get(key, zero)
        for field in FIELDS:
            sums[field] += now[field] - then[field]
    result = {"threadRunNanos": sums["runNanos"], "threadWaitNanos": sums["waitNanos"], "threadTurns": sums["turns"],
              "voluntarySwitches": sums["voluntary"], "involuntarySwitches": sums["involuntary"]}
    print(json.dumps(result))


COMMANDS = {"snapshot": (snapshot, 2), "delta": (delta, 2)}

if __name__ == "__main__":
    subcommands.main(COMMANDS, __doc__)
