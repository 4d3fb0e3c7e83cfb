load("//b:defs.bzl", "helper")

def a():
    return helper()

def b():
    return 1
