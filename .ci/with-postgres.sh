#!/usr/bin/env bash
# Starts a throwaway PostgreSQL on 127.0.0.1 (Debian's package, installed when missing), runs the
# given command with TEST_DATABASE_URL and DATABASE_URL pointing at it, then stops it.
set -euo pipefail
PGBIN=""
for d in /usr/lib/postgresql/*/bin; do [ -x "$d/postgres" ] && PGBIN="$d"; done
if [ -z "$PGBIN" ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  for d in /usr/lib/postgresql/*/bin; do [ -x "$d/postgres" ] && PGBIN="$d"; done
fi
PORT="${PGPORT_TEST:-54329}"
DIR="$(mktemp -d /tmp/pg-ci.XXXXXX)"
chown -R postgres:postgres "$DIR" 2>/dev/null || true
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
as_pg "$PGBIN/initdb -D $DIR/data -U postgres -A trust >/dev/null"
as_pg "$PGBIN/pg_ctl -D $DIR/data -o '-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200' -l $DIR/log -w start >/dev/null"
trap 'as_pg "$PGBIN/pg_ctl -D $DIR/data -m fast stop" >/dev/null 2>&1 || true; rm -rf "$DIR"' EXIT
as_pg "$PGBIN/createdb -h 127.0.0.1 -p $PORT -U postgres hireloop_test"
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/hireloop_test"
# The outage test (apps/server/test/scale/database-outage.test.ts) stops this server for 2 s under
# load and starts it again, with this script.
printf '#!/bin/sh\n%s -D %s -m fast -w stop >/dev/null\nsleep 2\n%s -D %s -o "-p %s -k %s -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" -l %s -w start >/dev/null\n' \
  "$PGBIN/pg_ctl" "$DIR/data" "$PGBIN/pg_ctl" "$DIR/data" "$PORT" "$DIR" "$DIR/log" > "$DIR/restart.sh"
chmod 755 "$DIR/restart.sh"
if [ "$(id -u)" = 0 ]; then
  export TEST_DATABASE_RESTART_CMD="su postgres -s /bin/sh -c $DIR/restart.sh"
else
  export TEST_DATABASE_RESTART_CMD="$DIR/restart.sh"
fi
export DATABASE_URL="$TEST_DATABASE_URL"
"$@"
