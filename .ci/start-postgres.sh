#!/usr/bin/env bash
# Starts a throw-away PostgreSQL on loopback for the repository suite and prints its URL.
# Installs the server from Debian's packages when the machine has none. Its data directory is
# PORTAL_PG_DATA when set (so the caller can remove it afterwards, as .ci/run does), else a new one.
set -euo pipefail
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql) >/dev/null
fi
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
data=${PORTAL_PG_DATA:-$(mktemp -d /tmp/portal-pg-XXXXXX)}
port=${PORTAL_PG_PORT:-54329}
# Another server on the port (a run before this one on the same machine): take the next free port.
while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
chown postgres "$data"
su postgres -s /bin/bash -c "$bin/initdb -D $data -A trust -U postgres" >/dev/null
su postgres -s /bin/bash -c "$bin/pg_ctl -D $data -o '-p $port -k /tmp -c listen_addresses=127.0.0.1' -l $data/server.log -w start" >/dev/null
echo "postgres://postgres@127.0.0.1:$port/postgres"
