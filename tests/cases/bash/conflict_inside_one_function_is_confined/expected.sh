#!/usr/bin/env bash

install_deps() {
  apt-get update
<<<<<<< left
  apt-get install -y curl git
||||||| base
  apt-get install -y curl
=======
  apt-get install -y curl jq
>>>>>>> right
}

run_tests() {
  pytest -q -x
}

lint() {
  ruff check .
}
