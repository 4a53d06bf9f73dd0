#!/usr/bin/env bash
# `npm run test:real`: the upload and mail flows against real servers instead of s3rver and the
# recording transport. Builds mailpit and the S3 server of tools/s3-server once (kept in
# .cache/real-servers/bin), starts both on free loopback ports with a temporary data directory,
# runs the vitest project `real` (tests/real/) with their addresses in REAL_* variables, and stops
# what it started, by PID, however the run ends. Why these servers and not MinIO:
# docs/decisions/0037-real-external-servers.md.
#
#   scripts/test-real.sh [vitest arguments]     e.g. scripts/test-real.sh tests/real/mail.test.ts
#
# Without Go it says why and exits 0: these tests add to the suite, they are not part of it.
set -euo pipefail
cd "$(dirname "$0")/.."

MAILPIT_MODULE=github.com/axllent/mailpit
MAILPIT_VERSION=v1.33.1
BIN_DIR="$PWD/.cache/real-servers/bin"
S3_SOURCE_DIR="$PWD/tools/s3-server"
BUCKET=board
started_at=$SECONDS

if ! command -v go >/dev/null 2>&1; then
  echo "test:real skipped: Go is not installed; it builds mailpit and the S3 server these tests run against (README, Real external servers)."
  exit 0
fi

# Whether the S3 server binary is older than any of its sources.
s3_server_stale() {
  local source
  [[ -x "$BIN_DIR/s3-server" ]] || return 0
  for source in "$S3_SOURCE_DIR"/main.go "$S3_SOURCE_DIR"/go.mod "$S3_SOURCE_DIR"/go.sum; do
    [[ "$source" -nt "$BIN_DIR/s3-server" ]] && return 0
  done
  return 1
}

install_servers() {
  mkdir -p "$BIN_DIR"
  # Pure Go builds: mailpit's SQLite is modernc.org/sqlite, so no C compiler is needed.
  if [[ "$(cat "$BIN_DIR/mailpit.version" 2>/dev/null || true)" != "$MAILPIT_VERSION" ]] ||
    [[ ! -x "$BIN_DIR/mailpit" ]]; then
    echo "building mailpit $MAILPIT_VERSION (once: a few minutes of compiling)"
    GOBIN="$BIN_DIR" CGO_ENABLED=0 go install "$MAILPIT_MODULE@$MAILPIT_VERSION"
    echo "$MAILPIT_VERSION" >"$BIN_DIR/mailpit.version"
  fi
  if s3_server_stale; then
    echo "building the S3 server (tools/s3-server)"
    (cd "$S3_SOURCE_DIR" && GOBIN="$BIN_DIR" CGO_ENABLED=0 go install .)
  fi
}

free_port() {
  node -e "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });"
}

port_open() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

pids=()
work_dir=""

# Stops what this script started, by PID, then removes the temporary directory.
cleanup() {
  local pid
  for pid in "${pids[@]}"; do
    kill -TERM "$pid" 2>/dev/null || true
  done
  for pid in "${pids[@]}"; do
    wait "$pid" 2>/dev/null || true
  done
  [[ -n "$work_dir" ]] && rm -rf "$work_dir"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Waits until `port` accepts connections, or fails with the log of the server `pid`.
await_port() {
  local name="$1" pid="$2" port="$3" log="$4"
  for _ in $(seq 1 300); do
    port_open "$port" && return 0
    if ! kill -0 "$pid" 2>/dev/null; then
      echo "$name exited during start:" >&2
      cat "$log" >&2
      exit 1
    fi
    sleep 0.1
  done
  echo "$name did not open port $port within 30 s:" >&2
  cat "$log" >&2
  exit 1
}

install_started=$SECONDS
install_servers
echo "servers ready to start after $((SECONDS - install_started)) s of building"

work_dir="$(mktemp -d "${TMPDIR:-/tmp}/job-board-real.XXXXXX")"
s3_port="$(free_port)"
smtp_port="$(free_port)"
mailpit_port="$(free_port)"
# Made up for this run: the S3 server accepts only requests signed with these.
s3_access_key="real-test-$RANDOM$RANDOM"
s3_secret_key="$(node -e "console.log(require('node:crypto').randomBytes(30).toString('base64url'))")"

S3_SERVER_ACCESS_KEY_ID="$s3_access_key" S3_SERVER_SECRET_ACCESS_KEY="$s3_secret_key" \
  "$BIN_DIR/s3-server" -addr "127.0.0.1:$s3_port" -bucket "$BUCKET" \
  </dev/null >"$work_dir/s3-server.log" 2>&1 &
pids+=($!)
await_port "the S3 server" "${pids[-1]}" "$s3_port" "$work_dir/s3-server.log"

# No update check, no reverse DNS: nothing leaves the loopback interface.
"$BIN_DIR/mailpit" \
  --smtp "127.0.0.1:$smtp_port" \
  --listen "127.0.0.1:$mailpit_port" \
  --database "$work_dir/mailpit.db" \
  --disable-version-check \
  --smtp-disable-rdns \
  --quiet \
  </dev/null >"$work_dir/mailpit.log" 2>&1 &
pids+=($!)
await_port "mailpit (SMTP)" "${pids[-1]}" "$smtp_port" "$work_dir/mailpit.log"
await_port "mailpit (HTTP API)" "${pids[-1]}" "$mailpit_port" "$work_dir/mailpit.log"
echo "S3 server on 127.0.0.1:$s3_port, mailpit SMTP on 127.0.0.1:$smtp_port and API on 127.0.0.1:$mailpit_port"

set +e
REAL_S3_ENDPOINT="http://127.0.0.1:$s3_port" \
  REAL_S3_BUCKET="$BUCKET" \
  REAL_S3_ACCESS_KEY_ID="$s3_access_key" \
  REAL_S3_SECRET_ACCESS_KEY="$s3_secret_key" \
  REAL_SMTP_URL="smtp://127.0.0.1:$smtp_port" \
  REAL_MAILPIT_URL="http://127.0.0.1:$mailpit_port" \
  npx vitest run --project real "$@"
status=$?
set -e
echo "test:real finished in $((SECONDS - started_at)) s"
exit "$status"
