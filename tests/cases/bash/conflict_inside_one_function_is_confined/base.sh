#!/usr/bin/env bash

install_deps() {
  apt-get update
  apt-get install -y curl
}

run_tests() {
  pytest -q
}
