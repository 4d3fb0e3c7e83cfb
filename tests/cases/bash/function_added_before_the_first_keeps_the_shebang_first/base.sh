#!/usr/bin/env bash
# Copyright 2024 Example
# Build helpers.

build() {
  make
}
