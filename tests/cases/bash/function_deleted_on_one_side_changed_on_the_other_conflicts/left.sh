#!/bin/sh

usage() {
  echo "usage: build.sh [target]"
}

build() {
  mkdir -p build
  make -C build
}
