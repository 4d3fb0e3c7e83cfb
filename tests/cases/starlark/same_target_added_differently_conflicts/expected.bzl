py_library(
    name = "lib",
    srcs = ["lib.py"],
)
<<<<<<< left

py_test(
    name = "lib_test",
    srcs = ["lib_test.py"],
    deps = [":lib"],
)
||||||| base
=======

py_test(
    name = "lib_test",
    srcs = glob(["tests/*.py"]),
    deps = [":lib"],
)
>>>>>>> right
