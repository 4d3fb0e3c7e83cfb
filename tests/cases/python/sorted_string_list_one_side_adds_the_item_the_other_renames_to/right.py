forbidden = [
    "app.internal",
    "app.tests.fixtures",
]
