-- wrk script for bench/http/http-legal-moves.sh.
-- With WRK_BODY set (the JSON request body), every request is a POST with that body; without it,
-- a plain GET (used for /api/v1/ping so that both endpoints are measured by the same script).
-- done() prints one machine-readable line that the shell script parses:
--   RESULT requests=<n> seconds=<s> rps=<r> p50_ms=<ms> p99_ms=<ms> mean_ms=<ms> non2xx=<n> errors=<n>
local body = os.getenv("WRK_BODY")
if body ~= nil and body ~= "" then
  wrk.method = "POST"
  wrk.body = body
  wrk.headers["Content-Type"] = "application/json"
end
wrk.headers["Accept"] = "application/json"

function done(summary, latency, requests)
  local seconds = summary.duration / 1e6
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
  io.write(string.format(
    "RESULT requests=%d seconds=%.3f rps=%.1f p50_ms=%.3f p99_ms=%.3f mean_ms=%.3f non2xx=%d errors=%d\n",
    summary.requests, seconds, summary.requests / seconds,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency.mean / 1000,
    summary.errors.status, errors))
end
