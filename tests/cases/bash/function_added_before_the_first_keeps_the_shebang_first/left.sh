#!/usr/bin/env bash
# Copyright 2024 Example
# Build helpers.

configure() {
  ./configure --prefix=/usr
}

build() {
  make
}
