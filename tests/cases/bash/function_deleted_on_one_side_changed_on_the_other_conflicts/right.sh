#!/bin/sh

usage() {
  echo "usage: build.sh [target]"
}

clean() {
  rm -rf build dist
}

build() {
  mkdir -p build
  make -C build
}
