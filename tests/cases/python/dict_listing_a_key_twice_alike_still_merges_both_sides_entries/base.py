TIMEOUTS = {
    "connect": 5,
    "read": 30,
    "write": 30,
    "read": 30,
}
