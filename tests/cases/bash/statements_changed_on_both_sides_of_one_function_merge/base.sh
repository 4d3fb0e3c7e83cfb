#!/usr/bin/env bash

deploy() {
  local host=$1
  rsync -a dist/ "$host:/srv/app"
  ssh "$host" systemctl restart app
}
