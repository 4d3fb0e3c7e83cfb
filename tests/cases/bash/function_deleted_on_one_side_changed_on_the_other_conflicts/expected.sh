#!/bin/sh

usage() {
  echo "usage: build.sh [target]"
}
<<<<<<< left
||||||| base

clean() {
  rm -rf build
}
=======

clean() {
  rm -rf build dist
}
>>>>>>> right

build() {
  mkdir -p build
  make -C build
}
