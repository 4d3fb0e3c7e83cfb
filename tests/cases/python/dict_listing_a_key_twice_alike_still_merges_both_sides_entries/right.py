TIMEOUTS = {
    "connect": 5,
    "read": 60,
    "write": 30,
    "read": 60,
}
