sh_test(
    name = "smoke",
    srcs = ["smoke.sh"],
    args = [
        "--port",
        "8080",
<<<<<<< left
        "--verbose",
||||||| base
=======
        "--retries",
        "3",
>>>>>>> right
    ],
)
