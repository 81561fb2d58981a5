#!/usr/bin/env bash
# Builds and installs Citus from a source folder into the machine's PostgreSQL 15.
#
#   bench/database/citus/build.sh /path/to/citus     # a checkout of citusdata/citus at tag v13.2.2
#
# v13.2.2 is the newest Citus whose configure accepts PostgreSQL 15. Debian has no Citus package,
# so the source comes from the public repository (git clone --branch v13.2.2
# https://github.com/citusdata/citus). Needs root (or sudo) for apt-get and make install.
# Installing postgresql-server-dev-15 may upgrade postgresql-15: servers already running keep
# their old binary until restarted. Takes about 3 minutes on 2 cores.
set -euo pipefail
src=${1:?usage: bench/database/citus/build.sh <citus source folder>}
[ -f "$src/configure" ] || { echo "no Citus source in $src (expected its configure script)" >&2; exit 2; }
SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
if ! dpkg -s postgresql-server-dev-15 >/dev/null 2>&1; then
  $SUDO apt-get update -qq || echo "apt-get update failed; installing from the lists at hand"
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql-15 postgresql-server-dev-15 \
    libcurl4-openssl-dev liblz4-dev libzstd-dev libkrb5-dev libssl-dev flex bison autoconf \
    libselinux1-dev libxslt1-dev libpam0g-dev libreadline-dev zlib1g-dev >/dev/null
fi
# PostgreSQL 15.20 and later export have_createdb_privilege() from commands/dbcommands.h; Citus
# 13.2.2 still defines a static copy of it for 15, which no longer compiles. Rename the copy away
# (it becomes an unused static inline) when the server declares the function itself.
server_include=$(pg_config --includedir-server)
compat="$src/src/include/pg_version_compat.h"
if grep -q 'have_createdb_privilege' "$server_include/commands/dbcommands.h" 2>/dev/null \
   && grep -q '^have_createdb_privilege(void)$' "$compat"; then
  sed -i 's/^have_createdb_privilege(void)$/citus_unused_have_createdb_privilege(void)/' "$compat"
  echo "patched $compat: the server declares have_createdb_privilege()"
fi
cd "$src"
PG_CONFIG=$(command -v pg_config) ./configure --quiet
make -s -j"$(nproc)"
$SUDO make -s install
echo "installed: $(pg_config --pkglibdir)/citus.so"
