TIMEOUTS = {
    "connect": 5,
    "pool": 10,
    "read": 60,
    "write": 30,
    "read": 60,
}
