def report(crawler, logs):
    expect_status(200, logs)
    echo = decode(crawler.responses[0].text)
    return echo
