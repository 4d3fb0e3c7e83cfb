#!/usr/bin/env bash
set -e

PREFIX=/usr/local
export CC=gcc
export CFLAGS="-O2"
readonly JOBS=4

make PREFIX="$PREFIX"
