forbidden = [
    "app.internal",
    "app.tests",
]
