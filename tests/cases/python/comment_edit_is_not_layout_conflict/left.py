def retry(call):
    # try three times: the server drops the first request after a restart
    for _ in range(3):
        call()
