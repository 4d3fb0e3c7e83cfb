#!/usr/bin/env bash
# Copyright 2024 Example
# Build helpers.

build() {
  make -j4
}

install() {
  make install
}
