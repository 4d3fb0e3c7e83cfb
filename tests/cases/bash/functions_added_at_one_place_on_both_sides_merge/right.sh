#!/usr/bin/env bash
# Helpers for the release scripts.

log() {
  printf '%s\n' "$*" >&2
}

debug() {
  [ -n "${DEBUG:-}" ] && log "debug: $*"
}

die() {
  log "error: $*"
  exit 1
}
