TIMEOUTS = {
    "connect": 5,
    "pool": 10,
    "read": 30,
    "write": 30,
    "read": 30,
}
