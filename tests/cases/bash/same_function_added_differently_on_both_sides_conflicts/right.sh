#!/usr/bin/env bash

greet() {
  echo "hello $1"
}

farewell() {
  echo "bye, $1"
}

greet "$@"
