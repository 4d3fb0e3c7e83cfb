forbidden = [
    "app.internal",
    "app.tests",
    "app.tests.fixtures",
]
