#!/bin/bash
# RSS of the shop at start and after 10 s of signed-in listing load (decision 019).
# usage: scripts/bench/measure-rss.sh DATA_DIR PORT [VAR=value ...]   e.g. NODE_OPTIONS=--max-semi-space-size=4
cd "$(dirname "$0")/../.."
DIR=$1; PORT=$2; shift 2
env "$@" DATA_DIR=$DIR PORT=$PORT LOG_LEVEL=warn NODE_ENV=production node_modules/.bin/node server.js > "${TMPDIR:-/tmp}/shop-rss-server.log" 2>&1 &
PID=$!
for i in $(seq 1 120); do curl -sf localhost:$PORT/healthz >/dev/null && break; sleep 0.5; done
sleep 1
echo "start: $(grep -E 'VmRSS|VmHWM' /proc/$PID/status | tr -s ' ' | tr '\n' ' ')"
npx autocannon -c 20 -d 10 "http://localhost:$PORT/products?sort=price-asc" -H "cookie: shop.session_token=x" > "${TMPDIR:-/tmp}/shop-rss-autocannon.log" 2>&1
echo "after load: $(grep -E 'VmRSS|VmHWM' /proc/$PID/status | tr -s ' ' | tr '\n' ' ')"
grep -E "Req/Sec|requests in" "${TMPDIR:-/tmp}/shop-rss-autocannon.log" | head -3
kill $PID; wait $PID 2>/dev/null
