#!/usr/bin/env bash
set -e

PREFIX=/usr/local
export CC=gcc
readonly JOBS=4

make PREFIX="$PREFIX"
