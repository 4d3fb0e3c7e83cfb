#!/usr/bin/env bash
# Helpers for the release scripts.

log() {
  printf '%s\n' "$*" >&2
}

warn() {
  log "warning: $*"
}

die() {
  log "error: $*"
  exit 1
}
