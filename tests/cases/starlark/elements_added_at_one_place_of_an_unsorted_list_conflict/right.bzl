sh_test(
    name = "smoke",
    srcs = ["smoke.sh"],
    args = [
        "--port",
        "8080",
        "--retries",
        "3",
    ],
)
