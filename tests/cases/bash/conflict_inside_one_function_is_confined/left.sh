#!/usr/bin/env bash

install_deps() {
  apt-get update
  apt-get install -y curl git
}

run_tests() {
  pytest -q
}

lint() {
  ruff check .
}
