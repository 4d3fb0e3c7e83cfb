#!/usr/bin/env bash

install_deps() {
  apt-get update
  apt-get install -y curl jq
}

run_tests() {
  pytest -q -x
}
