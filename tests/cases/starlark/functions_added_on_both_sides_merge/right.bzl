"""Helpers for the build."""

load("@bazel_skylib//lib:paths.bzl", "paths")

def source_name(path):
    return paths.basename(path)

def test_name(path):
    return paths.split_extension(paths.basename(path))[0] + "_test"
