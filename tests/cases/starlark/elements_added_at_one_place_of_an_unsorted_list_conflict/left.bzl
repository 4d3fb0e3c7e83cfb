sh_test(
    name = "smoke",
    srcs = ["smoke.sh"],
    args = [
        "--port",
        "8080",
        "--verbose",
    ],
)
