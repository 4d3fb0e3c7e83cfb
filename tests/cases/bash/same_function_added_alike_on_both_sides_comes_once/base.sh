#!/usr/bin/env bash

greet() {
  echo "hello $1"
}

greet "$@"
