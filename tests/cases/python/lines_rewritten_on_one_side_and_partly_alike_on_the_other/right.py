def report(crawler, log):
    expect_status(200, log)
    echo = decode(crawler.responses[0].text)
    return echo
