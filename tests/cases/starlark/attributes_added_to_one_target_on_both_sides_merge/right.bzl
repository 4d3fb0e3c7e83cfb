py_test(
    name = "api_test",
    srcs = ["api_test.py"],
    args = ["--fast"],
    deps = [":api"],
    tags = ["requires-network"],
)
