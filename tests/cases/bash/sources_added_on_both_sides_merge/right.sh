#!/usr/bin/env bash
DIR="$(cd "$(dirname "$0")" && pwd)"
source "$DIR/lib/log.sh"
. "$DIR/lib/net.sh"

main() {
  log "start"
}

main "$@"
