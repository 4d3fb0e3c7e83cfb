#!/usr/bin/env bash

deploy() {
  local host=${1:?host required}
  rsync -a dist/ "$host:/srv/app"
  ssh "$host" sudo systemctl restart app
}
