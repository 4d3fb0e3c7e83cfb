def retry(call):
    # try three times
    for _ in range(3):
        call()
