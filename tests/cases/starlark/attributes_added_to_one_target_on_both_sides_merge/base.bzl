py_test(
    name = "api_test",
    srcs = ["api_test.py"],
    deps = [":api"],
)
