#!/usr/bin/env bash

greet() {
  echo "hello $1"
}

farewell() {
  echo "goodbye $1"
}

greet "$@"
