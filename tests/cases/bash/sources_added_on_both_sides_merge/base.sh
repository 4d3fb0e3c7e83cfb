#!/usr/bin/env bash
DIR="$(cd "$(dirname "$0")" && pwd)"
source "$DIR/lib/log.sh"

main() {
  log "start"
}

main "$@"
