py_test(
    name = "api_test",
    srcs = ["api_test.py"],
    data = ["testdata/api.json"],
    args = ["--fast"],
    deps = [":api"],
    tags = ["requires-network"],
)
