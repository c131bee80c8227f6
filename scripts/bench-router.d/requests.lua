-- wrk script of scripts/bench-router: one kind of request, keys drawn by a Park-Miller generator (exact in doubles)
-- seeded per thread, so that every target sees the same sequence; every answer's status is counted, and done()
-- prints what the table needs as one JSON line.
--   wrk ... -s requests.lua URL -- METHOD PREFIX KEYS SEED BODY_BYTES [KEY_FILE]
-- GET or PUT /kv/<PREFIX><n>, n in [0, KEYS), a body of BODY_BYTES bytes when above 0; with KEY_FILE the keys are
-- its lines instead (KEYS and PREFIX unused).
local threads = {}

function setup(thread)
  table.insert(threads, thread)
  thread:set("id", #threads)
end

function init(args)
  method = args[1] or "GET"
  prefix = args[2] or "key"
  keys = tonumber(args[3]) or 10000
  state = (tonumber(args[4]) or 42) + 7919 * id
  local bytes = tonumber(args[5]) or 0
  body = bytes > 0 and string.rep("x", bytes) or nil
  names = nil
  if args[6] and args[6] ~= "" then
    names = {}
    for line in io.lines(args[6]) do
      if line ~= "" then names[#names + 1] = line end
    end
    keys = #names
  end
  statuses = {}
end

function request()
  state = (state * 16807) % 2147483647
  local n = state % keys
  local key = names and names[n + 1] or (prefix .. n)
  return wrk.format(method, "/kv/" .. key, nil, body)
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests)
  local counts = {}
  for _, thread in ipairs(threads) do
    for status, n in pairs(thread:get("statuses")) do
      counts[status] = (counts[status] or 0) + n
    end
  end
  local parts = {}
  for status, n in pairs(counts) do
    parts[#parts + 1] = string.format('"%d":%d', status, n)
  end
  local e = summary.errors
  io.write(string.format('BENCH {"requests":%d,"durationMicros":%d,"connect":%d,"read":%d,"write":%d,' ..
    '"timeout":%d,"non2xx":%d,"statuses":{%s},"p50Micros":%d,"p99Micros":%d,"p999Micros":%d,"maxMicros":%d}\n',
    summary.requests, summary.duration, e.connect, e.read, e.write, e.timeout, e.status, table.concat(parts, ","),
    latency:percentile(50), latency:percentile(99), latency:percentile(99.9), latency.max))
end
