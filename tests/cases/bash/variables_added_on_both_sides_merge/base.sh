#!/usr/bin/env bash
set -e

PREFIX=/usr/local
export CC=gcc

make PREFIX="$PREFIX"
