#!/usr/bin/env python3
"""The orders example of docs/shard-key.md, generated with fixed seeds.

  python3 scripts/orders-example.py table > orders.csv
      200,000 orders: one customer (acme) places 20% of them, 60% come from one country, order_id counts up and
      created_at is the order's time.
  python3 scripts/orders-example.py queries N orders.csv > queries.jsonl
      N queries in hotshard's JSON lines: 70% "orders of a customer" (a customer drawn as the orders are, so acme
      is asked for a fifth of them), 25% "an order by id", 5% "orders above 500 this week".
  python3 scripts/orders-example.py pg ROWS TEXTS > pg_stat_statements.csv
      A pg_stat_statements export of ROWS rows holding TEXTS distinct statement texts in the same 70/25/5 shapes.
"""
import csv
import json
import random
import sys


def table(out):
    random.seed(1)
    out.write("order_id,customer_id,country,created_at\n")
    for i in range(200000):
        customer = "acme" if random.random() < 0.2 else "c%d" % random.randint(1, 50000)
        country = random.choices(["BR", "US", "DE", "PT", "IS"], [60, 20, 10, 9, 1])[0]
        out.write("%d,%s,%s,2026-11-27T%02d:%02d:%02d\n"
                  % (100000 + i, customer, country, i // 8334, i // 139 % 60, i % 60))


RANGE = {"total": {"gt": 500}, "created_at": {"gte": "2026-11-27T18:00:00", "lt": "2026-11-28T00:00:00"}}


def queries(out, count, orders):
    random.seed(2)
    rows = list(csv.DictReader(open(orders)))
    customers = [r["customer_id"] for r in rows]
    ids = [int(r["order_id"]) for r in rows]
    write = out.write
    for _ in range(count):
        kind = random.random()
        row = random.randrange(len(rows))
        if kind < 0.70:
            write('{"op":"read","where":{"customer_id":"%s"}}\n' % customers[row])
        elif kind < 0.95:
            write('{"op":"read","where":{"order_id":%d}}\n' % ids[row])
        else:
            write(json.dumps({"op": "read", "where": RANGE}, separators=(",", ":")) + "\n")


def pg(out, count, texts):
    random.seed(3)
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["queryid", "query", "calls", "total_exec_time", "rows"])
    for row in range(count):
        text = row % texts
        alias = "o%d" % text
        if text % 20 < 14:
            query = "SELECT %s.order_id, %s.total FROM orders %s WHERE %s.customer_id = $1 ORDER BY %s.created_at DESC" \
                    " LIMIT $2" % (alias, alias, alias, alias, alias)
        elif text % 20 < 19:
            query = "SELECT * FROM orders %s WHERE %s.order_id = $1" % (alias, alias)
        else:
            query = "SELECT count(*) FROM orders %s WHERE %s.total > $1 AND %s.created_at >= $2" % (alias, alias, alias)
        calls = random.randint(1, 100)
        writer.writerow([random.getrandbits(63), query, calls, "%.3f" % (calls * 0.05), calls])


if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else ""
    if what in ("-h", "--help"):
        print(__doc__)
    elif what == "table":
        table(sys.stdout)
    elif what == "queries" and len(sys.argv) == 4:
        queries(sys.stdout, int(sys.argv[2]), sys.argv[3])
    elif what == "pg" and len(sys.argv) == 4:
        pg(sys.stdout, int(sys.argv[2]), int(sys.argv[3]))
    else:
        sys.exit(__doc__)
