"""Helpers for the build."""

load("@bazel_skylib//lib:paths.bzl", "paths")

def source_name(path):
    return paths.basename(path)
