"""Helpers for the build."""

load("@bazel_skylib//lib:paths.bzl", "paths")

def source_name(path):
    return paths.basename(path)

def header_for(path):
    """The header of a source file."""
    return paths.replace_extension(path, ".h")

def test_name(path):
    return paths.split_extension(paths.basename(path))[0] + "_test"
